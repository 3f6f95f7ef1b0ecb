#include "grammar/cotulenh/ctl_parse.hpp"
#include "grammar/cotulenh/ctl_actions.hpp"

namespace kypho::grammar {

using namespace cotulenh_ctl;

std::optional<CtlTurn> parse_ctl_turn(std::string_view text, std::size_t* reached) {
  pegtl::memory_input in(text.data(), text.size(), "ctl");
  State s{text.data()};
  const bool whole = pegtl::parse<whole_turn, action, control>(in, s);
  if (reached) *reached = s.reached;
  if (!whole) return std::nullopt;
  return std::move(s.turn);
}

}  // namespace kypho::grammar
