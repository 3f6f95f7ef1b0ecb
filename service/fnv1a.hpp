// FNV-1a, 64 bits: a hash that is the same on every machine and every run, for fingerprints of games and
// the shard a path falls in.
#pragma once

#include <cstdint>
#include <string_view>

namespace kypho::service {

struct Fnv1a {
  std::uint64_t value = 1469598103934665603ull;
  void add(const void* data, std::size_t size) {
    const auto* p = static_cast<const unsigned char*>(data);
    for (std::size_t i = 0; i < size; ++i) value = (value ^ p[i]) * 1099511628211ull;
  }
  // A string and a NUL after it, so that ("ab", "c") and ("a", "bc") differ.
  void add_field(std::string_view s) {
    add(s.data(), s.size());
    add("", 1);
  }
};

}  // namespace kypho::service
