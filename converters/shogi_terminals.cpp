#include "converters/shogi_terminals.hpp"

namespace kypho::shogi {

std::string_view kif_terminal(Termination how, int ended_by, Color mover) {
  switch (how) {
    case Termination::RESIGNATION: return "投了";
    case Termination::ABANDONED: return "中断";
    case Termination::REPETITION: return "千日手";
    case Termination::CHECKMATE: return "詰み";
    case Termination::IMPASSE: return "持将棋";
    case Termination::TIME_FORFEIT: return "切れ負け";
    case Termination::DECLARATION: return "入玉勝ち";
    case Termination::ILLEGAL_MOVE: return ended_by == int(mover) ? "反則負け" : "反則勝ち";
    case Termination::NO_MATE: return "不詰";
    case Termination::DEFAULT: return ended_by == int(mover) ? "不戦敗" : "不戦勝";
    default: return "";
  }
}

std::string_view csa_terminal(Termination how, int ended_by, Color mover) {
  if (how == Termination::ILLEGAL_MOVE && ended_by >= 0 && ended_by != int(mover))
    return ended_by == 0 ? "%+ILLEGAL_ACTION" : "%-ILLEGAL_ACTION";
  switch (how) {
    case Termination::RESIGNATION: return "%TORYO";
    case Termination::ABANDONED: return "%CHUDAN";
    case Termination::REPETITION: return "%SENNICHITE";
    case Termination::TIME_FORFEIT: return "%TIME_UP";
    case Termination::IMPASSE: return "%JISHOGI";
    case Termination::AGREED_DRAW: return "%HIKIWAKE";
    case Termination::MOVE_LIMIT: return "%MAX_MOVES";
    case Termination::DECLARATION: return "%KACHI";
    case Termination::CHECKMATE: return "%TSUMI";
    case Termination::ILLEGAL_MOVE: return "%ILLEGAL_MOVE";
    case Termination::NO_MATE: return "%FUZUMI";
    default: return "";
  }
}

}  // namespace kypho::shogi
