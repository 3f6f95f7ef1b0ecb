#include "rules/shogi/position.hpp"

#include <type_traits>
#include <utility>

namespace kypho::shogi {

// Built afresh at each call, not kept in a function-local `static const`: GCC 12 at -O2 builds such a static
// in place, inlines the last put()s, and assumes the calls before them left the const object's key at zero
// (a wrong key: repetitions and perft tables would go wrong). Cheap enough: readers ask it once a game.
Position Position::start() {
  Position p;
  constexpr PieceType back[FILE_NB] = {LANCE, KNIGHT, SILVER, GOLD, KING, GOLD, SILVER, KNIGHT, LANCE};
  for (int col = 0; col < FILE_NB; ++col) {
    p.put(make_piece(WHITE, back[col]), make_square(col, 0));
    p.put(make_piece(WHITE, PAWN), make_square(col, 2));
    p.put(make_piece(BLACK, PAWN), make_square(col, 6));
    p.put(make_piece(BLACK, back[col]), make_square(col, 8));
  }
  // Seen from sente: the rook on the right (file 2), the bishop on the left (file 8); gote's mirrored.
  p.put(make_piece(WHITE, ROOK), square_at(8, 2));
  p.put(make_piece(WHITE, BISHOP), square_at(2, 2));
  p.put(make_piece(BLACK, BISHOP), square_at(8, 8));
  p.put(make_piece(BLACK, ROOK), square_at(2, 8));
  return p;
}

void Position::put(Piece p, Square s) {
  check_known_ = false;
  if (board_[s] != NO_PIECE) remove(s);
  if (p == NO_PIECE) return;  // nothing put: the square is left empty, as the occupied squares say
  board_[s] = p;
  occupied_.toggle(s);
  key_ ^= ZOBRIST.board[p][s];
  if (type_of(p) == KING) king_[color_of(p)] = s;
}

void Position::remove(Square s) {
  check_known_ = false;
  const Piece p = board_[s];
  if (p == NO_PIECE) return;
  board_[s] = NO_PIECE;
  occupied_.toggle(s);
  key_ ^= ZOBRIST.board[p][s];
  if (type_of(p) == KING && king_[color_of(p)] == s) king_[color_of(p)] = NO_SQUARE;
}

void Position::set_hand(Color c, PieceType t, int count) {
  key_ ^= ZOBRIST.hand[c][t][hands_[c][t]];
  hands_[c][t] = std::uint8_t(count);
  key_ ^= ZOBRIST.hand[c][t][hands_[c][t]];
}

void Position::set_side_to_move(Color c) {
  check_known_ = false;
  if (c != side_) key_ ^= ZOBRIST.white_to_move;
  side_ = c;
}

Undo Position::make(Move m) {
  const Color us = side_;
  Undo u;
  u.checked = in_check();
  if (m.is_drop()) {
    set_hand(us, m.dropped, hands_[us][m.dropped] - 1);
    board_[m.to] = make_piece(us, m.dropped);
    occupied_.toggle(m.to);
    key_ ^= ZOBRIST.board[board_[m.to]][m.to];
  } else {
    u.captured = board_[m.to];
    if (u.captured != NO_PIECE) {
      key_ ^= ZOBRIST.board[u.captured][m.to];
      const PieceType taken = unpromoted(type_of(u.captured));
      if (taken != KING) set_hand(us, taken, hands_[us][taken] + 1);
      else king_[~us] = NO_SQUARE;
    } else {
      occupied_.toggle(m.to);
    }
    occupied_.toggle(m.from);
    const Piece moving = board_[m.from];
    const Piece arrived = m.promote ? make_piece(us, promoted(type_of(moving))) : moving;
    board_[m.from] = NO_PIECE;
    board_[m.to] = arrived;
    key_ ^= ZOBRIST.board[moving][m.from] ^ ZOBRIST.board[arrived][m.to];
    if (type_of(moving) == KING) king_[us] = m.to;
  }
  side_ = ~us;
  key_ ^= ZOBRIST.white_to_move;
  ++ply_;
  checked_ = gives_check(m);
  check_known_ = true;
  return u;
}

// Whether the move just made checks the side now to move: the piece that moved attacks its king, or the
// first piece on the line from the king through the square the move left is a slider of the mover's.
bool Position::gives_check(Move m) const {
  const Square k = king_[side_];
  if (k == NO_SQUARE) return false;
  const Color us = ~side_;
  const PieceType t = type_of(board_[m.to]);
  if (steps_to(us, t, m.to, k)) return true;
  if (const int d = ATTACKS.direction[k][m.to]; d >= 0 && (ATTACKS.slide[us][t] >> d & 1) && first_piece(k, d) == m.to) return true;
  if (m.is_drop()) return false;
  const int d = ATTACKS.direction[k][m.from];
  if (d < 0) return false;
  const Square on = first_piece(k, d);
  return on != NO_SQUARE && color_of(board_[on]) == us && (ATTACKS.slide[us][type_of(board_[on])] >> d & 1);
}

void Position::unmake(Move m, const Undo& u) {
  checked_ = u.checked;
  check_known_ = true;
  --ply_;
  side_ = ~side_;
  key_ ^= ZOBRIST.white_to_move;
  const Color us = side_;
  if (m.is_drop()) {
    key_ ^= ZOBRIST.board[board_[m.to]][m.to];
    board_[m.to] = NO_PIECE;
    occupied_.toggle(m.to);
    set_hand(us, m.dropped, hands_[us][m.dropped] + 1);
    return;
  }
  const Piece arrived = board_[m.to];
  const Piece moving = m.promote ? make_piece(us, unpromoted(type_of(arrived))) : arrived;
  board_[m.to] = u.captured;
  board_[m.from] = moving;
  occupied_.toggle(m.from);
  if (u.captured == NO_PIECE) occupied_.toggle(m.to);
  key_ ^= ZOBRIST.board[moving][m.from] ^ ZOBRIST.board[arrived][m.to];
  if (type_of(moving) == KING) king_[us] = m.from;
  if (u.captured != NO_PIECE) {
    key_ ^= ZOBRIST.board[u.captured][m.to];
    const PieceType taken = unpromoted(type_of(u.captured));
    if (taken != KING) set_hand(us, taken, hands_[us][taken] - 1);
    else king_[~us] = m.to;
  }
}

namespace {

// Whether a piece of `by` attacks s on the board whose pieces stand on `occupied` and are read by `piece_at`:
// the first piece on each line out of s, and the points a knight would jump to s from.
template <typename PieceAt>
bool attacked_on(Square s, Color by, const Squares& occupied, PieceAt piece_at) {
  const auto& step = ATTACKS.step[by];
  const auto& slide = ATTACKS.slide[by];
  // Each direction written out (its search upwards or downwards known): one attacker found ends the test.
  const auto from = [&]<int D>(std::integral_constant<int, D>) {
    const Squares on_ray = occupied & ATTACKS.ray_squares[s][D];
    const Square on = D >= 4 ? nearest_upwards(on_ray) : nearest_downwards(on_ray);
    if (on == NO_SQUARE) return false;
    const Piece p = piece_at(on);
    return color_of(p) == by && (((on == ATTACKS.ray[s][D][0] ? step[type_of(p)] : 0) | slide[type_of(p)]) >> D & 1);
  };
  if ([&]<int... D>(std::integer_sequence<int, D...>) { return (from(std::integral_constant<int, D>{}) || ...); }(std::make_integer_sequence<int, 8>{}))
    return true;
  // A knight of `by` attacks s from where the other side's knight on s would jump to.
  for (Square from : TARGETS.steps[~by][KNIGHT][s])
    if (piece_at(from) == make_piece(by, KNIGHT)) return true;
  return false;
}

}  // namespace

bool Position::attacked(Square s, Color by) const {
  return attacked_on(s, by, occupied_, [this](Square q) { return board_[q]; });
}

bool Position::king_attacked_after(Move m) const {
  const Color us = side_;
  const Square king = !m.is_drop() && m.from == king_[us] ? m.to : king_[us];
  if (king == NO_SQUARE) return false;
  // The board after the move, read through it: what it took is gone, the point it left is empty, and the
  // mover's piece, whatever it promotes to, only stands in the way.
  const Piece arrived = m.is_drop() ? make_piece(us, m.dropped) : board_[m.from];
  const Squares after = (m.is_drop() ? occupied_ : occupied_.without(m.from)).with(m.to);
  return attacked_on(king, ~us, after, [&](Square q) { return q == m.to ? arrived : q == m.from ? NO_PIECE : board_[q]; });
}

bool Position::has_pawn_on_file(Color c, int column) const {
  for (int r = 0; r < RANK_NB; ++r)
    if (board_[make_square(column, r)] == make_piece(c, PAWN)) return true;
  return false;
}

}  // namespace kypho::shogi
