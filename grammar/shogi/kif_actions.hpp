// The actions of the KIF grammar, shared with KI2, which has the same headers, board diagram, comments
// and branches: what a line holds goes into the game's syntax, and the start position is assembled.
#pragma once

#include <tao/pegtl.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>

#include "grammar/common/event_actions.hpp"
#include "grammar/shogi/kif.hpp"
#include "grammar/shogi/parse.hpp"
#include "grammar/shogi/setup.hpp"

namespace kypho::grammar::shogi::kif_actions {


namespace kr = kif::rules;

// The value of one digit as KIF writes it: full-width １…９, kanji 一…九, or ASCII.
inline int digit_value(std::string_view text) {
  if (text.size() == 1) return text[0] - '0';
  if (text.size() == 3 && static_cast<unsigned char>(text[0]) == 0xEF) return static_cast<unsigned char>(text[2]) - 0x90;
  constexpr std::array<std::string_view, 9> kanji{"一", "二", "三", "四", "五", "六", "七", "八", "九"};
  for (std::size_t i = 0; i < kanji.size(); ++i)
    if (text.starts_with(kanji[i])) return int(i) + 1;
  return 0;
}

// Counts in hands: 一…九, 十, 十一…十八.
inline int kanji_count(std::string_view text) {
  if (text.empty()) return 1;
  if (text.starts_with("十")) return 10 + (text.size() > 3 ? digit_value(text.substr(3)) : 0);
  return digit_value(text);
}

// The piece a name (as the grammar's table spells it) is.
inline Kind kind_of_glyph(std::string_view g) {
  for (const auto& [name, kind] : kr::PIECE_NAMES)
    if (name == g) return kind;
  return Kind::NONE;
}

inline Terminal terminal_of(std::string_view w) {
  struct Entry {
    std::string_view word;
    Terminal terminal;
  };
  static constexpr Entry table[] = {
      {"投了", Terminal::RESIGN}, {"中断", Terminal::ABORT}, {"千日手", Terminal::REPETITION}, {"詰み", Terminal::MATE},
      {"持将棋", Terminal::IMPASSE}, {"切れ負け", Terminal::TIME_UP}, {"反則勝ち", Terminal::ILLEGAL_WIN},
      {"反則負け", Terminal::ILLEGAL_MOVE}, {"入玉勝ち", Terminal::DECLARATION}, {"不戦勝", Terminal::DEFAULT_WIN},
      {"不戦敗", Terminal::DEFAULT_LOSS}, {"封じ手", Terminal::SEALED}, {"不詰", Terminal::NO_MATE}, {"詰", Terminal::MATE},
  };
  for (const auto& e : table)
    if (e.word == w) return e.terminal;
  return Terminal::NONE;
}

// h:mm:ss, mm:ss or any run of digit groups; each step is capped so that no digit run can overflow.
inline std::int32_t clock_seconds(std::string_view text) {
  constexpr double cap = MAX_CLOCK_SECONDS + 1.0;
  double total = 0, part = 0;
  for (char c : text) {
    if (c == ':') {
      total = std::min(total * 60 + part, cap);
      part = 0;
    } else {
      part = std::min(part * 10 + (c - '0'), cap);
    }
  }
  return clock_reading(total * 60 + part);
}

struct state {
  GameSyntax& game;
  const char* text_begin;
  Setup setup;
  int side_to_move = -1;
  int row = 0, column = 0;
  int cell_side = 0;
  std::string key;
  MoveSyntax move;
  Event time{Event::TIME, 0, 0};
  std::uint32_t ply = 0;
  bool has_time = false, fork = false;
  std::uint32_t span_offset = 0, span_length = 0;  // of the move or terminal word on the current line
  Terminal terminal = Terminal::NONE;
  std::vector<Event> line_moves;  // KI2: the moves of the line being read, kept if the line is all moves

  template <typename ActionInput>
  std::uint32_t offset(const ActionInput& in) const {
    return std::uint32_t(in.begin() - text_begin);
  }
};

template <typename Rule>
struct action : tao::pegtl::nothing<Rule> {};

// The start position is complete once the first move or move header appears.
inline void close_setup(state& s) {
  if (s.setup.used && s.game.start_sfen.empty()) s.game.start_sfen = s.setup.sfen(s.side_to_move < 0 ? 0 : s.side_to_move);
}



template <>
struct action<kr::ply> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.move = {};
    s.has_time = s.fork = false;
    s.terminal = Terminal::NONE;
    std::from_chars(in.begin(), in.end(), s.ply);
  }
};

