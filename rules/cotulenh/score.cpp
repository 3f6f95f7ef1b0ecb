#include "rules/cotulenh/score.hpp"

#include <algorithm>
#include <bit>

#include "rules/cotulenh/status.hpp"

namespace kypho::cotulenh {
namespace {

constexpr int HERO_BONUS = 10;
constexpr int BATTLE_BONUS = 100;
constexpr int COMMANDER_BONUS = 200;

int worth(const Profile& profile, const Stack& stack) {
  int points = 0;
  for (KindSet rest = stack.kinds; rest; rest &= KindSet(rest - 1)) {
    const Kind k = Kind(std::countr_zero(rest));
    points += profile.of(k).value + (stack.hero(k) ? HERO_BONUS : 0);
  }
  return points;
}

}  // namespace

Score score(const Position& pos) {
  Score s;
  const Position start = Position::start(pos.profile());
  int at_start[2] = {0, 0};
  for (Square sq = 0; sq < SQUARE_NB; ++sq) {
    if (const Stack& st = pos.at(sq); !st.empty()) s.material[st.color] += worth(pos.profile(), st);
    if (const Stack& st = start.at(sq); !st.empty()) at_start[st.color] += worth(pos.profile(), st);
  }
  for (int c = 0; c < 2; ++c) {
    // Heroes made during the game count for their side, so a side's taken points never go below zero.
    s.taken[1 - c] = std::max(0, at_start[c] - s.material[c]);
    for (const Battle& battle : BATTLES)
      if (lost(pos, Color(c), battle)) s.bonus[1 - c] += BATTLE_BONUS;
    if (pos.commander(Color(c)) == NO_SQUARE) s.bonus[1 - c] += COMMANDER_BONUS;
  }
  return s;
}

}  // namespace kypho::cotulenh
