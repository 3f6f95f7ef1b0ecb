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

// Adds to `out` the chaseable pieces (enemy pieces other than the general, a soldier once it has crossed the
// river) that the piece on `from`, of colour `us`, could take by its movement alone, whatever that leaves its
// own general.
void add_chaseable_targets(const Position& pos, Square from, Color us, SquareSet& out);

// The points of the pieces `m`, just made into `after`, may chase: every piece threats_of finds chased is
// among them, at the cost of a few ray walks. `was_in_check()`: whether the mover's general was attacked
// before `m`, asked only when a cannon's targets hang on it.
template <typename WasInCheck>
SquareSet possible_chases(const Position& after, Move m, WasInCheck was_in_check) {
  const Color us = color_of(after.at(m.to));
  SquareSet found;
  add_chaseable_targets(after, m.to, us, found);
  // Another piece chases only as a cannon given a new target: one whose lines the move changed, or one
  // whose capture was illegal before it. Such a capture left the general attacked: the mover was in check,
  // or the cannon was pinned, on a line from the general (which the move then touched, moving the general,
  // the pinner or a piece between) or as the leg of a horse that attacks it (the move then took the horse,
  // beside the leg on its line, or moved the general from beside the leg).
  SquareSet cannons = after.cannons(us);
  cannons.reset(m.to);
  SquareSet asked = cannons & (lines_through(m.from) | lines_through(m.to));
  if (type_of(after.at(m.to)) == GENERAL) asked = asked | (cannons & DIAGONAL_POINTS[m.from]);
  // A set, not a test per cannon: which cannons stand where is what varies from one ply to the next.
  if ((cannons & ~asked).any() && was_in_check()) asked = cannons;
  asked.for_each([&](Square s) { add_chaseable_targets(after, s, us, found); });
  return found;
}
inline SquareSet possible_chases(const Position& after, Move m, bool was_in_check) {
  return possible_chases(after, m, [was_in_check] { return was_in_check; });
}

// Whether the side that just moved into `after` threatens mate (杀): given another move at once, it would
// have one that mates. Only the Chinese rules forbid threatening it on every move of a cycle.
bool threatens_mate(const Position& after);

}  // namespace kypho::xiangqi
