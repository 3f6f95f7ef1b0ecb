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

// A move as the grammar matched it (see ur::move): its squares' files and ranks, a promotion, a drop's piece.
template <>
struct action<ur::move> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    const std::string_view t = in.string_view();
    MoveSyntax& m = add_event(s, in, Event::MOVE).move;
    if (t[1] == '*') {
      constexpr std::string_view letters = ".PLNSBRG";
      m.drop = true;
      m.piece = Kind(letters.find(t[0]));
    } else {
      m.from_file = std::uint8_t(t[0] - '0');
      m.from_rank = std::uint8_t(t[1] - 'a' + 1);
      m.promote = t.size() == 5 ? 1 : 0;
    }
    m.to_file = std::uint8_t(t[2] - '0');
    m.to_rank = std::uint8_t(t[3] - 'a' + 1);
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
