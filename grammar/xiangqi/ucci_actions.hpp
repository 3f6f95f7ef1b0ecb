// The actions of the UCCI grammar: each `position` line's start (a FEN, as the game's [FEN]) and ICCS moves.
#pragma once

#include <tao/pegtl.hpp>

#include "grammar/common/event_actions.hpp"
#include "grammar/xiangqi/iccs_actions.hpp"
#include "grammar/common/line_games.hpp"
#include "grammar/xiangqi/ucci.hpp"
#include "grammar/xiangqi/record_parse.hpp"

namespace kypho::grammar::xiangqi::ucci_actions {

namespace cr = ucci::rules;

using UcciState = line_games::State<GameSyntax, CoordinateMove>;

template <typename Rule>
struct ucci_action : line_games::action<Rule> {};

// The start a `fen` names is the game's [FEN]: its reader judges it where it stands in the line.
template <>
struct ucci_action<cr::fen_text> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, UcciState& s) {
    s.game.tags.push_back({"FEN", in.string(), s.offset(in), s.offset(in)});
  }
};

template <>
struct ucci_action<iccs::rules::from_point> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, UcciState& s) {
    s.move = {};
    read_point(in.string_view(), s.move.from_file, s.move.from_rank, s.move.upper_case);
  }
};

template <>
struct ucci_action<iccs::rules::to_point> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, UcciState& s) {
    bool upper = false;
    read_point(in.string_view(), s.move.to_file, s.move.to_rank, upper);
  }
};

template <>
struct ucci_action<iccs::rules::plain_move> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, UcciState& s) {
    s.move = {};
    read_plain_move(in.string_view(), s.move);
  }
};

template <>
struct ucci_action<iccs::rules::dash> {
  static void apply0(UcciState& s) { s.move.dash = true; }
};

template <>
struct ucci_action<cr::move> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, UcciState& s) {
    auto& move = add_event(s, in, record::MOVE).move;
    move.coordinate = s.move;
    if (s.move.upper_case || s.move.dash) move.vertical.spelling = ENGINE_CASE;
  }
};

template <>
struct ucci_action<cr::unknown_word> : push_event<record::UNKNOWN> {};

}  // namespace kypho::grammar::xiangqi::ucci_actions
