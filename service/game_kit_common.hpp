// What the game kits share: the verbs' steps written once over any game's record, position and engine.
#pragma once

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "converters/common/choices.hpp"
#include "grammar/text/messages.hpp"
#include "service/fnv1a.hpp"
#include "service/game_kit.hpp"
#include "service/source.hpp"
#include "converters/common/record.hpp"
#include "converters/common/replay.hpp"

namespace kypho::service {

// A move's bytes are its value, with no padding to hash; a turn of sub-moves (cờ tư lệnh) is its sub-moves.
template <typename Move>
void hash_move(Fnv1a& h, const Move& m) {
  if constexpr (requires { m.moves(); }) {
    for (const auto& step : m.moves()) hash_move(h, step);
  } else {
    static_assert(std::has_unique_object_representations_v<Move>);
    h.add(&m, sizeof m);
  }
}

template <typename Record>
Fingerprint fingerprint_of(const Record& record) {
  Fingerprint f;
  f.start = record.start.key();
  Fnv1a moves, tags;
  record.for_each_main_line_node([&](const auto& node) {
    hash_move(moves, node.move);
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

// The names of a game's rule rows (rule sets, profiles), in their order.
template <typename Row>
std::vector<std::string_view> names_of(std::span<const Row* const> rows) {
  std::vector<std::string_view> names;
  for (const Row* row : rows) names.push_back(row->name);
  return names;
}

// One replayed game of any kind: its diagnostics, its outcome, and its fingerprint when `checks` asks for it.
template <typename ReadGame>
GameReport game_report(const grammar::SourceText& src, ReadGame& game, const ReadChecks& checks) {
  GameReport r;
  r.diagnostics = std::move(game.diagnostics);
  r.outcome.file = src.name();
  r.outcome.game = game.index;
  r.outcome.valid = game.valid;
  r.outcome.plies = game.plies;
  r.outcome.result = std::string(result_text(game.record.result));
  r.outcome.end = std::string(termination_text(game.record.termination));
  if (checks.fingerprints) r.fingerprint = fingerprint_of(game.record);
  return r;
}

// A position file's position as a "game" of no moves, and its diagnostics numbered as that game. A position
// with no legal move is judged as the replayer judges a game's end (Rules: a game's traits for replay.hpp).
template <typename Rules>
GameReport position_report(const std::string& file, std::uint32_t game, const std::optional<typename Rules::Position>& pos,
                           Diagnostics ds) {
  GameReport r;
  r.outcome = {file, game, pos.has_value()};
  if (pos) {
    r.fingerprint.start = pos->key();
    auto p = *pos;
    if (const auto s = Rules::status(p); s != Rules::Status::ONGOING) {
      r.outcome.end = std::string(termination_text(Rules::termination(s)));
      r.outcome.result = std::string(result_text(Rules::result_of(p, s)));
    }
  }
  for (auto& d : ds) {
    d.game = game;
    d.game_kind = std::string(Rules::name);
  }
  r.diagnostics = std::move(ds);
  return r;
}

// A FEN or SFEN file holds one position per non-blank line: `read(offset, length)` for each, numbered from 1.
template <typename F>
void for_each_position_line(const grammar::SourceText& src, F&& read) {
  std::uint32_t index = 0;
  for (std::uint32_t line = src.first_line(); line <= src.last_line(); ++line) {
    const std::string_view text = src.line(line);
    if (text.find_first_not_of(" \t") == std::string_view::npos) continue;
    read(++index, std::size_t(text.data() - src.text().data()), text.size());
  }
}

inline void report_lost(const std::string& file, std::uint32_t game, const std::vector<std::string>& lost, Diagnostics& ds) {
  for (const auto& what : lost) {
    Diagnostic d = unlocated(file, Severity::WARNING, "lossy-conversion", msg("not written: {what}", arg("what", what)));
    d.game = game;
    ds.push_back(std::move(d));
  }
}

// A position file converts position by position, each a record of no moves: its start the position, or, when
// it could not be read, the text as written (which only --keep-broken writes). `write(record, lost)` writes it
// and names in `lost` what the target cannot hold.
template <typename Record, typename Position, typename Write>
void convert_position(const std::string& file, const ConvertRequest& request, std::uint32_t index, const std::optional<Position>& pos,
                      Diagnostics& ds, std::string_view text, Diagnostics& diagnostics, std::vector<Converted>& out, Write write) {
  for (auto& d : ds) d.game = index;
  append(diagnostics, ds);
  if (!pos && !request.keep_broken) return out.push_back({index, std::nullopt});
  Record record;
  if (pos) record.start = *pos;
  else record.unread_start = text;
  std::vector<std::string> lost;
  out.push_back({index, write(record, lost)});
  report_lost(file, index, lost, diagnostics);
}

// "the record's main line has 3 plies that can be replayed, not 99"
inline void no_such_ply(const grammar::SourceText& src, std::uint32_t reached, std::uint32_t wanted, Diagnostics& ds) {
  ds.push_back(unlocated(src.name(), Severity::ERROR, "no-such-ply",
                         msg("the record's main line has {reached} plies that can be replayed, not {wanted}", arg("reached", reached),
                             arg("wanted", wanted))));
}

// Why a replayed game ended and what the rules say its result is (show --explain): what the record says,
// what the board says at its end, what the rules beyond single moves say, and the result they come to.
template <typename ReadGame>
std::string explain_game(const ReadGame& game) {
  using Rules = typename ReadGame::Rules;
  const auto& record = game.record;
  std::string out =
      game.main_unreplayed
          ? msgn("Game {game}: {n} ply replayed on the main line, which stops at a move that cannot be played: nothing after it is judged.\n",
                 "Game {game}: {n} plies replayed on the main line, which stops at a move that cannot be played: nothing after it is judged.\n",
                 game.plies, arg("game", game.index), arg("n", game.plies))
          : msgn("Game {game}: {n} ply replayed on the main line.\n", "Game {game}: {n} plies replayed on the main line.\n", game.plies,
                 arg("game", game.index), arg("n", game.plies));
  const std::string_view written = result_text(game.written_result);
  out += game.written_ending == Termination::NONE
             ? msg("The record ends with no word for how, with the result {result}.\n", arg("result", written))
             : msg("The record ends by {how}, with the result {result}.\n", arg("how", tr(termination_words(game.written_ending))),
                   arg("result", written));
  auto [end, reached] = record.position_after(game.plies);
  std::optional<Result> given;
  if (game.end != Rules::Status::ONGOING) {
    const auto [ended, r] = board_end<Rules>(end, game.end);
    out += msg("On the board: the game ends in {end}, so the result is {result}.\n", arg("end", ended), arg("result", result_text(r)));
    given = r;
  } else {
    out += msg("On the board: the game goes on, {side} to move.\n", arg("side", Rules::side_name(int(end.side_to_move()))));
  }
  if (game.judgement) {
    const auto& j = *game.judgement;
    out += j.result == Result::UNKNOWN
               ? msg("By the rules, after ply {ply}: {why}: no result.\n", arg("ply", j.ply), arg("why", j.why))
               : msg("By the rules, after ply {ply}: {why}: {result}.\n", arg("ply", j.ply), arg("why", j.why), arg("result", result_text(j.result)));
    if (j.result != Result::UNKNOWN && (j.ply < game.plies || !given)) given = j.result;
  } else if (!game.main_unreplayed) {
    out += tr("By the rules: nothing beyond single moves ends the game.\n");
  }
  if (!given) out += msg("So the result is the record's own ({result}): the moves do not decide it.\n", arg("result", written));
  else if (*given == game.written_result) out += msg("So the result is {result}, as the record says.\n", arg("result", result_text(*given)));
  else out += msg("So the result is {result}, not {written} as the record says.\n", arg("result", result_text(*given)), arg("written", written));
  return out;
}

// What show --explain writes after the diagram. A file that holds a position has no game whose end could be
// explained, and is told so rather than ignored.
inline std::string explanation_shown(const ShowRequest& request, const Input* in, const std::string& explanation, Diagnostics& ds) {
  if (!request.explain || !in) return {};
  if (explanation.empty())
    ds.push_back(unlocated(in->src.name(), Severity::WARNING, "unsupported-format",
                           msg("{option}: this file holds a position, not a game, so there is no end to explain", arg("option", choice_name(Choice::EXPLAIN)))));
  return explanation;
}

// show's steps for any game: the position given (`given()`, the start when none) or the file's
// (`of_file(diagnostics, explanation)`), as `write` writes it, then what --explain asks.
template <typename Given, typename OfFile, typename Write>
std::optional<std::string> show_position(const Input* in, const ShowRequest& request, Diagnostics& ds, Given given, OfFile of_file, Write write) {
  std::string explanation;
  decltype(given()) pos;
  if (!in) {
    pos = given();
  } else {
    Diagnostics found;
    pos = of_file(found, request.explain ? &explanation : nullptr);
    append(ds, found);
  }
  if (!pos) return std::nullopt;
  return write(*pos) + explanation_shown(request, in, explanation, ds);
}

// The position after `ply` plies of the first record's main line (its end when ply < 0), fed one game at a
// time; the games after the first are counted and said to be left out.
template <typename Position>
struct FirstGame {
  const grammar::SourceText& src;
  int ply;
  Diagnostics& ds;
  std::uint32_t wanted = 1;  // the game of the file: --game N
  std::optional<Position> pos;
  std::uint32_t games = 0;
  std::string* explanation = nullptr;  // where show --explain wants the first game explained

  template <typename ReadGame>
  void take(const ReadGame& game) {
    games = game.index;
    if (game.index != wanted) return;
    ds.insert(ds.end(), game.diagnostics.begin(), game.diagnostics.end());
    if (explanation) *explanation = explain_game(game);
    if (!game.record.unread_start.empty()) return;  // said among the game's diagnostics
    const auto wanted = ply < 0 ? game.plies : std::uint32_t(ply);
    // A record that stops at a move that cannot be played is shown where it stops, and said so.
    if (ply < 0 && game.main_unreplayed)
      ds.push_back(unlocated(src.name(), Severity::NOTE, "not-checked",
                             fmt::format("show: the position after ply {}, the last that could be played: ply {} could not be", game.plies,
                                         game.plies + 1)));
    auto [at, reached] = game.record.position_after(wanted);
    if (reached < wanted) return no_such_ply(src, reached, wanted, ds);
    pos = at;
  }
  std::optional<Position> position() {
    note_game_used(src, games, wanted, "show", ds);
    return pos;
  }
};

// The chosen record's written main line, for diff (a replayed move named by its game's key), fed one game
// at a time; the other games are counted and said to be left out, as FirstGame does for show.
struct FirstSheet {
  const Input& in;
  Diagnostics& ds;
  Sheet sheet{in.src.name(), {}, {}, {}};
  std::uint32_t games = 0;

  template <typename ReadGame>
  void take(const ReadGame& game) {
    games = game.index;
    if (game.index != in.game_number) return;
    sheet.result = std::string(result_text(game.written_result));
    for (const auto& t : game.record.tags) sheet.tags.emplace_back(t.name, t.value);
    for (const auto& w : game.written) {
      const auto loc = in.src.locate(w.source.offset);
      // A move that stood in for one that could not be played is not the record's: its text is compared.
      const bool played = w.move && !w.stood_in;
      SheetPly ply{std::string(in.src.text().substr(w.source.offset, w.source.length)), loc.line, loc.col,
                   played ? ReadGame::Rules::key(*w.move) : "", {}, {}};
      if (w.diagnostic < game.diagnostics.size()) {
        ply.problem = game.diagnostics[w.diagnostic].message;
        ply.notes = game.diagnostics[w.diagnostic].notes;
      } else if (!w.move) {
        ply.problem = "not checked: an earlier move could not be played";
      }
      sheet.plies.push_back(std::move(ply));
    }
  }
  Sheet done() {
    note_game_used(in.src, games, in.game_number, "diff", ds);
    return std::move(sheet);
  }
};

// Perft with an optional per-move breakdown, the same for every game: the count alone on the last line.
// `count(pos, depth)` counts below a move of the root.
template <typename Position, typename MoveList, typename Name, typename Count>
std::string run_perft(Position& pos, int depth, bool divide, Name name, Count count) {
  std::string out;
  std::uint64_t total = 0;
  if (divide && depth > 0) {
    const MoveList moves(pos);
    std::vector<std::pair<std::string, std::uint64_t>> rows;
    for (auto m : moves) {
      std::string label = name(m);  // named in the position it is played from
      const auto undo = pos.make(m);
      rows.emplace_back(std::move(label), count(pos, depth - 1));
      pos.unmake(m, undo);
    }
    std::sort(rows.begin(), rows.end());
    for (const auto& [move, n] : rows) {
      out += fmt::format("{} {}\n", move, n);
      total += n;
    }
  } else {
    total = count(pos, depth);
  }
  return out + fmt::format("{}\n", total);
}

}  // namespace kypho::service
