// Counting the bits of a word without a library call: a build for any x86-64 (no popcnt instruction
// assumed) turns std::popcount, and std::has_single_bit with it, into calls to libgcc's software count,
// which a legality test paid on every cannon move.
#pragma once

#include <concepts>
#include <cstdint>

namespace kypho {

template <std::unsigned_integral T>
constexpr bool single_bit(T x) {
  return x != 0 && (x & (x - 1)) == 0;
}

// The set bits of `x`, added in pairs, fours and bytes, then the bytes at once.
constexpr int bit_count(std::uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return int((x * 0x0101010101010101ull) >> 56);
}
static_assert(bit_count(0) == 0 && bit_count(0x8001) == 2 && bit_count(~0ull) == 64 && single_bit(0x40u) && !single_bit(0x41u));

}  // namespace kypho
