// What cờ tư lệnh's FEN grammar builds while it matches: pieces and stacks with their points, hero marks and
// offsets, and the fields.
#pragma once

#include <string>

#include "grammar/common/board_shape.hpp"
#include "grammar/cotulenh/fen.hpp"
#include "grammar/cotulenh/fen_parse.hpp"
#include "rules/common/marked.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::grammar::cotulenh_fen {

// Rank 0 is the first written, rank 12.
struct State : board_shape::Cursor {
  CotulenhFenSyntax& fen;
  bool hero = false;
  bool in_stack = false;
  int counters_seen = 0;
};

template <typename Rule>
struct action : tao::pegtl::nothing<Rule> {};

template <>
struct action<rules::hero_mark> {
  template <typename ActionInput>
  static void apply(const ActionInput&, State& s) { s.hero = true; }
};

template <>
struct action<rules::piece_letter> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, State& s) {
    const int rank = 11 - s.rank_index;
    if (s.file < 11 && rank >= 0) s.fen.pieces.push_back({in.peek_char(), s.hero, std::uint8_t(s.file), std::uint8_t(rank), s.offset(in)});
    s.hero = false;
    if (!s.in_stack) ++s.file;
  }
};

template <>
struct action<rules::hero_letter> : action<rules::piece_letter> {};

template <>
struct action<rules::stack_open> {
  template <typename ActionInput>
  static void apply(const ActionInput&, State& s) { s.in_stack = true; }
};

template <>
struct action<rules::stack_close> {
  template <typename ActionInput>
  static void apply(const ActionInput&, State& s) {
    s.in_stack = false;
    ++s.file;
  }
};

template <>
struct action<rules::empty_points> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, State& s) {
    const int n = in.size() == 1 ? in.peek_char() - '0' : 10 + (in.peek_char(1) - '0');
    if (n == 0 || n > 11)
      s.errors.push_back({s.offset(in), "fen-rank-width", msg("{n} empty points: a rank has 11 points", arg("n", n))});
    s.file += n;
  }
};

template <>
struct action<rules::rank_separator> : board_shape::next_rank {};

// Ranks are named from Red's side: the first written is rank 12.
struct Board {
  static constexpr int width = 11, ranks = 12;
  static constexpr int rank_number(int written) { return 12 - written; }
  static constexpr const char* width_message = N_("rank {rank} covers {n} points; every rank has {width}");
  static constexpr const char* count_message = N_("the board has {n} ranks; a cờ tư lệnh board has {ranks}");
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

}  // namespace kypho::grammar::cotulenh_fen
