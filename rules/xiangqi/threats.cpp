#include "rules/xiangqi/threats.hpp"

#include <algorithm>
#include <optional>

#include "rules/xiangqi/movegen.hpp"

namespace kypho::xiangqi {
namespace {

// The enemy pieces the piece on `from` could take, its side to move in `pos`: legally, or the general,
// which a check attacks whatever it leaves behind. `pos` is as it was after.
using Targets = SmallList<Square, 8>;  // no piece has more than eight captures
Targets targets(Position& pos, Square from) {
  Targets found;
  Slots<Move, MAX_MOVES> list;
  const Move* end = generate_pseudo_legal_from(pos, from, list.data());
  for (const Move* m = list.data(); m != end; ++m)
    if (pos.at(m->to) != NO_PIECE && (type_of(pos.at(m->to)) == GENERAL || is_legal(pos, *m))) found.push(m->to);
  return found;
}

bool contains(const Targets& list, Square s) { return std::find(list.begin(), list.end(), s) != list.end(); }

// `ours` and `theirs`: the position after the move, with each side to move (both as they were after).
bool is_chase(Position& ours, Position& theirs, Color us, Square by, Square target) {
  const PieceType chaser = type_of(ours.at(by)), chased = type_of(ours.at(target));
  if (chaser == GENERAL || chaser == SOLDIER || chased == GENERAL) return false;
  if (chased == SOLDIER && !crossed_river(~us, target)) return false;
  // An offered exchange: a piece of the same kind that can take the chaser back.
  if (chaser == chased && contains(targets(theirs, target), by)) return false;
  if (chased == CHARIOT && (chaser == CANNON || chaser == HORSE)) return true;
  // Protected: after the capture, the enemy could take back on the point at once.
  const Move capture{by, target};
  const Undo undo = ours.make(capture);
  const bool protected_piece = reaches(ours, target);
  ours.unmake(capture, undo);
  return !protected_piece;
}

}  // namespace

void add_chaseable_targets(const Position& pos, Square from, Color us, SquareSet& out) {
  // Each target is added or not by a test of the enemy's chaseable set, without a branch: which of its
  // points a piece reaches, and what stands there, is what changes from one ply to the next.
  const SquareSet chaseable = pos.chaseable(~us);
  const auto take = [&](Square to, bool reached) { out.set_if(to, reached & chaseable.test(to)); };
  switch (type_of(pos.at(from))) {
    case ADVISOR:
      for (Square to : TABLES.advisor_moves[us][from]) take(to, true);
      return;
    case ELEPHANT:
      for (auto [to, eye] : TABLES.elephant_moves[us][from]) take(to, pos.at(eye) == NO_PIECE);
      return;
    case HORSE:
      for (auto [to, leg] : TABLES.horse_moves[from]) take(to, pos.at(leg) == NO_PIECE);
      return;
    case CHARIOT:
      for (int d = 0; d < 4; ++d)
        if (const Square hit = pos.first_piece(from, Direction(d)); hit != NO_SQUARE) take(hit, true);
      return;
    case CANNON:
      for (int d = 0; d < 4; ++d)
        if (const Square hit = pos.second_piece(from, Direction(d)); hit != NO_SQUARE) take(hit, true);
      return;
    default: return;  // a general or a soldier chases nothing
  }
}

MoveThreats threats_of(const Position& before, Move m) {
  const Color us = before.side_to_move();
  Position theirs = before;
  theirs.make(m);
  Position ours = theirs;
  ours.set_side_to_move(us);
  std::optional<Position> earlier;  // `before`, to play on: for the cannons' targets before the move
  MoveThreats found;
  const Square general = theirs.general(~us);
  // Only what can check or chase is asked for its targets.
  const bool check = theirs.in_check();
  for (Square s = 0; s < SQUARE_NB; ++s) {
    const Piece p = ours.at(s);
    if (p == NO_PIECE || color_of(p) != us || (!check && s != m.to && type_of(p) != CANNON)) continue;
    if (check && general != NO_SQUARE && is_pseudo_legal(ours, {s, general})) found.checkers.push_back(s);
    // The moved piece threatens from its new point; another piece chases only as a cannon given a new target.
    Targets fresh;
    if (s == m.to) {
      fresh = targets(ours, s);
    } else if (type_of(p) == CANNON) {
      const Targets now = targets(ours, s);
      if (now.empty()) continue;
      if (!earlier) earlier = before;
      const Targets then = targets(*earlier, s);
      for (Square t : now)
        if (!contains(then, t)) fresh.push(t);
    }
    for (Square t : fresh)
      if (is_chase(ours, theirs, us, s, t)) found.chases.push_back({s, t});
  }
  return found;
}

bool threatens_mate(const Position& after) {
  Position again = after;
  again.set_side_to_move(~after.side_to_move());
  if (again.in_check()) return false;  // the mover's general is attacked: no free move to threaten with
  for (Move m : MoveList(again)) {
    Position p = again;
    p.make(m);
    if (status(p) == Status::CHECKMATE) return true;
  }
  return false;
}

}  // namespace kypho::xiangqi
