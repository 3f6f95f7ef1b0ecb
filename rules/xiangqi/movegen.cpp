#include "rules/xiangqi/movegen.hpp"

#include <cstdlib>

#include "rules/common/perft.hpp"

namespace kypho::xiangqi {
namespace {

bool is_enemy_or_empty(Piece target, Color us) { return target == NO_PIECE || color_of(target) != us; }

Move* add_slides(const Position& pos, Square from, Color us, bool cannon, Move* list) {
  for (const auto& ray : TABLES.ray[from]) {
    const Square* t = ray.begin();
    for (; t != ray.end() && pos.at(*t) == NO_PIECE; ++t) *list++ = {from, *t};
    if (t == ray.end()) continue;
    if (!cannon) {
      if (color_of(pos.at(*t)) != us) *list++ = {from, *t};
      continue;
    }
    // A cannon captures the first piece beyond exactly one screen.
    for (++t; t != ray.end(); ++t)
      if (pos.at(*t) != NO_PIECE) {
        if (color_of(pos.at(*t)) != us) *list++ = {from, *t};
        break;
      }
  }
  return list;
}

template <typename Steps>
Move* add_steps(const Position& pos, Square from, Color us, const Steps& steps, Move* list) {
  for (Square to : steps)
    if (is_enemy_or_empty(pos.at(to), us)) *list++ = {from, to};
  return list;
}

template <typename Steps>
Move* add_blocked_steps(const Position& pos, Square from, Color us, const Steps& steps, Move* list) {
  for (auto [to, block] : steps)
    if (pos.at(block) == NO_PIECE && is_enemy_or_empty(pos.at(to), us)) *list++ = {from, to};
  return list;
}

}  // namespace

Move* generate_pseudo_legal_from(const Position& pos, Square from, Move* list) {
  const Piece p = pos.at(from);
  const Color us = pos.side_to_move();
  if (p == NO_PIECE || color_of(p) != us) return list;
  switch (type_of(p)) {
    case GENERAL: return add_steps(pos, from, us, TABLES.general_moves[us][from], list);
    case ADVISOR:
      if (pos.unbounded(from)) return add_steps(pos, from, us, TABLES.unbounded_advisor_moves[from], list);
      return add_steps(pos, from, us, TABLES.advisor_moves[us][from], list);
    case ELEPHANT:
      if (pos.unbounded(from)) return add_blocked_steps(pos, from, us, TABLES.unbounded_elephant_moves[from], list);
      return add_blocked_steps(pos, from, us, TABLES.elephant_moves[us][from], list);
    case HORSE: return add_blocked_steps(pos, from, us, TABLES.horse_moves[from], list);
    case CHARIOT: return add_slides(pos, from, us, false, list);
    case CANNON: return add_slides(pos, from, us, true, list);
    case SOLDIER: return add_steps(pos, from, us, TABLES.soldier_moves[us][from], list);
    default: return list;
  }
}

Move* generate_pseudo_legal(const Position& pos, Move* list) {
  for (int s = 0; s < SQUARE_NB; ++s) list = generate_pseudo_legal_from(pos, Square(s), list);
  return list;
}

namespace {

// Whether `m` leaves or takes a point through which the general on `general` can be attacked: a point on
// one of its lines, left or taken (a line opened or closed, a cannon given or robbed of a screen), or a
// horse's leg beside it, left. No other move, the general's own aside, changes what attacks it.
bool touches_general(Square general, Move m) {
  return on_one_line(m.from, general) || on_one_line(m.to, general) || diagonal_neighbours(m.from, general);
}

// Whether a move of the side to move could change whether its general is attacked: the general moves, or
// the move touches it (touches_general) where something can attack through what it touches: a point of
// the general's file or rank only when an enemy chariot, cannon or general stands on that line. Any other
// move leaves the general as attacked, or not, as it was.
class Exposure {
 public:
  explicit Exposure(const Position& pos)
      : general_(pos.general(pos.side_to_move())),
        file_watched_(general_ != NO_SQUARE && pos.watches_file(~pos.side_to_move(), general_)),
        rank_watched_(general_ != NO_SQUARE && pos.watches_rank(~pos.side_to_move(), general_)) {}

  bool may_expose(Move m) const {
    if (general_ == NO_SQUARE || m.from == general_ || diagonal_neighbours(m.from, general_)) return true;
    const int file = file_of(general_), rank = rank_of(general_);
    return (file_watched_ && (file_of(m.from) == file || file_of(m.to) == file)) ||
           (rank_watched_ && (rank_of(m.from) == rank || rank_of(m.to) == rank));
  }

