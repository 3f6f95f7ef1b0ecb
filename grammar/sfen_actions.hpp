// Actions of the SFEN grammar.
#pragma once

#include <charconv>
#include <string>

#include "grammar/sfen.hpp"
#include "grammar/sfen_parse.hpp"

namespace kypho::grammar::sfen {

struct state {
  SfenSyntax& sfen;
  std::vector<SyntaxError>& errors;
  const char* text_begin;
  int row = 0, column = 0;
  bool promoted = false;
  unsigned count = 1;
  template <typename ActionInput>
  std::size_t offset(const ActionInput& in) const {
    return std::size_t(in.begin() - text_begin);
  }
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
    if (s.column < 9 && s.row < 9)
      s.sfen.pieces.push_back({in.peek_char(), s.promoted, std::uint8_t(s.column), std::uint8_t(s.row),
                               s.offset(in) - (s.promoted ? 1 : 0)});
    s.promoted = false;
    ++s.column;
  }
};

template <>
struct action<rules::empty_squares> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.column += in.peek_char() - '0';
  }
};

template <>
struct action<rules::rank_separator> {
  static void apply0(state& s) {
    ++s.row;
    s.column = 0;
  }
};

struct check_rank_width {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    if (s.column != 9)
      s.errors.push_back({s.offset(in), "fen-rank-width",
                          "rank " + std::to_string(s.row + 1) + " covers " + std::to_string(s.column) + " squares; every rank has 9"});
  }
};
template <>
struct action<rules::rank> : check_rank_width {};
template <>
struct action<rules::next_rank> : check_rank_width {};

template <>
struct action<rules::board> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    if (s.row != 8)
      s.errors.push_back({s.offset(in) + in.size(), "fen-rank-count",
                          "the board has " + std::to_string(s.row + 1) + " ranks; a shogi board has 9"});
  }
};

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
    if (ec != std::errc() || s.count > 18) s.errors.push_back({s.offset(in), "fen-counter", "a hand count is at most 18"});
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
