// Precomputed move geometry: for every square, where each kind can go and which point blocks it.
// Move generation and attack tests become table walks with no coordinate arithmetic.
#pragma once

#include <array>
#include <cstdint>

#include "rules/common/small_list.hpp"
#include "rules/xiangqi/types.hpp"

namespace kypho::xiangqi {

// A step that can be blocked: `to` is reachable when `block` is empty (horse leg, elephant eye).
struct BlockedStep {
  Square to;
  Square block;
};

enum Direction : std::uint8_t { NORTH, SOUTH, EAST, WEST };

struct Tables {
  // Squares along each orthogonal ray, nearest first.
  std::array<std::array<SmallList<Square, 9>, 4>, SQUARE_NB> ray;
  std::array<SmallList<BlockedStep, 8>, SQUARE_NB> horse_moves;
  // Horses that would attack this square, with the leg that must be empty for that.
  std::array<SmallList<BlockedStep, 8>, SQUARE_NB> horse_attackers;
  // The points a horse would attack this square from, legs aside, and those from which a soldier of each
  // colour does.
  std::array<SquareSet, SQUARE_NB> horse_attack_points;
  std::array<std::array<SquareSet, SQUARE_NB>, 2> soldier_attack_points;
  std::array<std::array<SmallList<BlockedStep, 4>, SQUARE_NB>, 2> elephant_moves;
  std::array<std::array<SmallList<Square, 4>, SQUARE_NB>, 2> advisor_moves;
  std::array<std::array<SmallList<Square, 4>, SQUARE_NB>, 2> general_moves;
  std::array<std::array<SmallList<Square, 3>, SQUARE_NB>, 2> soldier_moves;
  // An advisor or elephant that no palace or river bounds (cờ tướng úp's revealed ones): every diagonal step.
  std::array<SmallList<Square, 4>, SQUARE_NB> unbounded_advisor_moves;
  std::array<SmallList<BlockedStep, 4>, SQUARE_NB> unbounded_elephant_moves;
  std::array<std::array<std::uint64_t, SQUARE_NB>, PIECE_NB> zobrist_piece;
  std::uint64_t zobrist_black_to_move;
};

extern const Tables TABLES;

// Where a piece of each kind may ever stand: elephants on 7 points of their half, advisors on 5.
bool can_stand(Color c, PieceType t, Square s);

}  // namespace kypho::xiangqi
