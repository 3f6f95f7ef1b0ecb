// Slots: room for a fixed number of values, left unset.
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

}  // namespace kypho
