#include "service/formats.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "converters/common/text_join.hpp"
#include "rules/common/marked.hpp"
#include "converters/shogi/record_writer.hpp"
#include "converters/xiangqi/dhtmlxq.hpp"
#include "converters/xiangqi/cbf.hpp"
#include "converters/xiangqi/cbr.hpp"
#include "converters/xiangqi/pfc.hpp"
#include "converters/xiangqi/portals.hpp"
#include "converters/xiangqi/xqf.hpp"
#include "converters/jieqi/jieqibox.hpp"
#include "grammar/jieqi/record_parse.hpp"

namespace kypho::service {
namespace {

using enum Splitting;
using enum Holds;

struct GameRow {
  Game game;
  std::string_view name;   // as --game takes it
  std::string_view title;  // as messages name it
  std::string_view rules;  // what it calls its rule sets
  // Where a byte splitter may cut an archive of games with no tags in a format of PGN's layout: the game's
  // record grammar says (shogi's formats have no such games).
  std::optional<std::size_t> (*untagged_game_at)(std::string_view text, std::size_t at, const FormatInfo& format) = nullptr;
};
// In the order of Game.
constexpr GameRow GAME_ROWS[] = {
    {Game::XIANGQI, "xiangqi", N_("xiangqi"), "rule sets",
     [](std::string_view text, std::size_t at, const FormatInfo& f) { return grammar::xiangqi::untagged_game_at(text, at, f.notation); }},
    {Game::SHOGI, "shogi", N_("shogi"), "rule sets"},
    {Game::COTULENH, "cotulenh", N_("cờ tư lệnh"), "profiles",
     [](std::string_view text, std::size_t at, const FormatInfo& f) { return grammar::cotulenh::untagged_game_at(text, at, turn_notation_of(f.name)); }},
    {Game::JIEQI, "jieqi", N_("cờ tướng úp"), "rule sets",
     [](std::string_view text, std::size_t at, const FormatInfo& f) { return grammar::jieqi::untagged_game_at(text, at, f.notation); }},
};
constexpr auto games_of_rows() {
  std::array<Game, std::size(GAME_ROWS)> games{};
  for (std::size_t i = 0; i < games.size(); ++i) games[i] = GAME_ROWS[i].game;
  return games;
}
constexpr auto GAMES = games_of_rows();
static_assert(std::ranges::all_of(GAME_ROWS, [](const GameRow& r) { return &GAME_ROWS[std::size_t(r.game)] == &r; }));

// clang-format off
using XN = grammar::xiangqi::Notation;
using SF = grammar::shogi::Format;
constexpr FormatInfo FORMATS[] = {
  // name      game           holds       extensions splitting    hint       games apart, reader, passed over,
  //                                                                                    named encoding, encoding line,
  //                                                                                    name in its game
  {"vn",      Game::XIANGQI,    RECORDS,    "",       PGN_LAYOUT,  "cp1258",  "\n",   XN::VIETNAMESE},
  {"vn-long", Game::XIANGQI,    RECORDS,    "",       PGN_LAYOUT,  "cp1258",  "\n",   XN::VIETNAMESE},
  {"wxf",     Game::XIANGQI,    RECORDS,    "",       PGN_LAYOUT,  "",        "\n",   XN::WXF},
  {"iccs",    Game::XIANGQI,    RECORDS,    "",       PGN_LAYOUT,  "",        "\n",   XN::ICCS},
  {"chinese", Game::XIANGQI,    RECORDS,    "zh",     PGN_LAYOUT,  "gb18030", "\n",   XN::CHINESE},
  {"san",     Game::XIANGQI,    RECORDS,    "",       PGN_LAYOUT,  "",        "\n",   XN::SAN},
  {"pgn",     Game::XIANGQI,    RECORDS,    "",       PGN_LAYOUT,  "",        "\n",   {}},
  {"fen",     Game::XIANGQI,    POSITIONS,  "",       LINES,       "",        "",     {}},
  {"ucci",    Game::XIANGQI,    RECORDS,    "",       COMMANDS,    "",        "",     XN::ICCS, {},
   N_("engine commands: each 'position' line is a game, the other commands set up none and are passed over")},
  {"vn-pos",  Game::XIANGQI,    POSITIONS,  "vnpos",  WHOLE,       "cp1258",  {},     {}},
  {"kif",     Game::SHOGI,      RECORDS,    "kifu",   WHOLE,       "cp932",   {},     {}, SF::KIF, {}, "cp932", shogi::kif_encoding_line},
  {"ki2",     Game::SHOGI,      RECORDS,    "ki2u",   WHOLE,       "cp932",   {},     {}, SF::KI2, {}, "cp932", shogi::kif_encoding_line},
  {"csa",     Game::SHOGI,      RECORDS,    "",       CSA,         "cp932",   "/\n",  {}, SF::CSA},
  {"usi",     Game::SHOGI,      RECORDS,    "",       LINES,       "cp932",   "",     {}, SF::USI},
  {"jkf",     Game::SHOGI,      RECORDS,    "",       WHOLE,       "cp932",   {},     {}, SF::JKF},
  {"sfen",    Game::SHOGI,      POSITIONS,  "",       LINES,       "cp932",   "",     {}},
  {"bod",     Game::SHOGI,      POSITIONS,  "",       WHOLE,       "cp932",   {},     {}, SF::KIF},  // a board diagram is a KIF without moves
  {"ctl",     Game::COTULENH,   RECORDS,    "",       PGN_LAYOUT,  "",        "\n",   {}},
  {"ctl-pgn", Game::COTULENH,   RECORDS,    "",       PGN_LAYOUT,  "",        "\n",   {}, {}, {}, {}, {}, "pgn"},
  {"ctl-fen", Game::COTULENH,   POSITIONS,  "",       LINES,       "",        "",     {}, {}, {}, {}, {}, "fen"},
  // Cờ tướng úp (Jieqi): PGN's layout with ICCS or Vietnamese moves and their reveals; JieqiBox's FEN and pychess's.
  {"jieqi-pgn", Game::JIEQI,    RECORDS,    "",       PGN_LAYOUT,  "",        "\n",   {}, {}, {}, {}, {}, "pgn"},
  {"jieqi-fen", Game::JIEQI,    POSITIONS,  "",       LINES,       "",        "",     {}, {}, {}, {}, {}, "fen"},
  {"jieqi-pychess-fen", Game::JIEQI, POSITIONS, "",   LINES,       "",        "",     {}, {}, {}, {}, {}, "pychess-fen"},
  // JieqiBox's JSON record, read as the cờ tướng úp record it holds (converters/jieqi/jieqibox.*).
  {"jieqibox", Game::JIEQI,     RECORDS,    "",       WHOLE,       "",        {},     {}, {}, {}, {}, {}, {}, nullptr, jieqi::read_jieqibox, jieqi::holds_jieqibox},
  // XQStudio's binary record, read as the ICCS record it holds and written as version 10 (converters/xiangqi/xqf.*).
  {"xqf",     Game::XIANGQI,    RECORDS,    "",       WHOLE,       "gb18030", {},     XN::ICCS, {}, {}, {}, {}, {}, xiangqi::read_xqf, nullptr, xiangqi::looks_like_xqf},
  // CCBridge's binary record and library, read as the ICCS records they hold (converters/xiangqi/cbr.*).
  {"cbr",     Game::XIANGQI,    RECORDS,    "",       WHOLE,       "",        {},     XN::ICCS, {}, {}, {}, {}, {}, xiangqi::read_cbr, nullptr, xiangqi::looks_like_cbr, true},
  {"cbl",     Game::XIANGQI,    RECORDS,    "",       WHOLE,       "",        "\n",   XN::ICCS, {}, {}, {}, {}, {}, xiangqi::read_cbl, nullptr, xiangqi::looks_like_cbl, true},
  // The game portals' legacy records, read as the main lines they hold (converters/xiangqi/portals.*).
  {"che",     Game::XIANGQI,    RECORDS,    "",       WHOLE,       "",        {},     XN::ICCS, {}, {}, {}, {}, {}, xiangqi::read_che, nullptr, nullptr, true},
  {"chn",     Game::XIANGQI,    RECORDS,    "",       WHOLE,       "",        {},     XN::ICCS, {}, {}, {}, {}, {}, xiangqi::read_chn, nullptr, nullptr, true},
  {"ccm",     Game::XIANGQI,    RECORDS,    "",       WHOLE,       "",        {},     XN::ICCS, {}, {}, {}, {}, {}, xiangqi::read_ccm, nullptr, nullptr, true},
  {"mxq",     Game::XIANGQI,    RECORDS,    "",       WHOLE,       "gb18030", {},     XN::ICCS, {}, {}, {}, {}, {}, xiangqi::read_mxq, nullptr, nullptr, true},
  // CCBridge's XML record, read as the ICCS record it holds (converters/xiangqi/cbf.*).
  {"cbf",     Game::XIANGQI,    RECORDS,    "",       WHOLE,       "",        {},     XN::ICCS, {}, {}, {}, {}, {}, nullptr, xiangqi::read_cbf, xiangqi::holds_cbf, true},
  // 鹏飞象棋's XML record, read as the ICCS record it holds (converters/xiangqi/pfc.*).
  {"pfc",     Game::XIANGQI,    RECORDS,    "",       WHOLE,       "",        {},     XN::ICCS, {}, {}, {}, {}, {}, nullptr, xiangqi::read_pfc, xiangqi::holds_pfc, true},
  // 東萍's DhtmlXQ blocks, on a page or in a text file, read as the ICCS records they hold (converters/xiangqi/dhtmlxq.*).
  {"dhtmlxq", Game::XIANGQI,    RECORDS,    "dhtml",  WHOLE,       "gb18030", "\n",   XN::ICCS, {}, {}, {}, {}, {}, nullptr, xiangqi::read_dhtmlxq, xiangqi::holds_dhtmlxq},
};
// clang-format on

constexpr auto names_of(Game g) {
  std::array<std::string_view, std::size(FORMATS)> names{};
  std::size_t n = 0;
  for (const auto& f : FORMATS)
    if (f.game == g) names[n++] = f.name;
  return std::pair{names, n};
}
constexpr auto XIANGQI_NAMES = names_of(Game::XIANGQI);
constexpr auto SHOGI_NAMES = names_of(Game::SHOGI);
constexpr auto COTULENH_NAMES = names_of(Game::COTULENH);
constexpr auto JIEQI_NAMES = names_of(Game::JIEQI);

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return out;
}


}  // namespace

