#include "cli/validate_input.hpp"

#include <type_traits>

#include "cli/fnv1a.hpp"
#include "converters/shogi_position.hpp"
#include "converters/shogi_record_reader.hpp"
#include "converters/xiangqi_fen.hpp"
#include "converters/xiangqi_record_reader.hpp"
#include "converters/xiangqi_vn_position.hpp"
#include "rules/xiangqi/movegen.hpp"

namespace kypho::cli {
namespace {

template <typename Record>
Fingerprint fingerprint_of(const Record& record) {
  Fingerprint f;
  f.start = record.start.key();
  Fnv1a moves, tags;
  record.for_each_main_line_node([&](const auto& node) {
    // A move's bytes are its value: no padding to hash.
    static_assert(std::has_unique_object_representations_v<std::remove_cvref_t<decltype(node.move)>>);
    moves.add(&node.move, sizeof node.move);
    ++f.plies;
  });
  for (const auto& t : record.tags) {
    tags.add_field(t.name);
    tags.add_field(t.value);
  }
  f.moves = moves.value;
  f.tags = tags.value;
  return f;
}

GameReport position_report(const std::string& file, std::uint32_t game, std::optional<xiangqi::Position> pos) {
  GameReport r;
  r.outcome = {file, game, pos.has_value()};
  if (pos) {
    r.fingerprint.start = pos->key();
    const xiangqi::Status status = xiangqi::status(*pos);
    if (status != xiangqi::Status::ONGOING) {
      r.outcome.end = status == xiangqi::Status::CHECKMATE ? "checkmate" : "stalemate";
      r.outcome.result = pos->side_to_move() == xiangqi::RED ? "0-1" : "1-0";
    }
  }
  return r;
}

GameReport position_report(const std::string& file, std::uint32_t game, const std::optional<shogi::Position>& pos) {
  GameReport r;
  r.outcome = {file, game, pos.has_value()};
  if (pos) r.fingerprint.start = pos->key();
  return r;
}

void tag_game(Diagnostics& ds, Game kind, std::uint32_t game) {
  for (auto& d : ds) {
    d.game = game;
    d.game_kind = std::string(game_name(kind));
  }
}

// A FEN or SFEN file holds one position per non-blank line; each counts as one "game" of no moves.
void validate_position_lines(const grammar::SourceText& src, Game kind, UnitReport& out) {
  std::uint32_t game = 0;
  for (std::uint32_t line = src.first_line(); line <= src.last_line(); ++line) {
    const std::string_view text = src.line(line);
    if (text.find_first_not_of(" \t") == std::string_view::npos) continue;
    ++game;
    Diagnostics ds;
    const std::size_t offset = std::size_t(text.data() - src.text().data());
    GameReport r = kind == Game::SHOGI ? position_report(src.name(), game, shogi::read_sfen(src, offset, text.size(), ds))
                                       : position_report(src.name(), game, xiangqi::read_fen(src, offset, text.size(), ds));
    tag_game(ds, kind, game);
    r.diagnostics = std::move(ds);
    out.games.push_back(std::move(r));
  }
}

// One replayed game of any kind: its diagnostics, its outcome, its fingerprint.
template <typename ReadGame>
GameReport game_report(const grammar::SourceText& src, ReadGame& game) {
  GameReport r;
  r.diagnostics = std::move(game.diagnostics);
  r.outcome.file = src.name();
  r.outcome.game = game.index;
  r.outcome.valid = game.valid;
  r.outcome.plies = game.plies;
  r.outcome.result = std::string(result_text(game.record.result));
  r.outcome.end = std::string(termination_text(game.record.termination));
  r.fingerprint = fingerprint_of(game.record);
  return r;
}

}  // namespace

void validate_unit(const grammar::SourceText& src, const FormatInfo& format, UnitReport& out, ReadChecks checks) {
  out.bytes += src.text().size();
  if (src.text().find_first_not_of(" \t\r\n") == std::string_view::npos) return;
  if (format.name == "fen" || format.name == "sfen") return validate_position_lines(src, format.game, out);
  if (format.name == "vn-pos") {
    Diagnostics found;
    auto pos = xiangqi::read_vn_position(src, found);
    GameReport r = position_report(src.name(), 1, pos);
    tag_game(found, Game::XIANGQI, 1);
    r.diagnostics = std::move(found);
    out.games.push_back(std::move(r));
    return;
  }
  if (format.shogi)
    return shogi::read_shogi_records(src, *format.shogi, [&](shogi::ShogiGame& game) { out.games.push_back(game_report(src, game)); }, checks);
  xiangqi::read_xiangqi_records(src, *format.notation, [&](xiangqi::ReadGame& game) { out.games.push_back(game_report(src, game)); }, checks);
}

void report_unit(UnitReport& unit, std::uint32_t& games_before, Reporter& report) {
  report.diagnostics(unit.before);
  for (auto& g : unit.games) {
    for (auto& d : g.diagnostics)
      if (d.game != 0) d.game += games_before;
    g.outcome.game += games_before;
    report.diagnostics(g.diagnostics);
    report.game(g.outcome);
  }
  games_before += std::uint32_t(unit.games.size());
}

}  // namespace kypho::cli
