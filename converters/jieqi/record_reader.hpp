// Reads cờ tướng úp records (PGN's layout, ICCS or Vietnamese moves with their reveals) into the record model,
// replaying every move: a face-down piece's first move must say what it turned out to be, and that must be a
// piece still in its side's pool.
#pragma once

#include <functional>
#include <optional>

#include "converters/common/layout_replay.hpp"
#include "converters/common/record.hpp"
#include "grammar/text/source.hpp"
#include "grammar/xiangqi/notation.hpp"
#include "rules/jieqi/movegen.hpp"

namespace kypho::jieqi {

using JieqiRecord = Record<Position, Move>;
using grammar::xiangqi::Notation;

// The rules as the replayer sees them: the xiangqi board's moves and end; no rule beyond a single move (the
// rulebook's cờ tướng úp ends by mate, no legal move, resignation or agreement).
struct GameRules : BoardRules<Position, Move, Status> {
  using MoveList = jieqi::MoveList;
  static constexpr std::string_view name = "jieqi";
  static std::string key(Move m);
  static Status status(Position& pos) { return jieqi::status(pos); }
  static std::string side_name(int side);
  static std::vector<std::string> not_mate_notes(Position&) { return {}; }
};

struct ReadGame : LayoutGame<GameRules> {
  Notation notation = Notation::ICCS;
};

// `notation` (ICCS or VIETNAMESE) fixes the moves' notation; nothing: each game's own.
void read_jieqi_records(const grammar::SourceText& src, std::optional<Notation> notation, const std::function<void(ReadGame&)>& on_game,
                        ReadChecks checks = {});

// A move with its reveal, as the notation writes it: `h2e2=R`, `P2-5=X`.
std::string write_move(const Position& pos, Move m, Notation notation);

}  // namespace kypho::jieqi
