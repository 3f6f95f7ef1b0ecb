// Cờ tư lệnh FEN as @cotulenh/core writes it: 12 ranks from rank 12 down, 11 points each (10 and 11 are
// written as two digits), `+` before a hero, a stack in parentheses carrier first, then the side to move
// (`r` or `b`), two placeholders and two counters:
// `6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1`.
#pragma once

#include <tao/pegtl.hpp>

#include "grammar/common/fen_fields.hpp"

namespace kypho::grammar::cotulenh_fen::rules {

namespace pegtl = tao::pegtl;

// clang-format off
struct piece_letter : pegtl::one< 'C', 'I', 'M', 'A', 'G', 'S', 'T', 'F', 'E', 'N', 'H',
                                  'c', 'i', 'm', 'a', 'g', 's', 't', 'f', 'e', 'n', 'h' > {};
struct hero_mark : pegtl::one< '+' > {};
struct hero_letter : piece_letter {};
struct piece : pegtl::sor< pegtl::seq< hero_mark, hero_letter >, piece_letter > {};
struct stack_open : pegtl::one< '(' > {};
struct stack_first : piece {};
struct stack_close : pegtl::one< ')' > {};
struct stack : pegtl::seq< stack_open, stack_first, pegtl::star< piece >, stack_close > {};
struct empty_points : pegtl::sor< pegtl::seq< pegtl::one< '1' >, pegtl::digit >, pegtl::range< '1', '9' > > {};
struct rank_item : pegtl::sor< stack, piece, empty_points > {};
struct rank : pegtl::plus< rank_item > {};
struct next_rank : rank {};
struct rank_separator : pegtl::one< '/' > {};
struct board : pegtl::seq< pegtl::must< rank >, pegtl::star< rank_separator, pegtl::must< next_rank > > > {};

struct side : pegtl::seq< pegtl::one< 'r', 'b' >, fen_fields::side_end > {};
struct side_field : side {};
struct fields : fen_fields::fields< side_field > {};

struct end_of_fen : pegtl::eof {};
struct fen : pegtl::seq< pegtl::star< pegtl::space >, board,
                         pegtl::opt< pegtl::plus< pegtl::blank >, pegtl::opt< fields > >,
                         pegtl::star< pegtl::space >, pegtl::must< end_of_fen > > {};
// clang-format on

}  // namespace kypho::grammar::cotulenh_fen::rules
