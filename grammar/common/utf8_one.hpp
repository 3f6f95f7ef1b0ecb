// pegtl::utf8::one< Cs... > read by its bytes: each character's UTF-8 encoding, made at compile time, is
// compared with the text as it stands, and nothing is decoded.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

#include "grammar/text/byte_scan.hpp"
#include "grammar/text/utf8.hpp"

namespace kypho::grammar {

// It reads exactly what utf8::one reads: that rule takes a character only where the bytes are its one
// well-formed encoding (an overlong or broken one decodes to nothing), which is what is compared here.
// Chinese and Japanese notations ask for several glyphs at every move: decoding the glyph again for each
// rule that tried it was a twelfth of reading a Chinese record.
template <char32_t... Cs>
struct utf8_one {
  using rule_t = utf8_one;
  using subs_t = tao::pegtl::empty_list;

  // A character's bytes as the first bytes of a little-endian word: the text's next four bytes, read as
  // that word and masked to the character's length, equal `value` where the character stands.
  struct Encoded {
    std::uint32_t value = 0;
    std::uint32_t mask = 0;
    std::size_t size = 0;
  };
  static constexpr Encoded encode(char32_t c) {
    char bytes[4]{};
    Encoded e;
    e.size = write_utf8(bytes, c);
    for (std::size_t i = 0; i < e.size; ++i) {
      e.value |= std::uint32_t(static_cast<unsigned char>(bytes[i])) << (8 * i);
      e.mask |= 0xFFu << (8 * i);
    }
    return e;
  }
  static constexpr std::array<Encoded, sizeof...(Cs)> ENCODED{encode(Cs)...};

  template <typename ParseInput>
  static bool match(ParseInput& in) {
    const std::size_t n = in.size(4);
    std::uint32_t word = 0;
    if (n >= 4) {
      word = load_le32(in.current());
    } else {
      for (std::size_t i = 0; i < n; ++i) word |= std::uint32_t(static_cast<unsigned char>(in.current()[i])) << (8 * i);
    }
    for (const Encoded& e : ENCODED)
      if (n >= e.size && (word & e.mask) == e.value) {
        in.bump(e.size);
        return true;
      }
    return false;
  }
};

}  // namespace kypho::grammar

// For the grammar analysis: it reads one character, as utf8::one does.
template <typename Name, char32_t... Cs>
struct tao::pegtl::analyze_traits<Name, kypho::grammar::utf8_one<Cs...>> : analyze_any_traits<> {};
