#include "rules/cotulenh/status.hpp"

#include <array>
#include <span>

#include "rules/cotulenh/turns.hpp"

namespace kypho::cotulenh {
namespace {

const Battle* battle_of(Status s) {
  for (const Battle& b : BATTLES)
    if (b.status == s) return &b;
  return nullptr;
}

// The kinds each side has on the board, in any stack: one walk over the points answers every battle.
std::array<KindSet, 2> kinds_on_board(const Position& pos) {
  std::array<KindSet, 2> kinds{};
  for (Color c : {RED, BLUE}) pos.occupied(c).for_each([&](Square s) { kinds[c] |= pos.at(s).kinds; });
  return kinds;
}

// Whether a side with these kinds on the board has none of the battle's forces left.
bool none_of(KindSet kinds, const Battle& battle) { return (kinds & battle.forces) == 0; }

}  // namespace

bool lost(const Position& pos, Color c, const Battle& battle) { return none_of(kinds_on_board(pos)[c], battle); }

std::optional<Status> decided(const Position& pos) {
  if (pos.commander(RED) == NO_SQUARE || pos.commander(BLUE) == NO_SQUARE) return Status::COMMANDER_CAPTURED;
  if (!pos.profile().battles_end_game) return std::nullopt;
  // Asked after every ply of a game: the board is walked once, not once for each battle and side.
  const auto kinds = kinds_on_board(pos);
  for (const Battle& b : BATTLES)
    if (none_of(kinds[RED], b) || none_of(kinds[BLUE], b)) return b.status;
  return std::nullopt;
}

Status status(Position& pos) {
  const Color us = pos.side_to_move();
  if (const auto end = decided(pos)) return *end;
  const bool check = pos.in_check();
  // Where a turn may leave the commander in danger (the seed's blunder), mate is having no turn that saves it.
  const auto saves = [&](const Turn& t) {
    if (!check) return true;
    const TurnUndo undo = pos.make(t);
    const bool saved = !commander_in_danger(pos, us);
    pos.unmake(t, undo);
    return saved;
  };
  // A legal sub-move of a whole stack or a lone piece is a turn of its own, and most positions have one
  // that will do: the thousands of deployments need listing only when none does. In check, the
  // commander's own steps are tried first: most often one of them saves it.
  Points commander;
  if (check) commander.set(pos.commander(us));
  for (const Points& from : {commander, ~commander}) {
    Slots<Move, MAX_SUB_MOVES> pseudo;
    const Move* last = generate_pseudo_legal(pos, pseudo.data(), from);
    for (const Move m : std::span<const Move>(pseudo.data(), last))
      if (!m.is(DEPLOY) && legal(pos, m) && saves(Turn(m))) return Status::ONGOING;
  }
  // Whole turns, not sub-moves: a deployment's first sub-move may be legal with no way to end the turn.
  const TurnList turns(pos);
  if (!check) return turns.size() > 0 ? Status::ONGOING : Status::STALEMATE;
  for (const Turn& t : turns)
    if (saves(t)) return Status::ONGOING;
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
      const Battle* battle = battle_of(s);
      const bool red = battle && lost(pos, RED, *battle), blue = battle && lost(pos, BLUE, *battle);
      if (red == blue) return std::nullopt;
      return red ? RED : BLUE;
    }
  }
}

}  // namespace kypho::cotulenh
