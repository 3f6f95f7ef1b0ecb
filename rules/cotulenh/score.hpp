// The seed's point count: what each side has taken (a kind's value, +10 for a hero) and its bonuses, 100
// for each battle the other side lost (air, sea, land) and 200 for its commander, as a game stopped on
// points or ended by a battle is scored.
#pragma once

#include "rules/cotulenh/position.hpp"

namespace kypho::cotulenh {

struct Score {
  int material[2] = {0, 0};  // on the board, by side
  int taken[2] = {0, 0};     // by Red, by Blue: the standard start's pieces the other side no longer has
  int bonus[2] = {0, 0};     // by Red, by Blue
  int total(Color c) const { return taken[c] + bonus[c]; }
};

Score score(const Position& pos);

}  // namespace kypho::cotulenh
