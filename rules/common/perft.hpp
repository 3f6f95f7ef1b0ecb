// Perft for any game: leaf nodes of the legal-move tree, counting the last ply's moves without making them.
#pragma once

#include <cstdint>

namespace kypho {

template <typename MoveList, typename Position>
std::uint64_t count_leaves(Position& pos, int depth) {
  if (depth <= 0) return 1;
  const MoveList moves(pos);
  if (depth == 1) return moves.size();
  std::uint64_t nodes = 0;
  for (auto m : moves) {
    const auto undo = pos.make(m);
    nodes += count_leaves<MoveList>(pos, depth - 1);
    pos.unmake(m, undo);
  }
  return nodes;
}

}  // namespace kypho
