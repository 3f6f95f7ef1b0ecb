#include "cli/game_choice.hpp"

#include <fmt/format.h>

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
                                fmt::format("--rules {}: {} has no such rule set in this version", g.rules, game_name(*game))));
    return std::nullopt;
  }
  if (game) return game;
  report.diagnostic(unlocated("kypho", Severity::ERROR, "unsupported-format",
                              fmt::format("{} for {} is not available in this version", verb, g.game)));
  return std::nullopt;
}

}  // namespace kypho::cli
