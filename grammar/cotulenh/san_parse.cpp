#include "grammar/cotulenh/san_parse.hpp"
#include "grammar/cotulenh/san_actions.hpp"

namespace kypho::grammar {

using namespace cotulenh_san;

std::optional<CotulenhSanTurn> parse_cotulenh_san(std::string_view text) {
  pegtl::memory_input in(text.data(), text.size(), "san");
  State s;
  if (!pegtl::parse<whole_turn, action, control>(in, s)) return std::nullopt;
  return std::move(s.turn);
}

}  // namespace kypho::grammar
