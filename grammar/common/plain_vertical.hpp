// A vertical move as nearly every move of a typed record is written: a piece letter, a file, a sign and a
// number, four ASCII bytes (WXF `C2.5`, Vietnamese `P2-5`).
#pragma once

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

namespace kypho::grammar {

// Bytes a notation writes in one place, as a set to ask of one byte.
template <char... Cs>
struct byte_set {
  static constexpr bool has(char c) { return ((c == Cs) || ...); }
};

// Read in one step, where a notation's rules read the same move in four (a letter among seven kinds, a
// file, a sign among three, a number), each with its action: the most of the time spent reading such a
// move. `Letters` and `Signs` are the notation's official upper-case letters and its one-byte signs, whose
// actions note no spelling (no synonym, case or width), so that the notation's own rules, tried after
// this one, would read the same four bytes into the same fields; anything else fails here, consuming
// nothing, and they read it. Its action reads the fields from the four bytes.
template <typename Letters, typename Signs>
struct plain_vertical {
  using rule_t = plain_vertical;
  using subs_t = tao::pegtl::empty_list;

  static constexpr bool is_digit_1_9(char c) { return c >= '1' && c <= '9'; }

  template <typename ParseInput>
  static bool match(ParseInput& in) {
    if (in.size(4) < 4) return false;
    const char* p = in.current();
    if (!Letters::has(p[0]) || !is_digit_1_9(p[1]) || !Signs::has(p[2]) || !is_digit_1_9(p[3])) return false;
    in.bump_in_this_line(4);
    return true;
  }
};

}  // namespace kypho::grammar

template <typename Name, typename Letters, typename Signs>
struct tao::pegtl::analyze_traits<Name, kypho::grammar::plain_vertical<Letters, Signs>> : analyze_any_traits<> {};
