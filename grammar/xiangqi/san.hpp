// Xiangqi SAN as Fairy-Stockfish and pychess write it in PGN: `Che3`, `Hg8`, `Rh10`, `Cxb10`, `R1a3+`.
// A piece letter (K A E H R C P; B and N are read as elephant and horse), as much of the origin as the
// position needs (a file, a rank or both), `x` for a capture, the destination with ranks 1 to 10 from
// Red's side, and `+` or `#`.
#pragma once

#include <tao/pegtl.hpp>

namespace kypho::grammar::san::rules {

namespace pegtl = tao::pegtl;

// clang-format off
struct piece : pegtl::one< 'K', 'A', 'E', 'B', 'H', 'N', 'R', 'C', 'P' > {};
struct file : pegtl::range< 'a', 'i' > {};
struct rank : pegtl::sor< pegtl::string< '1', '0' >, pegtl::range< '1', '9' > > {};
struct capture : pegtl::one< 'x' > {};
struct square : pegtl::seq< file, rank > {};
struct check : pegtl::one< '+', '#' > {};
// PEG does not backtrack into an optional part, so the origin's four shapes are tried longest first.
struct body : pegtl::sor< pegtl::seq< piece, file, rank, pegtl::opt< capture >, square >,
                          pegtl::seq< piece, file, pegtl::opt< capture >, square >,
                          pegtl::seq< piece, rank, pegtl::opt< capture >, square >,
                          pegtl::seq< piece, pegtl::opt< capture >, square > > {};
struct move : pegtl::seq< body, pegtl::opt< check >, pegtl::not_at< pegtl::alnum > > {};
// clang-format on

}  // namespace kypho::grammar::san::rules
