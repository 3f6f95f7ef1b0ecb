// Move geometry of every shogi piece: single steps and sliding directions, per colour.
#pragma once

#include <array>
#include <cstdint>

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

// What attack tests look up instead of walking coordinates: the squares outwards from each square along each
// direction, and which pieces attack a square they stand next to (`step`) or see along a line (`slide`)
// from direction d: bit d is set when the piece moves the opposite way, towards the square. (Knights jump:
// attack tests find them in TARGETS.)
struct Attacks {
  std::array<std::array<SmallList<Square, 8>, 8>, SQUARE_NB> ray;
  std::array<std::array<std::uint8_t, PIECE_TYPE_NB>, 2> step, slide;  // [colour][type]
};
extern const Attacks ATTACKS;

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
