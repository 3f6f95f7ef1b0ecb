#include "grammar/xiangqi/ucci_actions.hpp"

namespace kypho::grammar::xiangqi {

using namespace ucci_actions;

void parse_ucci(std::string_view text, const std::function<void(GameSyntax&)>& on_game) {
  // Every game of a UCCI file is in ICCS, a line that could not be read too: its notation is not guessed.
  const std::function<void(GameSyntax&)> in_iccs = [&](GameSyntax& game) {
    game.notation = Notation::ICCS;
    on_game(game);
  };
  line_games::parse<cr::script, ucci_action, CoordinateMove>(
      text, N_("not a UCCI position: expected 'position fen FEN' or 'position startpos', then 'moves'"), in_iccs);
}

}  // namespace kypho::grammar::xiangqi
