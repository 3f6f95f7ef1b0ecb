// The legal moves of a position in a fixed array, for any game: no heap, ready for range-for.
#pragma once

#include <cstddef>

namespace kypho {

// Room for values, left unset: only what is written is read. Setting every slot (a Move's members have
// defaults) cost perft a third of its time, at every node; cờ tư lệnh's undo record of a sub-move, room
// for 44 stacks set at every sub-move made, was a tenth of reading its records.
template <typename T, int Capacity>
union Slots {
  Slots() {}
  T* data() { return values; }
  const T* data() const { return values; }
  T& operator[](std::size_t i) { return values[i]; }
  const T& operator[](std::size_t i) const { return values[i]; }
  T values[Capacity];
};

template <typename Position, typename Move, int Capacity, Move* (*Generate)(Position&, Move*)>
class BasicMoveList {
 public:
  explicit BasicMoveList(Position& pos) : last_(Generate(pos, storage_.values)) {}
  BasicMoveList(const BasicMoveList&) = delete;
  BasicMoveList& operator=(const BasicMoveList&) = delete;

  const Move* begin() const { return storage_.values; }
  const Move* end() const { return last_; }
  std::size_t size() const { return std::size_t(last_ - storage_.values); }
  const Move& operator[](std::size_t i) const { return storage_.values[i]; }
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
