#include "rules/cotulenh/status.hpp"

#include "rules/cotulenh/turns.hpp"

namespace kypho::cotulenh {

Status status(Position& pos) {
  if (pos.commander(pos.side_to_move()) == NO_SQUARE) return Status::COMMANDER_CAPTURED;
  // Whole turns, not sub-moves: a deployment's first sub-move may be legal with no way to end the turn.
  if (TurnList(pos).size() > 0) return Status::ONGOING;
  return pos.in_check() ? Status::CHECKMATE : Status::STALEMATE;
}

}  // namespace kypho::cotulenh
