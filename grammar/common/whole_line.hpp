// The rule a line-by-line grammar repeats over its lines: what a line holds, then its end. It fails at the end
// of the input, and elsewhere takes the line's end with it, so a star or an until over it always moves on.
// PEGTL's grammar analysis cannot tell that not_at<eof> followed by eolf never matches nothing (eolf alone
// may), so the rule says so itself: it is analysed as a rule that consumes what it matches.
#pragma once

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

namespace kypho::grammar {

template <typename... Rules>
struct whole_line : tao::pegtl::seq<tao::pegtl::not_at<tao::pegtl::eof>, Rules..., tao::pegtl::eolf> {
  using rule_t = whole_line;
};

}  // namespace kypho::grammar

template <typename Name, typename... Rules>
struct tao::pegtl::analyze_traits<Name, kypho::grammar::whole_line<Rules...>> : tao::pegtl::analyze_any_traits<Rules...> {};
