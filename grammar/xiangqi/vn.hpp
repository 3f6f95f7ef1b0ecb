// Vietnamese scoresheet notation (seed 004): `P2-5 M8.7 Xs-2 Pt.2 Bg-6 Tg. 1`.
// Piece letters Tg S T X P M B (C for chốt), t/s/g for pieces sharing a file, then tấn `.`, thoái `/` or
// bình `-` (web text writes an en dash), then a step count or a destination file.
#pragma once

#include <tao/pegtl.hpp>

#include "grammar/common/plain_vertical.hpp"
#include "grammar/common/table_words.hpp"
#include "grammar/common/wide.hpp"
#include "grammar/xiangqi/vn_words.hpp"

namespace kypho::grammar::vn::rules {

namespace pegtl = tao::pegtl;

// clang-format off
// Hand-written sheets also use lower-case letters (`p2-5 m8.7`), typed ones capitals throughout (`TG5-4`, `PT.4`),
// and full-width ones come from CJK input.
struct tuong_g : wide_one< 'g', 'G' > {};
struct tuong : pegtl::seq< wide_one< 'T', 't' >, tuong_g > {};   // general; matched before T
struct si : wide_one< 'S', 's' > {};
struct tuong_voi : wide_one< 'T', 't' > {};       // elephant (Tượng)
struct voi : wide_one< 'V', 'v' > {};             // elephant (Voi), as some sites write it
struct xe : wide_one< 'X', 'x' > {};
struct phao : wide_one< 'P', 'p' > {};
struct ma : wide_one< 'M', 'm' > {};
struct binh_chot : wide_one< 'B', 'b' > {};
struct chot : wide_one< 'C', 'c' > {};
struct piece : pegtl::sor< tuong, one_kind< si, tuong_voi, voi, xe, phao, ma, binh_chot, chot > > {};

struct truoc : wide_one< 't', 'T' > {};   // front
struct giua : wide_one< 'g', 'G' > {};    // middle
struct sau : wide_one< 's', 'S' > {};     // rear
// Four or five soldiers on one file have no standard Vietnamese form: kypho doubles the letters as WXF
// doubles its signs, `tt` the front-most and `ss` the rear-most, `t` and `s` the ones next to them.
struct truoc_nhat : pegtl::sor< pegtl::string< 't', 't' >, pegtl::string< 'T', 'T' > > {};
struct sau_nhat : pegtl::sor< pegtl::string< 's', 's' >, pegtl::string< 'S', 'S' > > {};
// The letters are asked for after every piece letter and file: one byte says whether any can start here.
struct place : pegtl::seq< pegtl::at< pegtl::one< 't', 'g', 's', 'T', 'G', 'S', char( 0xEF ) > >, pegtl::sor< truoc_nhat, sau_nhat, truoc, giua, sau > > {};
struct file : wide_range< '1', '9' > {};
struct origin : pegtl::sor< pegtl::seq< place, pegtl::opt< file > >, pegtl::seq< file, pegtl::opt< place > > > {};

struct tan : wide_one< '.' > {};
struct thoai : wide_one< '/' > {};
struct binh : wide_one< '-' > {};
struct binh_en_dash : typographic_dash {};  // `–`, `−`: said, before binh reads it as '-'
struct direction : one_kind< tan, thoai, binh_en_dash, binh > {};
struct stray_space : pegtl::plus< pegtl::blank > {};
struct number : wide_range< '1', '9' > {};

// The origin may be left out when only one piece of the kind can make the move (`Tg-5`, `Tg. 1`).
struct short_move : pegtl::seq< piece, pegtl::opt< stray_space, pegtl::at< origin > >, pegtl::opt< origin >, pegtl::opt< stray_space >, direction,
                                 pegtl::opt< stray_space >, number > {};

// The long form of web sites and books: `Pháo 2 bình 5`, `Mã 8 tấn 7`, `Xe trước thoái 2`. Its words are
// grammar/xiangqi/vn_words' tables, matched as people write them (`PHÁO 2 Bình 5`, `Phao 2 binh 5`): every
// token that is not a short-form move is tried against them.
struct piece_word : table_words< xiangqi::vn_piece_word_length > {};
struct place_word : table_words< xiangqi::vn_place_word_length > {};
struct direction_word : table_words< xiangqi::vn_direction_word_length > {};
struct word_gap : pegtl::plus< pegtl::blank > {};
struct long_origin : pegtl::sor< pegtl::seq< place_word, pegtl::opt< word_gap, file > >, file > {};
// The long form starts afresh: what a short form's failed try at the same word set (`C` of `Chốt`, `V` of
// `Voi`, read as synonyms) is not this move's.
struct long_start : pegtl::success {};
// Every piece word starts with one of these letters: a token that does not (a move number, a result) is no long
// move, told without trying the words one by one.
struct piece_word_initial : pegtl::one< 'T', 't', 'S', 's', 'V', 'v', 'B', 'b', 'X', 'x', 'P', 'p', 'M', 'm', 'N', 'n', 'C', 'c' > {};
struct long_move : pegtl::seq< pegtl::at< piece_word_initial >, long_start, piece_word, word_gap, pegtl::opt< long_origin, word_gap >, direction_word,
                               word_gap, number, pegtl::not_at< pegtl::alnum > > {};

// `P2-5`: the upper-case letters and the signs, read first in one step (plain_vertical); short_move reads
// the same (a T before a digit is an elephant), and everything else. The letters by kind (none, general:
// Tg is no one letter, advisor, elephant, horse, chariot, cannon, soldier), the signs by direction (none,
// tấn, thoái, bình).
struct plain_spelling {
  static constexpr std::string_view LETTERS = "  STMXPB";
  static constexpr std::string_view SIGNS = " ./-";
};
struct plain_move : plain_vertical< plain_spelling > {};
// The short form first: it is what scoresheets write, and no long-form move starts like one.
struct move : pegtl::sor< plain_move, short_move, long_move > {};
// clang-format on

}  // namespace kypho::grammar::vn::rules
