// A list of at most N values stored inline, for any game: move geometry and per-move work never touch the heap.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace kypho {

template <typename T, int N>
struct SmallList {
  static_assert(std::is_trivially_copyable_v<T>);
  // The items are left unset until pushed: a list is made for every move read, and setting every item
  // (a Move's are NO_MOVE) cost more stores than most lists ever take.
  SmallList() {}
  union {
    T items[N];
  };
  std::uint8_t size = 0;
  const T* begin() const { return items; }
  const T* end() const { return items + size; }
  void push(T v) { push_if(v, true); }
  // Pushes `v` when `keep`, without a branch on `keep`: for a scan whose every test the data decides. The
  // item is stored before the size: an item of a byte type may alias `size`, and stored after it, it made
  // every push load the size back from memory (a chain of store-to-load forwards through a scan).
  void push_if(T v, bool keep) {
    const std::uint8_t n = size;
    if (n < N) {
      items[n] = v;
      size = std::uint8_t(n + keep);
    }
  }
  bool empty() const { return size == 0; }
  const T& front() const { return items[0]; }
  const T& back() const { return items[size - 1]; }
  const T& operator[](std::size_t i) const { return items[i]; }
};

}  // namespace kypho
