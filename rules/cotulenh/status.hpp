// Whether a cờ tư lệnh game goes on from a position, and if not, why and who lost.
#pragma once

#include <cstdint>
#include <optional>

#include "rules/cotulenh/position.hpp"

namespace kypho::cotulenh {

enum class Status : std::uint8_t {
  ONGOING,
  CHECKMATE,           // in check, and no turn leaves the commander safe
  STALEMATE,           // no legal turn, not in check: a draw or a loss, as the profile says
  COMMANDER_CAPTURED,  // a side has no commander left
  AIR_BATTLE,          // the seed: a side has lost both air forces
  SEA_BATTLE,          // the seed: a side has lost both ships
  LAND_BATTLE,         // the seed: a side has lost every tank, infantry and artillery
};

// The seed's battles, each with the forces it is fought with: a side that has none of them left has lost it.
struct Battle {
  Status status;
  KindSet forces;
};
inline constexpr Battle BATTLES[] = {
  {Status::AIR_BATTLE, bit(AIR_FORCE)},
  {Status::SEA_BATTLE, bit(NAVY)},
  {Status::LAND_BATTLE, KindSet(bit(TANK) | bit(INFANTRY) | bit(ARTILLERY))},
};
// Whether side c has lost `battle`: none of its forces is left, carried ones included.
bool lost(const Position& pos, Color c, const Battle& battle);

Status status(Position& pos);
// The ends that need no move generation: a commander gone, or (in the seed) a battle lost; nothing else.
std::optional<Status> decided(const Position& pos);
// The side that lost the game `s` ended, nothing for a draw (both sides lost the same battle at once, or a
// side with no turn where the profile calls it drawn).
std::optional<Color> loser(const Position& pos, Status s);

}  // namespace kypho::cotulenh
