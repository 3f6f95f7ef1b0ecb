#include "grammar/common/any_eol.hpp"
#include "grammar/shogi/ki2_actions.hpp"

namespace kypho::grammar::shogi {

void parse_ki2(std::string_view text, const std::function<void(GameSyntax&)>& on_game) {
  GameSyntax game;
  kif_actions::state st{game, text.data()};
  record_input in(text.data(), text.size(), "");
  tao::pegtl::parse<ki2::rules::record, kif_actions::action>(in, st);
  kif_actions::close_setup(st);
  game.end = text.size();
  on_game(game);
}

}  // namespace kypho::grammar::shogi