template <>
struct action<kr::square> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    const std::string_view t = in.string_view();
    const std::size_t file_size = static_cast<unsigned char>(t[0]) < 0x80 ? 1 : 3;
    s.move.to_file = std::uint8_t(digit_value(t.substr(0, file_size)));
    s.move.to_rank = std::uint8_t(digit_value(t.substr(file_size)));
  }
};

template <>
struct action<kr::same> {
  static void apply0(state& s) { s.move.same = true; }
};

template <>
struct action<kr::piece> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.move.piece = kind_of_glyph(in.string_view());
  }
};

template <>
struct action<kr::promote> {
  static void apply0(state& s) { s.move.promote = 1; }
};

template <>
struct action<kr::decline> {
  static void apply0(state& s) { s.move.promote = 0; }
};

template <>
struct action<kr::from_square> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.move.from_file = std::uint8_t(in.begin()[1] - '0');
    s.move.from_rank = std::uint8_t(in.begin()[2] - '0');
  }
};

template <>
struct action<kr::drop> {
  static void apply0(state& s) { s.move.drop = true; }
};

template <>
struct action<kr::time_spent> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.time.seconds = clock_seconds(in.string_view());
    s.time.offset = s.offset(in);
    s.has_time = true;
  }
};

template <>
struct action<kr::time_total> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.time.total_seconds = clock_seconds(in.string_view());
  }
};

template <>
struct action<kr::fork_mark> {
  static void apply0(state& s) { s.fork = true; }
};

template <>
struct action<kr::move> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.span_offset = s.offset(in);
    s.span_length = std::uint32_t(in.size());
  }
};

template <>
struct action<kr::terminal_word> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.span_offset = s.offset(in);
    s.span_length = std::uint32_t(in.size());
    s.terminal = terminal_of(in.string_view());
  }
};

template <>
struct action<kr::move_line> {
  static void apply0(state& s) {
    close_setup(s);
    // Filled in where it lies, not copied in from the stack (see Record::add_move).
    Event& e = s.game.events.emplace_back();
    e.type = s.terminal != Terminal::NONE ? Event::TERMINAL : Event::MOVE;
    e.offset = s.span_offset;
    e.length = s.span_length;
    e.move = s.move;
    e.terminal = s.terminal;
    e.ply = s.ply;
    e.has_fork = s.fork;
    if (s.has_time) s.game.events.push_back(s.time);
  }
};

template <>
struct action<declared::encoding_name> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.game.declared_encoding = s.offset(in);
    s.game.declared_encoding_length = in.size();
  }
};

template <>
struct action<kr::comment_text> : push_event<Event::COMMENT> {};

template <>
struct action<kr::bookmark> : push_event<Event::COMMENT> {};

template <>
struct action<kr::note> : push_event<Event::COMMENT> {};

// A summary line says how the game ended: `まで49手で詰み`, `まで3手で時間切れにより先手の勝ち`.
template <typename ActionInput>
void summary_terminal(const ActionInput& in, state& s) {
  const std::string_view t = in.string_view();
  struct Entry {
    std::string_view word;
    Terminal terminal;
  };
  static constexpr Entry order[] = {
      {"中断", Terminal::ABORT},          {"千日手", Terminal::REPETITION},  {"持将棋", Terminal::IMPASSE},
      {"時間切れ", Terminal::TIME_UP},    {"反則勝ち", Terminal::ILLEGAL_WIN}, {"反則負け", Terminal::ILLEGAL_MOVE},
      {"入玉勝ち", Terminal::DECLARATION}, {"不詰", Terminal::NO_MATE},       {"詰", Terminal::MATE},
      {"封じ手", Terminal::SEALED},       {"勝ち", Terminal::RESIGN},
  };
  for (const auto& e : order)
    if (t.find(e.word) != std::string_view::npos) {
      add_event(s, in, Event::TERMINAL).terminal = e.terminal;
      return;
    }
}

