// The legal moves of a position in a fixed array, for any game: no heap, ready for range-for.
#pragma once

#include <cstddef>

#include "rules/common/slots.hpp"

namespace kypho {

template <typename Position, typename Move, int Capacity, Move* (*Generate)(Position&, Move*)>
class BasicMoveList {
 public:
  explicit BasicMoveList(Position& pos) : last_(Generate(pos, storage_.data())) {}
  BasicMoveList(const BasicMoveList&) = delete;
  BasicMoveList& operator=(const BasicMoveList&) = delete;

  const Move* begin() const { return storage_.data(); }
  const Move* end() const { return last_; }
  std::size_t size() const { return std::size_t(last_ - storage_.data()); }
  const Move& operator[](std::size_t i) const { return storage_.data()[i]; }
  bool contains(Move m) const {
    for (Move legal : *this)
      if (legal == m) return true;
    return false;
  }

 private:
  Slots<Move, Capacity> storage_;
  Move* last_;
};

}  // namespace kypho
