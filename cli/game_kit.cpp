#include "cli/game_kit.hpp"

#include <fmt/format.h>

#include "rules/cotulenh/profile.hpp"
#include "rules/shogi/adjudicate.hpp"
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

bool has_rules(Game g, std::string_view rules) {
  return rules.empty() || (g == Game::COTULENH && cotulenh::find_profile(rules)) || (g == Game::XIANGQI && xiangqi::find_rules(rules)) ||
         (g == Game::SHOGI && shogi::find_rules(rules));
}

std::optional<Game> game_for_verb(const GlobalOptions& g, Reporter& report, std::string_view verb) {
  std::optional<Game> game;
  if (g.game.empty()) game = Game::XIANGQI;
  for (Game known : {Game::XIANGQI, Game::SHOGI, Game::COTULENH})
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
