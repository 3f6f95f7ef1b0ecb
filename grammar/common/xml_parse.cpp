#include "grammar/common/xml_parse.hpp"

#include "grammar/common/xml_actions.hpp"
#include "grammar/common/xml_errors.hpp"

namespace kypho::grammar {

const XmlAttribute* XmlElement::attribute(std::string_view attribute_name) const {
  for (const XmlAttribute& a : attributes)
    if (a.name == attribute_name) return &a;
  return nullptr;
}

const XmlElement* XmlElement::child(std::string_view child_name) const {
  for (const XmlElement& c : children)
    if (c.name == child_name) return &c;
  return nullptr;
}

XmlDocument parse_xml(std::string_view text) {
  xml::State state{text.data(), {}, {}, {}, false};
  tao::pegtl::memory_input<tao::pegtl::tracking_mode::lazy> in(text.data(), text.size(), "xml");
  try {
    tao::pegtl::parse<xml::document, xml::action, xml::control>(in, state);
  } catch (const tao::pegtl::parse_error& e) {
    state.document.errors.push_back({e.positions().front().byte, "syntax", tr(e.message())});
    state.in_attribute = false;
    while (!state.open.empty()) state.close();
  }
  return std::move(state.document);
}

}  // namespace kypho::grammar
