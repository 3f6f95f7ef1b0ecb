// The actions of the USI grammar: each `position` line's start (SFEN) and moves into a game's syntax.
#pragma once

#include <tao/pegtl.hpp>

#include "grammar/common/event_actions.hpp"
#include "grammar/common/line_games.hpp"
#include "grammar/shogi/parse.hpp"
#include "grammar/shogi/usi.hpp"

namespace kypho::grammar::shogi::usi_actions {

namespace ur = usi::rules;

using state = line_games::State<GameSyntax, MoveSyntax>;

template <typename Rule>
struct action : line_games::action<Rule> {};

template <>
struct action<ur::sfen_text> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.game.start_sfen = in.string();
    s.game.start_offset = s.offset(in);
  }
};

template <>
struct action<ur::from_square> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.move = {};
    s.move.from_file = std::uint8_t(in.begin()[0] - '0');
    s.move.from_rank = std::uint8_t(in.begin()[1] - 'a' + 1);
    s.move.promote = 0;
  }
};

template <>
struct action<ur::drop_piece> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    constexpr std::string_view letters = ".PLNSBRG";
    s.move = {};
    s.move.drop = true;
    s.move.piece = Kind(letters.find(in.peek_char()));
  }
};

template <>
struct action<ur::to_square> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.move.to_file = std::uint8_t(in.begin()[0] - '0');
    s.move.to_rank = std::uint8_t(in.begin()[1] - 'a' + 1);
  }
};

template <>
struct action<ur::promotion> {
  static void apply0(state& s) { s.move.promote = 1; }
};

template <>
struct action<ur::move> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    add_event(s, in, Event::MOVE).move = s.move;
  }
};

template <>
struct action<ur::terminal> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    add_event(s, in, Event::TERMINAL).terminal = in.peek_char() == 'r' ? Terminal::RESIGN : Terminal::DECLARATION;
  }
};

template <>
struct action<ur::unknown_word> : push_event<Event::UNKNOWN> {};

}  // namespace kypho::grammar::shogi::usi_actions
