// Full-width forms: Chinese and Japanese input methods type Ｃ２＝５ for C2=5. Every ASCII character a
// move notation uses is also read in its full-width form (U+FF01–U+FF5E, the ASCII code plus 0xFEE0).
#pragma once

#include <type_traits>

#include <tao/pegtl.hpp>

#include "grammar/text/utf8.hpp"

namespace kypho::grammar {

inline constexpr char32_t FULL_WIDTH_OFFSET = 0xFEE0;

// A full-width form is three bytes, EF BC xx or EF BD xx; matched as bytes, so that on the hot path of
// ASCII moves a failed alternative costs one byte compare and no UTF-8 decoding.
template <char C>
struct full_width_tail : tao::pegtl::string<char(0x80 | ((char32_t(C) + FULL_WIDTH_OFFSET) >> 6 & 0x3F)),
                                            char(0x80 | ((char32_t(C) + FULL_WIDTH_OFFSET) & 0x3F))> {};

// Word processors and phones turn a typed '-' into a typographic one: hyphens, dashes and the minus sign
// (U+2010–U+2015, U+2212) are read as '-' wherever a notation has one.
struct typographic_dash : tao::pegtl::utf8::one<U'\u2010', U'\u2011', U'\u2012', U'\u2013', U'\u2014', U'\u2015', U'\u2212'> {};
inline constexpr bool is_typographic_dash(char32_t cp) { return (cp >= 0x2010 && cp <= 0x2015) || cp == 0x2212; }

template <char... Cs>
struct wide_one : tao::pegtl::sor<tao::pegtl::one<Cs...>, tao::pegtl::seq<tao::pegtl::one<char(0xEF)>, tao::pegtl::sor<full_width_tail<Cs>...>>,
                                  std::conditional_t<((Cs == '-') || ...), typographic_dash, tao::pegtl::failure>> {};

// Digits only: their full-width forms share the bytes EF BC.
template <char Lo, char Hi>
struct wide_range : tao::pegtl::sor<tao::pegtl::range<Lo, Hi>,
                                    tao::pegtl::seq<tao::pegtl::string<char(0xEF), char(0xBC)>,
                                                    tao::pegtl::range<char(0x80 | ((char32_t(Lo) + FULL_WIDTH_OFFSET) & 0x3F)),
                                                                      char(0x80 | ((char32_t(Hi) + FULL_WIDTH_OFFSET) & 0x3F))>>> {
  static_assert(Lo >= '0' && Hi <= '9', "the full-width forms of digits are EF BC 90–99");
};

// The ASCII character a matched wide_one or wide_range stands for.
template <typename ActionInput>
char ascii_of(const ActionInput& in) {
  if (static_cast<unsigned char>(in.peek_char()) < 0x80) return in.peek_char();
  std::size_t i = 0;
  const char32_t cp = next_code_point(in.string_view(), i);
  return char(cp < 0x80 ? cp : is_typographic_dash(cp) ? '-' : cp - FULL_WIDTH_OFFSET);
}

template <typename ActionInput>
bool is_wide(const ActionInput& in) {
  return static_cast<unsigned char>(in.peek_char()) >= 0x80;
}

}  // namespace kypho::grammar
