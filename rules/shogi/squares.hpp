// A set of the board's 81 squares in two words, and the nearest of them along a line: how the attack tests
// find the first piece on a ray without a branch per square (walking a ray square by square mispredicted
// on most legality tests of a game's moves).
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "rules/shogi/types.hpp"

namespace kypho::shogi {

struct Squares {
  std::array<std::uint64_t, 2> words{};  // squares 0..63, then 64..80

  void toggle(Square s) { words[s >> 6] ^= std::uint64_t(1) << (s & 63); }
  Squares without(Square s) const {
    Squares out = *this;
    out.words[s >> 6] &= ~(std::uint64_t(1) << (s & 63));
    return out;
  }
  Squares with(Square s) const {
    Squares out = *this;
    out.words[s >> 6] |= std::uint64_t(1) << (s & 63);
    return out;
  }
  friend Squares operator&(const Squares& a, const Squares& b) { return {{a.words[0] & b.words[0], a.words[1] & b.words[1]}}; }
};

// The square of `on_ray` (squares of one ray from a point) nearest that point, or NO_SQUARE: the lowest
// for a ray to higher squares, the highest for one to lower squares. A bit past the board's last square
// keeps the high word of an upward search from being empty, so that no count asks for a zero word.
inline Square nearest_upwards(const Squares& on_ray) {
  const auto [low, high] = on_ray.words;
  const int i = low != 0 ? std::countr_zero(low) : 64 + std::countr_zero(high | std::uint64_t(1) << (SQUARE_NB - 64));
  return i < SQUARE_NB ? Square(i) : NO_SQUARE;
}
inline Square nearest_downwards(const Squares& on_ray) {
  const auto [low, high] = on_ray.words;
  const int i = high != 0 ? 127 - std::countl_zero(high) : 63 - std::countl_zero(low);
  return i >= 0 ? Square(i) : NO_SQUARE;
}
// Directions 4..7 go to higher squares (DIRECTIONS' order: rows, then columns, grow), 0..3 to lower ones.
inline Square nearest(const Squares& on_ray, int d) { return d >= 4 ? nearest_upwards(on_ray) : nearest_downwards(on_ray); }

}  // namespace kypho::shogi
