// The actions of the CSA grammar: statements into the game's syntax (its moves, times, the starting board
// and hands, the players and the result), a game per '/'-separated record.
#pragma once

#include <tao/pegtl.hpp>

#include <array>
#include <charconv>
#include <utility>

#include "grammar/common/any_eol.hpp"
#include "grammar/shogi/csa.hpp"
#include "grammar/common/event_actions.hpp"
#include "grammar/shogi/setup.hpp"
#include "grammar/shogi/parse.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::grammar::shogi::csa_actions {

namespace cr = csa::rules;

inline Terminal csa_terminal(std::string_view word, std::int8_t& offender) {
  if (word == "+ILLEGAL_ACTION" || word == "-ILLEGAL_ACTION") {
    offender = word[0] == '+' ? 0 : 1;
    return Terminal::ILLEGAL_WIN;
  }
  struct Entry {
    std::string_view word;
    Terminal terminal;
  };
  static constexpr Entry table[] = {
      {"TORYO", Terminal::RESIGN},        {"CHUDAN", Terminal::ABORT},       {"SENNICHITE", Terminal::REPETITION},
      {"TIME_UP", Terminal::TIME_UP},     {"ILLEGAL_MOVE", Terminal::ILLEGAL_MOVE}, {"JISHOGI", Terminal::IMPASSE},
      {"KACHI", Terminal::DECLARATION},   {"HIKIWAKE", Terminal::DRAW_DECLARATION}, {"TSUMI", Terminal::MATE},
      {"FUZUMI", Terminal::NO_MATE},      {"ERROR", Terminal::ERROR},        {"MAX_MOVES", Terminal::MAX_MOVES},
  };
  for (const auto& e : table)
    if (e.word == word) return e.terminal;
  return Terminal::NONE;
}

struct state {
  GameSyntax& game;
  const char* text_begin;
  const std::function<void(GameSyntax&)>& on_game;
  Setup setup;
  int side = 0;  // of the pieces a `P+` or `P-` line places
  int row = 0, column = 0;
  std::string key;
  bool started = false;
  // The file's `'encoding=` name, met before its first game begins: given to that game.
  std::uint32_t declared_encoding = 0, declared_encoding_length = 0;

  template <typename ActionInput>
  std::uint32_t offset(const ActionInput& in) const {
    return std::uint32_t(in.begin() - text_begin);
  }
  void begin_if_needed(std::uint32_t at) {
    if (started) return;
    game.clear();
    game.begin = at;
    game.declared_encoding = std::exchange(declared_encoding, 0);
    game.declared_encoding_length = std::exchange(declared_encoding_length, 0);
    setup = {};
    started = true;
  }
  void finish(std::uint32_t at) {
    if (!started) return;
    // A board written without its turn line is still the board: other readers let sente move first.
    if (setup.used && game.start_sfen.empty()) {
      game.start_sfen = setup.sfen(0);
      game.errors.push_back({game.start_offset, "missing-turn",
                             tr("the position has no turn line ('+' or '-'); sente (+) is assumed to move first"), true});
    }
    game.end = at;
    on_game(game);
    started = false;
  }
};

template <typename Rule>
struct action : tao::pegtl::nothing<Rule> {};

// Every statement belongs to a game: the first one after a '/' (or the file's start) opens it.
template <>
struct action<cr::statement_start> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.begin_if_needed(s.offset(in));
  }
};

// The move's seven bytes, `+7776FU`, read at once.
template <>
struct action<cr::move> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.begin_if_needed(s.offset(in));
    const std::string_view t = in.string_view();
    auto& e = add_event(s, in, Event::MOVE);
    e.move = {};
    e.move.side = std::int8_t(t[0] == '+' ? 0 : 1);
    e.move.from_file = std::uint8_t(t[1] - '0');
    e.move.from_rank = std::uint8_t(t[2] - '0');
    e.move.drop = e.move.from_file == 0 && e.move.from_rank == 0;
    e.move.to_file = std::uint8_t(t[3] - '0');
    e.move.to_rank = std::uint8_t(t[4] - '0');
    e.move.piece = csa::piece_kind(t.substr(5, 2));
    e.move.piece_after = true;
  }
};

