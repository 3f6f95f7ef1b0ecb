// The legal moves of a position in a fixed array, for any game: no heap, ready for range-for.
#pragma once

#include <array>
#include <cstddef>

namespace kypho {

template <typename Position, typename Move, int Capacity, Move* (*Generate)(Position&, Move*)>
struct BasicMoveList {
  explicit BasicMoveList(Position& pos) : last(Generate(pos, moves.data())) {}
  const Move* begin() const { return moves.data(); }
  const Move* end() const { return last; }
  std::size_t size() const { return std::size_t(last - moves.data()); }
  bool contains(Move m) const {
    for (Move legal : *this)
      if (legal == m) return true;
    return false;
  }

  std::array<Move, Capacity> moves;
  Move* last;
};

}  // namespace kypho
