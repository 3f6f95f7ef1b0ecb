// Xiangqi FEN: `rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1`.
// Readers in the wild also write E/H for elephant/horse, `r` for Red to move, and drop trailing fields.
#pragma once

#include <tao/pegtl.hpp>

#include "grammar/common/fen_fields.hpp"

namespace kypho::grammar::fen::rules {

namespace pegtl = tao::pegtl;

// clang-format off
struct piece_letter : pegtl::one< 'K', 'A', 'B', 'E', 'N', 'H', 'R', 'C', 'P',
                                  'k', 'a', 'b', 'e', 'n', 'h', 'r', 'c', 'p' > {};
struct empty_points : pegtl::range< '1', '9' > {};
struct rank_item : pegtl::sor< piece_letter, empty_points > {};
struct rank : pegtl::plus< rank_item > {};
struct next_rank : rank {};
struct rank_separator : pegtl::one< '/' > {};
struct board : pegtl::seq< pegtl::must< rank >, pegtl::star< rank_separator, pegtl::must< next_rank > > > {};

struct side : pegtl::seq< pegtl::one< 'w', 'r', 'b', 'W', 'R', 'B' >, fen_fields::side_end > {};
struct side_field : side {};
struct fields : fen_fields::fields< side_field > {};

struct end_of_fen : pegtl::eof {};
struct fen : pegtl::seq< pegtl::star< pegtl::space >, board,
                         pegtl::opt< pegtl::plus< pegtl::blank >, pegtl::opt< fields > >,
                         pegtl::star< pegtl::space >, pegtl::must< end_of_fen > > {};
// clang-format on

}  // namespace kypho::grammar::fen::rules
