// A list of at most N values stored inline, for any game: move geometry and per-move work never touch the heap.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace kypho {

template <typename T, int N>
struct SmallList {
  std::array<T, N> items{};
  std::uint8_t size = 0;
  const T* begin() const { return items.data(); }
  const T* end() const { return items.data() + size; }
  void push(T v) {
    if (size < N) items[size++] = v;
  }
  bool empty() const { return size == 0; }
  const T& front() const { return items[0]; }
  const T& back() const { return items[size - 1]; }
  const T& operator[](std::size_t i) const { return items[i]; }
};

}  // namespace kypho
