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

// A square as written, its file's digit and its rank's letter, into a move's fields.
inline void read_square(const char* at, std::uint8_t& file, std::uint8_t& rank) {
  file = std::uint8_t(at[0] - '0');
  rank = std::uint8_t(at[1] - 'a' + 1);
}

// A move as the grammar matched it (see ur::move_text): its squares, a promotion, a drop's piece.
template <>
struct action<ur::move> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    const std::string_view t = in.string_view();
    MoveSyntax& m = add_event(s, in, Event::MOVE).move;
    if (t[1] == '*') {
      m.drop = true;
      m.piece = Kind(ur::DROP_LETTERS.find(t[0]));
    } else {
      read_square(t.data(), m.from_file, m.from_rank);
      m.promote = t.size() == 5 ? 1 : 0;
    }
    read_square(t.data() + 2, m.to_file, m.to_rank);
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
template <>
struct action<ur::unread_move> : push_event<Event::UNREAD_MOVE> {};

}  // namespace kypho::grammar::shogi::usi_actions
