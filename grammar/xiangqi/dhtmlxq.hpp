// DhtmlXQ, the forum blocks of 东萍 (dpxq.com) and the boards that copy them: `[DhtmlXQ]`, then fields
// `[DhtmlXQ_name]value[/DhtmlXQ_name]` (the title, the players, the start `binit`, the moves `movelist`, the
// variations `move_P_S_I`, the comments `commentN`), then `[/DhtmlXQ]`. A page holds them among anything else,
// which is passed over; the tags are read in any case, as the boards write them. 打虎将's variant names its
// blocks and fields DHJHtmlXQ (its fields by number: converters/xiangqi/dhtmlxq.cpp).
#pragma once

#include <tao/pegtl.hpp>

namespace kypho::grammar::xiangqi::dhtmlxq {

namespace p = tao::pegtl;

struct dhtml_word : TAO_PEGTL_ISTRING("DhtmlXQ") {};
struct dhj_word : TAO_PEGTL_ISTRING("DHJHtmlXQ") {};
struct block_word : p::sor<dhtml_word, dhj_word> {};
struct block_open : p::seq<p::one<'['>, block_word, p::one<']'>> {};
struct block_close : p::seq<p::string<'[', '/'>, block_word, p::one<']'>> {};
struct name_chars : p::plus<p::sor<p::alnum, p::one<'_'>>> {};
struct field_name : name_chars {};
struct close_name : name_chars {};
struct field_open : p::seq<p::one<'['>, block_word, p::one<'_'>, field_name, p::one<']'>> {};
struct field_close : p::seq<p::string<'[', '/'>, block_word, p::one<'_'>, close_name, p::one<']'>> {};
// A value runs to the next closing tag; one that never comes ends at the block's end.
struct field_value : p::star<p::not_at<p::string<'[', '/'>, block_word>, p::any> {};
struct unclosed_field : p::success {};
struct field : p::seq<field_open, field_value, p::sor<field_close, unclosed_field>> {};
struct unclosed_block : p::success {};
struct block : p::seq<block_open, p::star<p::not_at<block_close>, p::sor<field, p::any>>, p::sor<block_close, unclosed_block>> {};
struct page : p::until<p::eof, p::sor<block, p::any>> {};

}  // namespace kypho::grammar::xiangqi::dhtmlxq
