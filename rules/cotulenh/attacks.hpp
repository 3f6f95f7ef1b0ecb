// Which pieces could capture on a point, as @cotulenh/core judges it: each piece of a stack on its own,
// planes through the defender's air defence. Shared by legality (movegen) and heroic promotion (position).
#pragma once

#include <functional>

#include "rules/cotulenh/position.hpp"

namespace kypho::cotulenh {

// Calls `found(square, kind)` for each attacker of `target` of side `by` until it returns true; returns
// whether one did.
bool for_each_attacker(const Position& pos, Square target, Color by, const std::function<bool(Square, Kind)>& found);

}  // namespace kypho::cotulenh