bool is_word_of(std::string_view word, std::string_view list) {
  for (std::size_t at = 0; at < list.size();) {
    const std::size_t end = std::min(list.find(' ', at), list.size());
    if (list.substr(at, end - at) == word) return true;
    at = end + 1;
  }
  return false;
}

std::vector<std::string_view> words_of(std::string_view list) {
  std::vector<std::string_view> words;
  for (std::size_t at = 0; at < list.size();) {
    const std::size_t end = std::min(list.find(' ', at), list.size());
    words.push_back(list.substr(at, end - at));
    at = end + 1;
  }
  return words;
}

std::string_view first_word(std::string_view list) { return list.substr(0, std::min(list.find(' '), list.size())); }

std::span<const Game> all_games() { return GAMES; }

std::string_view game_name(Game g) { return GAME_ROWS[std::size_t(g)].name; }
std::string_view game_title(Game g) { return GAME_ROWS[std::size_t(g)].title; }
std::string_view rule_sets_noun(Game g) { return GAME_ROWS[std::size_t(g)].rules; }
OpensGame untagged_game_test(const FormatInfo& format) {
  const auto at = GAME_ROWS[std::size_t(format.game)].untagged_game_at;
  if (!at || format.splitting != PGN_LAYOUT) return {};
  return [at, format](std::string_view text, std::size_t offset) { return at(text, offset, format); };
}

