// The layout of a record around its moves, shared by every game and notation written like PGN: tag pairs,
// move numbers (`1)` `1.` `1` `3...`), dot leaders (`………`), annotations (`!` `?!` `$1`), comments (`{…}`,
// `;…`, `#…`), footnote marks (`(1)`), variations in parentheses, and the result (`1-0` `0-1` `1/2-1/2` `*`
// `+-` `-+` `HÒA`). A result ends the game; what follows it up to the next tag line is kept as trailing text
// (footnotes, an xqbase advert). The move rule is the notation's own and a template parameter, and so are
// the header lines a game's files write besides tags (a bare FEN line, clubxiangqi's fields).
#pragma once

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string_view>

#include "grammar/common/table_words.hpp"
#include "grammar/common/utf8_one.hpp"
#include "grammar/common/vn_headers.hpp"
#include "grammar/text/source.hpp"

namespace kypho::grammar::record_layout::rules {

namespace pegtl = tao::pegtl;
namespace u8 = pegtl::utf8;

// clang-format off
// A blank or a line break (pegtl::space), or a wide, no-break or zero-width no-break space (U+3000, U+00A0,
// U+FEFF). Asked before nearly every word and at every blank: one byte says whether any can start here, and
// only a lead byte of those three has the rest of its character read. ws_length: the length of the one
// `text` starts with, or 0.
constexpr std::size_t wide_space_length( std::string_view text ) {
  constexpr std::string_view WIDE[] = { "\u3000", "\u00A0", "\uFEFF" };
  for( const std::string_view wide : WIDE )
    if( text.starts_with( wide ) ) return wide.size();
  return 0;
}
// Inlined: GCC leaves it out of line, and ws is asked at every blank.
[[gnu::always_inline]] constexpr std::size_t ws_length( std::string_view text ) {
  if( text.empty() ) return 0;
  if( is_space( text[ 0 ] ) ) return 1;
  return static_cast< unsigned char >( text[ 0 ] ) < 0xC2 ? 0 : wide_space_length( text );
}
struct ws {
  using rule_t = ws;
  using subs_t = pegtl::empty_list;
  template< typename ParseInput >
  static bool match( ParseInput& in ) {
    const std::size_t n = ws_length( std::string_view( in.current(), in.size( 3 ) ) );
    in.bump( n );
    return n != 0;
  }
};

struct brace_comment : pegtl::seq< pegtl::one< '{' >, pegtl::until< pegtl::one< '}' > > > {};
// A '{' never closed takes the rest of the text, which is reported at the '{' and kept as a comment.
struct unclosed_comment : pegtl::seq< pegtl::one< '{' >, pegtl::star< pegtl::any > > {};
struct line_comment_text : pegtl::until< pegtl::eolf > {};
struct line_comment : pegtl::seq< pegtl::one< ';', '#', '%' >, line_comment_text > {};
// `/* … */`, as forum posts write notes between moves.
struct block_comment : pegtl::seq< pegtl::string< '/', '*' >, pegtl::until< pegtl::string< '*', '/' > > > {};
struct comment : pegtl::sor< brace_comment, block_comment, line_comment > {};
// Forum markup around and inside a record (BBCode: `[b]` … `[/b]`, `[game]` … `[/game]`, `[color=red]`): no
// tag, and no new game. It only formats the text, and is passed over.
struct bbcode : pegtl::seq< pegtl::one< '[' >, pegtl::opt< pegtl::one< '/' > >, pegtl::plus< pegtl::lower >,
                            pegtl::opt< pegtl::one< '=' >, pegtl::star< pegtl::not_one< ']', '\r', '\n' > > >, pegtl::one< ']' > > {};
struct skip : pegtl::star< pegtl::sor< ws, comment, bbcode > > {};

struct tag_name : pegtl::plus< pegtl::sor< pegtl::alnum, pegtl::one< '_', '-' > > > {};
// A value ends at the quote that closes the tag: before `]` at the end of the line or before the next tag,
// so that a real file's unescaped quotes (`[Event ""Huangshan Cup" …"]`) stay inside the value.
struct tag_close : pegtl::seq< pegtl::one< '"' >, pegtl::star< pegtl::blank >, pegtl::one< ']' > > {};
struct tag_close_here : pegtl::seq< tag_close, pegtl::star< pegtl::blank >, pegtl::at< pegtl::sor< pegtl::eolf, pegtl::one< '[' > > > > {};
// A value may go on to the next line, as converters of XQF write a title (`[TitleA "` then `四量拨千斤"]`),
// but not into a blank line or a line that starts another tag: there the tag is not closed.
struct tag_value_stop : pegtl::seq< pegtl::star< pegtl::blank >, pegtl::sor< pegtl::eolf, pegtl::one< '[' > > > {};
struct tag_line_break : pegtl::seq< pegtl::eol, pegtl::not_at< tag_value_stop > > {};
// A character of a value on its line: an escaped one (`\"`), or any but the quote that closes the tag.
struct tag_value_char : pegtl::sor< pegtl::seq< pegtl::one< '\\' >, pegtl::not_one< '\r', '\n' > >,
                                    pegtl::seq< pegtl::not_at< tag_close_here >, pegtl::not_one< '\r', '\n' > > > {};
struct tag_value : pegtl::star< pegtl::sor< tag_value_char, tag_line_break > > {};
struct tag_space : pegtl::plus< pegtl::blank > {};
struct tag_open_quote : pegtl::one< '"' > {};
// `[Name "`: only a tag well formed up to here has a value, which may go on past its line.
struct tag_opening : pegtl::seq< pegtl::one< '[' >, pegtl::star< pegtl::blank >, tag_name, tag_space, tag_open_quote > {};
struct well_formed_tag : pegtl::seq< tag_opening, tag_value, tag_close > {};
// A value that never closes (no `"]` before a blank line, a tag line or the text's end) is no value: its tag
// line is reported and skipped, and the lines after it are read as what they are.
struct unclosed_tag : pegtl::seq< tag_opening, pegtl::until< pegtl::eolf > > {};
// A tag line that is not `[Name "value"]` is reported and skipped; the game goes on.
struct bad_tag : pegtl::seq< pegtl::one< '[' >, pegtl::until< pegtl::eolf > > {};
struct tag : pegtl::seq< pegtl::not_at< bbcode >, pegtl::sor< well_formed_tag, unclosed_tag, bad_tag > > {};

// A bare FEN line where a game starts (as engine test files write a position and then its moves), read as
// the game's [FEN] tag; `Board` is the game's FEN board.
template< typename Board >
struct position_line : pegtl::seq< Board, pegtl::star< pegtl::not_at< pegtl::eolf >, pegtl::any >, pegtl::at< pegtl::eolf > > {};

// A Vietnamese scoresheet's header lines (`Bên trắng: …`, `Đen - …`, `Giải vô địch 2026`, `Vòng 3`,
// `Ngày: 22/11/2026`, `Kết quả: Hòa`): a key of grammar/vn_headers' table, then the value to the line's end.
struct vn_header_key : table_words< vn_header_key_length > {};
// A forum's markup around a header line (`[b]Ván 1[/b]`) is no part of its value.
struct vn_header_end : pegtl::sor< pegtl::seq< pegtl::star< pegtl::blank >, pegtl::eolf >, bbcode > {};
// Several headers on one line (`Ván 3 - Bàn 1`, `Vòng 2, Bàn 3`, `Trắng: A    Đen: B`): a break (a `-`,
// `,`, `;`, `|`, a tab or two spaces) and another key end a value.
struct vn_field_break : pegtl::sor< pegtl::seq< pegtl::star< pegtl::blank >, pegtl::sor< pegtl::one< ',', ';', '|', '-' >, utf8_one< U'–' > >,
                                                pegtl::star< pegtl::blank > >,
                                    pegtl::seq< pegtl::one< '\t' >, pegtl::star< pegtl::blank > >, pegtl::seq< pegtl::blank, pegtl::plus< pegtl::blank > > > {};
struct vn_next_field : pegtl::seq< vn_field_break, vn_header_key > {};
struct vn_header_value : pegtl::star< pegtl::not_at< vn_header_end >, pegtl::not_at< vn_next_field >, pegtl::any > {};
struct vn_header_field : pegtl::seq< vn_header_key, vn_header_value > {};
struct vn_header : pegtl::seq< vn_header_field, pegtl::star< vn_field_break, vn_header_field >, pegtl::star< pegtl::blank >,
                               pegtl::at< vn_header_end > > {};

// clubxiangqi's WXF files: `FORMAT  WXF`, `RED     name ; 2721 ;;` header lines, then `START{ … }END`.
struct club_start : pegtl::seq< pegtl::string< 'S', 'T', 'A', 'R', 'T' >, pegtl::star< pegtl::blank >, pegtl::one< '{' > > {};
struct club_end : pegtl::seq< pegtl::one< '}' >, pegtl::star< pegtl::blank >, pegtl::string< 'E', 'N', 'D' > > {};
struct club_key : pegtl::seq< pegtl::upper, pegtl::plus< pegtl::upper > > {};
struct club_value : pegtl::star< pegtl::not_at< pegtl::star< pegtl::blank >, pegtl::eolf >, pegtl::any > {};
struct club_field : pegtl::seq< pegtl::not_at< club_start >, club_key, pegtl::plus< pegtl::blank >, club_value,
                                pegtl::star< pegtl::blank >, pegtl::eolf > {};

struct red_wins : pegtl::string< '1', '-', '0' > {};
struct black_wins : pegtl::string< '0', '-', '1' > {};
// The word for a draw is a result only where a result stands: last on its line (or before a tag), not
// inside a sentence ("ván này hòa vì …").
struct result_stands : pegtl::at< pegtl::star< pegtl::blank >, pegtl::sor< pegtl::eolf, pegtl::one< '[' > > > {};
struct draw : pegtl::sor< TAO_PEGTL_STRING( "1/2-1/2" ), TAO_PEGTL_STRING( "½-½" ) > {};
// A score as hands write it, alone on its line: `1 - 0`, `0:1`, `½ – ½`.
struct score_mark : pegtl::seq< pegtl::star< pegtl::blank >, pegtl::sor< pegtl::one< '-', ':' >, utf8_one< U'–' > >, pegtl::star< pegtl::blank > > {};
struct half : pegtl::sor< TAO_PEGTL_STRING( "1/2" ), TAO_PEGTL_STRING( "½" ) > {};
struct sheet_score : pegtl::seq< pegtl::sor< pegtl::seq< pegtl::one< '1' >, score_mark, pegtl::one< '0' > >,
                                             pegtl::seq< pegtl::one< '0' >, score_mark, pegtl::one< '1' > >, pegtl::seq< half, score_mark, half > >,
                                 result_stands > {};
// The results Vietnamese scoresheets write in words (`Hòa`, `Trắng thắng`, `Đen xin thua`, `Bên Tiên
// thắng`, `Xanh thắng`, `Tiên Bại`, `Trắng bỏ cuộc`, `Đen hết giờ`), from grammar/vn_headers' table.
struct vn_words : table_words< vn_result_length > {};
struct vn_result : pegtl::seq< vn_words, result_stands > {};
// On a line of its own (or after `Kết quả:`) such words may give their reason: `Hòa (thỏa thuận)`, `Đen
// thắng do hết giờ`. The reason is the text after the result, kept.
struct result_reason : pegtl::sor< pegtl::seq< pegtl::one< '(' >, pegtl::until< pegtl::one< ')' > > >,
                                   pegtl::seq< table_words< vn_reason_length >, pegtl::until< pegtl::eolf > > > {};
struct reason_stands : pegtl::at< pegtl::star< pegtl::blank >, result_reason, pegtl::star< pegtl::blank >, pegtl::eolf > {};
// Where a line starts, blanks aside: looked back for, so that it costs nothing where no result can start.
struct line_start {
  using rule_t = line_start;
  using subs_t = pegtl::empty_list;
  template< typename ParseInput >
  static bool match( ParseInput& in ) noexcept {
    const char* p = in.current();
    while( p != in.begin() && ( p[ -1 ] == ' ' || p[ -1 ] == '\t' ) ) --p;
    return p == in.begin() || p[ -1 ] == '\n' || p[ -1 ] == '\r';
  }
};
// and the Chinese words: 红胜 (Red wins), 黑胜, 和棋 / 和局 (a draw).
struct chinese_result : pegtl::seq< pegtl::sor< TAO_PEGTL_STRING( "红胜" ), TAO_PEGTL_STRING( "紅勝" ), TAO_PEGTL_STRING( "黑胜" ),
                                                TAO_PEGTL_STRING( "黑勝" ), TAO_PEGTL_STRING( "和棋" ), TAO_PEGTL_STRING( "和局" ) >,
                                    result_stands > {};
struct unknown_result : pegtl::one< '*' > {};
struct red_better : pegtl::string< '+', '-' > {};  // evaluations, not results
struct black_better : pegtl::string< '-', '+' > {};
// The movetext asks for a result before every token: two bytes say whether any can start here, so that a
// move or a move number costs a table look-up. A result begins with 1-0 0-1 1/2 1:0 `1 - 0` (a 0 or 1 and
// then a mark or a blank, never a digit, a dot or a bracket as move numbers go on), `*`, ½, a Vietnamese
// word (its first letter, B D H T X or Đ, and then another letter: `h2e2` is no word), or 红 紅 黑 和 (the
// whole glyph: a Chinese move's first glyph shares their lead byte more often than not).
struct result_lead {
  using rule_t = result_lead;
  using subs_t = pegtl::empty_list;
  enum Lead : std::uint8_t { NONE, ALONE, SCORE, WORD, GLYPH };
  static constexpr std::array< Lead, 256 > LEADS = [] {
    std::array< Lead, 256 > leads{};
    for( const unsigned c : { unsigned( '*' ), 0xC2u, 0xC4u } ) leads[ c ] = ALONE;
    for( const unsigned c : { 0xE5u, 0xE7u, 0xE9u } ) leads[ c ] = GLYPH;
    leads[ '0' ] = leads[ '1' ] = SCORE;
    for( const char c : { 'B', 'b', 'D', 'd', 'H', 'h', 'T', 't', 'X', 'x' } ) leads[ static_cast< unsigned char >( c ) ] = WORD;
    return leads;
  }();
  static constexpr std::string_view RESULT_GLYPHS[] = { "红", "紅", "黑", "和" };
  template< typename ParseInput >
  static bool match( ParseInput& in ) {
    if( in.empty() ) return false;
    const auto* p = reinterpret_cast< const unsigned char* >( in.current() );
    const Lead lead = LEADS[ p[ 0 ] ];
    if( lead == GLYPH ) {
      const std::string_view here( in.current(), std::min< std::size_t >( in.size( 3 ), 3 ) );
      return std::any_of( std::begin( RESULT_GLYPHS ), std::end( RESULT_GLYPHS ), [ & ]( std::string_view g ) { return here == g; } );
    }
    if( lead != SCORE && lead != WORD ) return lead == ALONE;
    if( in.size( 2 ) < 2 ) return lead == SCORE;
    const unsigned char next = p[ 1 ];
    if( lead == WORD ) return next >= 0x80 || unsigned( ( next | 0x20 ) - 'a' ) < 26u;
    return next == '-' || next == '/' || next == ':' || next == ' ' || next == '\t' || next == 0xE2;  // 0xE2: –
  }
};
struct result_words : pegtl::seq< result_lead, pegtl::sor< red_wins, black_wins, draw, sheet_score, vn_result, chinese_result, unknown_result > > {};
struct result_word : result_words {};
struct reasoned_result_word : pegtl::seq< result_lead, vn_words, reason_stands > {};
// A sheet's result line below its moves (`Kết quả: 1-0`, `KET QUA - Hòa`): its key, then the result.
struct result_key : table_words< vn_result_key_length > {};
struct result : pegtl::sor< pegtl::seq< pegtl::opt< result_key >, result_word, pegtl::not_at< pegtl::alnum > >,
                            pegtl::seq< pegtl::sor< result_key, pegtl::seq< result_lead, line_start > >, reasoned_result_word > > {};
struct variation_result : pegtl::seq< result_words, pegtl::not_at< pegtl::alnum > > {};  // "(0-1)" in a line of analysis
struct evaluation : pegtl::seq< pegtl::sor< red_better, black_better >, pegtl::at< pegtl::sor< ws, pegtl::eof > > > {};

// `1)` `1.` `1` and, on hand-written sheets, `4 )` and the marks Vietnamese lists number with: `1/` (as the
// rulebook numbers its own sections), `1-`, `1:`.
// `2…` and `2...` before Black's move alone.
// That is: digits, then blanks and a ')', or one of `/ - :` before a blank, or dots and ellipses, or nothing
// before a blank (`1-0` and `1/2-1/2` are results: no blank follows their mark). Spelt out by hand:
// one comes every other move, and as a sequence of rules it cost a record's reading more than its move did.
struct move_number {
  using rule_t = move_number;
  using subs_t = pegtl::empty_list;
  template< typename ParseInput >
  static bool match( ParseInput& in ) {
    const std::string_view text( in.current(), in.size() );
    std::size_t digits = 0;
    while( digits < text.size() && is_digit( text[ digits ] ) ) ++digits;
    if( digits == 0 ) return false;
    if( digits < text.size() && ( text[ digits ] == '/' || text[ digits ] == '-' || text[ digits ] == ':' ) &&
        ws_length( text.substr( digits + 1 ) ) > 0 ) {
      in.bump_in_this_line( digits + 1 );
      return true;
    }
    std::size_t end = digits;
    while( end < text.size() && ( text[ end ] == ' ' || text[ end ] == '\t' ) ) ++end;
    if( end < text.size() && text[ end ] == ')' ) {
      ++end;
    } else {
      for( end = digits;; ) {
        if( text.substr( end ).starts_with( '.' ) ) ++end;
        else if( text.substr( end ).starts_with( "…" ) ) end += std::string_view( "…" ).size();
        else break;
      }
      if( end == digits && ws_length( text.substr( end ) ) == 0 ) return false;
    }
    in.bump_in_this_line( end );  // no line break among digits, blanks, brackets and dots
    return true;
  }
};
struct leaders : pegtl::plus< pegtl::sor< pegtl::one< '.' >, utf8_one< U'…' > > > {};
struct annotation : pegtl::sor< pegtl::string< '!', '!' >, pegtl::string< '?', '?' >, pegtl::string< '!', '?' >,
                                pegtl::string< '?', '!' >, pegtl::one< '!' >, pegtl::one< '?' > > {};
struct nag : pegtl::seq< pegtl::one< '$' >, pegtl::plus< pegtl::digit > > {};
// `P2-5+`, `X2.6 +`: a check mark after a move, glued or alone; `+R+1` is a move, not one. (A `#` begins a
// line comment, which `element` tries first: it never reaches here.)
struct check_mark : pegtl::seq< pegtl::one< '+' >, pegtl::at< pegtl::sor< ws, pegtl::eof, pegtl::one< '!', '?', '(', ')', '{', ',', ';' > > > > {};
struct footnote : pegtl::seq< pegtl::one< '(' >, pegtl::plus< pegtl::digit >, pegtl::one< ')' > > {};
// `P2-5 (0:05)`: the time a hand-kept sheet writes after a move, in parentheses: no variation, kept as its
// comment as a footnote mark is.
struct clock_time : pegtl::seq< pegtl::plus< pegtl::digit >, pegtl::one< ':' >, pegtl::digit, pegtl::digit,
                                pegtl::opt< pegtl::one< ':' >, pegtl::digit, pegtl::digit > > {};
struct time_note : pegtl::seq< pegtl::one< '(' >, pegtl::star< pegtl::blank >, clock_time, pegtl::star< pegtl::blank >, pegtl::one< ')' > > {};
// `Pháo 2 bình 5, Mã 8 tấn 7`: the long form separates moves with a comma and a space (a comma inside a
// word, `X9,8`, is a slip in a move, not a separator).
struct move_separator : pegtl::seq< pegtl::one< ',' >, pegtl::at< pegtl::sor< ws, pegtl::eof > > > {};
// `1. P2-5 - M8.7`: a dash alone between two moves, as typed sheets put one between the two sides' moves.
struct dash_separator : pegtl::seq< pegtl::sor< pegtl::one< '-' >, utf8_one< U'–' > >, pegtl::at< pegtl::sor< ws, pegtl::eof > > > {};
struct unknown_token : pegtl::plus< pegtl::not_at< pegtl::sor< ws, pegtl::one< '(', ')', '{', '}', '[' >, move_separator > >, u8::any > {};

struct variation_begin : pegtl::one< '(' > {};
struct variation_end : pegtl::one< ')' > {};
// Each variation is a level of the parser's recursion: a text of nothing but '(' overflowed the stack (a
// crash at 100,000 of them). Deeper than this, a '(' opens none (nested_too_deep); records nest a few.
constexpr std::size_t MAX_VARIATION_DEPTH = 100;
struct variation_room {
  using rule_t = variation_room;
  using subs_t = pegtl::empty_list;
  template< pegtl::apply_mode A, pegtl::rewind_mode M, template< typename... > class Action,
            template< typename... > class Control, typename ParseInput, typename State >
  static bool match( ParseInput& /*unused*/, State& s ) {
    return s.open_variations.size() < MAX_VARIATION_DEPTH;
  }
};
// A '(' where variation_room said no: read, and reported, as opening nothing.
struct nested_too_deep : pegtl::one< '(' > {};
template< typename Move > struct variation;
// One byte says whether a comment or markup can start here: a move is not asked for each of them in turn,
// which cost a tenth of reading a record.
struct comment_lead_char : pegtl::one< '{', '/', ';', '#', '%', '[' > {};
struct comment_lead : pegtl::at< comment_lead_char > {};
template< typename Move >
// Moves first: they are most of the text. The layout marks no move can start like follow them.
struct element : pegtl::sor< pegtl::seq< comment_lead, pegtl::sor< comment, unclosed_comment, bbcode > >, Move, move_separator, dash_separator, club_start,
                             club_end, evaluation, move_number, leaders, annotation, nag, check_mark, footnote, time_note, variation< Move >, unknown_token > {};
// A variation still open at the next game (a '[') or the end of the text is reported and closed there,
// so that the games after it are read.
struct next_game : pegtl::seq< pegtl::not_at< bbcode >, pegtl::one< '[' > > {};
struct unclosed_variation : pegtl::at< pegtl::sor< pegtl::eof, next_game > > {};
// A ')' or '}' that closes nothing, or any other character no rule takes: reported, and skipped so that
// reading always moves on.
struct stray : pegtl::sor< pegtl::one< ')', '}' >, pegtl::any > {};
// The same inside a variation, which only its ')', the next game or the text's end closes: were it to stop
// the variation there, the variation would fail, and its '(' be read as a stray instead, so that what the
// text before means would hang on a '}' far after it (a unit cut before that '}' read otherwise).
struct variation_stray : pegtl::seq< pegtl::not_at< pegtl::sor< variation_end, unclosed_variation > >, stray > {};
template< typename Move >
struct variation : pegtl::seq< variation_room, variation_begin,
                               pegtl::star< pegtl::sor< ws, variation_result, element< Move >, nested_too_deep, variation_stray > >,
                               pegtl::sor< variation_end, unclosed_variation > > {};
// A line that opens another Vietnamese scoresheet (`Bên trắng: …`, `Ván 2`) after moves: the next game.
struct sheet_opening : pegtl::seq< pegtl::at< table_words< vn_sheet_opening_length > >, vn_header > {};
struct next_sheet : pegtl::seq< pegtl::eol, pegtl::star< pegtl::blank >, sheet_opening > {};
struct game_end : pegtl::sor< pegtl::eof, pegtl::at< next_game >, pegtl::at< next_sheet > > {};
struct line_with_tag : pegtl::sor< pegtl::seq< pegtl::eol, pegtl::star< pegtl::blank >, next_game >, next_sheet > {};
// Move 1 numbered again and written (`1. h2e2 h9g7` after `… 1-0`), where the text after the result starts or
// on a line of it: the next game of a file whose games have no tags. The result ends a game's moves (PGN's
// termination marker, wherever the line breaks), and no game numbers its moves from 1 twice; a line that
// goes on numbering (`2. M2.3`), and prose or a footnote that quotes moves (`(1) Nếu 1. X3-6`), stay the
// game's epilogue, which the replayer looks at.
struct first_move_number : pegtl::seq< pegtl::at< pegtl::one< '1' >, pegtl::not_at< pegtl::any, pegtl::digit > >, move_number > {};
template< typename Move >
struct numbered_move : pegtl::seq< pegtl::star< pegtl::blank >, first_move_number, pegtl::star< pegtl::blank >, Move > {};
// Asked at each line break of the text after the result, of the line after it alone: blank lines are passed
// one at a time (looking past all of them from each was quadratic in a run of them).
template< typename Move >
struct numbered_game : pegtl::seq< pegtl::eol, numbered_move< Move > > {};
// Where the text after a result ends at such a move: the next game follows this one's result.
struct untagged_next : pegtl::success {};
template< typename Move >
struct trailing_text : pegtl::seq< pegtl::sor< pegtl::at< numbered_move< Move > >,
                                               pegtl::star< pegtl::not_at< pegtl::sor< line_with_tag, numbered_game< Move > > >, u8::any > >,
                                   pegtl::opt< pegtl::at< pegtl::sor< numbered_move< Move >, numbered_game< Move > > >, untagged_next > > {};
// Whether the game's end or a result can start here, by the first bytes alone: the end of the text, a
// '[', a result's lead or the first two letters of a result's key, or a line break before a line that may
// open another sheet (next_sheet: no result starts at a line break). The movetext asks this before every
// word, and the game's end and the result are spelt out only where it holds.
struct end_lead {
  using rule_t = end_lead;
  using subs_t = pegtl::empty_list;
  template< typename ParseInput >
  static bool match( ParseInput& in ) {
    if( in.empty() ) return true;
    const char c = in.peek_char();
    if( c == '\n' || c == '\r' ) {
      const std::size_t n = in.size( 2 );
      std::size_t i = c == '\r' && n > 1 && in.peek_char( 1 ) == '\n' ? 2 : 1;
      while( i < n && ( in.peek_char( i ) == ' ' || in.peek_char( i ) == '\t' ) ) ++i;
      return vn_sheet_opening_may_start( std::string_view( in.current() + i, std::min< std::size_t >( n - i, 2 ) ) );
    }
    return c == '[' || result_lead::match( in ) || vn_result_key_may_start( std::string_view( in.current(), std::min< std::size_t >( in.size( 2 ), 2 ) ) );
  }
};
// Neither the game's end nor a result starts here: not_at< end_lead, sor< game_end, result > >, with the
// first bytes asked before the input is marked to be rewound. They rule both out before nearly every word,
// and the marks around a rule that fails at once cost as much as asking them.
struct no_end_here {
  using rule_t = no_end_here;
  using subs_t = pegtl::type_list< end_lead, game_end, result >;
  template< pegtl::apply_mode A, pegtl::rewind_mode M, template< typename... > class Action,
            template< typename... > class Control, typename ParseInput, typename... States >
  static bool match( ParseInput& in, States&&... st ) {
    return !end_lead::match( in ) || spelt_out< A, M, Action, Control >( in, st... );
  }
  // Apart, so that the question asked before every word is small enough to be inlined where it is asked.
  template< pegtl::apply_mode A, pegtl::rewind_mode M, template< typename... > class Action,
            template< typename... > class Control, typename ParseInput, typename... States >
  [[gnu::noinline]] static bool spelt_out( ParseInput& in, States&&... st ) {
    return Control< pegtl::not_at< pegtl::sor< game_end, result > > >::template match< A, M, Action, Control >( in, st... );
  }
};
// A sheet typed as a table (`1 | P2-5 | M8.7`): a `|` standing alone is a column's rule, no word. Asked
// before every word, and spelt out only at a `|`.
struct column_bar : pegtl::seq< pegtl::one< '|' >, pegtl::at< pegtl::sor< ws, pegtl::eof > > > {};
struct column_rule {
  using rule_t = column_rule;
  using subs_t = pegtl::type_list< column_bar >;
  template< pegtl::apply_mode A, pegtl::rewind_mode M, template< typename... > class Action,
            template< typename... > class Control, typename ParseInput, typename... States >
  static bool match( ParseInput& in, States&&... st ) {
    return !in.empty() && in.peek_char() == '|' && spelt_out< A, M, Action, Control >( in, st... );
  }
  // Apart, as no_end_here's: the question asked before every word stays small enough to be inlined.
  template< pegtl::apply_mode A, pegtl::rewind_mode M, template< typename... > class Action,
            template< typename... > class Control, typename ParseInput, typename... States >
  [[gnu::noinline]] static bool spelt_out( ParseInput& in, States&&... st ) {
    return Control< column_bar >::template match< A, M, Action, Control >( in, st... );
  }
};
// The plainest stretch of movetext, read in one loop: blanks, line breaks, moves and move numbers, each asked
// what the movetext's loop below asks it, in its order (the game's end or a result before every word, a line
// break before a word, the move before a number: no rule between them takes a word a digit leads). Anything
// else ends the stretch, and that loop reads it. What it spares the words a record is mostly made of is the
// loop's alternatives, each tried and rewound in turn, which cost a word more than reading its move did.
template< typename Move >
struct plain_run {
  using rule_t = plain_run;
  using subs_t = pegtl::type_list< no_end_here, Move, move_number >;
  template< pegtl::apply_mode A, pegtl::rewind_mode M, template< typename... > class Action,
            template< typename... > class Control, typename ParseInput, typename... States >
  static bool match( ParseInput& in, States&&... st ) {
    constexpr auto R = pegtl::rewind_mode::required;
    const char* const begin = in.current();
    for( ;; ) {
      while( !in.empty() && ( in.peek_char() == ' ' || in.peek_char() == '\t' ) ) in.bump_in_this_line( 1 );
      if( !Control< no_end_here >::template match< A, R, Action, Control >( in, st... ) ) break;
      if( const std::size_t n = ws_length( std::string_view( in.current(), in.size( 3 ) ) ) ) {
        in.bump( n );
        continue;
      }
      if( in.empty() ) break;
      const char c = in.peek_char();
      // A column's rule, a comment or markup: what that loop tries before the move.
      if( c == '|' || comment_lead_char::test( c ) ) break;
      if( Control< Move >::template match< A, R, Action, Control >( in, st... ) ) continue;
      if( !is_digit( c ) || !Control< move_number >::template match< A, R, Action, Control >( in, st... ) ) break;
    }
    return in.current() != begin;
  }
};
// Blanks between the words are passed over first: neither the game's end nor a result can start at one,
// and asking for both at every blank cost more than reading the moves; before a word, its first bytes
// say whether either could start there (end_lead). `NextGameMove`: what the first move of a game with no
// tags after this one's result may be written as (any notation of the game's, so that where such a game
// starts does not hang on this one's notation, and a byte splitter can tell it: units.hpp).
template< typename Move, typename NextGameMove = Move >
struct movetext : pegtl::seq< pegtl::star< pegtl::sor< plain_run< Move >, pegtl::plus< pegtl::blank >,
                                                       pegtl::seq< no_end_here, pegtl::sor< ws, column_rule, element< Move >, stray > > > >,
                              pegtl::opt< result, trailing_text< NextGameMove > > > {};

template< typename HeaderLine >
struct tags : pegtl::star< pegtl::sor< tag, vn_header, HeaderLine >, skip > {};
struct game_begin : pegtl::success {};
struct game_done : pegtl::success {};
// clang-format on

}  // namespace kypho::grammar::record_layout::rules

