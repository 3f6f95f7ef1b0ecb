// Full-width forms: Chinese and Japanese input methods type Ｃ２＝５ for C2=5. Every ASCII character a
// move notation uses is also read in its full-width form (U+FF01–U+FF5E, the ASCII code plus 0xFEE0).
#pragma once

#include <array>
#include <cstdint>
#include <type_traits>

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

#include "grammar/common/utf8_one.hpp"
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
struct typographic_dash : utf8_one<U'\u2010', U'\u2011', U'\u2012', U'\u2013', U'\u2014', U'\u2015', U'\u2212'> {
  static constexpr std::array<char, 0> ASCII{};  // none: one_kind tries it only for a byte outside ASCII
};
inline constexpr bool is_typographic_dash(char32_t cp) { return (cp >= 0x2010 && cp <= 0x2015) || cp == 0x2212; }

template <char... Cs>
struct wide_one : tao::pegtl::sor<tao::pegtl::one<Cs...>, tao::pegtl::seq<tao::pegtl::one<char(0xEF)>, tao::pegtl::sor<full_width_tail<Cs>...>>,
                                  std::conditional_t<((Cs == '-') || ...), typographic_dash, tao::pegtl::failure>> {
  static constexpr std::array<char, sizeof...(Cs)> ASCII{Cs...};  // the characters, as one_kind looks them up
};

// One of `Kinds`, each a wide_one of its own characters (no two share one) or a typographic_dash, tried as
// sor<Kinds...> would try them: an ASCII byte names the only one that can match, which is the only one
// tried, and any other byte (a full-width form, a typographic dash) tries them all in order. A notation's piece letters and
// signs are asked for at every move, where a sor of seven kinds costs seven failed tries.
template <typename... Kinds>
struct one_kind {
  using rule_t = one_kind;
  using subs_t = tao::pegtl::type_list<Kinds...>;

  static constexpr std::uint8_t NONE = 0xFF;
  static constexpr std::array<std::uint8_t, 128> KIND_OF = [] {
    std::array<std::uint8_t, 128> kind{};
    kind.fill(NONE);
    std::uint8_t index = 0;
    const auto add = [&](const auto& ascii) {
      for (const char c : ascii) {
        if (static_cast<unsigned char>(c) >= 128 || kind[std::size_t(c)] != NONE) throw "one_kind: kinds must have ASCII characters of their own";
        kind[std::size_t(c)] = index;
      }
      ++index;
    };
    (add(Kinds::ASCII), ...);
    return kind;
  }();

  template <tao::pegtl::apply_mode A, tao::pegtl::rewind_mode M, template <typename...> class Action, template <typename...> class Control,
            typename ParseInput, typename... States>
  static bool match(ParseInput& in, States&... st) {
    if (in.empty()) return false;
    const auto c = static_cast<unsigned char>(in.peek_char());
    if (c >= 128) return (Control<Kinds>::template match<A, tao::pegtl::rewind_mode::required, Action, Control>(in, st...) || ...);
    const std::uint8_t kind = KIND_OF[c];
    std::uint8_t index = 0;
    bool matched = false;
    (void)((index++ == kind && (matched = Control<Kinds>::template match<A, M, Action, Control>(in, st...), true)) || ...);
    return matched;
  }
};

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

// For the grammar analysis: what sor<Kinds...> is.
template <typename Name, typename... Kinds>
struct tao::pegtl::analyze_traits<Name, kypho::grammar::one_kind<Kinds...>> : analyze_traits<Name, typename tao::pegtl::sor<Kinds...>::rule_t> {};