// KIF says how a line ended in a terminal move line (`3 投了`), and Kifu for Windows says it again in a
// summary (`まで2手で後手の勝ち`): the summary is read where no terminal line of its line said it.
template <>
struct action<kr::summary> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    for (auto e = s.game.events.rbegin(); e != s.game.events.rend() && e->type != Event::BRANCH; ++e)
      if (e->type == Event::TERMINAL) return;
    summary_terminal(in, s);
  }
};

// On the whole line, not on its number: a line that only starts like a branch is a header instead.
template <>
struct action<kr::branch> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    const std::string_view text = in.string_view();
    const auto digits = text.find_first_of("0123456789");
    Event e{Event::BRANCH, std::uint32_t(s.offset(in) + digits), 0};
    const auto [end, ec] = std::from_chars(text.data() + digits, text.data() + text.size(), e.ply);
    e.length = std::uint32_t(end - (text.data() + digits));
    s.game.events.push_back(e);
  }
};

template <>
struct action<kr::move_header> {
  static void apply0(state& s) { close_setup(s); }
};

template <>
struct action<kr::board_frame> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    if (s.game.start_offset == 0) s.game.start_offset = s.offset(in);
  }
};

// Cells fire as they match, even in a row that turns out malformed: each row starts at column 0.
template <>
struct action<kr::row_start> {
  static void apply0(state& s) { s.column = 0; }
};

template <>
struct action<kr::board_row> {
  static void apply0(state& s) { ++s.row; }
};

template <>
struct action<kr::cell_side> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.cell_side = in.peek_char() == ' ' ? 0 : 1;
  }
};

template <>
struct action<kr::cell_piece> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    // Rows are counted before they are read: the row being read is row + 1.
    const int rank = s.row + 1, file = 9 - s.column;
    ++s.column;
    s.setup.used = true;
    const Kind k = kind_of_glyph(in.string_view().substr(1));
    if (k != Kind::NONE && rank <= 9) s.setup.put(file, rank, s.cell_side, k);
  }
};

template <>
struct action<kr::side_to_move> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    const std::string_view t = in.string_view();
    s.side_to_move = t.starts_with("後手") || t.starts_with("上手") ? 1 : 0;
  }
};

template <>
struct action<kr::header_key> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.key = in.string();
  }
};

// Hands in a board diagram: `飛二　角　歩十八` or なし.
inline void read_hand(state& s, int side, std::string_view text) {
  s.setup.used = true;
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ' || text.substr(i, 3) == "\u3000") {
      i += text[i] == ' ' ? 1 : 3;
      continue;
    }
    const std::string_view glyph = text.substr(i, 3);
    const Kind k = kind_of_glyph(glyph);
    i += 3;
    std::size_t j = i;
    while (j < text.size() && text[j] != ' ' && text.substr(j, 3) != "\u3000") j += 3;
    if (k >= Kind::PAWN && k <= Kind::GOLD) s.setup.hands[std::size_t(side)][std::size_t(k)] += kanji_count(text.substr(i, j - i));
    i = j;
  }
}

template <>
struct action<kr::header_value> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    std::string_view trimmed = in.string_view();
    while (trimmed.ends_with("\u3000") || trimmed.ends_with(" ") || trimmed.ends_with("\t"))
      trimmed.remove_suffix(trimmed.back() == ' ' || trimmed.back() == '\t' ? 1 : 3);
    std::string value(trimmed);
    if (s.key == "先手の持駒" || s.key == "下手の持駒" || s.key == "後手の持駒" || s.key == "上手の持駒") {
      if (s.game.start_offset == 0) s.game.start_offset = s.offset(in);
      if (value != "なし") read_hand(s, s.key.starts_with("先手") || s.key.starts_with("下手") ? 0 : 1, value);
      else s.setup.used = true;
      return;
    }
    s.game.headers.push_back({s.key, std::move(value), s.offset(in)});
  }
};

template <>
struct action<kr::unknown_line> : push_event<Event::UNKNOWN> {};
template <>
struct action<kr::unread_move> : push_event<Event::UNREAD_MOVE> {};


}  // namespace kypho::grammar::shogi::kif_actions