grammar::cotulenh::TurnNotation turn_notation_of(std::string_view format) {
  return format == "ctl" ? grammar::cotulenh::TurnNotation::CTL : grammar::cotulenh::TurnNotation::SAN;
}

std::optional<Game> game_named(std::string_view name) {
  for (Game g : GAMES)
    if (game_name(g) == name) return g;
  return std::nullopt;
}

const FormatInfo* find_format(std::string_view name) {
  for (const auto& f : FORMATS)
    if (f.name == name) return &f;
  return nullptr;
}

std::vector<std::string_view> written_formats_of(Game g) {
  std::vector<std::string_view> out;
  for (auto f : formats_of(g))
    if (!find_format(f)->read_only) out.push_back(f);
  return out;
}

const FormatInfo* binary_format_of(std::string_view head) {
  for (const auto& f : FORMATS)
    if (f.read_binary && f.looks_like && f.looks_like(head)) return &f;
  return nullptr;
}

const FormatInfo* marked_text_format_of(std::string_view head) {
  for (const auto& f : FORMATS)
    if (f.read_text && f.looks_like && f.looks_like(head)) return &f;
  return nullptr;
}

std::span<const std::string_view> formats_of(Game g) {
  const auto& [names, n] = g == Game::SHOGI ? SHOGI_NAMES : g == Game::COTULENH ? COTULENH_NAMES : g == Game::JIEQI ? JIEQI_NAMES : XIANGQI_NAMES;
  return {names.data(), n};
}

