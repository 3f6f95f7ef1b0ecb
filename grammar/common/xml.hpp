// XML as the record formats built on it write it (CCBridge's CBF, 鹏飞象棋's PFC): a prolog of declarations,
// comments and a doctype, then one root element, its attributes, its character data, CDATA sections,
// comments and the five named and the numeric character references. What a record needs no more of (a
// doctype's internal subset, entities it declares) is passed over as XML 1.0 parsers that do not validate
// pass it. Once `<name` has matched, an element is this or an error: the rules after it are in `must`.
#pragma once

#include <tao/pegtl.hpp>

namespace kypho::grammar::xml {

namespace p = tao::pegtl;

struct space : p::one<' ', '\t', '\r', '\n'> {};
struct spaces : p::plus<space> {};
struct name_start : p::sor<p::alpha, p::one<'_', ':'>, p::range<'\x80', '\xFF'>> {};
struct name_char : p::sor<name_start, p::digit, p::one<'-', '.'>> {};
struct name : p::seq<name_start, p::star<name_char>> {};

struct comment_rest : p::until<p::string<'-', '-', '>'>> {};
struct comment : p::if_must<p::string<'<', '!', '-', '-'>, comment_rest> {};
struct instruction_rest : p::until<p::string<'?', '>'>> {};
struct processing_instruction : p::if_must<p::string<'<', '?'>, instruction_rest> {};
struct internal_subset : p::if_must<p::one<'['>, p::until<p::one<']'>>> {};
struct doctype_rest : p::until<p::one<'>'>, p::sor<internal_subset, p::any>> {};
struct doctype : p::if_must<TAO_PEGTL_STRING("<!DOCTYPE"), doctype_rest> {};
struct byte_order_mark : TAO_PEGTL_STRING("\xEF\xBB\xBF") {};
struct misc : p::sor<spaces, comment, processing_instruction> {};
struct prolog : p::seq<p::opt<byte_order_mark>, p::star<p::sor<misc, doctype>>> {};

// &amp; &lt; &gt; &quot; &apos;, &#NN; and &#xNN;
struct named_reference : p::seq<name> {};
struct decimal_reference : p::plus<p::digit> {};
struct hex_reference : p::plus<p::xdigit> {};
struct reference_body : p::sor<p::seq<p::one<'#'>, p::sor<p::seq<p::one<'x'>, hex_reference>, decimal_reference>>, named_reference> {};
struct reference_end : p::one<';'> {};
struct reference : p::if_must<p::one<'&'>, reference_body, reference_end> {};

template <char Q>
struct quoted_chars : p::plus<p::not_one<Q, '&', '<'>> {};
template <char Q>
struct closing_quote : p::one<Q> {};
template <char Q>
struct quoted : p::if_must<p::one<Q>, p::star<p::sor<quoted_chars<Q>, reference>>, closing_quote<Q>> {};
struct attribute_name : name {};
struct attribute_value : p::sor<quoted<'"'>, quoted<'\''>> {};
struct equals : p::seq<p::star<space>, p::one<'='>, p::star<space>> {};
struct attribute : p::if_must<attribute_name, equals, attribute_value> {};
struct attributes : p::star<spaces, attribute> {};

struct element_name : name {};
struct close_name : name {};
struct empty_end : p::string<'/', '>'> {};
struct start_end : p::one<'>'> {};
struct end_tag_end : p::one<'>'> {};
struct end_tag : p::seq<p::string<'<', '/'>, p::must<close_name, p::star<space>, end_tag_end>> {};
struct char_data : p::plus<p::not_one<'<', '&'>> {};
struct cdata_text : p::until<p::at<p::string<']', ']', '>'>>> {};
struct cdata_end : p::string<']', ']', '>'> {};
struct cdata : p::if_must<TAO_PEGTL_STRING("<![CDATA["), cdata_text, cdata_end> {};
struct element;
struct content : p::star<p::sor<char_data, reference, cdata, comment, processing_instruction, element>> {};
struct open_content : p::seq<start_end, content, p::must<end_tag>> {};
struct tag_end : p::seq<attributes, p::star<space>, p::sor<empty_end, open_content>> {};
struct element : p::seq<p::one<'<'>, element_name, p::must<tag_end>> {};

struct root : p::seq<element> {};
struct after_root : p::seq<p::star<misc>, p::eof> {};
struct document : p::must<prolog, root, after_root> {};

}  // namespace kypho::grammar::xml
