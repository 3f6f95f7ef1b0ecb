// Which set-ups could never arise in a game: used to reject FEN and position diagrams.
#pragma once

#include <vector>

#include "rules/xiangqi/position.hpp"

namespace kypho::xiangqi {

enum class SetupProblem : std::uint8_t {
  TOO_MANY,              // more pieces of a kind than a side starts with
  MISSING_GENERAL,
  OFF_POINT,             // a general, advisor, elephant or soldier where that kind can never stand
  GENERALS_FACE,
  OPPONENT_IN_CHECK,     // the side that just moved left its general attacked
};

struct SetupIssue {
  SetupProblem problem;
  Square square;  // NO_SQUARE when the problem has no single point
  Piece piece;
};

constexpr int max_count(PieceType t) { return t == GENERAL ? 1 : t == SOLDIER ? 5 : 2; }

// Issues in board order (from Black's back rank down, as FEN lists squares), so that the first
// issue is also the first one a reader of the FEN meets.
std::vector<SetupIssue> check_setup(const Position& pos);

}  // namespace kypho::xiangqi