// For the grammar analysis: a table's words, when they match, are at least one byte.
template< typename Name >
struct tao::pegtl::analyze_traits< Name, kypho::grammar::record_layout::rules::line_start > : analyze_opt_traits<> {};
template< typename Name >
struct tao::pegtl::analyze_traits< Name, kypho::grammar::record_layout::rules::result_lead > : analyze_opt_traits<> {};
template< typename Name >
struct tao::pegtl::analyze_traits< Name, kypho::grammar::record_layout::rules::variation_room > : analyze_opt_traits<> {};
template< typename Name >
struct tao::pegtl::analyze_traits< Name, kypho::grammar::record_layout::rules::end_lead > : analyze_opt_traits<> {};
template< typename Name >
struct tao::pegtl::analyze_traits< Name, kypho::grammar::record_layout::rules::no_end_here >
    : analyze_opt_traits< kypho::grammar::record_layout::rules::game_end, kypho::grammar::record_layout::rules::result > {};
template< typename Name, typename Move >
struct tao::pegtl::analyze_traits< Name, kypho::grammar::record_layout::rules::plain_run< Move > >
    : analyze_seq_traits< tao::pegtl::plus< tao::pegtl::sor< kypho::grammar::record_layout::rules::ws, Move,
                                                             kypho::grammar::record_layout::rules::move_number > > > {};
template< typename Name >
struct tao::pegtl::analyze_traits< Name, kypho::grammar::record_layout::rules::column_rule >
    : analyze_seq_traits< kypho::grammar::record_layout::rules::column_bar > {};
template< typename Name >
struct tao::pegtl::analyze_traits< Name, kypho::grammar::record_layout::rules::ws > : analyze_any_traits<> {};
template< typename Name >
struct tao::pegtl::analyze_traits< Name, kypho::grammar::record_layout::rules::move_number > : analyze_any_traits<> {};
