#include "rules/xiangqi/position.hpp"

#include <algorithm>
#include <bit>

#include "rules/common/bits.hpp"

namespace kypho::xiangqi {

Position Position::empty() { return Position{}; }

// Built afresh at each call, not kept in a function-local `static const`, which GCC 12 miscompiles (see shogi's
// Position::start()).
Position Position::start() {
  Position p;
  constexpr PieceType back[FILE_NB] = {CHARIOT, HORSE, ELEPHANT, ADVISOR, GENERAL, ADVISOR, ELEPHANT, HORSE, CHARIOT};
  for (Color c : {RED, BLACK}) {
    auto rank = [c](int r) { return relative_rank(c, r); };
    for (int f = 0; f < FILE_NB; ++f) p.put(make_piece(c, back[f]), make_square(f, rank(0)));
    p.put(make_piece(c, CANNON), make_square(1, rank(2)));
    p.put(make_piece(c, CANNON), make_square(7, rank(2)));
    for (int f = 0; f < FILE_NB; f += 2) p.put(make_piece(c, SOLDIER), make_square(f, rank(3)));
  }
  return p;
}

void Position::put(Piece p, Square s) {
  if (board_[s] != NO_PIECE) remove(s);
  board_[s] = p;
  occupy(s);
  ++count_[p];
  flip(p, s);
  key_ ^= TABLES.zobrist_piece[p][s];
  if (type_of(p) == GENERAL) general_[color_of(p)] = s;
}

void Position::remove(Square s) {
  const Piece p = board_[s];
  if (p == NO_PIECE) return;
  set_unbounded(s, false);
  board_[s] = NO_PIECE;
  vacate(s);
  --count_[p];
  flip(p, s);
  key_ ^= TABLES.zobrist_piece[p][s];
  if (type_of(p) == GENERAL && general_[color_of(p)] == s) general_[color_of(p)] = NO_SQUARE;
}

void Position::set_unbounded(Square s, bool unbounded) {
  const std::uint64_t bit = std::uint64_t(1) << (s & 63);
  if (unbounded) unbounded_[s >> 6] |= bit;
  else unbounded_[s >> 6] &= ~bit;
}

void Position::set_side_to_move(Color c) {
  if (c != side_) key_ ^= TABLES.zobrist_black_to_move;
  side_ = c;
}

void Position::set_counters(int rule_plies, int fullmove) {
  rule_plies_ = std::uint16_t(rule_plies);
  fullmove_ = std::uint16_t(fullmove);
}

Undo Position::make(Move m) {
  const Undo u{board_[m.to], any_unbounded() && unbounded(m.to), rule_plies_};
  const Piece moving = board_[m.from];
  if (any_unbounded()) {
    const bool carried = unbounded(m.from);
    set_unbounded(m.from, false);
    set_unbounded(m.to, carried);
  }
  if (u.captured != NO_PIECE) {
    --count_[u.captured];
    flip(u.captured, m.to);
    key_ ^= TABLES.zobrist_piece[u.captured][m.to];
    if (type_of(u.captured) == GENERAL) general_[color_of(u.captured)] = NO_SQUARE;
  }
  board_[m.from] = NO_PIECE;
  board_[m.to] = moving;
  vacate(m.from);
  occupy(m.to);
  flip(moving, m.from);
  flip(moving, m.to);
  key_ ^= TABLES.zobrist_piece[moving][m.from] ^ TABLES.zobrist_piece[moving][m.to] ^ TABLES.zobrist_black_to_move;
  if (type_of(moving) == GENERAL) general_[side_] = m.to;
  rule_plies_ = u.captured != NO_PIECE ? 0 : std::uint16_t(rule_plies_ + 1);
  if (side_ == BLACK) ++fullmove_;
  side_ = ~side_;
  return u;
}

void Position::unmake(Move m, const Undo& u) {
  side_ = ~side_;
  if (side_ == BLACK) --fullmove_;
  const Piece moving = board_[m.to];
  // The taken piece's mark comes back even when no other piece has one left.
  if (any_unbounded() || u.captured_unbounded) {
    set_unbounded(m.from, unbounded(m.to));
    set_unbounded(m.to, u.captured_unbounded);
  }
  board_[m.to] = u.captured;
  board_[m.from] = moving;
  occupy(m.from);
  if (u.captured == NO_PIECE) vacate(m.to);
  flip(moving, m.to);
  flip(moving, m.from);
  key_ ^= TABLES.zobrist_piece[moving][m.from] ^ TABLES.zobrist_piece[moving][m.to] ^ TABLES.zobrist_black_to_move;
  if (type_of(moving) == GENERAL) general_[side_] = m.from;
  if (u.captured != NO_PIECE) {
    ++count_[u.captured];
    flip(u.captured, m.to);
    key_ ^= TABLES.zobrist_piece[u.captured][m.to];
    if (type_of(u.captured) == GENERAL) general_[color_of(u.captured)] = m.to;
  }
  rule_plies_ = u.rule_plies;
}

int Position::pieces_between(Square a, Square b) const {
  const auto span = [](int x, int y) { return ((1u << std::max(x, y)) - 1) & ~((2u << std::min(x, y)) - 1); };
  if (file_of(a) == file_of(b)) return bit_count(files_[file_of(a)] & span(rank_of(a), rank_of(b)));
  return bit_count(ranks_[rank_of(a)] & span(file_of(a), file_of(b)));
}

bool Position::general_attacked(Color c) const {
  const Square g = general_[c];
  if (g == NO_SQUARE) return false;
  const Color them = ~c;
  if (watches_file(them, g) && (line_attacks(g, NORTH, them) || line_attacks(g, SOUTH, them))) return true;
  if (watches_rank(them, g) && (line_attacks(g, EAST, them) || line_attacks(g, WEST, them))) return true;

  const Piece horse = make_piece(them, HORSE);
  if (kinds_[them][HORSES].meets(TABLES.horse_attack_points[g]))
    for (auto [from, leg] : TABLES.horse_attackers[g])
      if (board_[from] == horse && board_[leg] == NO_PIECE) return true;

  if (any_unbounded() && unbounded_attack(them, g)) return true;

  return kinds_[them][SOLDIERS].meets(TABLES.soldier_attack_points[them][g]);
}

bool Position::unbounded_attack(Color by, Square s) const {
  const Piece advisor = make_piece(by, ADVISOR), elephant = make_piece(by, ELEPHANT);
  for (Square from : TABLES.unbounded_advisor_moves[s])
    if (board_[from] == advisor && unbounded(from)) return true;
  for (auto [from, eye] : TABLES.unbounded_elephant_moves[s])
    if (board_[from] == elephant && unbounded(from) && board_[eye] == NO_PIECE) return true;
  return false;
}

bool Position::generals_facing() const {
  const Square g = general_[RED];
  return g != NO_SQUARE && general_[BLACK] != NO_SQUARE && first_piece(g, NORTH) == general_[BLACK];
}

}  // namespace kypho::xiangqi
