// The legal moves of a position in a fixed array, for any game: no heap, ready for range-for.
#pragma once

#include <cstddef>

namespace kypho {

// Room for a generator's moves, left unset: only what the generator writes is read. Setting every slot (a
// Move's members have defaults) cost perft a third of its time, at every node.
template <typename Move, int Capacity>
union MoveSlots {
  MoveSlots() {}
  Move* data() { return moves; }
  const Move* data() const { return moves; }
  Move moves[Capacity];
};

template <typename Position, typename Move, int Capacity, Move* (*Generate)(Position&, Move*)>
class BasicMoveList {
 public:
  explicit BasicMoveList(Position& pos) : last_(Generate(pos, storage_.moves)) {}
  BasicMoveList(const BasicMoveList&) = delete;
  BasicMoveList& operator=(const BasicMoveList&) = delete;

  const Move* begin() const { return storage_.moves; }
  const Move* end() const { return last_; }
  std::size_t size() const { return std::size_t(last_ - storage_.moves); }
  const Move& operator[](std::size_t i) const { return storage_.moves[i]; }
  bool contains(Move m) const {
    for (Move legal : *this)
      if (legal == m) return true;
    return false;
  }

 private:
  MoveSlots<Move, Capacity> storage_;
  Move* last_;
};

}  // namespace kypho
