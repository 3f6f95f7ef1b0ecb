// The Vietnamese position shorthand for adjourned games (seed 004):
//   Bên trắng: Tg5, S5, T5, T7, P5+6, M7+4, B4+6 (8 con)
//   Bên đen: Tg5, S5, T5, T7, P4+2 (5 con)
// Each entry is a piece letter, its file counted from that side's right, and `+r` ranks up from that
// side's back rank (left out where the kind's lowest point on that file is meant); the count checks the list.
#pragma once

#include <tao/pegtl.hpp>

#include "grammar/common/table_words.hpp"
#include "grammar/common/vn_headers.hpp"
#include "grammar/xiangqi/vn.hpp"

namespace kypho::grammar::vn_pos::rules {

namespace pegtl = tao::pegtl;
namespace u8 = pegtl::utf8;

// clang-format off
// The side, in the words of grammar/vn_headers' table: in any case, with or without marks (`Bên trắng`, `BEN DEN`,
// `Đỏ`, `Bên Tiên`).
struct side_words : table_words< vn_side_length > {};
struct side : pegtl::seq< side_words, pegtl::star< pegtl::blank >, pegtl::one< ':' > > {};

// Letters, digits and signs as the moves take them: full-width ones from CJK input too.
struct file : wide_range< '1', '9' > {};
struct rank : wide_range< '0', '9' > {};
struct plus : wide_one< '+' > {};
struct entry : pegtl::seq< vn::rules::piece, file, pegtl::opt< plus, rank > > {};
struct separator : pegtl::seq< pegtl::star< pegtl::blank >, pegtl::one< ',' >, pegtl::star< pegtl::blank > > {};
struct entries : pegtl::list< entry, separator > {};
struct count : pegtl::plus< pegtl::digit > {};
struct con : u8::string< 'c', 'o', 'n' > {};
struct total : pegtl::seq< pegtl::one< '(' >, pegtl::star< pegtl::blank >, count, pegtl::star< pegtl::blank >, pegtl::opt< con >,
                           pegtl::star< pegtl::blank >, pegtl::one< ')' > > {};
struct side_entries : entries {};
struct side_line : pegtl::seq< side, pegtl::star< pegtl::blank >, pegtl::must< side_entries >,
                               pegtl::opt< pegtl::star< pegtl::blank >, total >, pegtl::star< pegtl::blank > > {};
struct end_of_position : pegtl::eof {};
struct position : pegtl::seq< pegtl::star< pegtl::space >, pegtl::list< side_line, pegtl::plus< pegtl::space > >,
                              pegtl::star< pegtl::space >, pegtl::must< end_of_position > > {};
// clang-format on

}  // namespace kypho::grammar::vn_pos::rules
