#include "rules/xiangqi/threats.hpp"

#include <algorithm>

#include "rules/xiangqi/movegen.hpp"

namespace kypho::xiangqi {
namespace {

// The position with `side` to move: what a piece of that side could do next, whoever is to move.
Position moving(const Position& pos, Color side) {
  Position p = pos;
  if (p.side_to_move() != side) p.set_side_to_move(side);
  return p;
}

// The enemy pieces the piece on `from` could take, its side to move in `pos`: legally, or the general,
// which a check attacks whatever it leaves behind.
std::vector<Square> targets(Position pos, Square from) {
  std::vector<Square> found;
  std::array<Move, MAX_MOVES> list;
  const Move* end = generate_pseudo_legal_from(pos, from, list.data());
  for (const Move* m = list.data(); m != end; ++m)
    if (pos.at(m->to) != NO_PIECE && (type_of(pos.at(m->to)) == GENERAL || is_legal(pos, *m))) found.push_back(m->to);
  return found;
}

// Whether the side to move in `pos` could legally move a piece to `to`.
bool reaches(Position& pos, Square to) {
  for (const Move m : MoveList(pos))
    if (m.to == to) return true;
  return false;
}

bool is_chase(const Position& after, Color us, Square by, Square target) {
  const PieceType chaser = type_of(after.at(by)), chased = type_of(after.at(target));
  if (chaser == GENERAL || chaser == SOLDIER || chased == GENERAL) return false;
  if (chased == SOLDIER && !crossed_river(~us, target)) return false;
  // An offered exchange: a piece of the same kind that can take the chaser back.
  if (chaser == chased) {
    const auto back = targets(moving(after, ~us), target);
    if (std::find(back.begin(), back.end(), by) != back.end()) return false;
  }
  if (chased == CHARIOT && (chaser == CANNON || chaser == HORSE)) return true;
  // Protected: after the capture, the enemy could take back on the point at once.
  Position taken = moving(after, us);
  taken.make({by, target});
  return !reaches(taken, target);
}

// A piece that a chase may be made against: an enemy piece other than the general, and a soldier only
// once it has crossed the river.
bool chaseable(const Position& pos, Square s, Color us) {
  const Piece p = pos.at(s);
  if (p == NO_PIECE || color_of(p) == us || type_of(p) == GENERAL) return false;
  return type_of(p) != SOLDIER || crossed_river(~us, s);
}

// Whether the piece on `from` (of colour `us`) could take a chaseable piece by its movement alone,
// whatever that leaves its own general.
bool attacks_chaseable(const Position& pos, Square from, Color us) {
  const PieceType t = type_of(pos.at(from));
  const auto steps = [&](const auto& list) {
    return std::any_of(list.begin(), list.end(), [&](Square to) { return chaseable(pos, to, us); });
  };
  const auto blocked_steps = [&](const auto& list) {
    return std::any_of(list.begin(), list.end(), [&](BlockedStep b) { return pos.at(b.block) == NO_PIECE && chaseable(pos, b.to, us); });
  };
  switch (t) {
    case ADVISOR: return steps(TABLES.advisor_moves[us][from]);
    case ELEPHANT: return blocked_steps(TABLES.elephant_moves[us][from]);
    case HORSE: return blocked_steps(TABLES.horse_moves[from]);
    case CHARIOT:
    case CANNON:
      for (int d = 0; d < 4; ++d) {
        Square hit = pos.first_piece(from, Direction(d));
        if (hit != NO_SQUARE && t == CANNON) hit = pos.first_piece(hit, Direction(d));
        if (hit != NO_SQUARE && chaseable(pos, hit, us)) return true;
      }
      return false;
    default: return false;  // a general or a soldier chases nothing
  }
}

bool same_line(Square a, Square b) { return file_of(a) == file_of(b) || rank_of(a) == rank_of(b); }

// Whether a piece arriving on or leaving `s` could change whether the general on `g` is attacked: `s` is
// on its file or rank, or where a horse attacks it from, or a horse's leg.
bool near_general(Square s, Square g) {
  if (same_line(s, g)) return true;
  const auto& horses = TABLES.horse_attackers[g];
  return std::any_of(horses.begin(), horses.end(), [s](BlockedStep b) { return b.to == s || b.block == s; });
}

}  // namespace

bool may_chase(const Position& after, Move m) {
  const Color us = color_of(after.at(m.to));
  if (attacks_chaseable(after, m.to, us)) return true;
  // A cannon's new target: its lines changed (the move's from or to point is on them), or a capture it had
  // that was illegal became legal, which needs the move to touch what attacks its general.
  const Square general = after.general(us);
  const bool legality = general == NO_SQUARE || general == m.to || near_general(m.from, general) || near_general(m.to, general);
  const Piece cannon = make_piece(us, CANNON);
  for (Square s = 0; s < SQUARE_NB; ++s)
    if (after.at(s) == cannon && s != m.to && (legality || same_line(s, m.from) || same_line(s, m.to)) && attacks_chaseable(after, s, us))
      return true;
  return false;
}

MoveThreats threats_of(const Position& before, Move m) {
  const Color us = before.side_to_move();
  Position after = before;
  after.make(m);
  MoveThreats found;
  const Position ours = moving(after, us);
  const Square general = after.general(~us);
  // Every ply of every record is judged: only what can check or chase is asked for its targets.
  const bool check = after.in_check();
  for (Square s = 0; s < SQUARE_NB; ++s) {
    const Piece p = after.at(s);
    if (p == NO_PIECE || color_of(p) != us || (!check && s != m.to && type_of(p) != CANNON)) continue;
    const auto now = targets(ours, s);
    if (check && general != NO_SQUARE && std::find(now.begin(), now.end(), general) != now.end()) found.checkers.push_back(s);
    // The moved piece threatens from its new point; another piece chases only as a cannon given a new target.
    std::vector<Square> fresh;
    if (s == m.to) {
      fresh = now;
    } else if (type_of(p) == CANNON && !now.empty()) {
      const auto then = targets(before, s);
      for (Square t : now)
        if (std::find(then.begin(), then.end(), t) == then.end()) fresh.push_back(t);
    }
    for (Square t : fresh)
      if (is_chase(after, us, s, t)) found.chases.push_back({s, t});
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
