// UCCI (and UCI, as xiangqi engines such as Pikafish speak it) engine commands: a position is
// `position fen <FEN> moves h2e2 h9g7` or `position startpos moves …`, one per line; it is a game that
// starts there. The other commands a GUI sends an engine (`ucci`, `setoption`, `go`, …) set up no position.
#pragma once

#include <tao/pegtl.hpp>

#include "grammar/common/whole_line.hpp"

#include "grammar/xiangqi/iccs.hpp"
#include "grammar/common/line_games.hpp"

namespace kypho::grammar::ucci::rules {

namespace pegtl = tao::pegtl;

// clang-format off
struct gap : pegtl::plus< pegtl::blank > {};
struct word_end : pegtl::at< pegtl::sor< pegtl::blank, pegtl::eolf > > {};
struct unknown_word : pegtl::plus< pegtl::not_one< ' ', '\t', '\r', '\n' > > {};
struct move : pegtl::seq< iccs::rules::move, word_end > {};

struct moves_word : pegtl::seq< TAO_PEGTL_STRING("moves"), word_end > {};
// The FEN runs to `moves` or the line's end; what it says is the FEN reader's to judge.
struct fen_text : pegtl::plus< pegtl::not_at< pegtl::sor< pegtl::seq< gap, moves_word >, pegtl::seq< pegtl::star< pegtl::blank >, pegtl::eolf > > >, pegtl::any > {};
struct startpos : pegtl::seq< TAO_PEGTL_STRING("startpos"), word_end > {};
struct fen_start : pegtl::seq< TAO_PEGTL_STRING("fen"), gap, fen_text > {};
struct position_word : pegtl::seq< TAO_PEGTL_STRING("position"), gap > {};
using line_games::game_begin;
using line_games::game_done;
// Once its start is read, a position takes the whole line: a word that is not a move is reported.
struct game : pegtl::seq< game_begin, position_word, pegtl::sor< startpos, fen_start >, pegtl::opt< gap, moves_word >,
                          pegtl::star< gap, pegtl::sor< move, unknown_word > >, pegtl::star< pegtl::blank >, game_done > {};

// What else a GUI writes to an engine, in UCCI and UCI, with its arguments.
struct command_name : pegtl::sor< TAO_PEGTL_STRING("ucinewgame"), TAO_PEGTL_STRING("ucci"), TAO_PEGTL_STRING("uci"),
                                  TAO_PEGTL_STRING("isready"), TAO_PEGTL_STRING("setoption"), TAO_PEGTL_STRING("go"),
                                  TAO_PEGTL_STRING("stop"), TAO_PEGTL_STRING("ponderhit"), TAO_PEGTL_STRING("probe"),
                                  TAO_PEGTL_STRING("banmoves"), TAO_PEGTL_STRING("debug"), TAO_PEGTL_STRING("register"),
                                  TAO_PEGTL_STRING("quit"), TAO_PEGTL_STRING("bye") > {};
struct command : pegtl::seq< command_name, word_end, pegtl::star< pegtl::not_at< pegtl::eolf >, pegtl::any > > {};

using line_games::unreadable_line;
struct line : whole_line< pegtl::star< pegtl::blank >, pegtl::sor< game, command, pegtl::at< pegtl::eolf >, unreadable_line > > {};
struct script : pegtl::until< pegtl::eof, line > {};
// clang-format on

}  // namespace kypho::grammar::ucci::rules
