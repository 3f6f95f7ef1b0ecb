#include "service/game_kit.hpp"

#include "rules/cotulenh/profile.hpp"
#include "rules/shogi/adjudicate.hpp"
#include "rules/xiangqi/adjudicate.hpp"

namespace kypho::service {

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

}  // namespace kypho::service
