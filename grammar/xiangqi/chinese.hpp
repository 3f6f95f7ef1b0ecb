// Chinese notation: `炮二平五 马８进７ 前车进一 中兵平四 二兵平四`. Red counts with 一…九, Black with full-width
// １…９ (ASCII digits occur too); simplified and traditional glyphs; 前 中 后/後 and 一…五 for pieces
// sharing a file.
#pragma once

#include <tao/pegtl.hpp>

#include "grammar/common/one_glyph.hpp"
#include "grammar/common/utf8_one.hpp"

namespace kypho::grammar::chinese::rules {

namespace pegtl = tao::pegtl;
namespace u8 = pegtl::utf8;

// clang-format off
struct red_general : utf8_one< U'帅', U'帥' > {};
struct black_general : utf8_one< U'将', U'將' > {};
struct red_advisor : utf8_one< U'仕' > {};
struct black_advisor : utf8_one< U'士' > {};
struct red_elephant : utf8_one< U'相' > {};
struct black_elephant : utf8_one< U'象' > {};
struct red_horse : utf8_one< U'傌' > {};
struct horse : utf8_one< U'马', U'馬' > {};
struct red_chariot : utf8_one< U'俥' > {};
struct chariot : utf8_one< U'车', U'車' > {};
struct cannon : utf8_one< U'炮', U'砲', U'包' > {};
struct red_soldier : utf8_one< U'兵' > {};
struct black_soldier : utf8_one< U'卒' > {};
struct piece : one_glyph< red_general, black_general, red_advisor, black_advisor, red_elephant, black_elephant,
                           red_horse, horse, red_chariot, chariot, cannon, red_soldier, black_soldier > {};

struct red_number : utf8_one< U'一', U'二', U'三', U'四', U'五', U'六', U'七', U'八', U'九' > {};
struct black_number : u8::range< U'１', U'９' > {};
struct ascii_number : pegtl::range< '1', '9' > {};
struct number_word : pegtl::sor< red_number, black_number, ascii_number > {};
struct file : number_word {};
struct number : number_word {};

struct front : utf8_one< U'前' > {};
struct middle : utf8_one< U'中' > {};
struct rear : utf8_one< U'后', U'後' > {};
struct index : red_number {};
struct place : one_glyph< front, middle, rear, index > {};

struct advance : utf8_one< U'进', U'進' > {};
struct retreat : utf8_one< U'退' > {};
struct traverse : utf8_one< U'平' > {};
struct direction : one_glyph< advance, retreat, traverse > {};

struct placed : pegtl::seq< place, piece, pegtl::opt< file > > {};
struct filed : pegtl::seq< piece, file > {};
struct move : pegtl::seq< pegtl::sor< placed, filed >, direction, number > {};
// clang-format on

}  // namespace kypho::grammar::chinese::rules
