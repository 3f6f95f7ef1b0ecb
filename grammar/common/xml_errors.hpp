// Human messages for the points of the XML grammar where no backtracking is possible.
#pragma once

#include <tao/pegtl.hpp>

#include "grammar/common/xml.hpp"
#include "rules/common/marked.hpp"

namespace kypho::grammar::xml {

template <typename Rule>
inline constexpr const char* error_message = nullptr;
// clang-format off
template <> inline constexpr auto error_message< prolog > = N_("expected the XML document");
template <> inline constexpr auto error_message< root > = N_("expected the document's element, '<name …>'");
template <> inline constexpr auto error_message< after_root > = N_("text after the document's element, which XML does not allow");
template <> inline constexpr auto error_message< comment_rest > = N_("this comment is not closed by '-->'");
template <> inline constexpr auto error_message< instruction_rest > = N_("this processing instruction is not closed by '?>'");
template <> inline constexpr auto error_message< doctype_rest > = N_("this doctype is not closed by '>'");
template <> inline constexpr auto error_message< p::until<p::one<']'>> > = N_("this doctype's declarations are not closed by ']'");
template <> inline constexpr auto error_message< reference_body > = N_("expected a character reference after '&': a name (amp, lt, gt, quot, apos), '#' and digits, or '#x' and hex digits");
template <> inline constexpr auto error_message< reference_end > = N_("expected ';' ending the character reference");
template <> inline constexpr auto error_message< equals > = N_("expected '=' after the attribute's name");
template <> inline constexpr auto error_message< attribute_value > = N_("expected the attribute's value in quotes");
template <> inline constexpr auto error_message< closing_quote<'"'> > = N_("the attribute's value is not closed by its quote (a '<' cannot stand in it; write '&lt;')");
template <> inline constexpr auto error_message< closing_quote<'\''> > = N_("the attribute's value is not closed by its quote (a '<' cannot stand in it; write '&lt;')");
template <> inline constexpr auto error_message< tag_end > = N_("expected '>' or '/>' ending the tag, or an attribute name=\"value\"");
template <> inline constexpr auto error_message< end_tag > = N_("the element is not closed: expected its end tag '</name>'");
template <> inline constexpr auto error_message< close_name > = N_("expected the element's name after '</'");
template <> inline constexpr auto error_message< end_tag_end > = N_("expected '>' ending the end tag");
template <> inline constexpr auto error_message< cdata_text > = N_("this CDATA section is not closed by ']]>'");
template <> inline constexpr auto error_message< cdata_end > = N_("this CDATA section is not closed by ']]>'");
// clang-format on

struct errors {
  template <typename Rule>
  static constexpr auto message = error_message<Rule>;
};
// The rules in `must` that cannot fail (a star of spaces) need no message.
template <typename Rule>
using control = tao::pegtl::must_if<errors, tao::pegtl::normal, false>::control<Rule>;

}  // namespace kypho::grammar::xml
