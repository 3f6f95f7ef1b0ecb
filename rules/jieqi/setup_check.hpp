// Which cờ tướng úp set-ups could never arise: xiangqi's checks of the generals, and of the pieces and pools
// by identity. Face-up advisors, elephants and soldiers stand anywhere: they are no set-up problem here.
#pragma once

#include <vector>

#include "rules/jieqi/position.hpp"
#include "rules/xiangqi/setup_check.hpp"

namespace kypho::jieqi {

enum class SetupProblem : std::uint8_t {
  GENERAL,            // xiangqi's: a general missing, doubled or off its palace, generals facing, the mover's opponent in check
  TOO_MANY,           // more of an identity (face up, in the pool, taken face down) than a side starts with
  POOL_SHORT,         // more face-down pieces on the board than their side's pool holds
};

struct SetupIssue {
  SetupProblem problem;
  xiangqi::SetupIssue xiangqi;  // with GENERAL; its piece (colour and type) with TOO_MANY, its colour with POOL_SHORT
};

std::vector<SetupIssue> check_setup(const Position& pos);

}  // namespace kypho::jieqi
