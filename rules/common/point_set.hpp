// A set of a board's points, a bit each in as many words as the board needs: for any game whose engine
// asks "is one of these there" of a line, a zone or a side's pieces in one look rather than a walk.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace kypho {

template <int Points>
class PointSet {
 public:
  static constexpr int WORDS = (Points + 63) / 64;

  static constexpr PointSet all() { return ~PointSet(); }
  constexpr PointSet& set(std::size_t s) {
    bits_[s >> 6] |= std::uint64_t(1) << (s & 63);
    return *this;
  }
  constexpr void reset(std::size_t s) { bits_[s >> 6] &= ~(std::uint64_t(1) << (s & 63)); }
  // In or out by `in` (0 or 1), without a branch: what a make() does for every piece it moves.
  constexpr void flip(std::size_t s, std::uint64_t in = 1) { bits_[s >> 6] ^= in << (s & 63); }
  constexpr bool test(std::size_t s) const { return (bits_[s >> 6] >> (s & 63)) & 1; }
  constexpr bool any() const {
    std::uint64_t any = 0;
    for (std::uint64_t w : bits_) any |= w;
    return any != 0;
  }
  constexpr bool meets(const PointSet& o) const {
    std::uint64_t both = 0;
    for (int w = 0; w < WORDS; ++w) both |= bits_[std::size_t(w)] & o.bits_[std::size_t(w)];
    return both != 0;
  }
  constexpr PointSet operator|(const PointSet& o) const {
    PointSet either;
    for (int w = 0; w < WORDS; ++w) either.bits_[std::size_t(w)] = bits_[std::size_t(w)] | o.bits_[std::size_t(w)];
    return either;
  }
  // Adds `s` when `in`, without a branch.
  constexpr void set_if(std::size_t s, bool in) { bits_[s >> 6] |= std::uint64_t(in) << (s & 63); }
  constexpr PointSet operator&(const PointSet& o) const {
    PointSet both;
    for (int w = 0; w < WORDS; ++w) both.bits_[std::size_t(w)] = bits_[std::size_t(w)] & o.bits_[std::size_t(w)];
    return both;
  }
  // The points not in the set, and on the board.
  constexpr PointSet operator~() const {
    PointSet others;
    for (int w = 0; w < WORDS; ++w) others.bits_[std::size_t(w)] = ~bits_[std::size_t(w)];
    if constexpr (Points % 64 != 0) others.bits_[WORDS - 1] &= (std::uint64_t(1) << (Points % 64)) - 1;
    return others;
  }
  // Each point of the set, in ascending order.
  template <typename F>
  void for_each(F f) const {
    for (int w = 0; w < WORDS; ++w)
      for (std::uint64_t b = bits_[std::size_t(w)]; b != 0; b &= b - 1) f(std::uint8_t(w * 64 + std::countr_zero(b)));
  }

 private:
  std::array<std::uint64_t, WORDS> bits_{};
};

}  // namespace kypho
