// What every board grammar (xiangqi's FEN, SFEN, cờ tư lệnh's FEN) does alike: its state's cursor, the
// actions that move it over empty points and to the next rank, and the shape checks: each rank covers the
// board's width, and the board has its number of ranks. A board is a traits type: `width`, `ranks`,
// `game`, `unit` (what a rank covers: points or squares) and `rank(written)`, the name of the rank written
// `written`-th (from 0).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "grammar/common/syntax_error.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::grammar::board_shape {

// The part of a board grammar's state these actions use: where errors go, and the rank and file being read.
struct Cursor {
  std::vector<SyntaxError>& errors;
  const char* text_begin;  // offsets are taken from here: cheaper than asking the input for a position
  int rank_index = 0;      // the rank being read, 0 = the first written
  int file = 0;            // the points or squares it has covered
  template <typename ActionInput>
  std::size_t offset(const ActionInput& in) const {
    return std::size_t(in.begin() - text_begin);
  }
};

// One digit's empty points or squares.
struct skip_empty {
  template <typename ActionInput>
  static void apply(const ActionInput& in, Cursor& s) {
    s.file += in.peek_char() - '0';
  }
};

// The '/' between two ranks.
struct next_rank {
  template <typename ActionInput>
  static void apply(const ActionInput&, Cursor& s) {
    ++s.rank_index;
    s.file = 0;
  }
};

// On each rank, after its last piece or count.
template <typename Board>
struct check_rank_width {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    if (s.file != Board::width)
      s.errors.push_back({s.offset(in), "fen-rank-width",
                          msg(Board::width_message, arg("rank", Board::rank_number(s.rank_index)), arg("n", s.file), arg("width", Board::width))});
  }
};

// On the whole board.
template <typename Board>
struct check_rank_count {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    if (s.rank_index != Board::ranks - 1)
      s.errors.push_back({s.offset(in) + in.size(), "fen-rank-count",
                          msg(Board::count_message, arg("n", s.rank_index + 1), arg("ranks", Board::ranks))});
  }
};

}  // namespace kypho::grammar::board_shape
