// Whether a move grammar reads a word whole: what a word counts for where a notation or a format is told
// from the words of a text.
#pragma once

#include <tao/pegtl.hpp>

#include <string_view>

namespace kypho::grammar {

template <typename Rule>
bool reads_whole(std::string_view word) {
  tao::pegtl::memory_input in(word.data(), word.size(), "");
  try {
    return tao::pegtl::parse<tao::pegtl::seq<Rule, tao::pegtl::eof>>(in);
  } catch (const tao::pegtl::parse_error&) {
    return false;  // a grammar's must<> fails loudly; here it is only not this notation
  }
}

}  // namespace kypho::grammar
