#include "cli/game_kit.hpp"

#include <fmt/format.h>

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
  if (g.game.empty()) return Game::XIANGQI;
  for (Game known : {Game::XIANGQI, Game::SHOGI, Game::COTULENH})
    if (g.game == game_name(known)) return known;
  report.diagnostic(unlocated("kypho", Severity::ERROR, "unsupported-format",
                              fmt::format("{} for {} is not available in this version", verb, g.game)));
  return std::nullopt;
}

}  // namespace kypho::cli
