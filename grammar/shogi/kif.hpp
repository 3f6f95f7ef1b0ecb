// KIF (Kakinoki): `key：value` headers, an optional BOD board, then move lines
// `   1 ７六歩(77)   ( 0:16/00:00:16)`, comments `*…`, terminal words (投了, 中断, …), and branches
// `変化：N手` that replace move N of the latest line with a `+` on it.
#pragma once

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

#include <array>
#include <cstdint>
#include <iterator>
#include <string_view>

#include "grammar/common/encoding_declaration.hpp"
#include "grammar/common/utf8_one.hpp"
#include "grammar/common/whole_line.hpp"
#include "grammar/shogi/syntax.hpp"

namespace kypho::grammar::kif::rules {

namespace pegtl = tao::pegtl;
namespace u8 = pegtl::utf8;

// clang-format off
struct wide_space : utf8_one< U'\u3000' > {};
struct sp : pegtl::sor< pegtl::blank, wide_space > {};
struct rest : pegtl::star< pegtl::not_at< pegtl::eolf >, pegtl::any > {};

struct full_width_digit : u8::range< U'１', U'９' > {};
struct ascii_digit : pegtl::range< '1', '9' > {};
struct kanji_digit : utf8_one< U'一', U'二', U'三', U'四', U'五', U'六', U'七', U'八', U'九' > {};
struct file : pegtl::sor< full_width_digit, ascii_digit > {};
struct rank : pegtl::sor< kanji_digit, ascii_digit > {};
struct square : pegtl::seq< file, rank > {};
struct same : pegtl::seq< utf8_one< U'同' >, pegtl::star< sp > > {};
struct destination : pegtl::sor< square, same > {};

// The names of the pieces, in one table for the grammar (which names a move may give) and its actions (which
// piece a name is): one glyph, or two for the promoted lance, knight and silver (成香, also 杏).
struct PieceName {
  std::string_view name;
  grammar::shogi::Kind kind;
};
inline constexpr PieceName PIECE_NAMES[] = {
    { "歩", grammar::shogi::Kind::PAWN },         { "香", grammar::shogi::Kind::LANCE },        { "桂", grammar::shogi::Kind::KNIGHT },
    { "銀", grammar::shogi::Kind::SILVER },       { "金", grammar::shogi::Kind::GOLD },         { "角", grammar::shogi::Kind::BISHOP },
    { "飛", grammar::shogi::Kind::ROOK },         { "玉", grammar::shogi::Kind::KING },         { "王", grammar::shogi::Kind::KING },
    { "と", grammar::shogi::Kind::PRO_PAWN },     { "杏", grammar::shogi::Kind::PRO_LANCE },    { "成香", grammar::shogi::Kind::PRO_LANCE },
    { "圭", grammar::shogi::Kind::PRO_KNIGHT },   { "成桂", grammar::shogi::Kind::PRO_KNIGHT }, { "全", grammar::shogi::Kind::PRO_SILVER },
    { "成銀", grammar::shogi::Kind::PRO_SILVER }, { "馬", grammar::shogi::Kind::HORSE },        { "龍", grammar::shogi::Kind::DRAGON },
    { "竜", grammar::shogi::Kind::DRAGON } };

// A name's glyphs, three bytes each in UTF-8, as numbers (the second 0 for a name of one glyph).
constexpr std::uint32_t glyph_code( std::string_view g ) {
  return ( std::uint32_t( std::uint8_t( g[ 0 ] ) ) << 16 ) | ( std::uint32_t( std::uint8_t( g[ 1 ] ) ) << 8 ) | std::uint8_t( g[ 2 ] );
}
struct NameCodes {
  std::uint32_t first, second;
};
inline constexpr auto PIECE_NAME_CODES = [] {
  std::array< NameCodes, std::size( PIECE_NAMES ) > codes{};
  for( std::size_t i = 0; i < codes.size(); ++i )
    codes[ i ] = { glyph_code( PIECE_NAMES[ i ].name ), PIECE_NAMES[ i ].name.size() > 3 ? glyph_code( PIECE_NAMES[ i ].name.substr( 3 ) ) : 0 };
  return codes;
}();

// A piece's name. Every move gives one, so its glyphs are compared as numbers with the table's: trying
// the names as rules, one after another, each decoding the glyph again, was a third of reading KI2.
struct piece {
  using rule_t = piece;
  using subs_t = pegtl::empty_list;
  template< typename ParseInput >
  static bool match( ParseInput& in ) {
    const std::string_view text( in.current(), in.size( 6 ) );
    if( text.size() < 3 ) return false;
    const std::uint32_t first = glyph_code( text ), second = text.size() >= 6 ? glyph_code( text.substr( 3 ) ) : 0;
    for( std::size_t i = 0; i < PIECE_NAME_CODES.size(); ++i )
      if( PIECE_NAME_CODES[ i ].first == first && ( PIECE_NAME_CODES[ i ].second == 0 || PIECE_NAME_CODES[ i ].second == second ) ) {
        in.bump( PIECE_NAMES[ i ].name.size() );
        return true;
      }
    return false;
  }
};

struct promote : utf8_one< U'成' > {};
struct decline : u8::string< U'不', U'成' > {};
struct from_square : pegtl::seq< pegtl::one< '(' >, pegtl::digit, pegtl::digit, pegtl::one< ')' > > {};
struct drop : pegtl::seq< utf8_one< U'打' >, pegtl::opt< pegtl::string< '(', '0', '0', ')' > > > {};
struct move : pegtl::seq< destination, piece, pegtl::opt< pegtl::sor< decline, promote > >, pegtl::sor< from_square, drop > > {};

struct terminal_word : pegtl::sor< u8::string< U'投', U'了' >, u8::string< U'中', U'断' >, u8::string< U'千', U'日', U'手' >,
                                   u8::string< U'詰', U'み' >, u8::string< U'持', U'将', U'棋' >, u8::string< U'切', U'れ', U'負', U'け' >,
                                   u8::string< U'反', U'則', U'勝', U'ち' >, u8::string< U'反', U'則', U'負', U'け' >,
                                   u8::string< U'入', U'玉', U'勝', U'ち' >, u8::string< U'不', U'戦', U'勝' >,
                                   u8::string< U'不', U'戦', U'敗' >, u8::string< U'封', U'じ', U'手' >,
                                   u8::string< U'不', U'詰' >, utf8_one< U'詰' > > {};

struct clock_digits : pegtl::plus< pegtl::digit > {};
struct clock : pegtl::list< clock_digits, pegtl::one< ':' > > {};
struct time_spent : clock {};
struct time_total : clock {};
struct time : pegtl::seq< pegtl::one< '(' >, pegtl::star< sp >, time_spent, pegtl::star< sp >, pegtl::one< '/' >, pegtl::star< sp >,
                          time_total, pegtl::star< sp >, pegtl::one< ')' > > {};
struct fork_mark : pegtl::one< '+' > {};
struct ply : pegtl::plus< pegtl::digit > {};
// Some programs write the time twice, `( 0:00/00:00:00) ( 0:00/00:00:00)`: the first is read.
struct repeated_time : pegtl::seq< pegtl::one< '(' >, pegtl::star< pegtl::not_one< ')', '\r', '\n' > >, pegtl::one< ')' > > {};
struct move_line : pegtl::seq< pegtl::star< sp >, ply, pegtl::plus< sp >, pegtl::sor< move, terminal_word >, pegtl::star< sp >,
                               pegtl::opt< time, pegtl::star< pegtl::star< sp >, repeated_time > >, pegtl::star< sp >,
                               pegtl::opt< fork_mark >, pegtl::star< sp >, pegtl::at< pegtl::eolf > > {};

struct comment_text : rest {};
struct comment : pegtl::seq< pegtl::one< '*' >, comment_text > {};
struct bookmark : pegtl::seq< pegtl::one< '&' >, rest > {};  // しおり: kept, with its '&', as a comment line
// `#KIF version=2.0 encoding=UTF-8` says how the file is encoded: the reader compares it with the encoding
// the bytes were read in, and a writer writes its own. Any other `#` line is a note to whoever reads the
// file (Kifu for Windows' `# ---- … ----`): kept, with its '#', as a comment line, and written back as a
// note line.
struct declaration : pegtl::seq< pegtl::string< '#', 'K', 'I', 'F' >,
                                 pegtl::star< pegtl::not_at< pegtl::sor< declared::encoding_field, pegtl::eolf > >, pegtl::any >,
                                 pegtl::opt< declared::encoding_field >, rest > {};
struct note : pegtl::seq< pegtl::one< '#' >, rest > {};
struct branch_ply : pegtl::plus< pegtl::digit > {};
struct branch : pegtl::seq< u8::string< U'変', U'化' >, pegtl::sor< utf8_one< U'：' >, pegtl::one< ':' > >, pegtl::star< sp >,
                            branch_ply, pegtl::star< sp >, utf8_one< U'手' >, rest > {};
struct summary : pegtl::seq< u8::string< U'ま', U'で' >, rest > {};
struct move_header : pegtl::seq< u8::string< U'手', U'数' >, pegtl::one< '-', '=' >, rest > {};
// Kifu for Windows closes a board diagram with the ply it shows and the move that led there
// (`手数＝3  ▲２二角成  まで`): the board already says it all.
struct diagram_ply : pegtl::seq< u8::string< U'手', U'数', U'＝' >, rest > {};

// The BOD board: hands are header lines; rows are `|` + nine 2-character cells + `|` + rank.
struct cell_side : pegtl::one< ' ', 'v', '^' > {};
struct cell_piece : pegtl::seq< cell_side, pegtl::sor< piece, utf8_one< U'・' > > > {};
struct row_start : pegtl::one< '|' > {};
struct board_row : pegtl::seq< row_start, pegtl::rep< 9, cell_piece >, pegtl::one< '|' >, rest > {};
struct board_frame : pegtl::seq< pegtl::one< '+' >, pegtl::plus< pegtl::one< '-' > >, pegtl::one< '+' >, rest > {};
struct board_files : pegtl::seq< pegtl::plus< sp >, full_width_digit, rest > {};
struct side_to_move : pegtl::seq< pegtl::sor< u8::string< U'先', U'手', U'番' >, u8::string< U'後', U'手', U'番' >,
                                              u8::string< U'下', U'手', U'番' >, u8::string< U'上', U'手', U'番' > >, rest > {};

struct header_key : pegtl::plus< pegtl::not_at< pegtl::sor< utf8_one< U'：' >, pegtl::eolf > >, u8::any > {};
struct header_value : rest {};
struct header : pegtl::seq< header_key, utf8_one< U'：' >, header_value > {};
struct ascii_header : pegtl::seq< header_key, pegtl::one< ':' >, header_value > {};
struct line_text : pegtl::plus< pegtl::not_at< pegtl::eolf >, pegtl::any > {};
// A line with a move number whose move no rule reads (`   2 ３四X歩(33)`): text in a move's place.
struct unread_move : line_text {};
struct unread_move_line : pegtl::seq< pegtl::star< sp >, pegtl::plus< pegtl::digit >, pegtl::plus< sp >, unread_move > {};
struct unknown_line : line_text {};

struct line : pegtl::sor< declaration, note, comment, bookmark, branch, summary, move_header, diagram_ply, move_line, board_row, board_frame,
                          side_to_move, header, board_files, unread_move_line, unknown_line, pegtl::success > {};
struct kif_line : whole_line< line > {};
struct record : pegtl::seq< pegtl::star< kif_line >, pegtl::eof > {};
// clang-format on

}  // namespace kypho::grammar::kif::rules

// For the grammar analysis: a piece's name, when it matches, is at least one byte.
template< typename Name >
struct tao::pegtl::analyze_traits< Name, kypho::grammar::kif::rules::piece > : analyze_any_traits<> {};
