// Cờ tướng úp's FEN, as the programs that play it write it. JieqiBox: `X`/`x` for a face-down piece and a
// pool of what the face-down pieces are, in its new layout (`… w R2N2B2A2C2P5r2n2b2a2c2p5 - 0 1`: side, pool,
// the pool of face-down pieces taken, counters) and its old one (`… A2B2N2R2C2P5a2b2n2r2c2p5 w - - 0 1`:
// pool first). pychess-variants marks a face-down piece with `~` after its start point's letter (`r~n~b~…`).
#pragma once

#include <tao/pegtl.hpp>

#include "grammar/common/fen_fields.hpp"

namespace kypho::grammar::jieqi_fen::rules {

namespace pegtl = tao::pegtl;

// clang-format off
struct piece_letter : pegtl::one< 'K', 'A', 'B', 'E', 'N', 'H', 'R', 'C', 'P',
                                  'k', 'a', 'b', 'e', 'n', 'h', 'r', 'c', 'p' > {};
struct face_down_mark : pegtl::one< '~' > {};
struct face_down : pegtl::one< 'X', 'x' > {};
struct empty_points : pegtl::range< '1', '9' > {};
struct rank_item : pegtl::sor< pegtl::seq< piece_letter, pegtl::opt< face_down_mark > >, face_down, empty_points > {};
struct rank : pegtl::plus< rank_item > {};
struct next_rank : rank {};
struct rank_separator : pegtl::one< '/' > {};
struct board : pegtl::seq< pegtl::must< rank >, pegtl::star< rank_separator, pegtl::must< next_rank > > > {};

struct pool_letter : pegtl::one< 'A', 'B', 'E', 'N', 'H', 'R', 'C', 'P', 'a', 'b', 'e', 'n', 'h', 'r', 'c', 'p' > {};
struct pool_count : pegtl::plus< pegtl::digit > {};
struct pool_entry : pegtl::seq< pool_letter, pool_count > {};
struct pool_start : pegtl::success {};
struct pool_entries : pegtl::seq< pool_start, pegtl::plus< pool_entry >, fen_fields::field_end > {};
struct face_down_pool : pool_entries {};
struct taken_pool : pool_entries {};
struct no_pool : fen_fields::placeholder {};

struct side : pegtl::seq< pegtl::one< 'w', 'r', 'b', 'W', 'R', 'B' >, fen_fields::side_end > {};
struct side_field : side {};
struct gap : pegtl::plus< pegtl::blank > {};
struct more_text : fen_fields::more_text {};
struct counters : pegtl::star< gap, more_text, pegtl::must< fen_fields::field > > {};
// The old layout: the pool, then the side and chess's castling and en-passant placeholders.
struct old_layout : pegtl::seq< face_down_pool, gap, pegtl::must< side_field >, counters > {};
// The new layout: the side, then the two pools (or '-'), then the counters.
struct new_layout : pegtl::seq< pegtl::must< side_field >,
                                pegtl::opt< gap, pegtl::sor< face_down_pool, no_pool > >,
                                pegtl::opt< gap, pegtl::sor< taken_pool, no_pool > >, counters > {};
struct fields : pegtl::seq< more_text, pegtl::sor< old_layout, new_layout > > {};

struct end_of_fen : pegtl::eof {};
struct fen : pegtl::seq< pegtl::star< pegtl::space >, board,
                         pegtl::opt< gap, pegtl::opt< fields > >,
                         pegtl::star< pegtl::space >, pegtl::must< end_of_fen > > {};
// clang-format on

}  // namespace kypho::grammar::jieqi_fen::rules
