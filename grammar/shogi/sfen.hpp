// SFEN: `lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1`. Ranks 一…九 from gote's side,
// files 9→1 within a rank; `+` before a letter for a promoted piece; hands as counts before letters.
#pragma once

#include <tao/pegtl.hpp>

namespace kypho::grammar::sfen::rules {

namespace pegtl = tao::pegtl;

// clang-format off
struct letter : pegtl::one< 'P', 'L', 'N', 'S', 'G', 'B', 'R', 'K', 'p', 'l', 'n', 's', 'g', 'b', 'r', 'k' > {};
struct promoted_mark : pegtl::one< '+' > {};
struct piece : pegtl::seq< pegtl::opt< promoted_mark >, letter > {};
struct empty_squares : pegtl::range< '1', '9' > {};
struct rank : pegtl::plus< pegtl::sor< piece, empty_squares > > {};
struct next_rank : rank {};
struct rank_separator : pegtl::one< '/' > {};
struct board : pegtl::seq< pegtl::must< rank >, pegtl::star< rank_separator, pegtl::must< next_rank > > > {};

struct side : pegtl::one< 'b', 'w' > {};
struct side_field : side {};
struct hand_count : pegtl::plus< pegtl::digit > {};
struct hand_letter : pegtl::one< 'P', 'L', 'N', 'S', 'G', 'B', 'R', 'p', 'l', 'n', 's', 'g', 'b', 'r' > {};
struct hand_item : pegtl::seq< pegtl::opt< hand_count >, hand_letter > {};
struct no_hand : pegtl::one< '-' > {};
struct hands : pegtl::sor< no_hand, pegtl::plus< hand_item > > {};
struct hands_field : hands {};
struct move_number : pegtl::plus< pegtl::digit > {};

struct gap : pegtl::plus< pegtl::blank > {};
struct end_of_sfen : pegtl::eof {};
struct sfen : pegtl::seq< pegtl::star< pegtl::space >, board, gap, pegtl::must< side_field >, gap, pegtl::must< hands_field >,
                          pegtl::opt< gap, move_number >, pegtl::star< pegtl::space >, pegtl::must< end_of_sfen > > {};
// clang-format on

}  // namespace kypho::grammar::sfen::rules
