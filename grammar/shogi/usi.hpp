// USI records: `position startpos moves 7g7f 3c3d 8h2b+ P*5e`, or `position sfen <SFEN> moves …`;
// one game per line. `resign` and `win` end a game as engines and GUIs write them.
#pragma once

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

#include <string_view>

#include "grammar/common/line_games.hpp"
#include "grammar/common/whole_line.hpp"
#include "grammar/common/wide.hpp"

namespace kypho::grammar::usi::rules {

namespace pegtl = tao::pegtl;

// The letters of the pieces a drop names, each at its Kind's index (Kind::NONE's a dot: no letter).
inline constexpr std::string_view DROP_LETTERS = ".PLNSBRG";

// A move as written: a board move, its two squares and a promotion (`7g7f`, `8h2b+`), or a drop, its piece
// and square (`P*5e`); a square is a file 1-9 and a rank a-i. Spelt out by hand, as one test of a few bytes:
// a USI record is nearly all moves, and read a square at a time, with a rule and an action each, they made
// reading the bench's USI records 3 % slower.
struct move_text {
  using rule_t = move_text;
  using subs_t = pegtl::empty_list;

  static constexpr bool is_square(std::string_view t, std::size_t at) {
    return t.size() >= at + 2 && t[at] >= '1' && t[at] <= '9' && t[at + 1] >= 'a' && t[at + 1] <= 'i';
  }
  static constexpr bool is_drop_piece(char c) { return c != DROP_LETTERS[0] && DROP_LETTERS.find(c) != std::string_view::npos; }
  // The length of the move `t` starts with, 0 when it starts with none.
  static constexpr std::size_t length(std::string_view t) {
    if (is_square(t, 0) && is_square(t, 2)) return t.size() > 4 && t[4] == '+' ? 5 : 4;
    return t.size() >= 2 && is_drop_piece(t[0]) && t[1] == '*' && is_square(t, 2) ? 4 : 0;
  }

  template <typename ParseInput>
  static bool match(ParseInput& in) {
    const std::size_t n = length(std::string_view(in.current(), in.size(5)));
    if (n != 0) in.bump_in_this_line(n);
    return n != 0;
  }
};

// clang-format off
struct resign : pegtl::string< 'r', 'e', 's', 'i', 'g', 'n' > {};
struct win : pegtl::string< 'w', 'i', 'n' > {};
struct word_end : pegtl::at< pegtl::sor< pegtl::blank, pegtl::eolf > > {};
struct move : pegtl::seq< move_text, word_end > {};
struct terminal : pegtl::seq< pegtl::sor< resign, win >, word_end > {};
struct word : pegtl::plus< pegtl::not_one< ' ', '\t', '\r', '\n' > > {};
struct unknown_word : word {};
// A word with a digit (of either width) where moves stand: a move no rule reads (`7G7F`, `７g７f`), not a
// misspelt keyword.
struct any_digit : pegtl::sor< pegtl::digit, wide_range< '0', '9' > > {};
struct unread_move : pegtl::seq< pegtl::at< pegtl::star< pegtl::not_at< any_digit >, pegtl::not_one< ' ', '\t', '\r', '\n' > >, any_digit >, word > {};

struct gap : pegtl::plus< pegtl::blank > {};
struct sfen_text : pegtl::plus< pegtl::not_at< pegtl::sor< pegtl::seq< gap, pegtl::string< 'm', 'o', 'v', 'e', 's' > >, pegtl::eolf > >, pegtl::any > {};
struct startpos : pegtl::seq< pegtl::string< 's', 't', 'a', 'r', 't', 'p', 'o', 's' >, word_end > {};
struct sfen_start : pegtl::seq< pegtl::string< 's', 'f', 'e', 'n' >, gap, sfen_text > {};
struct position_word : pegtl::seq< pegtl::string< 'p', 'o', 's', 'i', 't', 'i', 'o', 'n' >, gap > {};
struct moves_word : pegtl::seq< pegtl::string< 'm', 'o', 'v', 'e', 's' >, word_end > {};
using line_games::game_begin;
using line_games::game_done;
// Once its start position is read, a game takes the whole line: any word that is not a move or a
// terminal is reported, never a reason to drop the rest: in a move's place when it has a digit (`7G7F`), an
// unknown word otherwise (`xyz`, `movess`).
struct game : pegtl::seq< game_begin, pegtl::opt< position_word >, pegtl::sor< startpos, sfen_start >,
                          pegtl::opt< gap, moves_word >, pegtl::star< gap, pegtl::sor< move, terminal, unread_move, unknown_word > >,
                          pegtl::star< pegtl::blank >, game_done > {};
using line_games::unreadable_line;
struct line : whole_line< pegtl::star< pegtl::blank >, pegtl::sor< game, pegtl::at< pegtl::eolf >, unreadable_line > > {};
struct record : pegtl::until< pegtl::eof, line > {};
// clang-format on

}  // namespace kypho::grammar::usi::rules

template< typename Name >
struct tao::pegtl::analyze_traits< Name, kypho::grammar::usi::rules::move_text > : analyze_any_traits<> {};
