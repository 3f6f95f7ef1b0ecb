// Slots: room for a fixed number of values, left unset.
#pragma once

#include <cstddef>
#include <new>
#include <type_traits>

namespace kypho {

// Room for values, left unset: only what is written is read. Setting every slot (a Move's members have
// defaults) cost perft a third of its time, at every node; cờ tư lệnh's undo record of a sub-move, room
// for 44 stacks set at every sub-move made, was a tenth of reading its records.
// The room is bytes: bytes whose lifetime begins hold the values later written into them (C++20's implicit
// creation of objects whose lifetime is implicit: moves, stacks). Room that was an array member of a union
// with no member active was written through a pointer, which the language leaves undefined, and GCC's
// link-time optimiser put another object in that room: cờ tư lệnh's move generator, built with -flto, wrote
// its moves over its own output pointer (kypho bench crashed).
template <typename T, int Capacity>
class Slots {
  // What implicit creation asks of T (an aggregate, or trivially constructible, and trivially destroyed), as far
  // as C++20's traits can say it.
  static_assert((std::is_aggregate_v<T> || std::is_trivially_default_constructible_v<T>) && std::is_trivially_destructible_v<T> &&
                std::is_trivially_copyable_v<T>);

 public:
  Slots() {}  // NOLINT: the room is left unset on purpose
  T* data() { return std::launder(reinterpret_cast<T*>(room_)); }
  const T* data() const { return std::launder(reinterpret_cast<const T*>(room_)); }
  T& operator[](std::size_t i) { return data()[i]; }
  const T& operator[](std::size_t i) const { return data()[i]; }

 private:
  alignas(T) std::byte room_[sizeof(T) * Capacity];
};

}  // namespace kypho
