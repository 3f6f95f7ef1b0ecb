// Move generation as @cotulenh/core plays (the `cotulenh` profile): every sub-move of every piece and stack,
// each deploy sub-move out of a stack as an entry of its own, filtered by the safety of the commander.
#pragma once

#include <span>

#include "rules/cotulenh/position.hpp"
#include "rules/common/move_list.hpp"

namespace kypho::cotulenh {

// Every sub-move out of the points `from` (all, unless said), legal or not: out of each point its stack's
// pieces deploying, then the whole stack (or the lone piece). With `towards`, at least those that end on
// one of its points, and no others along rays that do not reach one.
Move* generate_pseudo_legal(const Position& pos, Move* out, const Points& from = Points::all(), std::span<const Square> towards = {});
// The most sub-moves out of one point: three pieces deploying and the whole stack, each along 8 rays of at
// most 11 points, each point with at most two ways to end (strike and stay, or strike and fly home).
constexpr int MAX_MOVES_FROM_POINT = 4 * 8 * 11 * 2;
// Whether a pseudo-legal sub-move may start a turn.
bool legal(Position& pos, const Move& m);
// Whether `m` is one of generate_legal()'s sub-moves.
bool is_legal(Position& pos, const Move& m);
// The legal ones: what may start a turn. A deploy sub-move out of a stack that holds the commander is
// kept, as @cotulenh/core keeps it: the commander's safety is judged when the turn ends.
Move* generate_legal(Position& pos, Move* out);
// The sub-moves of `pieces` of the stack on `stack`'s point, each out of the stack on its own: what a
// deployment goes on with, judged only when its turn ends.
Move* generate_deploy_steps(const Position& pos, Square stack, KindSet pieces, Move* out);

// Whether a piece of side `by` could capture on `target`, air defence included.
bool attacked(const Position& pos, Square target, Color by);
// Whether side c's commander stands on an open line with the enemy commander.
bool exposed(const Position& pos, Color c);
// In danger: attacked, exposed, or gone.
bool commander_in_danger(const Position& pos, Color c);

// The points a side's air defence covers, each with the providers whose zones reach it (a bit each).
struct AirDefence {
  std::array<std::uint32_t, SQUARE_NB> providers{};
};
AirDefence air_defence(const Position& pos, Color side);

// The most sub-moves a position has, with room to spare.
constexpr int MAX_SUB_MOVES = 1024;
using MoveList = BasicMoveList<Position, Move, MAX_SUB_MOVES, generate_legal>;

}  // namespace kypho::cotulenh
