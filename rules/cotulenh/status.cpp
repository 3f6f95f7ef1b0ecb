#include "rules/cotulenh/status.hpp"

#include "rules/cotulenh/turns.hpp"

namespace kypho::cotulenh {
namespace {

// The forces each of the seed's battles is fought with: a side that has none of one has lost it.
struct Battle {
  Status status;
  KindSet forces;
};
constexpr Battle BATTLES[] = {
  {Status::AIR_BATTLE, bit(AIR_FORCE)},
  {Status::SEA_BATTLE, bit(NAVY)},
  {Status::LAND_BATTLE, KindSet(bit(TANK) | bit(INFANTRY) | bit(ARTILLERY))},
};

// Whether side c has lost a battle fought with `forces`: none of them is left, carried ones included.
bool lost(const Position& pos, Color c, KindSet forces) {
  for (Square s = 0; s < SQUARE_NB; ++s)
    if (const Stack& st = pos.at(s); !st.empty() && st.color == c && (st.kinds & forces)) return false;
  return true;
}

KindSet forces_of(Status s) {
  for (const Battle& b : BATTLES)
    if (b.status == s) return b.forces;
  return 0;
}

}  // namespace

std::optional<Status> decided(const Position& pos) {
  if (pos.commander(RED) == NO_SQUARE || pos.commander(BLUE) == NO_SQUARE) return Status::COMMANDER_CAPTURED;
  if (pos.profile().battles_end_game)
    for (const Battle& b : BATTLES)
      if (lost(pos, RED, b.forces) || lost(pos, BLUE, b.forces)) return b.status;
  return std::nullopt;
}

Status status(Position& pos) {
  const Color us = pos.side_to_move();
  if (const auto end = decided(pos)) return *end;
  // Whole turns, not sub-moves: a deployment's first sub-move may be legal with no way to end the turn.
  const TurnList turns(pos);
  if (!pos.in_check()) return turns.size() > 0 ? Status::ONGOING : Status::STALEMATE;
  // Where a turn may leave the commander in danger (the seed's blunder), mate is having no turn that saves it.
  for (const Turn& t : turns) {
    const TurnUndo undo = pos.make(t);
    const bool saved = !commander_in_danger(pos, us);
    pos.unmake(t, undo);
    if (saved) return Status::ONGOING;
  }
  return Status::CHECKMATE;
}

std::optional<Color> loser(const Position& pos, Status s) {
  const Color us = pos.side_to_move();
  switch (s) {
    case Status::ONGOING: return std::nullopt;
    case Status::COMMANDER_CAPTURED: return pos.commander(us) == NO_SQUARE ? us : ~us;
    case Status::STALEMATE:
      if (pos.profile().no_turn_draws) return std::nullopt;
      return us;
    case Status::CHECKMATE: return us;
    default: {
      const bool red = lost(pos, RED, forces_of(s)), blue = lost(pos, BLUE, forces_of(s));
      if (red == blue) return std::nullopt;
      return red ? RED : BLUE;
    }
  }
}

}  // namespace kypho::cotulenh