 private:
  Square general_;
  bool file_watched_, rank_watched_;
};

// The direction from `a` to `b` on one line.
Direction towards(Square a, Square b) {
  if (file_of(a) == file_of(b)) return rank_of(b) > rank_of(a) ? NORTH : SOUTH;
  return file_of(b) > file_of(a) ? EAST : WEST;
}

// Whether `m`, made into `after` by a piece other than the general of the side that moved, its general on
// `general` and not attacked before, leaves that general attacked. Only what the move changed can attack
// it now: the line through the point it left (a chariot uncovered, a cannon's screen moved), the line
// through the point it took (a screen put before a cannon), and a horse whose leg it left. (An unbounded
// advisor or elephant of cờ tướng úp, whose eye it may leave, is not followed: such positions ask the
// general's every attacker.)
bool uncovers_attack(const Position& after, Square general, Move m) {
  const Color them = after.side_to_move();
  if (on_one_line(m.from, general) && after.line_attacks(general, towards(general, m.from), them)) return true;
  if (on_one_line(m.to, general) && after.line_attacks(general, towards(general, m.to), them)) return true;
  if (diagonal_neighbours(m.from, general))
    for (auto [from, leg] : TABLES.horse_attackers[general])
      if (leg == m.from && after.at(from) == make_piece(them, HORSE)) return true;
  return false;
}

// Whether a pseudo-legal move leaves the mover's general safe: asked of the position only where the move
// may change that (Exposure), and out of check by what it changed alone.
class Safety {
 public:
  explicit Safety(const Position& pos)
      : us_(pos.side_to_move()), general_(pos.general(us_)), in_check_(pos.general_attacked(us_)),
        by_change_(!in_check_ && general_ != NO_SQUARE && !pos.any_unbounded()), exposure_(pos) {}

  bool keeps(Position& pos, Move m) const {
    if (!in_check_ && !exposure_.may_expose(m)) return true;
    const Undo u = pos.make(m);
    const bool attacked = by_change_ && m.from != general_ ? uncovers_attack(pos, general_, m) : pos.general_attacked(us_);
    pos.unmake(m, u);
    return !attacked;
  }

