// Runs a grammar over a whole text (a FEN, an SFEN, a position shorthand) whose actions fill a state. A
// syntax error becomes the one error said, in place of what the actions noticed before it: that was about
// text that turned out not to be of the grammar at all.
#pragma once

#include <string_view>
#include <vector>

#include <tao/pegtl.hpp>

#include "grammar/common/syntax_error.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::grammar {

template <typename Grammar, template <typename> class Action, template <typename> class Control, typename State>
bool parse_whole(std::string_view text, const char* source, State& state, std::vector<SyntaxError>& errors) {
  tao::pegtl::memory_input in(text.data(), text.size(), source);
  const std::size_t before = errors.size();
  try {
    tao::pegtl::parse<Grammar, Action, Control>(in, state);
  } catch (const tao::pegtl::parse_error& e) {
    errors.resize(before);
    errors.push_back({e.positions().front().byte, "syntax", tr(e.message())});
    return false;
  }
  return true;
}

}  // namespace kypho::grammar
