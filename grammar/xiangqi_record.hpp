// The layout of a xiangqi record around its moves, shared by every notation: PGN tag pairs, move numbers
// (`1)` `1.` `1` `3...`), dot leaders (`………`), annotations (`!` `?!` `$1`), comments (`{…}`, `;…`, `#…`),
// footnote marks (`(1)`), variations in parentheses, and the result (`1-0` `0-1` `1/2-1/2` `*` `+-` `-+`
// `HÒA`). A result ends the game; what follows it up to the next tag line is kept as trailing text
// (footnotes, an xqbase advert). The move rule is the notation's own and is a template parameter.
#pragma once

#include <tao/pegtl.hpp>

namespace kypho::grammar::xiangqi_record::rules {

namespace pegtl = tao::pegtl;
namespace u8 = pegtl::utf8;

// clang-format off
struct wide_space : u8::one< U'\u3000', U'\u00A0', U'\uFEFF' > {};
struct ws : pegtl::sor< pegtl::space, wide_space > {};

struct brace_comment : pegtl::seq< pegtl::one< '{' >, pegtl::until< pegtl::one< '}' > > > {};
// A '{' never closed takes the rest of the text, which is reported at the '{' and kept as a comment.
struct unclosed_comment : pegtl::seq< pegtl::one< '{' >, pegtl::star< pegtl::any > > {};
struct line_comment_text : pegtl::until< pegtl::eolf > {};
struct line_comment : pegtl::seq< pegtl::one< ';', '#', '%' >, line_comment_text > {};
struct comment : pegtl::sor< brace_comment, line_comment > {};
struct skip : pegtl::star< pegtl::sor< ws, comment > > {};

struct tag_name : pegtl::plus< pegtl::sor< pegtl::alnum, pegtl::one< '_', '-' > > > {};
// A value ends at the quote that closes the tag: before `]` at the end of the line or before the next tag,
// so that a real file's unescaped quotes (`[Event ""Huangshan Cup" …"]`) stay inside the value.
struct tag_close : pegtl::seq< pegtl::one< '"' >, pegtl::star< pegtl::blank >, pegtl::one< ']' > > {};
struct tag_close_here : pegtl::seq< tag_close, pegtl::star< pegtl::blank >, pegtl::sor< pegtl::eolf, pegtl::one< '[' > > > {};
struct tag_value : pegtl::star< pegtl::sor< pegtl::seq< pegtl::one< '\\' >, pegtl::not_one< '\r', '\n' > >,
                                            pegtl::seq< pegtl::not_at< tag_close_here >, pegtl::not_one< '\r', '\n' > > > > {};
struct tag_space : pegtl::plus< pegtl::blank > {};
struct tag_open_quote : pegtl::one< '"' > {};
struct well_formed_tag : pegtl::seq< pegtl::one< '[' >, pegtl::star< pegtl::blank >, tag_name, tag_space,
                                     tag_open_quote, tag_value, tag_close > {};
// A tag line that is not `[Name "value"]` is reported and skipped; the game goes on.
struct bad_tag : pegtl::seq< pegtl::one< '[' >, pegtl::until< pegtl::eolf > > {};
struct tag : pegtl::sor< well_formed_tag, bad_tag > {};

// A bare FEN line where a game starts (`rnbakabnr/9/… w`, as engine test files write a position and then its
// moves): read as the game's [FEN] tag.
struct fen_rank : pegtl::plus< pegtl::sor< pegtl::range< '1', '9' >, pegtl::one< 'r', 'n', 'b', 'a', 'k', 'c', 'p', 'e', 'h',
                                                                                'R', 'N', 'B', 'A', 'K', 'C', 'P', 'E', 'H' > > > {};
struct fen_board : pegtl::seq< fen_rank, pegtl::rep< 9, pegtl::one< '/' >, fen_rank > > {};
struct position_line : pegtl::seq< fen_board, pegtl::star< pegtl::not_at< pegtl::eolf >, pegtl::any >, pegtl::at< pegtl::eolf > > {};

// A Vietnamese scoresheet's header lines: `Giải: …`, `Ngày: …`, `Ván: …`, `Bên trắng: …`, `Bên đen: …`.
struct vn_header_key : pegtl::sor< u8::string< 'B', U'ê', 'n', ' ', 't', 'r', U'ắ', 'n', 'g' >, u8::string< 'B', U'ê', 'n', ' ', U'đ', 'e', 'n' >,
                                   u8::string< 'G', 'i', U'ả', 'i' >, u8::string< 'N', 'g', U'à', 'y' >, u8::string< 'V', U'á', 'n' > > {};
struct vn_header_value : pegtl::star< pegtl::not_at< pegtl::star< pegtl::blank >, pegtl::eolf >, pegtl::any > {};
struct vn_header : pegtl::seq< vn_header_key, pegtl::star< pegtl::blank >, pegtl::one< ':' >, pegtl::star< pegtl::blank >, vn_header_value,
                               pegtl::star< pegtl::blank >, pegtl::at< pegtl::eolf > > {};

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
struct draw_word : pegtl::sor< u8::string< 'H', U'Ò', 'A' >, u8::string< 'H', U'ò', 'a' >, u8::string< 'H', 'O', U'À' >,
                               u8::string< 'H', 'o', U'à' >, u8::string< 'h', U'ò', 'a' > > {};
struct result_stands : pegtl::at< pegtl::star< pegtl::blank >, pegtl::sor< pegtl::eolf, pegtl::one< '[' > > > {};
struct draw : pegtl::sor< pegtl::string< '1', '/', '2', '-', '1', '/', '2' >, u8::string< U'½', '-', U'½' >,
                          pegtl::seq< draw_word, result_stands > > {};
// The results Vietnamese scoresheets write in words: "Trắng thắng", "Đen xin thua", ...
struct thang : pegtl::sor< u8::string< 't', 'h', U'ắ', 'n', 'g' >, u8::string< 'T', 'H', U'Ắ', 'N', 'G' > > {};
struct xin_thua : pegtl::sor< u8::string< 'x', 'i', 'n', ' ', 't', 'h', 'u', 'a' >, u8::string< 'X', 'I', 'N', ' ', 'T', 'H', 'U', 'A' > > {};
struct red_word : pegtl::sor< u8::string< 'T', 'r', U'ắ', 'n', 'g' >, u8::string< 't', 'r', U'ắ', 'n', 'g' >,
                              u8::string< 'T', 'R', U'Ắ', 'N', 'G' >, u8::string< U'Đ', U'ỏ' >, u8::string< U'đ', U'ỏ' > > {};
struct black_word : pegtl::sor< u8::string< U'Đ', 'e', 'n' >, u8::string< U'đ', 'e', 'n' >, u8::string< U'Đ', 'E', 'N' > > {};
// and the Chinese words: 红胜 (Red wins), 黑胜, 和棋 / 和局 (a draw).
struct chinese_result : pegtl::seq< pegtl::sor< u8::string< U'红', U'胜' >, u8::string< U'紅', U'勝' >, u8::string< U'黑', U'胜' >,
                                                u8::string< U'黑', U'勝' >, u8::string< U'和', U'棋' >, u8::string< U'和', U'局' > >,
                                    result_stands > {};
struct side_result : pegtl::seq< pegtl::sor< red_word, black_word >, pegtl::plus< pegtl::blank >, pegtl::sor< thang, xin_thua >,
                                 result_stands > {};
struct unknown_result : pegtl::one< '*' > {};
struct red_better : pegtl::string< '+', '-' > {};  // evaluations, not results
struct black_better : pegtl::string< '-', '+' > {};
struct result_words : pegtl::sor< red_wins, black_wins, draw, side_result, chinese_result, unknown_result > {};
struct result_word : result_words {};
struct result : pegtl::seq< result_word, pegtl::not_at< pegtl::alnum > > {};
struct variation_result : pegtl::seq< result_words, pegtl::not_at< pegtl::alnum > > {};  // "(0-1)" in a line of analysis
struct evaluation : pegtl::seq< pegtl::sor< red_better, black_better >, pegtl::at< pegtl::sor< ws, pegtl::eof > > > {};

// `1)` `1.` `1` and, on hand-written sheets, `4 )`.
struct move_number : pegtl::seq< pegtl::plus< pegtl::digit >,
                                 pegtl::sor< pegtl::seq< pegtl::star< pegtl::blank >, pegtl::one< ')' > >, pegtl::plus< pegtl::one< '.' > >,
                                             pegtl::at< ws > > > {};
struct leaders : pegtl::plus< pegtl::sor< pegtl::one< '.' >, u8::one< U'…' > > > {};
struct annotation : pegtl::sor< pegtl::string< '!', '!' >, pegtl::string< '?', '?' >, pegtl::string< '!', '?' >,
                                pegtl::string< '?', '!' >, pegtl::one< '!' >, pegtl::one< '?' > > {};
struct nag : pegtl::seq< pegtl::one< '$' >, pegtl::plus< pegtl::digit > > {};
struct footnote : pegtl::seq< pegtl::one< '(' >, pegtl::plus< pegtl::digit >, pegtl::one< ')' > > {};
// `Pháo 2 bình 5, Mã 8 tấn 7`: the long form separates moves with a comma and a space (a comma inside a
// word, `X9,8`, is a slip in a move, not a separator).
struct move_separator : pegtl::seq< pegtl::one< ',' >, pegtl::at< pegtl::sor< ws, pegtl::eof > > > {};
struct unknown_token : pegtl::plus< pegtl::not_at< pegtl::sor< ws, pegtl::one< '(', ')', '{', '}', '[' >, move_separator > >, u8::any > {};

struct variation_begin : pegtl::one< '(' > {};
struct variation_end : pegtl::one< ')' > {};
template< typename Move > struct variation;
template< typename Move >
struct element : pegtl::sor< club_start, club_end, move_separator, comment, unclosed_comment, Move, evaluation, move_number, leaders, annotation, nag, footnote,
                             variation< Move >, unknown_token > {};
// A variation still open at the next game (a '[') or the end of the text is reported and closed there,
// so that the games after it are read.
struct unclosed_variation : pegtl::at< pegtl::sor< pegtl::eof, pegtl::one< '[' > > > {};
template< typename Move >
struct variation : pegtl::seq< variation_begin, pegtl::star< pegtl::sor< ws, variation_result, element< Move > > >,
                               pegtl::sor< variation_end, unclosed_variation > > {};

// A ')' or '}' that closes nothing, or any other character no rule takes: reported, and skipped so that
// reading always moves on.
struct stray : pegtl::sor< pegtl::one< ')', '}' >, pegtl::any > {};
struct game_end : pegtl::sor< pegtl::eof, pegtl::at< pegtl::one< '[' > > > {};
struct line_with_tag : pegtl::seq< pegtl::eol, pegtl::star< pegtl::blank >, pegtl::one< '[' > > {};
struct trailing_text : pegtl::star< pegtl::not_at< line_with_tag >, u8::any > {};
template< typename Move >
struct movetext : pegtl::seq< pegtl::star< pegtl::not_at< game_end >, pegtl::not_at< result >,
                                           pegtl::sor< ws, element< Move >, stray > >,
                              pegtl::opt< result, trailing_text > > {};

struct tags : pegtl::star< pegtl::sor< tag, club_field, vn_header, position_line >, skip > {};
struct game_begin : pegtl::success {};
struct game_done : pegtl::success {};
// clang-format on

}  // namespace kypho::grammar::xiangqi_record::rules
