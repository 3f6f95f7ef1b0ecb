// The words KIF, CSA and KI2 end a line of play with, by how it ended, who ended it (-1: no one) and the
// side to move at its end; empty where the format has none. Writers write them; readers offer them as fixes.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "converters/common/record.hpp"
#include "rules/shogi/types.hpp"

namespace kypho::shogi {

std::string_view kif_terminal(Termination how, int ended_by, Color mover);
std::string_view csa_terminal(Termination how, int ended_by, Color mover);
// KI2's summary line, the only place that format says how a game ended: まで{plies}手で….
std::string ki2_summary(Termination how, int ended_by, std::uint32_t plies, Color mover);

}  // namespace kypho::shogi
