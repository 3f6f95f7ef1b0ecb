// Plain value types of shogi: colours, pieces, squares, hands and moves.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "rules/common/board_points.hpp"

namespace kypho::shogi {

// Sente (先手, black, ▲) moves first and up the board; gote (後手, white, △) second and down.
enum Color : std::uint8_t { BLACK, WHITE };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

// Promotable kinds first, so that promotion adds 8 and hands are indexed 1..7.
enum PieceType : std::uint8_t {
  NO_PIECE_TYPE,
  PAWN, LANCE, KNIGHT, SILVER, BISHOP, ROOK, GOLD, KING,
  PRO_PAWN, PRO_LANCE, PRO_KNIGHT, PRO_SILVER, HORSE, DRAGON,
};
constexpr int PIECE_TYPE_NB = 15;
constexpr int HAND_NB = 8;  // PAWN..GOLD
constexpr bool can_promote(PieceType t) { return t >= PAWN && t <= ROOK; }
constexpr bool is_promoted(PieceType t) { return t >= PRO_PAWN; }
constexpr PieceType promoted(PieceType t) { return PieceType(t + 8); }
constexpr PieceType unpromoted(PieceType t) { return is_promoted(t) ? PieceType(t - 8) : t; }

enum Piece : std::uint8_t { NO_PIECE = 0 };
constexpr int PIECE_NB = 32;
constexpr Piece make_piece(Color c, PieceType t) { return Piece((c << 4) | t); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 15); }
constexpr Color color_of(Piece p) { return Color(p >> 4); }

// Columns 0..8 are files 9..1 (left to right from sente's seat), rows 0..8 are ranks 1..9 (一…九) from
// gote's side: squares run in SFEN order.
constexpr int FILE_NB = 9, RANK_NB = 9, SQUARE_NB = 81;
using Square = std::uint8_t;
constexpr Square NO_SQUARE = 0xFF;
constexpr Square make_square(int column, int row) { return Square(row * FILE_NB + column); }
constexpr int column_of(Square s) { return COLUMN_ROW<FILE_NB>[s].column; }
constexpr int row_of(Square s) { return COLUMN_ROW<FILE_NB>[s].row; }
constexpr int file_of(Square s) { return FILE_NB - column_of(s); }  // 1..9 as written
constexpr int rank_of(Square s) { return row_of(s) + 1; }           // 1..9 as written
constexpr Square square_at(int file, int rank) { return make_square(FILE_NB - file, rank - 1); }

// Rows counted from a side's own far end: 0 is the last rank ahead of it.
constexpr int rows_to_go(Color c, Square s) { return c == BLACK ? row_of(s) : RANK_NB - 1 - row_of(s); }
constexpr bool in_promotion_zone(Color c, Square s) { return rows_to_go(c, s) <= 2; }

// A piece that could never move again there: pawns and lances on the last rank, knights on the last two.
// Looked up by kind: a legality test asks it of every move, and the kind tests mispredicted.
inline constexpr std::array<std::uint8_t, 16> DEAD_ROWS = [] {  // [type]: the last rows it cannot stand on
  std::array<std::uint8_t, 16> rows{};
  rows[PAWN] = rows[LANCE] = 1;
  rows[KNIGHT] = 2;
  return rows;
}();
constexpr bool is_dead_square(Color c, PieceType t, Square s) { return rows_to_go(c, s) < DEAD_ROWS[t & 15]; }

using Hand = std::array<std::uint8_t, HAND_NB>;

// A board move (from, to, promote) or a drop (from = NO_SQUARE, dropped = the kind).
struct Move {
  Square from = NO_SQUARE;
  Square to = NO_SQUARE;
  PieceType dropped = NO_PIECE_TYPE;
  bool promote = false;
  bool is_drop() const { return dropped != NO_PIECE_TYPE; }
  friend constexpr bool operator==(Move, Move) = default;
};
constexpr Move NO_MOVE{};
// A move made as one word (as xiangqi's move_word): built field by field, GCC keeps a move's bytes apart
// and stores them one by one, and a load of the whole move that follows (the move handed on by value)
// waits for every one of those stores, where one word forwards at once.
constexpr Move move_word(Square from, Square to, PieceType dropped, bool promote) {
  return std::bit_cast<Move>(std::uint32_t(from) | std::uint32_t(to) << 8 | std::uint32_t(dropped) << 16 | std::uint32_t(promote) << 24);
}
static_assert(move_word(1, 2, NO_PIECE_TYPE, true) == Move{1, 2, NO_PIECE_TYPE, true}, "a move's fields lie from, to, dropped, promote");

}  // namespace kypho::shogi
