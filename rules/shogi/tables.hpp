// Move geometry of every shogi piece: single steps and sliding directions, per colour.
#pragma once

#include <array>
#include <cstdint>

#include "rules/shogi/squares.hpp"
#include "rules/shogi/types.hpp"
#include "rules/common/small_list.hpp"

namespace kypho::shogi {


struct Step {
  std::int8_t dc, dr;
};

struct PieceMoves {
  SmallList<Step, 8> steps;    // one square
  SmallList<Step, 4> slides;   // any distance until blocked
};

// moves[color][type]
extern const std::array<std::array<PieceMoves, PIECE_TYPE_NB>, 2> MOVES;

// The eight directions, in the order of Attacks' rays and masks; the opposite of direction d is 7 - d.
constexpr Step DIRECTIONS[8] = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}};
constexpr bool directions_mirror() {
  for (int d = 0; d < 8; ++d)
    if (DIRECTIONS[7 - d].dc != -DIRECTIONS[d].dc || DIRECTIONS[7 - d].dr != -DIRECTIONS[d].dr) return false;
  return true;
}
static_assert(directions_mirror());
// nearest() reads directions 4..7 as going to higher squares.
constexpr bool directions_ascend_from_4() {
  for (int d = 0; d < 8; ++d)
    if ((make_square(4 + DIRECTIONS[d].dc, 4 + DIRECTIONS[d].dr) > make_square(4, 4)) != (d >= 4)) return false;
  return true;
}
static_assert(directions_ascend_from_4());

// The direction (an index of DIRECTIONS) from `from` to `to` when they share a file, rank or diagonal; -1
// otherwise.
constexpr int direction_between(Square from, Square to) {
  const int dc = column_of(to) - column_of(from), dr = row_of(to) - row_of(from);
  if ((dc == 0 && dr == 0) || (dc != 0 && dr != 0 && dc != dr && dc != -dr)) return -1;
  const int index = ((dr > 0) - (dr < 0) + 1) * 3 + (dc > 0) - (dc < 0) + 1;  // 0..8, 4 the square itself
  return index < 4 ? index : index - 1;
}
static_assert(direction_between(make_square(4, 4), make_square(2, 2)) == 0 && direction_between(make_square(4, 4), make_square(4, 8)) == 6 &&
              direction_between(make_square(4, 4), make_square(5, 6)) == -1);

// The offsets between two squares, numbered from 0: (files apart, ranks apart), each -8..8.
constexpr int OFFSET_NB = 17 * 17;
constexpr std::size_t offset_index(int dc, int dr) { return std::size_t((dr + 8) * 17 + dc + 8); }
constexpr std::size_t offset_index(Square from, Square to) { return offset_index(column_of(to) - column_of(from), row_of(to) - row_of(from)); }

// What attack tests look up instead of walking coordinates: the squares outwards from each square along each
// direction, and which pieces attack a square they stand next to (`step`) or see along a line (`slide`)
// from direction d: bit d is set when the piece moves the opposite way, towards the square. (Knights jump:
// attack tests find them in TARGETS.)
struct Attacks {
  std::array<std::array<SmallList<Square, 8>, 8>, SQUARE_NB> ray;
  std::array<std::array<Squares, 8>, SQUARE_NB> ray_squares;  // the squares of each ray, as a set
  std::array<std::array<std::uint8_t, PIECE_TYPE_NB>, 2> step, slide;  // [colour][type]
  // direction_between(from, to), looked up: every legality test and check asks it, and working it out
  // divided by nine four times.
  std::array<std::array<std::int8_t, SQUARE_NB>, SQUARE_NB> direction;
  // The kinds that step from one square to another (bit t for type t), by the step's offset: a legality
  // test asks it in one look, where walking a piece's steps mispredicted a branch on a move in three. Every
  // offset between two squares has its entry, so that the look needs no bounds test.
  std::array<std::array<std::uint16_t, OFFSET_NB>, 2> stepping;  // [colour][offset_index(from, to)]
};
extern const Attacks ATTACKS;

// Whether a piece of type `t` and colour `c` on `from` steps to `to` (on the board, whatever stands there).
inline bool steps_to(Color c, PieceType t, Square from, Square to) { return ATTACKS.stepping[c][offset_index(from, to)] >> t & 1; }

// Where each piece goes from each square, in the order of its MOVES: the squares one step away (on the
// board), and the directions (indexes of DIRECTIONS) it slides along ATTACKS.ray.
struct Targets {
  std::array<std::array<std::array<SmallList<Square, 8>, SQUARE_NB>, PIECE_TYPE_NB>, 2> steps;  // [colour][type][square]
  std::array<std::array<SmallList<std::uint8_t, 4>, PIECE_TYPE_NB>, 2> slides;                  // [colour][type]
};
extern const Targets TARGETS;

struct Zobrist {
  std::array<std::array<std::uint64_t, SQUARE_NB>, PIECE_NB> board;
  std::array<std::array<std::array<std::uint64_t, 19>, HAND_NB>, 2> hand;
  std::uint64_t white_to_move;
};
extern const Zobrist ZOBRIST;

}  // namespace kypho::shogi
