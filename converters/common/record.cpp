#include "converters/common/record.hpp"
#include "rules/common/marked.hpp"

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
    case Termination::NONE: return "";
    case Termination::CHECKMATE: return N_("checkmate");
    case Termination::STALEMATE: return N_("stalemate");
    case Termination::RESIGNATION: return N_("resignation");
    case Termination::TIME_FORFEIT: return N_("loss on time");
    case Termination::AGREED_DRAW: return N_("a draw agreed");
    case Termination::REPETITION: return N_("repetition");
    case Termination::PERPETUAL_CHECK: return N_("perpetual check");
    case Termination::PERPETUAL_CHASE: return N_("perpetual chase");
    case Termination::MOVE_LIMIT: return N_("the move limit");
    case Termination::IMPASSE: return N_("impasse");
    case Termination::ILLEGAL_MOVE: return N_("an illegal move");
    case Termination::DECLARATION: return N_("a declaration");
    case Termination::ABANDONED: return N_("interruption");
    case Termination::NO_MATE: return N_("no mate found");
    case Termination::DEFAULT: return N_("default");
    case Termination::COMMANDER_CAPTURED: return N_("the capture of the commander");
    case Termination::AIR_BATTLE: return N_("the air battle");
    case Termination::SEA_BATTLE: return N_("the sea battle");
    case Termination::LAND_BATTLE: return N_("the land battle");
  }
  return "";
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

std::string not_replayed_comment(std::string_view text) { return std::string("kypho: not replayed: ").append(text); }

}  // namespace kypho
