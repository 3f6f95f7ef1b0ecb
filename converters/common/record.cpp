#include "converters/common/record.hpp"

namespace kypho {

std::string_view result_text(Result r) {
  switch (r) {
    case Result::FIRST_WINS: return "1-0";
    case Result::SECOND_WINS: return "0-1";
    case Result::DRAW: return "1/2-1/2";
    case Result::UNKNOWN: break;
  }
  return "*";
}

std::string_view termination_words(Termination t) {
  switch (t) {
    case Termination::RESIGNATION: return "resignation";
    case Termination::TIME_FORFEIT: return "loss on time";
    case Termination::AGREED_DRAW: return "a draw agreed";
    case Termination::PERPETUAL_CHECK: return "perpetual check";
    case Termination::PERPETUAL_CHASE: return "perpetual chase";
    case Termination::MOVE_LIMIT: return "the move limit";
    case Termination::ILLEGAL_MOVE: return "an illegal move";
    case Termination::DECLARATION: return "a declaration";
    case Termination::ABANDONED: return "interruption";
    case Termination::NO_MATE: return "no mate found";
    case Termination::DEFAULT: return "default";
    case Termination::COMMANDER_CAPTURED: return "the capture of the commander";
    case Termination::AIR_BATTLE: return "the air battle";
    case Termination::SEA_BATTLE: return "the sea battle";
    case Termination::LAND_BATTLE: return "the land battle";
    default: return termination_text(t);
  }
}

std::string_view termination_text(Termination t) {
  switch (t) {
    case Termination::NONE: return "";
    case Termination::CHECKMATE: return "checkmate";
    case Termination::STALEMATE: return "stalemate";
    case Termination::RESIGNATION: return "resign";
    case Termination::TIME_FORFEIT: return "time-forfeit";
    case Termination::AGREED_DRAW: return "agreed-draw";
    case Termination::REPETITION: return "repetition";
    case Termination::PERPETUAL_CHECK: return "perpetual-check";
    case Termination::PERPETUAL_CHASE: return "perpetual-chase";
    case Termination::MOVE_LIMIT: return "move-limit";
    case Termination::IMPASSE: return "impasse";
    case Termination::ILLEGAL_MOVE: return "illegal-move";
    case Termination::DECLARATION: return "declaration";
    case Termination::ABANDONED: return "abandoned";
    case Termination::NO_MATE: return "no-mate";
    case Termination::DEFAULT: return "default";
    case Termination::COMMANDER_CAPTURED: return "commander-captured";
    case Termination::AIR_BATTLE: return "air-battle";
    case Termination::SEA_BATTLE: return "sea-battle";
    case Termination::LAND_BATTLE: return "land-battle";
  }
  return "";
}

}  // namespace kypho
