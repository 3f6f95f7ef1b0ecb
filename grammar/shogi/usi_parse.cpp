#include "grammar/shogi/usi_actions.hpp"

namespace kypho::grammar::shogi {

using namespace usi_actions;

void parse_usi(std::string_view text, const std::function<void(GameSyntax&)>& on_game) {
  line_games::parse<ur::record, action, MoveSyntax>(
      text, N_("not a USI game: expected 'position startpos' or 'position sfen SFEN', then 'moves'"), on_game);
}

}  // namespace kypho::grammar::shogi
