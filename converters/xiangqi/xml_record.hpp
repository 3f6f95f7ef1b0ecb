// What the readers of XML records (CCBridge's CBF, 鹏飞象棋's PFC) share: the document parsed, its syntax errors
// the game's, the record's element handed to the format's reader, which reports by byte, and every problem placed
// in the file by line and column; the record written as ICCS text (converters/xiangqi/move_tree.hpp).
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "converters/common/diagnostic.hpp"
#include "converters/xiangqi/move_tree.hpp"
#include "grammar/common/xml_parse.hpp"
#include "grammar/text/source.hpp"

namespace kypho::xiangqi {

// A format's reader: its record's tree, and its problems by byte, the game's.
class XmlRecordReader {
 public:
  explicit XmlRecordReader(Diagnostics& found) : found_(found) {}
  virtual ~XmlRecordReader() = default;
  // Adds the record `root` holds to `text`.
  virtual void read(const grammar::XmlElement& root, TreeText& text) = 0;

 protected:
  void problem(std::uint64_t at, Severity severity, std::string code, std::string message);
  TreeProblem report();
  MoveTree tree_;

 private:
  Diagnostics& found_;
};

// The record of `file`, whose element must be named `element` (else a format error saying it is no `format`
// record), read by `reader`.
grammar::SourceText read_xml_record(const std::shared_ptr<const grammar::SourceText>& file, std::string_view element, std::string_view format,
                                    XmlRecordReader& reader, Diagnostics& found, Diagnostics& out);

}  // namespace kypho::xiangqi
