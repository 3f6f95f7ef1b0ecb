// Whether a cờ tư lệnh game goes on from a position, and if not, why.
#pragma once

#include <cstdint>

#include "rules/cotulenh/position.hpp"

namespace kypho::cotulenh {

enum class Status : std::uint8_t {
  ONGOING,
  CHECKMATE,           // in check with no legal turn
  STALEMATE,           // no legal turn, not in check: a draw or a loss, as the profile says
  COMMANDER_CAPTURED,  // the side to move has no commander left
};

Status status(Position& pos);

}  // namespace kypho::cotulenh
