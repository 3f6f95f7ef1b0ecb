// The seed's notation of a cờ tư lệnh turn (`ctl`): a piece by its letter at its point `y,x` or `y.x`
// (rank first, from Red's bottom-left corner on the sea side), how it goes, and the point it goes to:
// `_` a move, `@` a capture, `+ @` a capture from where it stands, `@"` a plane shot down on its way,
// `> <` one for one (a plane lost with its target), `>` naming the commander a piece that stays checks.
// A stack is its letters in parentheses, carrier first: `(HTK) 5.2_9.2` moves it whole, and
// `(HTK)H9.2@H11.2/T9.2_9.4/ K9.2>*11.4` sends its pieces out one by one in the same turn; a part made by
// two pieces, one rejoining the other (@cotulenh/core's recombine), names them as a stack:
// `(TD)(TD)3.5_1.5`. `+` before a letter marks a hero (the seed prints heroes in bold). After the turn:
// `>` check, `^` mate, `$` a fault (a heavy piece across deep water: the turn is lost), the judgements
// `+ ++ - -- ?`, `=` a draw, `!!` lost.
#pragma once

#include <tao/pegtl.hpp>

namespace kypho::grammar::cotulenh_ctl::rules {

namespace pegtl = tao::pegtl;

// clang-format off
// The seed's letters (`*` commander, H K T B P, and CX TL C D S for the kinds it does not name) and the
// rulebook's English symbols (C H In E M T A Aa Ms Af N): the two-letter ones first, so that `(CCX)` is an
// engineer carrying an anti-air gun.
// Sheets and forum posts also write them in lower case (`t3.5_5.5`, `(tl)`): read as the capitals they stand
// for, the two-letter symbols first again; the reader notes the canonical form.
struct lower_letter : pegtl::sor< pegtl::istring< 'c', 'x' >, pegtl::istring< 't', 'l' >, pegtl::istring< 'i', 'n' >, pegtl::istring< 'a', 'a' >,
                                  pegtl::istring< 'm', 's' >, pegtl::istring< 'a', 'f' >, pegtl::range< 'a', 'z' > > {};
struct letter : pegtl::sor< pegtl::string< 'C', 'X' >, pegtl::string< 'T', 'L' >,
                            pegtl::seq< pegtl::range< 'A', 'Z' >, pegtl::opt< pegtl::range< 'a', 'z' > > >, pegtl::one< '*' >, lower_letter > {};
struct hero : pegtl::one< '+' > {};
struct piece : pegtl::seq< pegtl::opt< hero >, letter > {};
struct stack : pegtl::seq< pegtl::one< '(' >, pegtl::plus< piece >, pegtl::one< ')' > > {};

struct coordinate : pegtl::seq< pegtl::digit, pegtl::opt< pegtl::digit > > {};
struct y : coordinate {};
struct x : coordinate {};
struct point : pegtl::seq< y, pegtl::one< ',', '.' >, x > {};
struct origin : point {};
struct target_point : point {};
struct target_piece : pegtl::sor< stack, piece > {};

struct spaces : pegtl::star< pegtl::one< ' ' > > {};
struct shot_down : pegtl::seq< pegtl::one< '@' >, pegtl::sor< pegtl::one< '"' >, TAO_PEGTL_STRING( "”" ), TAO_PEGTL_STRING( "“" ) > > {};
struct stay_capture : pegtl::seq< pegtl::one< '+' >, spaces, pegtl::one< '@' > > {};
struct exchange : pegtl::seq< pegtl::one< '>' >, spaces, pegtl::one< '<' > > {};
struct capture : pegtl::one< '@' > {};
struct move : pegtl::one< '_' > {};
struct checks : pegtl::one< '>' > {};
// A move written with chess's `-` and a capture with its `x`, `×` or `:`, as players of other games write
// them: read as `_` and `@`; the reader notes the canonical form.
struct dash_move : pegtl::one< '-' > {};
struct chess_capture : pegtl::sor< pegtl::one< 'x', ':' >, TAO_PEGTL_STRING( "×" ) > {};
struct how : pegtl::sor< shot_down, stay_capture, exchange, capture, chess_capture, move, dash_move, checks > {};
struct going : pegtl::seq< how, pegtl::opt< target_piece >, target_point > {};

struct part_piece : pegtl::sor< stack, piece > {};
struct part : pegtl::seq< part_piece, origin, going > {};
struct moving_stack : stack {};
struct whole_stack : pegtl::seq< moving_stack, spaces, origin, going > {};
struct deploy_stack : stack {};
struct deploying : pegtl::seq< deploy_stack, part > {};
struct lone : part {};
struct first : pegtl::sor< deploying, whole_stack, lone > {};
struct next : pegtl::seq< pegtl::one< '/' >, spaces, part > {};

struct check_mark : pegtl::one< '>' > {};
struct mate_mark : pegtl::one< '^' > {};
struct fault_mark : pegtl::seq< pegtl::one< '$' >, pegtl::not_at< pegtl::digit > > {};
struct judgement : pegtl::sor< pegtl::string< '+', '+' >, pegtl::string< '-', '-' >, pegtl::one< '+', '-', '?' > > {};
struct draw_mark : pegtl::one< '=' > {};
struct lost_mark : pegtl::string< '!', '!' > {};
struct suffix : pegtl::sor< check_mark, mate_mark, fault_mark, judgement, draw_mark, lost_mark > {};
struct turn : pegtl::seq< first, pegtl::star< next >, pegtl::opt< pegtl::one< '/' > >, pegtl::star< suffix > > {};
struct whole_turn : pegtl::seq< turn, pegtl::eof > {};
// clang-format on

}  // namespace kypho::grammar::cotulenh_ctl::rules
