// An XML document (grammar/common/xml.hpp) as a tree of elements, each with where it stands, for the record
// formats built on XML. A syntax error is said at its byte, and what was read before it is kept: the
// elements still open then are closed where the text stopped.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "grammar/common/syntax_error.hpp"

namespace kypho::grammar {

struct XmlAttribute {
  std::string name, value;  // the value with its references resolved
  std::size_t offset = 0;   // of the name
};

struct XmlElement {
  std::string name;
  std::size_t offset = 0;  // of its '<'
  std::vector<XmlAttribute> attributes;
  std::string text;  // its character data and CDATA, references resolved, in order; its children's not
  std::size_t text_offset = 0;  // of the first of them
  std::vector<XmlElement> children;

  // The value of attribute `name`, or nothing.
  const XmlAttribute* attribute(std::string_view attribute_name) const;
  // The first child named `name`, or nothing.
  const XmlElement* child(std::string_view child_name) const;
};

struct XmlDocument {
  XmlElement root;  // its name is empty when the text has none
  std::vector<SyntaxError> errors;
};

XmlDocument parse_xml(std::string_view text);

}  // namespace kypho::grammar
