// Actions of the SFEN grammar.
#pragma once

#include <charconv>
#include <string>

#include "grammar/common/board_shape.hpp"
#include "grammar/shogi/sfen.hpp"
#include "grammar/shogi/sfen_parse.hpp"
#include "rules/common/marked.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::grammar::sfen {

// Rank 0 is rank 1, the top.
struct state : board_shape::Cursor {
  SfenSyntax& sfen;
  bool promoted = false;
  unsigned count = 1;
};

template <typename Rule>
struct action : tao::pegtl::nothing<Rule> {};

template <>
struct action<rules::promoted_mark> {
  static void apply0(state& s) { s.promoted = true; }
};

template <>
struct action<rules::letter> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    if (s.file < 9 && s.rank_index < 9)
      s.sfen.pieces.push_back({in.peek_char(), s.promoted, std::uint8_t(s.file), std::uint8_t(s.rank_index),
                               s.offset(in) - (s.promoted ? 1 : 0)});
    s.promoted = false;
    ++s.file;
  }
};

template <>
struct action<rules::empty_squares> : board_shape::skip_empty {};

template <>
struct action<rules::rank_separator> : board_shape::next_rank {};

// Shogi ranks are numbered from the top, as SFEN writes them.
struct Board {
  static constexpr int width = 9, ranks = 9;
  static constexpr int rank_number(int written) { return written + 1; }
  static constexpr const char* width_message = N_("rank {rank} covers {n} squares; every rank has {width}");
  static constexpr const char* count_message = N_("the board has {n} ranks; a shogi board has {ranks}");
};

template <>
struct action<rules::rank> : board_shape::check_rank_width<Board> {};
template <>
struct action<rules::next_rank> : board_shape::check_rank_width<Board> {};
template <>
struct action<rules::board> : board_shape::check_rank_count<Board> {};

template <>
struct action<rules::side_field> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.sfen.side = in.peek_char();
  }
};

template <>
struct action<rules::hand_count> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    const auto [end, ec] = std::from_chars(in.begin(), in.end(), s.count);
    if (ec != std::errc() || s.count > 18) s.errors.push_back({s.offset(in), "fen-counter", tr("a hand count is at most 18")});
  }
};

template <>
struct action<rules::hand_letter> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.sfen.hands.push_back({in.peek_char(), s.count, s.offset(in)});
    s.count = 1;
  }
};

template <>
struct action<rules::move_number> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    std::from_chars(in.begin(), in.end(), s.sfen.move_number);
  }
};

}  // namespace kypho::grammar::sfen
