#include "grammar/shogi/csa_actions.hpp"

namespace kypho::grammar::shogi {

using namespace csa_actions;

void parse_csa(std::string_view text, const std::function<void(GameSyntax&)>& on_game) {
  GameSyntax game;
  state st{game, text.data(), on_game};
  record_input in(text.data(), text.size(), "");
  tao::pegtl::parse<cr::record, action>(in, st);
  st.finish(std::uint32_t(text.size()));
}

}  // namespace kypho::grammar::shogi
