// Whether a move grammar reads a word whole: what a word counts for where a notation or a format is told
// from the words of a text.
#pragma once

#include <tao/pegtl.hpp>

#include <string_view>

namespace kypho::grammar {

template <typename Rule>
bool reads_whole(std::string_view word) {
  // No source name and lazy positions: a word is read many times over where a text is weighed, and an
  // input that names its source and counts lines as it goes costs more than most words take to read.
  tao::pegtl::memory_input<tao::pegtl::tracking_mode::lazy, tao::pegtl::eol::lf_crlf, const char*> in(word.data(), word.size(), "");
  try {
    return tao::pegtl::parse<tao::pegtl::seq<Rule, tao::pegtl::eof>>(in);
  } catch (const tao::pegtl::parse_error&) {
    return false;  // a grammar's must<> fails loudly; here it is only not this notation
  }
}

}  // namespace kypho::grammar
