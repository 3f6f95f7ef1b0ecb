#include "grammar/encoding.hpp"

#include <iconv.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>

namespace kypho::grammar {
namespace {

constexpr std::string_view REPLACEMENT = "\xEF\xBF\xBD";

// Length of the well-formed UTF-8 sequence at s[i] (Unicode 15, table 3-7), or 0 if ill-formed.
std::size_t utf8_sequence_length(std::string_view s, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<std::uint8_t>(s[k]); };
  const std::uint8_t b0 = byte(i);
  if (b0 < 0x80) return 1;
  const auto in = [&](std::size_t k, int lo, int hi) { return k < s.size() && byte(k) >= lo && byte(k) <= hi; };
  if (b0 >= 0xC2 && b0 <= 0xDF) return in(i + 1, 0x80, 0xBF) ? 2 : 0;
  if (b0 >= 0xE0 && b0 <= 0xEF) {
    const int lo = b0 == 0xE0 ? 0xA0 : 0x80, hi = b0 == 0xED ? 0x9F : 0xBF;
    return in(i + 1, lo, hi) && in(i + 2, 0x80, 0xBF) ? 3 : 0;
  }
  if (b0 >= 0xF0 && b0 <= 0xF4) {
    const int lo = b0 == 0xF0 ? 0x90 : 0x80, hi = b0 == 0xF4 ? 0x8F : 0xBF;
    return in(i + 1, lo, hi) && in(i + 2, 0x80, 0xBF) && in(i + 3, 0x80, 0xBF) ? 4 : 0;
  }
  return 0;
}

bool is_utf8_name(std::string_view name) {
  return name == "utf-8" || name == "UTF-8" || name == "utf8" || name == "UTF8";
}

Decoded decode_utf8(std::string_view bytes, std::string encoding) {
  Decoded out{{}, std::move(encoding), {}};
  if (is_valid_utf8(bytes)) {  // the common case: one copy, no per-character work
    out.text.assign(bytes);
    return out;
  }
  out.text.reserve(bytes.size());
  for (std::size_t i = 0; i < bytes.size();) {
    const std::size_t n = utf8_sequence_length(bytes, i);
    if (n == 0) {
      out.problems.push_back({out.text.size(), i});
      out.text += REPLACEMENT;
      ++i;
    } else {
      out.text.append(bytes.substr(i, n));
      i += n;
    }
  }
  return out;
}

Decoded decode_with_iconv(std::string_view bytes, std::string encoding) {
  Decoded out{{}, encoding, {}};
  iconv_t cd = iconv_open("UTF-8", encoding.c_str());
  if (cd == reinterpret_cast<iconv_t>(-1)) {
    Decoded fallback = decode_utf8(bytes, "utf-8");
    fallback.unknown_encoding = true;
    return fallback;
  }
  out.text.resize(bytes.size() * 4 + 16);
  char* in = const_cast<char*>(bytes.data());
  std::size_t in_left = bytes.size();
  char* dst = out.text.data();
  std::size_t dst_left = out.text.size();
  while (in_left > 0) {
    if (iconv(cd, &in, &in_left, &dst, &dst_left) != static_cast<std::size_t>(-1)) break;
    if (errno == E2BIG) {  // cannot happen with 4x room, but never write past the buffer
      const std::size_t used = std::size_t(dst - out.text.data());
      out.text.resize(out.text.size() * 2);
      dst = out.text.data() + used;
      dst_left = out.text.size() - used;
      continue;
    }
    // EILSEQ or a truncated sequence at the end: replace one byte and go on.
    const std::size_t used = std::size_t(dst - out.text.data());
    out.problems.push_back({used, std::size_t(in - bytes.data())});
    if (dst_left < REPLACEMENT.size()) break;
    for (char c : REPLACEMENT) *dst++ = c;
    dst_left -= REPLACEMENT.size();
    ++in;
    --in_left;
    iconv(cd, nullptr, nullptr, nullptr, nullptr);
  }
  out.text.resize(std::size_t(dst - out.text.data()));
  iconv_close(cd);
  return out;
}

}  // namespace

bool is_valid_utf8(std::string_view bytes) {
  for (std::size_t i = 0; i < bytes.size();) {
    // Runs of ASCII are the common case in every format we read.
    if (static_cast<std::uint8_t>(bytes[i]) < 0x80) {
      ++i;
      continue;
    }
    const std::size_t n = utf8_sequence_length(bytes, i);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

Decoded decode(std::string_view bytes, std::string_view fallback, std::string_view forced) {
  if (!forced.empty()) {
    if (is_utf8_name(forced)) {
      if (bytes.starts_with("\xEF\xBB\xBF")) return decode_utf8(bytes.substr(3), "utf-8-bom");
      return decode_utf8(bytes, "utf-8");
    }
    return decode_with_iconv(bytes, std::string(forced));
  }
  if (bytes.starts_with("\xEF\xBB\xBF")) return decode_utf8(bytes.substr(3), "utf-8-bom");
  if (bytes.starts_with("\xFF\xFE")) return decode_with_iconv(bytes.substr(2), "UTF-16LE");
  if (bytes.starts_with("\xFE\xFF")) return decode_with_iconv(bytes.substr(2), "UTF-16BE");
  if (fallback.empty() || is_valid_utf8(bytes)) return decode_utf8(bytes, "utf-8");
  return decode_with_iconv(bytes, std::string(fallback));
}

}  // namespace kypho::grammar

namespace kypho::grammar {

Decoded decode_guessing(std::string_view bytes, const std::vector<std::string_view>& legacy, std::string_view expected,
                        std::string_view forced) {
  if (legacy.empty() || !forced.empty() || bytes.starts_with("\xEF\xBB\xBF") || bytes.starts_with("\xFF\xFE") ||
      bytes.starts_with("\xFE\xFF") || is_valid_utf8(bytes))
    return decode(bytes, legacy.empty() ? std::string_view() : legacy.front(), forced);
  const auto score = [&](const Decoded& d) {
    long n = -100L * long(d.problems.size());
    for (std::size_t start = 0; start < expected.size();) {
      const auto end = std::min(expected.find(' ', start), expected.size());
      const std::string_view word = expected.substr(start, end - start);
      for (auto at = d.text.find(word); !word.empty() && at != std::string::npos; at = d.text.find(word, at + word.size())) ++n;
      start = end + 1;
    }
    return n;
  };
  Decoded best = decode_with_iconv(bytes, std::string(legacy.front()));
  long best_score = score(best);
  for (std::size_t i = 1; i < legacy.size(); ++i) {
    Decoded d = decode_with_iconv(bytes, std::string(legacy[i]));
    const long s = score(d);
    if (s > best_score) {
      best = std::move(d);
      best_score = s;
    }
  }
  return best;
}

}  // namespace kypho::grammar
