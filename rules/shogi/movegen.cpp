#include "rules/shogi/movegen.hpp"

#include <algorithm>
#include <array>

#include "rules/common/perft.hpp"

namespace kypho::shogi {
namespace {

// Adds the move to `to`, with and without promotion as the rules allow.
Move* add_board_move(Color us, PieceType t, Square from, Square to, Move* list) {
  const bool zone = in_promotion_zone(us, from) || in_promotion_zone(us, to);
  if (can_promote(t) && zone) *list++ = {from, to, NO_PIECE_TYPE, true};
  if (!is_dead_square(us, t, to)) *list++ = {from, to, NO_PIECE_TYPE, false};
  return list;
}

bool gives_pawn_check(const Position& pos, Square to, Color us) {
  const int ahead = row_of(to) + (us == BLACK ? -1 : 1);
  return ahead >= 0 && ahead < RANK_NB && pos.king(~us) == make_square(column_of(to), ahead);
}

// A pawn drop that checks is illegal when the opponent then has no legal reply.
bool is_pawn_drop_mate(Position& pos, Move drop) {
  const Color us = pos.side_to_move();
  if (!gives_pawn_check(pos, drop.to, us)) return false;
  const Undo u = pos.make(drop);
  const bool mate = !has_legal_move(pos);
  pos.unmake(drop, u);
  return mate;
}

// The moves of the piece on `from`, when it is of `us`, the side to move. Inlined in both loops over the
// board: a call per point cost perft a third of its speed. `us` is the caller's: the moves, stored as bytes,
// may alias the position, which would then be read again for it after every move stored.
[[gnu::always_inline]] inline Move* generate_board_moves_from(const Position& pos, Color us, Square from, Move* list) {
  const Piece p = pos.at(from);
  if (p == NO_PIECE || color_of(p) != us) return list;
  const PieceType t = type_of(p);
  for (Square to : TARGETS.steps[us][t][from])
    if (pos.at(to) == NO_PIECE || color_of(pos.at(to)) != us) list = add_board_move(us, t, from, to, list);
  for (std::uint8_t d : TARGETS.slides[us][t])
    for (Square to : ATTACKS.ray[from][d]) {
      if (pos.at(to) != NO_PIECE && color_of(pos.at(to)) == us) break;
      list = add_board_move(us, t, from, to, list);
      if (pos.at(to) != NO_PIECE) break;
    }
  return list;
}

Move* generate_board_moves(const Position& pos, Move* list) {
  const Color us = pos.side_to_move();
  for (int s = 0; s < SQUARE_NB; ++s) list = generate_board_moves_from(pos, us, Square(s), list);
  return list;
}

Move* generate_drops(const Position& pos, Move* list) {
  const Color us = pos.side_to_move();
  // The files that already hold a pawn of ours, asked once for every drop point (nifu).
  std::array<bool, FILE_NB> pawn_file{};
  if (pos.in_hand(us, PAWN) != 0)
    for (int c = 0; c < FILE_NB; ++c) pawn_file[std::size_t(c)] = pos.has_pawn_on_file(us, c);
  for (int t = PAWN; t <= GOLD; ++t) {
    if (pos.in_hand(us, PieceType(t)) == 0) continue;
    for (int s = 0; s < SQUARE_NB; ++s) {
      if (pos.at(Square(s)) != NO_PIECE || is_dead_square(us, PieceType(t), Square(s))) continue;
      if (t == PAWN && pawn_file[std::size_t(column_of(Square(s)))]) continue;
      *list++ = {NO_SQUARE, Square(s), PieceType(t), false};
    }
  }
  return list;
}

}  // namespace

Move* generate_pseudo_legal(const Position& pos, Move* list) { return generate_drops(pos, generate_board_moves(pos, list)); }

namespace {

// Whether a move by a piece other than the king, the king not in check, uncovers an attack on it: the piece
// is the first on a line from the king, the next piece beyond it an enemy that slides along that line, and
// the move leaves the line. A drop only blocks, and any other move leaves the king as safe as it was, so
// legality costs a walk along one line, not a move made and taken back.
bool exposes_king(const Position& pos, Square king, Move m) {
  if (king == NO_SQUARE || m.is_drop()) return false;
  const int d = ATTACKS.direction[king][m.from];
  if (d < 0 || ATTACKS.direction[king][m.to] == d || pos.first_piece(king, d) != m.from) return false;
  const Square on = pos.first_piece(m.from, d);
  if (on == NO_SQUARE) return false;
  const Piece p = pos.at(on);
  return color_of(p) != pos.side_to_move() && (ATTACKS.slide[color_of(p)][type_of(p)] >> d & 1);
}

// Whether the king is safe after `m`: the board after it asked where the king moves or is in check.
bool keeps_king_safe(const Position& pos, Move m, bool in_check) {
  const Square king = pos.king(pos.side_to_move());
  if (!in_check && (m.is_drop() || m.from != king)) return !exposes_king(pos, king, m);
  return !pos.king_attacked_after(m);
}

// A pseudo-legal move is legal when it keeps the king safe and is no pawn drop that mates (uchifuzume).
bool legal_if_pseudo_legal(Position& pos, Move m, bool in_check) {
  return keeps_king_safe(pos, m, in_check) && !(m.dropped == PAWN && is_pawn_drop_mate(pos, m));
}

}  // namespace

Move* generate_legal(Position& pos, Move* list) {
  const bool in_check = pos.in_check();
  Move* last = generate_pseudo_legal(pos, list);
  Move* kept = list;
  for (Move* m = list; m != last; ++m)
    if (legal_if_pseudo_legal(pos, *m, in_check)) *kept++ = *m;
  return kept;
}

namespace {

// Whether the piece on `from` moves like it could go to `to` (the path clear, not onto its own side), before
// promotion and king safety are asked.
bool reaches(const Position& pos, Square from, Square to) {
  const Piece p = pos.at(from);
  if (p == NO_PIECE || to >= SQUARE_NB || (pos.at(to) != NO_PIECE && color_of(pos.at(to)) == color_of(p))) return false;
  const Color c = color_of(p);
  const PieceType t = type_of(p);
  // A step, or a slide along the one line from `from` to `to`, if the piece slides that way (it attacks back
  // along the opposite direction, 7 - d), with nothing between. Both asked, and joined without a branch:
  // which of the two a record's move is, a branch mispredicted on nearly every other move.
  const bool step = steps_to(c, t, from, to);
  const int d = ATTACKS.direction[from][to];
  const int line = d & 7;  // any ray where there is none: its answer is not read then
  const bool slides = (d >= 0) & bool(ATTACKS.slide[c][t] >> (7 - line) & 1);
  return step | (slides & pos.clear_between(from, to, line));
}

}  // namespace

SmallList<Square, 16> reaching(const Position& pos, Piece p, Square to) {
  SmallList<Square, 16> found;
  if (pos.at(to) != NO_PIECE && color_of(pos.at(to)) == color_of(p)) return found;
  const Color c = color_of(p);
  const PieceType t = type_of(p);
  // Looking back from `to`: a piece that steps there stands one step the other way; one that slides
  // there is the first piece on the ray the other way (direction 7 - d, DIRECTIONS being symmetric).
  for (Square from : TARGETS.steps[~c][t][to])
    if (pos.at(from) == p) found.push(from);
  for (std::uint8_t d : TARGETS.slides[c][t])
    if (const Square on = pos.first_piece(to, 7 - d); on != NO_SQUARE && pos.at(on) == p) found.push(on);
  return found;
}

Illegal why_illegal(Position& pos, Move m) {
  const Color us = pos.side_to_move();
  if (m.to >= SQUARE_NB) return Illegal::CANNOT_MOVE_THERE;
  if (m.is_drop()) {
    if (m.dropped < PAWN || m.dropped > GOLD || pos.in_hand(us, m.dropped) == 0) return Illegal::NO_PIECE;
    if (pos.at(m.to) != NO_PIECE) return Illegal::OCCUPIED;
    if (is_dead_square(us, m.dropped, m.to)) return Illegal::DEAD_DROP;
    if (m.dropped == PAWN && pos.has_pawn_on_file(us, column_of(m.to))) return Illegal::NIFU;
  } else {
    if (m.from >= SQUARE_NB || pos.at(m.from) == NO_PIECE || color_of(pos.at(m.from)) != us) return Illegal::NO_PIECE;
    const PieceType t = type_of(pos.at(m.from));
    if (!reaches(pos, m.from, m.to)) return Illegal::CANNOT_MOVE_THERE;
    if (m.promote && (!can_promote(t) || !(in_promotion_zone(us, m.from) || in_promotion_zone(us, m.to))))
      return Illegal::CANNOT_PROMOTE;
    if (!m.promote && is_dead_square(us, t, m.to)) return Illegal::MUST_PROMOTE;
  }
  if (!keeps_king_safe(pos, m, pos.in_check())) return Illegal::KING_LEFT_IN_CHECK;
  if (m.dropped == PAWN && is_pawn_drop_mate(pos, m)) return Illegal::UCHIFUZUME;
  return Illegal::NONE;
}

std::uint64_t perft(Position& pos, int depth) { return count_leaves<MoveList>(pos, depth); }

bool has_legal_move(Position& pos) {
  const bool in_check = pos.in_check();
  const auto legal = [&](const Move& m) { return legal_if_pseudo_legal(pos, m, in_check); };
  Slots<Move, MAX_MOVES> slots;
  // A piece at a time, then the drops: a position's end asks for the first legal move, which its first
  // pieces nearly always have, and a board move costs far less than the drops. Every board move generated
  // first was a tenth of reading USI records, whose games are short.
  const Color us = pos.side_to_move();
  for (int s = 0; s < SQUARE_NB; ++s) {
    Move* last = generate_board_moves_from(pos, us, Square(s), slots.data());
    if (std::any_of(slots.data(), last, legal)) return true;
  }
  Move* last = generate_drops(pos, slots.data());
  return std::any_of(slots.data(), last, legal);
}

Status status(Position& pos) {
  if (has_legal_move(pos)) return Status::ONGOING;
  return pos.in_check() ? Status::CHECKMATE : Status::NO_MOVES;
}

}  // namespace kypho::shogi
