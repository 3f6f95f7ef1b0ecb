// The shape checks of every board grammar (xiangqi's FEN, SFEN, cờ tư lệnh's FEN): each rank covers the
// board's width, and the board has its number of ranks. A board is a traits type: `width`, `ranks`,
// `game`, `unit` (what a rank covers: points or squares) and `rank(written)`, the name of the rank written
// `written`-th (from 0). The state counts `file` within the current rank and `rank_index` of it.
#pragma once

#include <string>

namespace kypho::grammar::board_shape {

// On each rank, after its last piece or count.
template <typename Board>
struct check_rank_width {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    if (s.file != Board::width)
      s.errors.push_back({s.offset(in), "fen-rank-width",
                          Board::rank(s.rank_index) + " covers " + std::to_string(s.file) + " " + Board::unit + "; every rank has " +
                              std::to_string(Board::width)});
  }
};

// On the whole board.
template <typename Board>
struct check_rank_count {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    if (s.rank_index != Board::ranks - 1)
      s.errors.push_back({s.offset(in) + in.size(), "fen-rank-count",
                          "the board has " + std::to_string(s.rank_index + 1) + " ranks; a " + Board::game + " board has " +
                              std::to_string(Board::ranks)});
  }
};

}  // namespace kypho::grammar::board_shape
