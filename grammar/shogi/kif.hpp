// KIF (Kakinoki): `key：value` headers, an optional BOD board, then move lines
// `   1 ７六歩(77)   ( 0:16/00:00:16)`, comments `*…`, terminal words (投了, 中断, …), and branches
// `変化：N手` that replace move N of the latest line with a `+` on it.
#pragma once

#include <tao/pegtl.hpp>

namespace kypho::grammar::kif::rules {

namespace pegtl = tao::pegtl;
namespace u8 = pegtl::utf8;

// clang-format off
struct wide_space : u8::one< U'\u3000' > {};
struct sp : pegtl::sor< pegtl::blank, wide_space > {};
struct rest : pegtl::star< pegtl::not_at< pegtl::eolf >, pegtl::any > {};

struct full_width_digit : u8::range< U'１', U'９' > {};
struct ascii_digit : pegtl::range< '1', '9' > {};
struct kanji_digit : u8::one< U'一', U'二', U'三', U'四', U'五', U'六', U'七', U'八', U'九' > {};
struct file : pegtl::sor< full_width_digit, ascii_digit > {};
struct rank : pegtl::sor< kanji_digit, ascii_digit > {};
struct square : pegtl::seq< file, rank > {};
struct same : pegtl::seq< u8::one< U'同' >, pegtl::star< sp > > {};
struct destination : pegtl::sor< square, same > {};

struct pro_lance : pegtl::sor< u8::string< U'成', U'香' >, u8::one< U'杏' > > {};
struct pro_knight : pegtl::sor< u8::string< U'成', U'桂' >, u8::one< U'圭' > > {};
struct pro_silver : pegtl::sor< u8::string< U'成', U'銀' >, u8::one< U'全' > > {};
struct pawn : u8::one< U'歩' > {};
struct lance : u8::one< U'香' > {};
struct knight : u8::one< U'桂' > {};
struct silver : u8::one< U'銀' > {};
struct gold : u8::one< U'金' > {};
struct bishop : u8::one< U'角' > {};
struct rook : u8::one< U'飛' > {};
struct king : u8::one< U'玉', U'王' > {};
struct tokin : u8::one< U'と' > {};
struct horse : u8::one< U'馬' > {};
struct dragon : u8::one< U'龍', U'竜' > {};
struct piece : pegtl::sor< pro_lance, pro_knight, pro_silver, pawn, lance, knight, silver, gold, bishop, rook, king,
                           tokin, horse, dragon > {};

struct promote : u8::one< U'成' > {};
struct decline : u8::string< U'不', U'成' > {};
struct from_square : pegtl::seq< pegtl::one< '(' >, pegtl::digit, pegtl::digit, pegtl::one< ')' > > {};
struct drop : pegtl::seq< u8::one< U'打' >, pegtl::opt< pegtl::string< '(', '0', '0', ')' > > > {};
struct move : pegtl::seq< destination, piece, pegtl::opt< pegtl::sor< decline, promote > >, pegtl::sor< from_square, drop > > {};

struct terminal_word : pegtl::sor< u8::string< U'投', U'了' >, u8::string< U'中', U'断' >, u8::string< U'千', U'日', U'手' >,
                                   u8::string< U'詰', U'み' >, u8::string< U'持', U'将', U'棋' >, u8::string< U'切', U'れ', U'負', U'け' >,
                                   u8::string< U'反', U'則', U'勝', U'ち' >, u8::string< U'反', U'則', U'負', U'け' >,
                                   u8::string< U'入', U'玉', U'勝', U'ち' >, u8::string< U'不', U'戦', U'勝' >,
                                   u8::string< U'不', U'戦', U'敗' >, u8::string< U'封', U'じ', U'手' >,
                                   u8::string< U'不', U'詰' >, u8::one< U'詰' > > {};

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
// `#KIF version=2.0 encoding=UTF-8` says how the file is encoded: the decoder reads it, and a writer
// writes its own. Any other `#` line is a note to whoever reads the file (Kifu for Windows' `# ---- … ----`):
// kept, with its '#', as a comment line, and written back as a note line.
struct declaration : pegtl::seq< pegtl::string< '#', 'K', 'I', 'F' >, rest > {};
struct note : pegtl::seq< pegtl::one< '#' >, rest > {};
struct branch_ply : pegtl::plus< pegtl::digit > {};
struct branch : pegtl::seq< u8::string< U'変', U'化' >, pegtl::sor< u8::one< U'：' >, pegtl::one< ':' > >, pegtl::star< sp >,
                            branch_ply, pegtl::star< sp >, u8::one< U'手' >, rest > {};
struct summary : pegtl::seq< u8::string< U'ま', U'で' >, rest > {};
struct move_header : pegtl::seq< u8::string< U'手', U'数' >, pegtl::one< '-', '=' >, rest > {};
// Kifu for Windows closes a board diagram with the ply it shows and the move that led there
// (`手数＝3  ▲２二角成  まで`): the board already says it all.
struct diagram_ply : pegtl::seq< u8::string< U'手', U'数', U'＝' >, rest > {};

// The BOD board: hands are header lines; rows are `|` + nine 2-character cells + `|` + rank.
struct cell_side : pegtl::one< ' ', 'v', '^' > {};
struct cell_piece : pegtl::seq< cell_side, pegtl::sor< piece, u8::one< U'・' > > > {};
struct row_start : pegtl::one< '|' > {};
struct board_row : pegtl::seq< row_start, pegtl::rep< 9, cell_piece >, pegtl::one< '|' >, rest > {};
struct board_frame : pegtl::seq< pegtl::one< '+' >, pegtl::plus< pegtl::one< '-' > >, pegtl::one< '+' >, rest > {};
struct board_files : pegtl::seq< pegtl::plus< sp >, full_width_digit, rest > {};
struct side_to_move : pegtl::seq< pegtl::sor< u8::string< U'先', U'手', U'番' >, u8::string< U'後', U'手', U'番' >,
                                              u8::string< U'下', U'手', U'番' >, u8::string< U'上', U'手', U'番' > >, rest > {};

struct header_key : pegtl::plus< pegtl::not_at< pegtl::sor< u8::one< U'：' >, pegtl::eolf > >, u8::any > {};
struct header_value : rest {};
struct header : pegtl::seq< header_key, u8::one< U'：' >, header_value > {};
struct ascii_header : pegtl::seq< header_key, pegtl::one< ':' >, header_value > {};
struct unknown_line : pegtl::plus< pegtl::not_at< pegtl::eolf >, pegtl::any > {};

struct line : pegtl::sor< declaration, note, comment, bookmark, branch, summary, move_header, diagram_ply, move_line, board_row, board_frame,
                          side_to_move, header, board_files, unknown_line, pegtl::success > {};
struct kif_line : pegtl::seq< pegtl::not_at< pegtl::eof >, line, pegtl::eolf > {};
struct record : pegtl::seq< pegtl::star< kif_line >, pegtl::eof > {};
// clang-format on

}  // namespace kypho::grammar::kif::rules
