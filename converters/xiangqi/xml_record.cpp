#include "converters/xiangqi/xml_record.hpp"

#include "grammar/text/messages.hpp"

namespace kypho::xiangqi {

void XmlRecordReader::problem(std::uint64_t at, Severity severity, std::string code, std::string message) {
  Diagnostic d = at_byte("", at, severity, std::move(code), std::move(message));
  d.game = 1;
  found_.push_back(std::move(d));
}

TreeProblem XmlRecordReader::report() {
  return [this](std::uint64_t at, Severity severity, std::string code, std::string message) { problem(at, severity, std::move(code), std::move(message)); };
}

grammar::SourceText read_xml_record(const std::shared_ptr<const grammar::SourceText>& file, std::string_view element, std::string_view format,
                                    XmlRecordReader& reader, Diagnostics& found, Diagnostics& out) {
  TreeText text;
  const grammar::XmlDocument doc = grammar::parse_xml(file->text());
  for (const auto& e : doc.errors) {
    found.push_back(located(*file, e, e.warning ? Severity::WARNING : Severity::ERROR));
    found.back().game = 1;
  }
  if (doc.root.name == element)
    reader.read(doc.root, text);
  else if (!doc.root.name.empty())
    found.push_back(at_byte("", doc.root.offset, Severity::ERROR, "format",
                            msg("this XML is no {format} record: its element is <{name}>, not <{element}>", arg("format", format),
                                arg("name", doc.root.name), arg("element", element))));
  place_in(*file, found, out);
  return text.source(file->name(), file->encoding(), file);
}

}  // namespace kypho::xiangqi
