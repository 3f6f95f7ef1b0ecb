// Which pieces could capture on a point, as @cotulenh/core judges it: each piece of a stack on its own,
// planes through the defender's air defence. Shared by legality (movegen) and heroic promotion (position).
#pragma once

#include "rules/common/small_list.hpp"
#include "rules/cotulenh/position.hpp"

namespace kypho::cotulenh {

struct Attacker {
  Square square;
  Kind kind;
};

// At most a stack of three on each point of the 8 rays of ATTACK_REACH points round the target.
using Attackers = SmallList<Attacker, 8 * ATTACK_REACH * MAX_STEPS>;

// The pieces of side `by` that could capture on `target`, ray by ray, nearest first.
Attackers attackers_of(const Position& pos, Square target, Color by);

}  // namespace kypho::cotulenh