std::optional<Game> game_of_format(std::string_view format) {
  if (const auto* f = find_format(format)) return f->game;
  return std::nullopt;
}

std::string all_format_names(bool written_only) {
  std::string out;
  for (Game g : GAMES) {
    std::string names;
    for (auto f : written_only ? written_formats_of(g) : std::vector<std::string_view>(formats_of(g).begin(), formats_of(g).end())) {
      const std::string_view also = find_format(f)->name_in_game;
      append_item(names, ", ", also.empty() ? std::string(f) : fmt::format("{} ({})", f, also));
    }
    append_item(out, "; ", fmt::format("{} ({})", names, game_name(g)));
  }
  return out;
}

std::string extension_of(std::string_view path) {
  const auto dot = path.rfind('.');
  if (dot == std::string_view::npos || path.find('/', dot) != std::string_view::npos) return {};
  return lower(path.substr(dot + 1));
}

std::string format_of_extension(std::string_view path) {
  const std::string ext = extension_of(path);
  if (ext.empty()) return {};
  for (const auto& f : FORMATS)
    if (f.name == ext || is_word_of(ext, f.extensions)) return std::string(f.name);
  return {};
}

bool is_record_file_name(std::string_view path) { return !format_of_extension(path).empty() || extension_of(path) == "txt"; }

bool is_position_format(std::string_view format) {
  const auto* f = find_format(format);
  return f && f->holds == Holds::POSITIONS;
}

std::string format_in_game(std::string_view format, Game g) {
  for (const auto& f : FORMATS)
    if (f.game == g && !f.name_in_game.empty() && f.name_in_game == format) return std::string(f.name);
  return std::string(format);
}

std::optional<grammar::xiangqi::Notation> record_notation(std::string_view format) {
  const auto* f = find_format(format);
  return f ? f->notation : std::nullopt;
}

std::optional<grammar::shogi::Format> shogi_record_format(std::string_view format) {
  const auto* f = find_format(format);
  return f ? f->shogi : std::nullopt;
}

}  // namespace kypho::service
