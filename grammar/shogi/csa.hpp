// CSA standard record format V1–V3.0: `N+`/`N-` players, `$KEY:value` fields, the start position as `PI`,
// `P1`…`P9` rows and `P+`/`P-` pieces (with `00AL`), the side to move, moves `+7776FU` (the piece as it
// stands after the move), times `T12`, terminals `%TORYO`…, comments `'`; statements may share a line
// joined by commas, and `/` separates games.
#pragma once

#include <tao/pegtl.hpp>

#include "grammar/common/whole_line.hpp"

namespace kypho::grammar::csa::rules {

namespace pegtl = tao::pegtl;

// clang-format off
struct side : pegtl::one< '+', '-' > {};
struct piece : pegtl::sor< pegtl::string< 'F', 'U' >, pegtl::string< 'K', 'Y' >, pegtl::string< 'K', 'E' >,
                           pegtl::string< 'G', 'I' >, pegtl::string< 'K', 'I' >, pegtl::string< 'K', 'A' >,
                           pegtl::string< 'H', 'I' >, pegtl::string< 'O', 'U' >, pegtl::string< 'T', 'O' >,
                           pegtl::string< 'N', 'Y' >, pegtl::string< 'N', 'K' >, pegtl::string< 'N', 'G' >,
                           pegtl::string< 'U', 'M' >, pegtl::string< 'R', 'Y' > > {};
struct digit : pegtl::digit {};
struct square : pegtl::seq< digit, digit > {};
struct from : square {};
struct to : square {};

// A statement is whole only up to a comma or the end of the line, so that `+7776FU xyz` is an unknown
// statement as a whole rather than a move followed by text that stops the parse.
struct statement_end : pegtl::at< pegtl::star< pegtl::blank >, pegtl::sor< pegtl::one< ',' >, pegtl::eolf > > {};

struct move : pegtl::seq< side, from, to, piece, statement_end > {};
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
// `'encoding=Shift_JIS` (CSA 3) says how the file is encoded: the decoder reads it, a writer writes its own.
struct encoding_declaration : pegtl::seq< pegtl::string< '\'', 'e', 'n', 'c', 'o', 'd', 'i', 'n', 'g', '=' >, rest_of_line > {};
struct comment : pegtl::seq< pegtl::one< '\'' >, rest_of_line > {};
struct separator : pegtl::seq< pegtl::one< '/' >, pegtl::star< pegtl::blank >, pegtl::at< pegtl::eolf > > {};
struct unknown_statement : pegtl::plus< pegtl::not_at< pegtl::sor< pegtl::one< ',' >, pegtl::eolf > >, pegtl::any > {};

struct statement_start : pegtl::success {};
struct statement : pegtl::seq< pegtl::not_at< pegtl::sor< pegtl::eolf, pegtl::one< ',' > > >, statement_start, pegtl::sor< move, time, terminal, row, pieces, handicap, turn, player, info, version, comment, unknown_statement > > {};
// Every line reads to its end: empty statements (`,,`, a trailing comma) are skipped, and what no
// statement matches is an unknown statement, reported, never the end of the parse.
struct line : pegtl::sor< encoding_declaration, comment, separator, pegtl::list< pegtl::opt< statement >, pegtl::one< ',' >, pegtl::blank > > {};
struct record_line : whole_line< pegtl::star< pegtl::blank >, line, pegtl::star< pegtl::blank > > {};
struct record : pegtl::until< pegtl::eof, record_line > {};
// clang-format on

}  // namespace kypho::grammar::csa::rules
