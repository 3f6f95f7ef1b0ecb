// Whole turns: a sub-move of a piece or a stack, or a deployment out of one stack in which each piece
// makes at most one sub-move and the rest stay. A turn is legal as a whole: what stays must stand on its
// point's terrain, and the commander must be safe when it ends.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "rules/cotulenh/movegen.hpp"

namespace kypho::cotulenh {

// What a reader knows of a written turn's sub-moves (as the move generator gives them, before a recombine
// adds a piece to one): the points the turn may start from, and which sub-moves it may be made of. A reader
// that knows where a written turn goes need not list a stack's thousands of deployments to find it: a
// sub-move no written one accepts is in no turn that matches, for a recombine only adds pieces to a sub-move.
struct SubMoveFilter {
  Points from;
  std::vector<Square> towards;  // the points the written sub-moves go to
  std::function<bool(const Move&)> accepts;
};

// Every legal turn, or with `filter` those made of sub-moves it accepts. A deployment is listed once per
// set of sub-moves, in the first order that plays it.
void generate_turns(Position& pos, std::vector<Turn>& out, const SubMoveFilter* filter = nullptr);

struct TurnList {
  explicit TurnList(Position& pos) { generate_turns(pos, turns); }
  auto begin() const { return turns.begin(); }
  auto end() const { return turns.end(); }
  std::size_t size() const { return turns.size(); }
  std::vector<Turn> turns;
};

// Whether a turn may end with the position as it stands: `stack` is the point it deployed from.
bool may_end_turn(const Position& pos, Color us, Square stack);

// Whether two turns make the same sub-moves, in whatever order.
bool same_sub_moves(const Turn& a, const Turn& b);
// Whether `t` may be played in its own order: each sub-move one the position allows when it comes (the
// first a legal sub-move, the next ones deploying pieces still unmoved), and the turn may end after it.
bool playable(Position& pos, const Turn& t);

// The legal turns from `from` that reach `to` (board and side to move): how a game is recovered from its
// positions. Several where they differ only in what the board does not keep (where a plane shot down was
// aiming, which heavy piece's fault cost the turn).
std::vector<Turn> turns_between(Position& from, const Position& to);

// What perft counts at its last ply: whole turns, or the legal sub-moves a turn may start with.
enum class Count { TURNS, STEPS };
std::uint64_t perft(Position& pos, int depth, Count count = Count::TURNS);

}  // namespace kypho::cotulenh
