// Code points in and out of UTF-8 text that decode() has already made valid.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace kypho::grammar {

// The byte `n` code points after byte `i` of `s`, or its end; and `n` code points before, or its start.
// Walked, not indexed: a line may be megabytes long, and only its ends are wanted.
inline std::size_t code_points_after(std::string_view s, std::size_t i, std::size_t n) {
  for (; n > 0 && i < s.size(); --n)
    for (++i; i < s.size() && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80;) ++i;
  return i;
}
inline std::size_t code_points_before(std::string_view s, std::size_t i, std::size_t n) {
  for (; n > 0 && i > 0; --n)
    for (--i; i > 0 && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80;) --i;
  return i;
}

// The code point at s[i]; i moves past it.
inline char32_t next_code_point(std::string_view s, std::size_t& i) {
  const auto b = [&](std::size_t k) { return char32_t(static_cast<unsigned char>(s[k])); };
  char32_t c = b(i++);
  int extra = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
  if (extra) c &= 0x3F >> extra;
  for (; extra > 0 && i < s.size(); --extra) c = (c << 6) | (b(i++) & 0x3F);
  return c;
}

// Writes `cp` as UTF-8 at `out` (room for four bytes) and says how many bytes it took. Also at compile time
// (utf8_one's encodings).
constexpr std::size_t write_utf8(char* out, char32_t cp) {
  if (cp < 0x80) {
    out[0] = char(cp);
    return 1;
  }
  if (cp < 0x800) {
    out[0] = char(0xC0 | (cp >> 6));
    out[1] = char(0x80 | (cp & 0x3F));
    return 2;
  }
  if (cp < 0x10000) {
    out[0] = char(0xE0 | (cp >> 12));
    out[1] = char(0x80 | ((cp >> 6) & 0x3F));
    out[2] = char(0x80 | (cp & 0x3F));
    return 3;
  }
  out[0] = char(0xF0 | (cp >> 18));
  out[1] = char(0x80 | ((cp >> 12) & 0x3F));
  out[2] = char(0x80 | ((cp >> 6) & 0x3F));
  out[3] = char(0x80 | (cp & 0x3F));
  return 4;
}

inline void append_utf8(std::string& out, char32_t cp) {
  char bytes[4];
  out.append(bytes, write_utf8(bytes, cp));
}

}  // namespace kypho::grammar
