// Which pieces could capture on a point, as @cotulenh/core judges it: each piece of a stack on its own,
// planes through the defender's air defence. Shared by legality (movegen) and heroic promotion (position).
#pragma once

#include <array>
#include <span>

#include "rules/cotulenh/position.hpp"

namespace kypho::cotulenh {

struct Attacker {
  Square square;
  Kind kind;
};

// At most a stack of three on each point of the 8 rays of ATTACK_REACH points round the target.
class Attackers {
 public:
  void push(Attacker a) { list_[count_++] = a; }
  std::span<const Attacker> all() const { return {list_.data(), count_}; }

 private:
  std::array<Attacker, 8 * ATTACK_REACH * MAX_STEPS> list_;
  std::size_t count_ = 0;
};

// The pieces of side `by` that could capture on `target`, ray by ray, nearest first.
Attackers attackers_of(const Position& pos, Square target, Color by);

}  // namespace kypho::cotulenh
