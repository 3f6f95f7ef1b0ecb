#include "service/game_kit.hpp"

#include <fmt/format.h>

#include "converters/common/text_join.hpp"

namespace kypho::service {

const GameKit& xiangqi_kit();
const GameKit& shogi_kit();
const GameKit& cotulenh_kit();
const GameKit& jieqi_kit();

const GameKit& kit_of(Game g) {
  switch (g) {
    case Game::SHOGI: return shogi_kit();
    case Game::COTULENH: return cotulenh_kit();
    case Game::JIEQI: return jieqi_kit();
    case Game::XIANGQI: break;
  }
  return xiangqi_kit();
}

bool has_rules(Game g, std::string_view rules) { return kit_of(g).has_rule_set(rules); }

bool any_game_has_rules(std::string_view rules) {
  return std::ranges::any_of(all_games(), [&](Game g) { return has_rules(g, rules); });
}

std::string all_rule_set_names() {
  std::string out;
  const std::string_view first_noun = rule_sets_noun(all_games().front());
  for (Game g : all_games()) {
    std::string names;
    for (std::string_view name : kit_of(g).rule_set_names()) append_item(names, ", ", name);
    // The noun is said once while the games share it.
    const std::string_view noun = rule_sets_noun(g);
    append_item(out, "; ", out.empty()           ? fmt::format("{}'s {} are: {}", game_title(g), noun, names)
                           : noun == first_noun ? fmt::format("{}'s: {}", game_title(g), names)
                                                : fmt::format("{}'s {}: {}", game_title(g), noun, names));
  }
  return out;
}

}  // namespace kypho::service
