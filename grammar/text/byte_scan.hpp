// Finding bytes in a text eight at a time: one of two given bytes, or the first outside ASCII. Cutting an
// archive into lines asks the first of every byte of it, three times over (the unit splitter, its brace
// count, the line index), and telling its encoding asks the second of every byte of each candidate's
// decoding: byte-at-a-time loops were a tenth of reading ICCS records; string_view::find_first_of asks
// memchr of the set for every byte.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace kypho::grammar {

// The high bit of each byte of `word` that equals `c`, and no other bit: each byte is tested alone (the
// low seven bits are added without carrying into the next byte), so a match never marks its neighbour.
constexpr std::uint64_t bytes_equal(std::uint64_t word, char c) {
  constexpr std::uint64_t LOW7 = 0x7F7F7F7F7F7F7F7FULL, HIGH = 0x8080808080808080ULL;
  const std::uint64_t diff = word ^ (0x0101010101010101ULL * static_cast<unsigned char>(c));
  return ~(((diff & LOW7) + LOW7) | diff) & HIGH;
}

// The four bytes at `p` as a little-endian word on any machine: byte k in bits 8k to 8k + 7, so that a
// character's bytes compare with one mask.
inline std::uint32_t load_le32(const char* p) {
  std::uint32_t word;
  std::memcpy(&word, p, sizeof word);
  if constexpr (std::endian::native == std::endian::big) word = __builtin_bswap32(word);
  return word;
}

// The first offset at or after `pos` that holds `a` or `b`, or text.size().
inline std::size_t find_either(std::string_view text, std::size_t pos, char a, char b) {
  for (; pos + 8 <= text.size(); pos += 8) {
    std::uint64_t word;
    std::memcpy(&word, text.data() + pos, sizeof word);
    if (const std::uint64_t hits = bytes_equal(word, a) | bytes_equal(word, b)) {
      const int bit = std::endian::native == std::endian::little ? std::countr_zero(hits) : std::countl_zero(hits);
      return pos + std::size_t(bit / 8);
    }
  }
  for (; pos < text.size(); ++pos)
    if (text[pos] == a || text[pos] == b) return pos;
  return text.size();
}

// The first byte at or after `pos` outside ASCII, or text.size(): what a UTF-8 check or an encoding's score
// needs to look at, in texts that are mostly ASCII.
inline std::size_t next_non_ascii(std::string_view text, std::size_t pos) {
  for (std::uint64_t word; pos + 8 <= text.size(); pos += 8) {
    std::memcpy(&word, text.data() + pos, sizeof word);
    if (word & 0x8080808080808080ULL) break;
  }
  while (pos < text.size() && static_cast<unsigned char>(text[pos]) < 0x80) ++pos;
  return pos;
}

}  // namespace kypho::grammar
