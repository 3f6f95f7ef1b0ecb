// Vietnamese scoresheet notation (seed 004): `P2-5 M8.7 Xs-2 Pt.2 Bg-6 Tg. 1`.
// Piece letters Tg S T X P M B (C for chốt), t/s/g for pieces sharing a file, then tấn `.`, thoái `/` or
// bình `-` (web text writes an en dash), then a step count or a destination file.
#pragma once

#include <tao/pegtl.hpp>

#include "grammar/wide.hpp"

namespace kypho::grammar::vn::rules {

namespace pegtl = tao::pegtl;

// clang-format off
// Hand-written sheets also use lower-case letters (`p2-5 m8.7`), and full-width ones come from CJK input.
struct tuong : pegtl::seq< wide_one< 'T', 't' >, wide_one< 'g' > > {};   // general; matched before T
struct si : wide_one< 'S', 's' > {};
struct tuong_voi : wide_one< 'T', 't' > {};       // elephant (Tượng)
struct xe : wide_one< 'X', 'x' > {};
struct phao : wide_one< 'P', 'p' > {};
struct ma : wide_one< 'M', 'm' > {};
struct binh_chot : wide_one< 'B', 'b' > {};
struct chot : wide_one< 'C', 'c' > {};
struct piece : pegtl::sor< tuong, si, tuong_voi, xe, phao, ma, binh_chot, chot > {};

struct truoc : wide_one< 't' > {};   // front
struct giua : wide_one< 'g' > {};    // middle
struct sau : wide_one< 's' > {};     // rear
// Four or five soldiers on one file have no standard Vietnamese form: kypho doubles the letters as WXF
// doubles its signs, `tt` the front-most and `ss` the rear-most, `t` and `s` the ones next to them.
struct truoc_nhat : pegtl::string< 't', 't' > {};
struct sau_nhat : pegtl::string< 's', 's' > {};
struct place : pegtl::sor< truoc_nhat, sau_nhat, truoc, giua, sau > {};
struct file : wide_range< '1', '9' > {};
struct origin : pegtl::sor< pegtl::seq< place, pegtl::opt< file > >, pegtl::seq< file, pegtl::opt< place > > > {};

struct tan : wide_one< '.' > {};
struct thoai : wide_one< '/' > {};
struct binh : wide_one< '-' > {};
struct binh_en_dash : pegtl::utf8::one< U'\u2013' > {};
struct direction : pegtl::sor< tan, thoai, binh, binh_en_dash > {};
struct stray_space : pegtl::plus< pegtl::blank > {};
struct number : wide_range< '1', '9' > {};

// The origin may be left out when only one piece of the kind can make the move (`Tg-5`, `Tg. 1`).
struct short_move : pegtl::seq< piece, pegtl::opt< origin >, pegtl::opt< stray_space >, direction, pegtl::opt< stray_space >, number > {};

// The long form of web sites and books: `Pháo 2 bình 5`, `Mã 8 tấn 7`, `Xe trước thoái 2`.
namespace u8 = pegtl::utf8;
struct tuong_word : pegtl::sor< u8::string< 'T', U'ư', U'ớ', 'n', 'g' >, u8::string< 't', U'ư', U'ớ', 'n', 'g' > > {};
struct si_word : pegtl::sor< u8::string< 'S', U'ĩ' >, u8::string< 's', U'ĩ' >, u8::string< 'S', U'ỹ' >, u8::string< 's', U'ỹ' > > {};
struct tuong_voi_word : pegtl::sor< u8::string< 'T', U'ư', U'ợ', 'n', 'g' >, u8::string< 't', U'ư', U'ợ', 'n', 'g' > > {};
struct xe_word : pegtl::sor< u8::string< 'X', 'e' >, u8::string< 'x', 'e' > > {};
struct phao_word : pegtl::sor< u8::string< 'P', 'h', U'á', 'o' >, u8::string< 'p', 'h', U'á', 'o' > > {};
struct ma_word : pegtl::sor< u8::string< 'M', U'ã' >, u8::string< 'm', U'ã' > > {};
struct binh_word : pegtl::sor< u8::string< 'B', 'i', 'n', 'h' >, u8::string< 'b', 'i', 'n', 'h' >, u8::string< 'C', 'h', U'ố', 't' >,
                               u8::string< 'c', 'h', U'ố', 't' >, u8::string< 'T', U'ố', 't' >, u8::string< 't', U'ố', 't' > > {};
struct piece_word : pegtl::sor< tuong_word, si_word, tuong_voi_word, xe_word, phao_word, ma_word, binh_word > {};
struct truoc_word : u8::string< 't', 'r', U'ư', U'ớ', 'c' > {};
struct sau_word : u8::string< 's', 'a', 'u' > {};
struct giua_word : u8::string< 'g', 'i', U'ữ', 'a' > {};
struct place_word : pegtl::sor< truoc_word, sau_word, giua_word > {};
struct tan_word : pegtl::sor< u8::string< 't', U'ấ', 'n' >, u8::string< 't', 'i', U'ế', 'n' > > {};
struct thoai_word : pegtl::sor< u8::string< 't', 'h', 'o', U'á', 'i' >, u8::string< 'l', 'u', 'i' > > {};
struct binh_ngang_word : u8::string< 'b', U'ì', 'n', 'h' > {};
struct direction_word : pegtl::sor< tan_word, thoai_word, binh_ngang_word > {};
struct word_gap : pegtl::plus< pegtl::blank > {};
struct long_origin : pegtl::sor< pegtl::seq< place_word, pegtl::opt< word_gap, file > >, file > {};
struct long_move : pegtl::seq< piece_word, word_gap, pegtl::opt< long_origin, word_gap >, direction_word, word_gap, number,
                               pegtl::not_at< pegtl::alnum > > {};

struct move : pegtl::sor< long_move, short_move > {};
// clang-format on

}  // namespace kypho::grammar::vn::rules
