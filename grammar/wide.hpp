// Full-width forms: Chinese and Japanese input methods type Ｃ２＝５ for C2=5. Every ASCII character a
// move notation uses is also read in its full-width form (U+FF01–U+FF5E, the ASCII code plus 0xFEE0).
#pragma once

#include <tao/pegtl.hpp>

#include "grammar/utf8.hpp"

namespace kypho::grammar {

inline constexpr char32_t FULL_WIDTH_OFFSET = 0xFEE0;

template <char... Cs>
struct wide_one : tao::pegtl::sor<tao::pegtl::one<Cs...>, tao::pegtl::utf8::one<(char32_t(Cs) + FULL_WIDTH_OFFSET)...>> {};

template <char Lo, char Hi>
struct wide_range : tao::pegtl::sor<tao::pegtl::range<Lo, Hi>,
                                    tao::pegtl::utf8::range<char32_t(Lo) + FULL_WIDTH_OFFSET, char32_t(Hi) + FULL_WIDTH_OFFSET>> {};

// The ASCII character a matched wide_one or wide_range stands for.
template <typename ActionInput>
char ascii_of(const ActionInput& in) {
  std::size_t i = 0;
  const char32_t cp = next_code_point(in.string_view(), i);
  return char(cp < 0x80 ? cp : cp - FULL_WIDTH_OFFSET);
}

template <typename ActionInput>
bool is_wide(const ActionInput& in) {
  return static_cast<unsigned char>(in.peek_char()) >= 0x80;
}

}  // namespace kypho::grammar
