// One of several kinds of glyph (a piece, a sign), each a utf8_one of its own characters, found by the
// character at hand: decoded once, rather than once for each kind a sor tries in turn.
#pragma once

#include <algorithm>
#include <string_view>

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

#include "grammar/common/utf8_one.hpp"
#include "grammar/text/utf8.hpp"

namespace kypho::grammar {

// Reads as sor<Kinds...> reads: the first kind that holds the character here is the only one that can match
// (those before it cannot), so it alone is tried, by its own rule and with its action. Chinese notation asks
// for a piece among thirteen kinds of glyph at every move, and decoding the glyph was most of reading it.
template <typename... Kinds>
struct one_glyph {
  using rule_t = one_glyph;
  using subs_t = tao::pegtl::type_list<Kinds...>;

  // Whether a kind (a utf8_one, whatever names it) holds c: its characters compared in line.
  template <char32_t... Cs>
  static constexpr bool holds(const utf8_one<Cs...>*, char32_t c) {
    return ((c == Cs) || ...);
  }
  template <typename Kind>
  static constexpr bool holds(char32_t c) {
    return holds(static_cast<const Kind*>(nullptr), c);
  }

  template <tao::pegtl::apply_mode A, tao::pegtl::rewind_mode M, template <typename...> class Action, template <typename...> class Control,
            typename ParseInput, typename... States>
  static bool match(ParseInput& in, States&... st) {
    if (in.empty()) return false;
    // Only the kind's own rule says whether the bytes are its character: this decoding only chooses it.
    std::size_t after = 0;
    const char32_t c = next_code_point(std::string_view(in.current(), std::min<std::size_t>(in.size(4), 4)), after);
    bool matched = false;
    (void)((holds<Kinds>(c) && (matched = Control<Kinds>::template match<A, M, Action, Control>(in, st...), true)) || ...);
    return matched;
  }
};

}  // namespace kypho::grammar

// For the grammar analysis: what sor<Kinds...> is.
template <typename Name, typename... Kinds>
struct tao::pegtl::analyze_traits<Name, kypho::grammar::one_glyph<Kinds...>> : analyze_traits<Name, typename tao::pegtl::sor<Kinds...>::rule_t> {};
