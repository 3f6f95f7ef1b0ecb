// KI2: KIF's headers, board diagram, comments and branches, but moves without ply numbers or source
// squares — `▲７六歩 △３四歩 ▲２二角成 △同　銀` — so a piece is told apart from others of its kind by
// the words 右 左 直 (where it stands) and 上 引 寄 (how it moves), and 打 for a drop. The game's end is
// said only in the summary line `まで…`.
#pragma once

#include "grammar/common/one_glyph.hpp"
#include "grammar/common/whole_line.hpp"
#include "grammar/shogi/kif.hpp"

namespace kypho::grammar::ki2::rules {

namespace pegtl = tao::pegtl;
namespace u8 = pegtl::utf8;
namespace kr = kif::rules;

// clang-format off
// The glyph alone (side_glyph) has no action: a side mark's sets the move's side.
struct side_glyph : utf8_one< U'▲', U'△', U'☗', U'☖', U'▽', U'▼' > {};
struct side_mark : side_glyph {};
struct right : utf8_one< U'右' > {};
struct left : utf8_one< U'左' > {};
struct straight : utf8_one< U'直' > {};
struct up : utf8_one< U'上', U'行' > {};
struct down : utf8_one< U'引' > {};
struct sideways : utf8_one< U'寄' > {};
struct placement : one_glyph< right, left, straight > {};
struct motion : one_glyph< up, down, sideways > {};
struct drop : utf8_one< U'打' > {};
struct move : pegtl::seq< side_mark, pegtl::star< kr::sp >, kr::destination, kr::piece, pegtl::opt< placement >, pegtl::opt< motion >,
                          pegtl::opt< pegtl::sor< kr::decline, kr::promote, drop > > > {};
// A line's moves count only once the whole line is moves: a header like `△８四歩開始日時：…` starts as one.
struct moves_start : pegtl::success {};
struct moves_line : pegtl::seq< moves_start, pegtl::star< kr::sp >, pegtl::plus< move, pegtl::star< kr::sp > >, pegtl::at< pegtl::eolf > > {};
// A line of moves that stops being moves (`▲７六歩　△３四X歩　▲２六歩`, `▲７六歩　好手`): the moves before it are
// read, and the first word no move reads is text in a move's place (what follows it is not read).
struct unread_move : pegtl::seq< pegtl::opt< side_glyph >, pegtl::plus< pegtl::not_at< pegtl::sor< pegtl::eolf, kr::sp, side_glyph > >, pegtl::any > > {};
struct unread_moves_line : pegtl::seq< moves_start, pegtl::star< kr::sp >,
                                       pegtl::sor< pegtl::seq< pegtl::plus< move, pegtl::star< kr::sp > >, unread_move >,
                                                   pegtl::seq< pegtl::at< side_glyph >, unread_move > >,
                                       kr::rest > {};
struct summary : pegtl::seq< u8::string< U'ま', U'で' >, kr::rest > {};

struct line : pegtl::sor< kr::declaration, kr::note, kr::comment, kr::bookmark, kr::branch, summary, moves_line, kr::board_row, kr::board_frame,
                          kr::side_to_move, kr::header, kr::board_files, unread_moves_line, kr::unknown_line, pegtl::success > {};
struct ki2_line : whole_line< line > {};
struct record : pegtl::seq< pegtl::star< ki2_line >, pegtl::eof > {};
// clang-format on

}  // namespace kypho::grammar::ki2::rules
