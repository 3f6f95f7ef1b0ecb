// What matching an XML document builds (grammar/common/xml.hpp): the open elements on a stack, each closed
// into its parent; references resolved into the text or the attribute value they stand in.
#pragma once

#include <charconv>

#include "grammar/common/xml.hpp"
#include "grammar/common/xml_parse.hpp"
#include "grammar/text/messages.hpp"
#include "grammar/text/utf8.hpp"

namespace kypho::grammar::xml {

struct State {
  const char* text_begin;
  XmlDocument document;
  std::vector<XmlElement> open;  // open.front() is the root
  std::string reference;         // the text the last reference stands for
  bool in_attribute = false;

  template <typename Input>
  std::size_t at(const Input& in) const {
    return std::size_t(in.begin() - text_begin);
  }
  // Where character data goes: the attribute being read, or the innermost open element.
  void add_text(std::string_view text, std::size_t offset) {
    if (in_attribute) {
      open.back().attributes.back().value += text;
      return;
    }
    XmlElement& e = open.back();
    if (e.text.empty()) e.text_offset = offset;
    e.text += text;
  }
  void close() {
    XmlElement done = std::move(open.back());
    open.pop_back();
    if (open.empty()) document.root = std::move(done);
    else open.back().children.push_back(std::move(done));
  }
};

template <typename Rule>
struct action : p::nothing<Rule> {};

// Elements inside elements deeper than any record writes are a damaged or hostile file: the grammar recurses.
// (鹏飞象棋's PFC nests each move in the one before: a game of 1000 plies is 1000 deep.)
constexpr std::size_t MAX_DEPTH = 1000;
constexpr const char* TOO_DEEP = N_("elements are nested more than 1000 deep here, which no record writes");

template <>
struct action<element_name> {
  template <typename Input>
  static void apply(const Input& in, State& s) {
    if (s.open.size() >= MAX_DEPTH) throw tao::pegtl::parse_error(TOO_DEEP, in);
    XmlElement e;
    e.name = in.string();
    e.offset = s.at(in) - 1;
    s.open.push_back(std::move(e));
  }
};

template <>
struct action<attribute_name> {
  template <typename Input>
  static void apply(const Input& in, State& s) {
    s.open.back().attributes.push_back({in.string(), {}, s.at(in)});
    s.in_attribute = true;
  }
};

template <>
struct action<attribute_value> {
  static void apply0(State& s) { s.in_attribute = false; }
};

// Text as written: an attribute value's, character data, a CDATA section's.
struct text_as_written {
  template <typename Input>
  static void apply(const Input& in, State& s) {
    s.add_text(in.string_view(), s.at(in));
  }
};
template <char Q>
struct action<quoted_chars<Q>> : text_as_written {};
template <>
struct action<char_data> : text_as_written {};
template <>
struct action<cdata_text> : text_as_written {};

template <>
struct action<named_reference> {
  template <typename Input>
  static void apply(const Input& in, State& s) {
    static constexpr std::pair<std::string_view, std::string_view> NAMED[] = {
        {"amp", "&"}, {"lt", "<"}, {"gt", ">"}, {"quot", "\""}, {"apos", "'"}};
    s.reference.clear();
    for (const auto& [entity, text] : NAMED)
      if (in.string_view() == entity) s.reference = text;
    if (s.reference.empty()) {
      // An entity a doctype declares: kept as written, and said.
      s.reference = fmt::format("&{};", in.string_view());
      s.document.errors.push_back({s.at(in) - 1, "syntax", msg("'&{name};' is no entity XML defines; kept as written", quote("name", in.string_view())), true});
    }
  }
};

template <int Base>
struct numeric_reference {
  template <typename Input>
  static void apply(const Input& in, State& s) {
    std::uint32_t cp = 0;
    const auto [end, ec] = std::from_chars(in.begin(), in.end(), cp, Base);
    s.reference.clear();
    if (ec != std::errc() || end != in.end() || cp == 0 || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
      s.document.errors.push_back({s.at(in), "syntax", tr("this character reference names no character; it is read as U+FFFD")});
      cp = 0xFFFD;
    }
    append_utf8(s.reference, char32_t(cp));
  }
};
template <>
struct action<decimal_reference> : numeric_reference<10> {};
template <>
struct action<hex_reference> : numeric_reference<16> {};

template <>
struct action<reference> {
  template <typename Input>
  static void apply(const Input& in, State& s) {
    s.add_text(s.reference, s.at(in));
  }
};

template <>
struct action<close_name> {
  template <typename Input>
  static void apply(const Input& in, State& s) {
    if (in.string_view() != s.open.back().name)
      s.document.errors.push_back({s.at(in), "syntax",
                                   msg("the end tag '</{closing}>' closes the element '<{open}>'", quote("closing", in.string_view()), arg("open", s.open.back().name))});
  }
};

template <>
struct action<empty_end> {
  static void apply0(State& s) { s.close(); }
};
template <>
struct action<end_tag_end> {
  static void apply0(State& s) { s.close(); }
};

}  // namespace kypho::grammar::xml