template <>
struct action<cr::time> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    double seconds = 0;
    const auto [end, ec] = std::from_chars(in.begin() + 1, in.end(), seconds);
    if (ec == std::errc::result_out_of_range) seconds = MAX_CLOCK_SECONDS + 1.0;  // hundreds of digits
    add_event(s, in, Event::TIME).seconds = clock_reading(seconds);
  }
};

template <>
struct action<cr::terminal> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.begin_if_needed(s.offset(in));
    auto& e = add_event(s, in, Event::TERMINAL);
    e.terminal = csa_terminal(in.string_view().substr(1), e.terminal_side);
    if (e.terminal == Terminal::NONE) e.type = Event::UNKNOWN;
  }
};

template <>
struct action<cr::row_number> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.row = in.peek_char() - '0';
    s.column = 9;
    if (s.game.start_offset == 0) s.game.start_offset = s.offset(in) - 1;
  }
};

template <>
struct action<cr::cell_piece> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    if (s.column >= 1) s.setup.put(s.column, s.row, in.peek_char() == '+' ? 0 : 1, csa::piece_kind(in.string_view().substr(1, 2)));
    --s.column;
  }
};

template <>
struct action<cr::empty_cell> {
  static void apply0(state& s) {
    s.setup.used = true;
    --s.column;
  }
};

template <>
struct action<cr::pieces_side> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.side = in.peek_char() == '+' ? 0 : 1;
    if (s.game.start_offset == 0) s.game.start_offset = s.offset(in) - 1;
  }
};

template <>
struct action<cr::placed_piece> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    const std::string_view t = in.string_view();
    const int file = t[0] - '0', rank = t[1] - '0';
    if (t.substr(2) == "AL") {
      s.setup.all_to_hand(s.side);
      return;
    }
    const Kind k = csa::piece_kind(t.substr(2));
    if (file == 0 && rank == 0) {
      if (k >= Kind::PAWN && k <= Kind::GOLD) ++s.setup.hands[std::size_t(s.side)][std::size_t(k)];
    } else if (file >= 1 && rank >= 1) {
      s.setup.put(file, rank, s.side, k);
    }
  }
};

template <>
struct action<cr::handicap> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.setup = {};
    s.setup.standard();
    s.game.start_offset = s.offset(in);
    for (std::size_t i = 2; i + 4 <= in.size(); i += 4) {
      const std::string_view t = in.string_view().substr(i, 4);
      if (Setup::on_board(t[0] - '0', t[1] - '0')) s.setup.board[std::size_t(Setup::index(t[0] - '0', t[1] - '0'))] = 0;
    }
  }
};

template <>
struct action<cr::turn> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    if (!s.setup.used) s.setup.standard();
    s.game.start_sfen = s.setup.sfen(in.peek_char() == '+' ? 0 : 1);
  }
};

template <>
struct action<cr::player> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.game.headers.push_back({in.peek_char(1) == '+' ? "先手" : "後手", std::string(in.string_view().substr(2)), s.offset(in)});
  }
};

template <>
struct action<cr::info_key> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.key = in.string();
  }
};

template <>
struct action<cr::info_value> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.game.headers.push_back({"$" + s.key, in.string(), s.offset(in)});
  }
};

template <>
struct action<cr::comment> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    // `'*` comments are the record's, plain `'` lines notes to whoever reads the file: both are kept (the
    // reader tells them apart), those before a game's first statement as its opening comment.
    s.begin_if_needed(s.offset(in));
    add_event(s, in, Event::COMMENT);
  }
};

template <>
struct action<declared::encoding_name> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.declared_encoding = s.offset(in);
    s.declared_encoding_length = std::uint32_t(in.size());
  }
};

template <>
struct action<cr::separator> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.finish(s.offset(in));
  }
};

template <Event::Type Type>
struct add_unread {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.begin_if_needed(s.offset(in));
    add_event(s, in, Type);
  }
};
template <>
struct action<cr::unknown_statement> : add_unread<Event::UNKNOWN> {};
template <>
struct action<cr::unread_move> : add_unread<Event::UNREAD_MOVE> {};

}  // namespace kypho::grammar::shogi::csa_actions
