// ICCS coordinates: `h2e2`, `H2-E2`; the 1-based ranks of Fairy-Stockfish and pychess (`h3e3`, `a10a9`).
#pragma once

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

#include "grammar/text/source.hpp"

namespace kypho::grammar::iccs::rules {

namespace pegtl = tao::pegtl;

// clang-format off
struct file : pegtl::ranges< 'a', 'i', 'A', 'I' > {};
struct rank : pegtl::sor< pegtl::string< '1', '0' >, pegtl::digit > {};
struct from_point : pegtl::seq< file, rank > {};
struct to_point : pegtl::seq< file, rank > {};
struct dash : pegtl::one< '-' > {};
struct written_move : pegtl::seq< from_point, pegtl::opt< dash >, to_point, pegtl::not_at< pegtl::alnum > > {};
// clang-format on

// `h2e2` as nearly every ICCS move is written: two points, each a lower-case file and one digit, nothing
// between them and no letter or digit after. Read in one step, where written_move takes two points and
// their actions: the same bytes, into the same fields. Anything else fails here, consuming nothing, and
// written_move reads it (upper case, a dash, the 1-based rank 10).
struct plain_move {
  using rule_t = plain_move;
  using subs_t = pegtl::empty_list;

  static constexpr bool is_file(char c) { return c >= 'a' && c <= 'i'; }
  static constexpr bool is_alnum(char c) { return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

  template <typename ParseInput>
  static bool match(ParseInput& in) {
    const std::size_t left = in.size(5);
    if (left < 4) return false;
    const char* p = in.current();
    if (!is_file(p[0]) || !is_digit(p[1]) || !is_file(p[2]) || !is_digit(p[3]) || (left > 4 && is_alnum(p[4]))) return false;
    in.bump_in_this_line(4);
    return true;
  }
};

struct move : pegtl::sor< plain_move, written_move > {};

}  // namespace kypho::grammar::iccs::rules

template <typename Name>
struct tao::pegtl::analyze_traits<Name, kypho::grammar::iccs::rules::plain_move> : analyze_any_traits<> {};
