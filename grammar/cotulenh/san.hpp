// @cotulenh/core's SAN of one turn, as its move list and PGN write it: a piece (`+` before a hero) or a
// stack in parentheses, an optional origin (file, rank, or point) when two pieces could go, the sub-move's
// kind (`>` deploy, then `x` capture, `_` stay capture, `@` a plane lost with its target, `&` joining a
// friend; its older documents wrote `*` for the stay capture), and the target point. A deployment is its
// sub-moves joined by commas, after what stays and `<`: `T<N>b3,F>e3`. A check mark (`+`, `#`, `^`) that
// older versions wrote may follow.
#pragma once

#include <tao/pegtl.hpp>

namespace kypho::grammar::cotulenh_san::rules {

namespace pegtl = tao::pegtl;

// clang-format off
struct letter : pegtl::one< 'C', 'I', 'M', 'A', 'G', 'S', 'T', 'F', 'E', 'N', 'H' > {};
struct hero : pegtl::one< '+' > {};
struct piece : pegtl::seq< pegtl::opt< hero >, letter > {};
struct stack_open : pegtl::one< '(' > {};
struct stack : pegtl::seq< stack_open, pegtl::plus< piece >, pegtl::one< ')' > > {};
struct token : pegtl::sor< stack, piece > {};

struct file : pegtl::range< 'a', 'k' > {};
// A rank's two digits first: `10` is rank ten, not rank one and a stray zero.
struct rank : pegtl::sor< pegtl::seq< pegtl::one< '1' >, pegtl::range< '0', '2' > >, pegtl::range< '1', '9' > > {};
struct origin_point : pegtl::seq< file, rank > {};
struct origin_file : file {};
struct origin_rank : rank {};
struct target : pegtl::seq< file, rank > {};

struct deploy_mark : pegtl::one< '>' > {};
// kypho's own two for the seed's turns, which @cotulenh/core does not have: `"` a plane shot down on its
// way, `~` a heavy piece's fault at the river that costs the turn.
struct kind_mark : pegtl::one< 'x', '_', '@', '&', '*', '"', '~' > {};
struct separator : pegtl::seq< pegtl::opt< deploy_mark >, pegtl::opt< kind_mark > > {};
// Each origin is tried with the rest of the sub-move, so that `Fii7` and `Ik4` both read.
struct from_point : pegtl::seq< origin_point, separator, target > {};
struct from_file : pegtl::seq< origin_file, separator, target > {};
struct from_rank : pegtl::seq< origin_rank, separator, target > {};
struct from_anywhere : pegtl::seq< separator, target > {};
struct destination : pegtl::sor< from_point, from_file, from_rank, from_anywhere > {};
struct sub_move : pegtl::seq< token, destination > {};
struct stay : pegtl::seq< token, pegtl::one< '<' > > {};
struct check_mark : pegtl::one< '+', '#', '^' > {};
struct turn : pegtl::seq< pegtl::opt< stay >, pegtl::list< sub_move, pegtl::one< ',' > >, pegtl::opt< check_mark > > {};
struct whole_turn : pegtl::seq< turn, pegtl::eof > {};
// clang-format on

}  // namespace kypho::grammar::cotulenh_san::rules
