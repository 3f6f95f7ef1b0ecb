#include "web/base64.hpp"

#include <algorithm>
#include <cstdint>

namespace kypho::web {

std::string encode_base64(std::string_view bytes) {
  constexpr std::string_view ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    const std::size_t n = std::min<std::size_t>(3, bytes.size() - i);
    std::uint32_t group = 0;
    for (std::size_t k = 0; k < 3; ++k) group = group << 8 | (k < n ? std::uint8_t(bytes[i + k]) : 0);
    for (std::size_t k = 0; k < 4; ++k) out += k <= n ? ALPHABET[group >> (18 - 6 * k) & 63] : '=';
  }
  return out;
}

}  // namespace kypho::web
