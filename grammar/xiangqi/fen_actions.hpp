// What the FEN grammar builds while it matches: pieces with their points and offsets, and the fields.
#pragma once

#include <string>

#include "grammar/common/board_shape.hpp"
#include "grammar/xiangqi/fen.hpp"
#include "grammar/xiangqi/fen_parse.hpp"
#include "rules/common/marked.hpp"

namespace kypho::grammar::fen {

// Rank 0 is the first written, Black's back rank.
struct state : board_shape::Cursor {
  FenSyntax& fen;
  std::size_t rank_offset = 0;
  int counters_seen = 0;
};

template <typename Rule>
struct action : tao::pegtl::nothing<Rule> {};

template <>
struct action<rules::piece_letter> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    const int rank = 9 - s.rank_index;
    if (s.file < 9 && rank >= 0)
      s.fen.pieces.push_back({in.peek_char(), std::uint8_t(s.file), std::uint8_t(rank), s.offset(in)});
    ++s.file;
  }
};

template <>
struct action<rules::empty_points> : board_shape::skip_empty {};

template <>
struct action<rules::rank_separator> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    board_shape::next_rank::apply(in, s);
    s.rank_offset = s.offset(in) + 1;
  }
};

// Ranks are named from Red's side: the first written is Black's back rank, rank 10.
struct Board {
  static constexpr int width = 9, ranks = 10;
  static constexpr int rank_number(int written) { return 10 - written; }
  static constexpr const char* width_message = N_("rank {rank} of the board covers {n} points; every rank has {width}");
  static constexpr const char* count_message = N_("the board has {n} ranks; a xiangqi board has {ranks}");
};

template <>
struct action<rules::rank> : board_shape::check_rank_width<Board> {};
template <>
struct action<rules::next_rank> : board_shape::check_rank_width<Board> {};
template <>
struct action<rules::board> : board_shape::check_rank_count<Board> {};

template <>
struct action<rules::side_field> : fen_fields::read_side {};

template <>
struct action<fen_fields::counter> : fen_fields::read_counter {};

}  // namespace kypho::grammar::fen
