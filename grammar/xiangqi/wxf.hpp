// WXF notation: `C2.5 H8+7 R+.3 C--1 ++.4 7+.6`. Official letters K A E R C H P; also N B M G S, lower
// case, `=` or no sign for sideways, and the sign-first tandem `+C-2` of ElephantEye.
#pragma once

#include <tao/pegtl.hpp>

#include "grammar/common/plain_vertical.hpp"
#include "grammar/common/wide.hpp"

namespace kypho::grammar::wxf::rules {

namespace pegtl = tao::pegtl;

// clang-format off
struct king : wide_one< 'K', 'k' > {};
struct advisor : wide_one< 'A', 'a', 'G', 'g' > {};
struct elephant : wide_one< 'E', 'e', 'B', 'b', 'M', 'm' > {};
struct horse : wide_one< 'H', 'h', 'N', 'n' > {};
struct rook : wide_one< 'R', 'r' > {};
struct cannon : wide_one< 'C', 'c' > {};
struct pawn : wide_one< 'P', 'p', 'S', 's' > {};
struct letter : one_kind< king, advisor, elephant, horse, rook, cannon, pawn > {};

struct file : wide_range< '1', '9' > {};
struct front : wide_one< '+' > {};
struct rear : wide_one< '-' > {};
struct place : one_kind< front, rear > {};

struct advance : wide_one< '+' > {};
struct retreat : wide_one< '-' > {};
struct traverse : wide_one< '.', '=' > {};
struct operation : one_kind< advance, retreat, traverse > {};
struct number : wide_range< '1', '9' > {};
struct number_sideways : number {};  // `C25`: no sign, sideways

struct letter_first : pegtl::seq< letter, pegtl::sor< file, place >,
                                  pegtl::sor< pegtl::seq< operation, number >, number_sideways > > {};
struct front_most : wide_one< '+' > {};
struct rear_most : wide_one< '-' > {};
struct double_place : pegtl::sor< pegtl::seq< front, front_most >, pegtl::seq< rear, rear_most > > {};
struct sign_first : pegtl::seq< place, pegtl::sor< pegtl::seq< letter, operation, number >,
                                                   pegtl::seq< pegtl::sor< front_most, rear_most >, operation, number > > > {};
struct middle_of_file : wide_range< '1', '9' > {};  // `33.4`: the middle of three, WXF 2018
struct file_first : pegtl::seq< file, pegtl::sor< place, middle_of_file >, operation, number > {};
// `C2.5`: the official letters and signs, read first in one step (plain_vertical); letter_first reads
// the same, and everything else. The letters by kind (none, general, advisor, elephant, horse, chariot,
// cannon, soldier), the signs by direction (none, advance, retreat, traverse).
struct plain_spelling {
  static constexpr std::string_view LETTERS = " KAEHRCP";
  static constexpr std::string_view SIGNS = " +-.";
};
struct plain_move : plain_vertical< plain_spelling > {};
struct move : pegtl::sor< plain_move, letter_first, sign_first, file_first > {};
// clang-format on

}  // namespace kypho::grammar::wxf::rules
