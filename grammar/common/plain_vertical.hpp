// A vertical move as nearly every move of a typed record is written: a piece letter, a file, a sign and a
// number, four ASCII bytes (WXF `C2.5`, Vietnamese `P2-5`).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

namespace kypho::grammar {

// Each byte's place in `spelled`, a notation's plain letters (or signs) in the order of the grammar's kinds
// (or directions), index 0 and any kind without a plain letter a blank; 0 for a byte that is none of them.
constexpr std::array<std::uint8_t, 256> plain_index(std::string_view spelled) {
  std::array<std::uint8_t, 256> index{};
  for (std::size_t i = 1; i < spelled.size(); ++i)
    if (spelled[i] != ' ') index[static_cast<unsigned char>(spelled[i])] = std::uint8_t(i);
  return index;
}

// Read in one step, where a notation's rules read the same move in four (a letter among seven kinds, a
// file, a sign among three, a number), each with its action: the most of the time spent reading such a
// move. `Spelling::LETTERS` and `Spelling::SIGNS` are the notation's official upper-case letters and its
// one-byte signs (looked up by plain_index's tables), whose actions note no spelling (no synonym, case or
// width), so that the notation's own rules, tried after this one, would read the same four bytes into the
// same fields; anything else fails here, consuming nothing, and they read it. Its action reads the kind and
// the direction from the same tables: one spelling serves the rule and its action.
template <typename Spelling>
struct plain_vertical {
  using rule_t = plain_vertical;
  using subs_t = tao::pegtl::empty_list;

  static constexpr std::array<std::uint8_t, 256> KIND_OF = plain_index(Spelling::LETTERS);
  static constexpr std::array<std::uint8_t, 256> DIRECTION_OF = plain_index(Spelling::SIGNS);
  static constexpr bool is_digit_1_9(char c) { return c >= '1' && c <= '9'; }

  template <typename ParseInput>
  static bool match(ParseInput& in) {
    if (in.size(4) < 4) return false;
    const auto* p = reinterpret_cast<const unsigned char*>(in.current());
    if (KIND_OF[p[0]] == 0 || !is_digit_1_9(char(p[1])) || DIRECTION_OF[p[2]] == 0 || !is_digit_1_9(char(p[3]))) return false;
    in.bump_in_this_line(4);
    return true;
  }
};

}  // namespace kypho::grammar

template <typename Name, typename Spelling>
struct tao::pegtl::analyze_traits<Name, kypho::grammar::plain_vertical<Spelling>> : analyze_any_traits<> {};
