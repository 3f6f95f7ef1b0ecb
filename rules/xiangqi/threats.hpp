// What a move threatens, in the seed's terms: the checks it gives and the pieces it chases (đuổi quân).
#pragma once

#include <vector>

#include "rules/xiangqi/position.hpp"

namespace kypho::xiangqi {

// One piece of the mover's that could take one enemy piece on its next move.
struct Threat {
  Square by;
  Square target;
};

struct MoveThreats {
  std::vector<Square> checkers;  // the mover's pieces that attack the enemy general after the move
  std::vector<Threat> chases;    // the seed's chases the move makes
};

// What `m`, legal in `before`, threatens. A chase, by the seed: the moved piece goes where it could take an
// enemy piece other than the general on its next move, or the move gives a cannon a new target; but not a
// threat by a general or a soldier, nor one against a soldier that has not crossed the river, nor an offered
// exchange (a piece threatening one of its own kind that can take it back), nor a threat against a
// protected piece (one the enemy could retake at once), except that a chariot threatened by a cannon or a
// horse is never protected.
MoveThreats threats_of(const Position& before, Move m);

// False only when `m`, just made into `after`, chases nothing: true whenever threats_of finds a chase, at
// the cost of a few ray walks. The moved piece attacks a piece that may be chased, or a cannon of the mover's
// does whose lines the move touched (or any of them, when the move can change which captures are legal).
bool may_chase(const Position& after, Move m);

// Whether the side that just moved into `after` threatens mate (杀): given another move at once, it would
// have one that mates. Only the Chinese rules forbid threatening it on every move of a cycle.
bool threatens_mate(const Position& after);

}  // namespace kypho::xiangqi
