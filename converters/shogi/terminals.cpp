#include "converters/shogi/terminals.hpp"

#include <fmt/format.h>

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

std::string ki2_summary(Termination how, int ended_by, std::uint32_t plies, Color mover) {
  const auto side = [](int c) { return c == 0 ? "先手" : "後手"; };
  const int winner = mover == BLACK ? 1 : 0;
  switch (how) {
    case Termination::RESIGNATION: return fmt::format("まで{}手で{}の勝ち", plies, side(winner));
    case Termination::CHECKMATE: return fmt::format("まで{}手で詰み", plies);
    case Termination::ABANDONED: return fmt::format("まで{}手で中断", plies);
    case Termination::REPETITION: return fmt::format("まで{}手で千日手", plies);
    case Termination::IMPASSE: return fmt::format("まで{}手で持将棋", plies);
    case Termination::TIME_FORFEIT: return fmt::format("まで{}手で時間切れにより{}の勝ち", plies, side(winner));
    case Termination::DECLARATION: return fmt::format("まで{}手で{}の入玉勝ち", plies, side(int(mover)));
    case Termination::ILLEGAL_MOVE:
      return ended_by == int(mover) ? fmt::format("まで{}手で{}の反則負け", plies, side(ended_by))
                                    : fmt::format("まで{}手で{}の反則勝ち", plies, side(int(mover)));
    case Termination::NO_MATE: return fmt::format("まで{}手で不詰", plies);
    default: return {};
  }
}

}  // namespace kypho::shogi