 private:
  Color us_;
  Square general_;
  bool in_check_, by_change_;  // by_change_: out of check, a move of another piece is asked only what it changed
  Exposure exposure_;
};

}  // namespace

Move* generate_legal(Position& pos, Move* list) {
  const Safety safety(pos);
  Move* last = generate_pseudo_legal(pos, list);
  Move* kept = list;
  for (Move* m = list; m != last; ++m)
    if (safety.keeps(pos, *m)) *kept++ = *m;
  return kept;
}

bool has_legal_move(Position& pos) {
  const Safety safety(pos);
  // A piece at a time: a game's end asks for the first legal move, which its first pieces nearly always have.
  Slots<Move, MAX_MOVES> moves;  // not zero-filled at each call, as a std::array of moves would be
  for (int s = 0; s < SQUARE_NB; ++s) {
    Move* last = generate_pseudo_legal_from(pos, Square(s), moves.data());
    for (Move* m = moves.data(); m != last; ++m)
      if (safety.keeps(pos, *m)) return true;
  }
  return false;
}

namespace {

template <typename Steps>
bool in_steps(const Steps& steps, Square to) {
  for (Square s : steps)
    if (s == to) return true;
  return false;
}

template <typename Steps>
bool in_blocked_steps(const Position& pos, const Steps& steps, Square to) {
  for (auto [target, block] : steps)
    if (target == to) return pos.at(block) == NO_PIECE;
  return false;
}

}  // namespace

bool is_pseudo_legal(const Position& pos, Move m) {
  if (m.from >= SQUARE_NB || m.to >= SQUARE_NB || m.from == m.to) return false;
  const Piece p = pos.at(m.from), target = pos.at(m.to);
  const Color us = pos.side_to_move();
  if (p == NO_PIECE || color_of(p) != us || (target != NO_PIECE && color_of(target) == us)) return false;
  switch (type_of(p)) {
    case GENERAL: return in_steps(TABLES.general_moves[us][m.from], m.to);
    case ADVISOR:
      return in_steps(pos.unbounded(m.from) ? TABLES.unbounded_advisor_moves[m.from] : TABLES.advisor_moves[us][m.from], m.to);
    case ELEPHANT:
      return in_blocked_steps(pos, pos.unbounded(m.from) ? TABLES.unbounded_elephant_moves[m.from] : TABLES.elephant_moves[us][m.from], m.to);
    case HORSE: return in_blocked_steps(pos, TABLES.horse_moves[m.from], m.to);
    case SOLDIER: return in_steps(TABLES.soldier_moves[us][m.from], m.to);
    case CHARIOT:
    case CANNON: {
      if (file_of(m.from) != file_of(m.to) && rank_of(m.from) != rank_of(m.to)) return false;
      const int screens = pos.pieces_between(m.from, m.to);
      const bool cannon_capture = type_of(p) == CANNON && target != NO_PIECE;
      return screens == (cannon_capture ? 1 : 0);
    }
    default: return false;
  }
}

namespace {

// Makes `m`, pseudo-legal, and keeps it when it leaves the mover's general unattacked.
bool make_if_safe(Position& pos, Move m, Undo& undo) {
  const Color us = pos.side_to_move();
  undo = pos.make(m);
  if (!pos.general_attacked(us)) return true;
  pos.unmake(m, undo);
  return false;
}

}  // namespace

bool make_if_legal(Position& pos, Move m, Undo& undo) { return is_pseudo_legal(pos, m) && make_if_safe(pos, m, undo); }

bool is_legal(Position& pos, Move m) {
  if (!is_pseudo_legal(pos, m)) return false;
  // Out of check, a move that cannot expose its general is legal as it stands (as generate_legal keeps it):
  // nothing is made and taken back, for the one move a record names.
  if (!Exposure(pos).may_expose(m) && !pos.in_check()) return true;
  Undo u;
  if (!make_if_safe(pos, m, u)) return false;
  pos.unmake(m, u);
  return true;
}

bool gives_check(const Position& after, Move m) {
  const Square general = after.general(after.side_to_move());
  if (general == NO_SQUARE) return false;
  // An unbounded advisor or elephant checks from a diagonal point none of the tests below names.
  if (after.any_unbounded()) return after.in_check();
  // Before the move the general was not attacked: the move touched it, or its piece is a horse a step away.
  return may_give_check(general, m) && after.in_check();
}

bool may_give_check(Square general, Move m) { return touches_general(general, m) || horse_step_apart(m.to, general); }

bool may_answer_check(Square general, Move m) {
  return on_one_line(m.from, general) || on_one_line(m.to, general) || diagonal_neighbours(m.to, general) || horse_step_apart(m.to, general);
}

bool reaches(Position& pos, Square to) {
  const auto tries = [&](Square from) {
    return from != NO_SQUARE && pos.at(from) != NO_PIECE && color_of(pos.at(from)) == pos.side_to_move() && is_legal(pos, {from, to});
  };
  // Chariots and the general along the lines, cannons past a screen.
  for (int d = 0; d < 4; ++d) {
    const Square first = pos.first_piece(to, Direction(d));
    if (first == NO_SQUARE) continue;
    if (tries(first)) return true;
    if (tries(pos.first_piece(first, Direction(d)))) return true;
  }
  for (auto [from, leg] : TABLES.horse_attackers[to])
    if (tries(from)) return true;
  // Advisors, elephants and soldiers: the points one or two steps away, diagonally or not.
  const int f = file_of(to), r = rank_of(to);
  for (int df = -2; df <= 2; ++df)
    for (int dr = -2; dr <= 2; ++dr) {
      const bool near = std::abs(df) + std::abs(dr) == 2 && df != 0 && dr != 0;  // one step diagonally
      const bool eye = std::abs(df) == 2 && std::abs(dr) == 2;                    // an elephant's step
      const bool side = std::abs(df) + std::abs(dr) == 1;                         // a soldier's, a general's
      if (!near && !eye && !side) continue;
      if (f + df < 0 || f + df >= FILE_NB || r + dr < 0 || r + dr >= RANK_NB) continue;
      if (tries(make_square(f + df, r + dr))) return true;
    }
  return false;
}

std::uint64_t perft(Position& pos, int depth) { return count_leaves<MoveList>(pos, depth); }

Status status(Position& pos) {
  if (has_legal_move(pos)) return Status::ONGOING;
  return pos.in_check() ? Status::CHECKMATE : Status::STALEMATE;
}

}  // namespace kypho::xiangqi
