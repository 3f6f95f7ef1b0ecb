// USI records: `position startpos moves 7g7f 3c3d 8h2b+ P*5e`, or `position sfen <SFEN> moves …`;
// one game per line. `resign` and `win` end a game as engines and GUIs write them.
#pragma once

#include <tao/pegtl.hpp>

#include "grammar/common/whole_line.hpp"

#include "grammar/common/line_games.hpp"

namespace kypho::grammar::usi::rules {

namespace pegtl = tao::pegtl;

// clang-format off
struct file : pegtl::range< '1', '9' > {};
struct rank : pegtl::range< 'a', 'i' > {};
struct from_square : pegtl::seq< file, rank > {};
struct to_square : pegtl::seq< file, rank > {};
struct promotion : pegtl::one< '+' > {};
struct drop_piece : pegtl::one< 'P', 'L', 'N', 'S', 'G', 'B', 'R' > {};
struct board_move : pegtl::seq< from_square, to_square, pegtl::opt< promotion > > {};
struct drop : pegtl::seq< drop_piece, pegtl::one< '*' >, to_square > {};
struct resign : pegtl::string< 'r', 'e', 's', 'i', 'g', 'n' > {};
struct win : pegtl::string< 'w', 'i', 'n' > {};
struct word_end : pegtl::at< pegtl::sor< pegtl::blank, pegtl::eolf > > {};
struct move : pegtl::seq< pegtl::sor< board_move, drop >, word_end > {};
struct terminal : pegtl::seq< pegtl::sor< resign, win >, word_end > {};
struct unknown_word : pegtl::plus< pegtl::not_one< ' ', '\t', '\r', '\n' > > {};

struct gap : pegtl::plus< pegtl::blank > {};
struct sfen_text : pegtl::plus< pegtl::not_at< pegtl::sor< pegtl::seq< gap, pegtl::string< 'm', 'o', 'v', 'e', 's' > >, pegtl::eolf > >, pegtl::any > {};
struct startpos : pegtl::seq< pegtl::string< 's', 't', 'a', 'r', 't', 'p', 'o', 's' >, word_end > {};
struct sfen_start : pegtl::seq< pegtl::string< 's', 'f', 'e', 'n' >, gap, sfen_text > {};
struct position_word : pegtl::seq< pegtl::string< 'p', 'o', 's', 'i', 't', 'i', 'o', 'n' >, gap > {};
struct moves_word : pegtl::seq< pegtl::string< 'm', 'o', 'v', 'e', 's' >, word_end > {};
using line_games::game_begin;
using line_games::game_done;
// Once its start position is read, a game takes the whole line: any word that is not a move or a
// terminal (`xyz`, `movess`) is an unknown word, reported, never a reason to drop the rest.
struct game : pegtl::seq< game_begin, pegtl::opt< position_word >, pegtl::sor< startpos, sfen_start >,
                          pegtl::opt< gap, moves_word >, pegtl::star< gap, pegtl::sor< move, terminal, unknown_word > >,
                          pegtl::star< pegtl::blank >, game_done > {};
using line_games::unreadable_line;
struct line : whole_line< pegtl::star< pegtl::blank >, pegtl::sor< game, pegtl::at< pegtl::eolf >, unreadable_line > > {};
struct record : pegtl::until< pegtl::eof, line > {};
// clang-format on

}  // namespace kypho::grammar::usi::rules
