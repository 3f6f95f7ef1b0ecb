// CSA standard record format V1–V3.0: `N+`/`N-` players, `$KEY:value` fields, the start position as `PI`,
// `P1`…`P9` rows and `P+`/`P-` pieces (with `00AL`), the side to move, moves `+7776FU` (the piece as it
// stands after the move), times `T12`, terminals `%TORYO`…, comments `'`; statements may share a line
// joined by commas, and `/` separates games.
#pragma once

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

#include "grammar/common/encoding_declaration.hpp"
#include "grammar/common/whole_line.hpp"
#include "grammar/shogi/csa_codes.hpp"

namespace kypho::grammar::csa::rules {

namespace pegtl = tao::pegtl;

// A piece's code (PIECE_CODES): its two capitals looked up at once, not fourteen words tried in turn.
struct piece {
  using rule_t = piece;
  using subs_t = pegtl::empty_list;
  template< typename ParseInput >
  static bool match( ParseInput& in ) {
    if( in.size( 2 ) < 2 || piece_code_index( in.peek_char( 0 ), in.peek_char( 1 ) ) == 0 ) return false;
    in.bump_in_this_line( 2 );
    return true;
  }
};

// A move: its side, the squares it goes from (`00` for a drop) and to, and the piece's code as it stands
// after it: `+7776FU`. Spelt out by hand as one test of seven bytes, and read by one action: a CSA record
// is nearly all moves, and as a sequence of five rules, three with an action, the move was an eighth of
// linting the bench's CSA records.
struct move_text {
  using rule_t = move_text;
  using subs_t = pegtl::empty_list;
  static constexpr std::size_t LENGTH = 7;
  static constexpr bool is_digit( char c ) { return c >= '0' && c <= '9'; }
  static constexpr bool starts( std::string_view t ) {
    return t.size() >= LENGTH && ( t[ 0 ] == '+' || t[ 0 ] == '-' ) && is_digit( t[ 1 ] ) && is_digit( t[ 2 ] ) && is_digit( t[ 3 ] ) &&
           is_digit( t[ 4 ] ) && piece_code_index( t[ 5 ], t[ 6 ] ) != 0;
  }
  template< typename ParseInput >
  static bool match( ParseInput& in ) {
    if( !starts( std::string_view( in.current(), in.size( LENGTH ) ) ) ) return false;
    in.bump_in_this_line( LENGTH );
    return true;
  }
};

// clang-format off
struct side : pegtl::one< '+', '-' > {};
struct digit : pegtl::digit {};
struct square : pegtl::seq< digit, digit > {};

// A statement is whole only up to a comma or the end of the line, so that `+7776FU xyz` is an unknown
// statement as a whole rather than a move followed by text that stops the parse.
struct statement_end : pegtl::at< pegtl::star< pegtl::blank >, pegtl::sor< pegtl::one< ',' >, pegtl::eolf > > {};

struct move : pegtl::seq< move_text, statement_end > {};
struct seconds : pegtl::seq< pegtl::plus< pegtl::digit >, pegtl::opt< pegtl::one< '.' >, pegtl::star< pegtl::digit > > > {};
struct time : pegtl::seq< pegtl::one< 'T' >, seconds, statement_end > {};
struct terminal_word : pegtl::plus< pegtl::sor< pegtl::upper, pegtl::one< '_', '+', '-' > > > {};
struct terminal : pegtl::seq< pegtl::one< '%' >, terminal_word, statement_end > {};

struct cell_piece : pegtl::seq< side, piece > {};
struct empty_cell : pegtl::one< '*' > {};
struct row_number : pegtl::range< '1', '9' > {};
struct row : pegtl::seq< pegtl::one< 'P' >, row_number, pegtl::star< pegtl::star< pegtl::one< ' ' > >, pegtl::sor< cell_piece, empty_cell > >,
                         statement_end > {};
struct all_pieces : pegtl::string< 'A', 'L' > {};
struct placed_piece : pegtl::seq< square, pegtl::sor< piece, all_pieces > > {};
struct pieces_side : side {};
struct pieces : pegtl::seq< pegtl::one< 'P' >, pieces_side, pegtl::star< placed_piece >, statement_end > {};
struct removed_piece : pegtl::seq< square, piece > {};
struct handicap : pegtl::seq< pegtl::string< 'P', 'I' >, pegtl::star< removed_piece >, statement_end > {};
struct turn : pegtl::seq< side, statement_end > {};

struct rest_of_line : pegtl::star< pegtl::not_at< pegtl::eolf >, pegtl::any > {};
struct player : pegtl::seq< pegtl::one< 'N' >, side, rest_of_line > {};
struct info_key : pegtl::plus< pegtl::sor< pegtl::upper, pegtl::digit, pegtl::one< '_', '+', '-' > > > {};
struct info_value : rest_of_line {};
struct info : pegtl::seq< pegtl::one< '$' >, info_key, pegtl::one< ':' >, info_value > {};
struct version : pegtl::seq< pegtl::one< 'V' >, rest_of_line > {};
// `'encoding=Shift_JIS` (CSA 3) says how the file is encoded: the reader compares it with the encoding the
// bytes were read in, and a writer writes its own.
struct encoding_declaration : pegtl::seq< pegtl::one< '\'' >, declared::encoding_field, rest_of_line > {};
struct comment : pegtl::seq< pegtl::one< '\'' >, rest_of_line > {};
struct separator : pegtl::seq< pegtl::one< '/' >, pegtl::star< pegtl::blank >, pegtl::at< pegtl::eolf > > {};
struct statement_text : pegtl::plus< pegtl::not_at< pegtl::sor< pegtl::one< ',' >, pegtl::eolf > >, pegtl::any > {};
struct unknown_statement : statement_text {};
// A statement that starts as a move does, a side's sign and a digit (`-3334FX`), that no move reads.
struct unread_move : pegtl::seq< pegtl::at< pegtl::one< '+', '-' >, pegtl::digit >, statement_text > {};

struct statement_start : pegtl::success {};
struct statement : pegtl::seq< pegtl::not_at< pegtl::sor< pegtl::eolf, pegtl::one< ',' > > >, statement_start, pegtl::sor< move, time, terminal, row, pieces, handicap, turn, player, info, version, comment, unread_move, unknown_statement > > {};
// Every line reads to its end: empty statements (`,,`, a trailing comma) are skipped, and what no
// statement matches is an unknown statement, reported, never the end of the parse.
struct line : pegtl::sor< encoding_declaration, comment, separator, pegtl::list< pegtl::opt< statement >, pegtl::one< ',' >, pegtl::blank > > {};
struct record_line : whole_line< pegtl::star< pegtl::blank >, line, pegtl::star< pegtl::blank > > {};
struct record : pegtl::until< pegtl::eof, record_line > {};
// clang-format on

}  // namespace kypho::grammar::csa::rules

template< typename Name >
struct tao::pegtl::analyze_traits< Name, kypho::grammar::csa::rules::piece > : analyze_any_traits<> {};
template< typename Name >
struct tao::pegtl::analyze_traits< Name, kypho::grammar::csa::rules::move_text > : analyze_any_traits<> {};
