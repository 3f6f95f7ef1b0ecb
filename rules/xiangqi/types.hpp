// Plain value types of xiangqi: colours, pieces, squares and moves.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "rules/common/board_points.hpp"
#include "rules/common/point_set.hpp"

namespace kypho::xiangqi {

enum Color : std::uint8_t { RED, BLACK };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

enum PieceType : std::uint8_t { NO_PIECE_TYPE, GENERAL, ADVISOR, ELEPHANT, HORSE, CHARIOT, CANNON, SOLDIER };
constexpr int PIECE_TYPE_NB = 8;

// A piece packs its colour in bit 3 so that a board cell is one byte and NO_PIECE is zero.
enum Piece : std::uint8_t { NO_PIECE = 0 };
constexpr int PIECE_NB = 16;
constexpr Piece make_piece(Color c, PieceType t) { return Piece((c << 3) | t); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 7); }
constexpr Color color_of(Piece p) { return Color(p >> 3); }

// Files a..i run left to right and ranks 0..9 bottom to top, both seen from Red's seat.
constexpr int FILE_NB = 9;
constexpr int RANK_NB = 10;
constexpr int SQUARE_NB = FILE_NB * RANK_NB;
using Square = std::uint8_t;
constexpr Square NO_SQUARE = 0xFF;
constexpr Square make_square(int file, int rank) { return Square(file + FILE_NB * rank); }
constexpr int file_of(Square s) { return COLUMN_ROW<FILE_NB>[s].column; }
constexpr int rank_of(Square s) { return COLUMN_ROW<FILE_NB>[s].row; }

// Ranks as counted by side c from its own back rank: 0 = back rank, 9 = the enemy's.
constexpr int relative_rank(Color c, int rank) { return c == RED ? rank : RANK_NB - 1 - rank; }
constexpr bool crossed_river(Color c, Square s) { return relative_rank(c, rank_of(s)) >= 5; }
constexpr bool in_palace(Color c, Square s) {
  return file_of(s) >= 3 && file_of(s) <= 5 && relative_rank(c, rank_of(s)) <= 2;
}

// Whether two points share a file or a rank: where chariots, cannons and generals see each other.
constexpr bool on_one_line(Square a, Square b) { return file_of(a) == file_of(b) || rank_of(a) == rank_of(b); }
// Whether two points touch diagonally: a horse's leg stands so beside the point the horse attacks.
constexpr bool diagonal_neighbours(Square a, Square b) {
  const int files = file_of(a) - file_of(b), ranks = rank_of(a) - rank_of(b);
  return (files == 1 || files == -1) && (ranks == 1 || ranks == -1);
}
// Whether two points are a horse's step apart, its leg aside: one and two points, or two and one.
constexpr bool horse_step_apart(Square a, Square b) {
  const int files = file_of(a) - file_of(b), ranks = rank_of(a) - rank_of(b);
  return files * files + ranks * ranks == 5;
}

// A move is a from-square and a to-square. `reveal` names what a face-down piece turned out to be, and `taken`
// what the face-down piece it took was, when the record says (cờ tướng úp); both stay NO_PIECE_TYPE in
// ordinary xiangqi.
struct Move {
  Square from = NO_SQUARE;
  Square to = NO_SQUARE;
  PieceType reveal = NO_PIECE_TYPE;
  PieceType taken = NO_PIECE_TYPE;
  friend constexpr bool operator==(Move, Move) = default;
};
constexpr Move NO_MOVE{};
// A move from `from` to `to` made as one word. Built field by field, GCC keeps a move's bytes in registers
// apart and stores them one by one; a load of the whole move that follows (the move handed on by value)
// then waits for every one of those stores, where one word forwards at once.
constexpr Move move_word(Square from, Square to) {
  return std::bit_cast<Move>(std::uint32_t(from) | std::uint32_t(to) << 8 | std::uint32_t(NO_PIECE_TYPE) << 16 |
                             std::uint32_t(NO_PIECE_TYPE) << 24);
}
static_assert(move_word(1, 2) == Move{1, 2}, "a move's fields lie from, to, reveal, taken, in a little-endian word");

// A set of points, as two words of bits (points 0–63, then 64–89).
using SquareSet = PointSet<SQUARE_NB>;

// The points of each file and each rank.
constexpr SquareSet line_points(bool file, int at) {
  SquareSet points;
  for (Square s = 0; s < SQUARE_NB; ++s)
    if ((file ? file_of(s) : rank_of(s)) == at) points.set(s);
  return points;
}
constexpr std::array<SquareSet, FILE_NB> FILE_POINTS = [] {
  std::array<SquareSet, FILE_NB> points{};
  for (int f = 0; f < FILE_NB; ++f) points[std::size_t(f)] = line_points(true, f);
  return points;
}();
constexpr std::array<SquareSet, RANK_NB> RANK_POINTS = [] {
  std::array<SquareSet, RANK_NB> points{};
  for (int r = 0; r < RANK_NB; ++r) points[std::size_t(r)] = line_points(false, r);
  return points;
}();

// The points of a point's file and rank: where a chariot or cannon on it could be seen from it.
constexpr SquareSet lines_through(Square s) { return FILE_POINTS[std::size_t(file_of(s))] | RANK_POINTS[std::size_t(rank_of(s))]; }

// The points diagonally beside each point.
constexpr std::array<SquareSet, SQUARE_NB> DIAGONAL_POINTS = [] {
  std::array<SquareSet, SQUARE_NB> points{};
  for (Square s = 0; s < SQUARE_NB; ++s)
    for (Square t = 0; t < SQUARE_NB; ++t)
      if (diagonal_neighbours(s, t)) points[s].set(t);
  return points;
}();

// The points where a soldier of each colour has crossed the river.
constexpr std::array<SquareSet, 2> CROSSED_POINTS = [] {
  std::array<SquareSet, 2> points{};
  for (Color c : {RED, BLACK})
    for (Square s = 0; s < SQUARE_NB; ++s)
      if (crossed_river(c, s)) points[c].set(s);
  return points;
}();

}  // namespace kypho::xiangqi
