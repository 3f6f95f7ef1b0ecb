// Full-width forms: Chinese and Japanese input methods type Ｃ２＝５ for C2=5. Every ASCII character a
// move notation uses is also read in its full-width form (U+FF01–U+FF5E, the ASCII code plus 0xFEE0).
#pragma once

#include <tao/pegtl.hpp>

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
  const auto b = [&](std::size_t i) { return static_cast<unsigned char>(in.begin()[i]); };
  if (b(0) < 0x80 || in.size() < 3) return char(b(0));
  const char32_t cp = (char32_t(b(0) & 0x0F) << 12) | (char32_t(b(1) & 0x3F) << 6) | char32_t(b(2) & 0x3F);
  return char(cp - FULL_WIDTH_OFFSET);
}

template <typename ActionInput>
bool is_wide(const ActionInput& in) {
  return static_cast<unsigned char>(in.peek_char()) >= 0x80;
}

}  // namespace kypho::grammar
