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

struct Zobrist {
  std::array<std::array<std::uint64_t, SQUARE_NB>, PIECE_NB> board;
  std::array<std::array<std::array<std::uint64_t, 19>, HAND_NB>, 2> hand;
  std::uint64_t white_to_move;
};
extern const Zobrist ZOBRIST;

}  // namespace kypho::shogi
