#include "cli/game_kit.hpp"

#include <fmt/format.h>

#include "rules/cotulenh/profile.hpp"
#include "rules/xiangqi/adjudicate.hpp"

namespace kypho::cli {

const GameKit& xiangqi_kit();
const GameKit& shogi_kit();
const GameKit& cotulenh_kit();

const GameKit& kit_of(Game g) {
  switch (g) {
    case Game::SHOGI: return shogi_kit();
    case Game::COTULENH: return cotulenh_kit();
    case Game::XIANGQI: break;
  }
  return xiangqi_kit();
}

std::optional<Game> game_for_verb(const GlobalOptions& g, Reporter& report, std::string_view verb) {
  std::optional<Game> game;
  if (g.game.empty()) game = Game::XIANGQI;
  for (Game known : {Game::XIANGQI, Game::SHOGI, Game::COTULENH})
    if (g.game == game_name(known)) game = known;
  // A rule set the game does not have is refused, not ignored.
  const bool known = g.rules.empty() || (game == Game::COTULENH && cotulenh::find_profile(g.rules)) ||
                     (game == Game::XIANGQI && xiangqi::find_rules(g.rules));
  if (game && !known) {
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
