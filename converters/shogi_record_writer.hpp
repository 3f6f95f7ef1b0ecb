// Writes a shogi record as USI, CSA V2.2, KIF or KI2. Headers, comments, times, branches (KIF) and the way
// the game ended are carried; what a format cannot carry is reported, never dropped silently.
#pragma once

#include <string>

#include "converters/shogi_record_reader.hpp"

namespace kypho::shogi {

enum class ShogiFormat : std::uint8_t { USI, CSA, KIF, KI2, JKF };

// The position as a BOD board diagram (hands, the framed board, the side to move when gote).
std::string write_bod(const Position& pos);

// `lost` collects what the format could not hold (variations in CSA and USI, comments in USI, ...).
std::string write_shogi_record(const ShogiRecord& record, ShogiFormat format, std::vector<std::string>& lost);

}  // namespace kypho::shogi
