#include "cli/game_choice.hpp"

#include <fmt/format.h>

#include "grammar/text/messages.hpp"
#include "service/game_kit.hpp"

namespace kypho::cli {

std::optional<Game> game_for_verb(const GlobalOptions& g, Reporter& report, std::string_view verb) {
  std::optional<Game> game;
  if (g.game.empty()) game = Game::XIANGQI;
  for (Game known : all_games())
    if (g.game == game_name(known)) game = known;
  // A rule set the game does not have is refused, not ignored.
  if (game && !has_rules(*game, g.rules)) {
    report.diagnostic(unlocated("kypho", Severity::ERROR, "unsupported-format",
                                msg("--rules {rules}: {game} has no such rule set in this version", arg("rules", g.rules), arg("game", tr(game_title(*game))))));
    return std::nullopt;
  }
  if (game) return game;
  report.diagnostic(unlocated("kypho", Severity::ERROR, "unsupported-format",
                              msg("{verb} for {game} is not available in this version", arg("verb", verb), arg("game", g.game))));
  return std::nullopt;
}

}  // namespace kypho::cli
