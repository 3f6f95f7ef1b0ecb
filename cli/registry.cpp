#include "cli/registry.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "converters/text_join.hpp"

namespace kypho::cli {
namespace {

using enum Splitting;

// clang-format off
constexpr FormatInfo FORMATS[] = {
  // name       game           extensions       splitting       hint
  {"vn",      Game::XIANGQI, "",              XIANGQI_RECORD, "cp1258"},
  {"vn-long", Game::XIANGQI, "",              XIANGQI_RECORD, "cp1258"},
  {"wxf",     Game::XIANGQI, "",              XIANGQI_RECORD, ""},
  {"iccs",    Game::XIANGQI, "",              XIANGQI_RECORD, ""},
  {"chinese", Game::XIANGQI, "zh",            XIANGQI_RECORD, "gb18030"},
  {"san",     Game::XIANGQI, "",              XIANGQI_RECORD, ""},
  {"pgn",     Game::XIANGQI, "",              XIANGQI_RECORD, ""},
  {"fen",     Game::XIANGQI, "",              LINES,          ""},
  {"vn-pos",  Game::XIANGQI, "vnpos",         WHOLE,          "cp1258"},
  {"kif",     Game::SHOGI,   "kifu",          WHOLE,          "cp932"},
  {"ki2",     Game::SHOGI,   "ki2u",          WHOLE,          "cp932"},
  {"csa",     Game::SHOGI,   "",              CSA,            "cp932"},
  {"usi",     Game::SHOGI,   "",              LINES,          "cp932"},
  {"jkf",     Game::SHOGI,   "",              WHOLE,          "cp932"},
  {"sfen",    Game::SHOGI,   "",              LINES,          "cp932"},
  {"bod",     Game::SHOGI,   "",              WHOLE,          "cp932"},
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

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return out;
}

bool is_word_of(std::string_view word, std::string_view list) {
  for (std::size_t at = 0; at < list.size();) {
    const std::size_t end = std::min(list.find(' ', at), list.size());
    if (list.substr(at, end - at) == word) return true;
    at = end + 1;
  }
  return false;
}

std::string extension_of(std::string_view path) {
  const auto dot = path.rfind('.');
  if (dot == std::string_view::npos || path.find('/', dot) != std::string_view::npos) return {};
  return lower(path.substr(dot + 1));
}

}  // namespace

std::string_view game_name(Game g) { return g == Game::SHOGI ? "shogi" : "xiangqi"; }

const FormatInfo* find_format(std::string_view name) {
  for (const auto& f : FORMATS)
    if (f.name == name) return &f;
  return nullptr;
}

std::span<const std::string_view> formats_of(Game g) {
  const auto& [names, n] = g == Game::SHOGI ? SHOGI_NAMES : XIANGQI_NAMES;
  return {names.data(), n};
}

std::optional<Game> game_of_format(std::string_view format) {
  if (const auto* f = find_format(format)) return f->game;
  return std::nullopt;
}

std::string all_format_names() {
  std::string out;
  for (Game g : {Game::XIANGQI, Game::SHOGI}) {
    std::string names;
    for (auto f : formats_of(g)) append_item(names, ", ", f);
    append_item(out, "; ", fmt::format("{} ({})", names, game_name(g)));
  }
  return out;
}

std::string format_of_extension(std::string_view path) {
  const std::string ext = extension_of(path);
  if (ext.empty()) return {};
  for (const auto& f : FORMATS)
    if (f.name == ext || is_word_of(ext, f.extensions)) return std::string(f.name);
  return {};
}

bool is_record_file_name(std::string_view path) { return !format_of_extension(path).empty() || extension_of(path) == "txt"; }

std::optional<grammar::xiangqi::MoveNotation> record_notation(std::string_view format) {
  using grammar::xiangqi::MoveNotation;
  if (format == "vn" || format == "vn-long") return MoveNotation::VIETNAMESE;
  if (format == "wxf") return MoveNotation::WXF;
  if (format == "iccs") return MoveNotation::ICCS;
  if (format == "chinese") return MoveNotation::CHINESE;
  if (format == "san") return MoveNotation::SAN;
  if (format == "pgn") return MoveNotation::UNKNOWN;
  return std::nullopt;
}

std::optional<grammar::shogi::Format> shogi_record_format(std::string_view format) {
  if (format == "usi") return grammar::shogi::Format::USI;
  if (format == "csa") return grammar::shogi::Format::CSA;
  if (format == "kif") return grammar::shogi::Format::KIF;
  if (format == "ki2") return grammar::shogi::Format::KI2;
  if (format == "jkf") return grammar::shogi::Format::JKF;
  if (format == "bod") return grammar::shogi::Format::KIF;  // a board diagram is a KIF without moves
  return std::nullopt;
}

}  // namespace kypho::cli
