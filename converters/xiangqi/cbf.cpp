#include "converters/xiangqi/cbf.hpp"

#include <algorithm>
#include <vector>

#include "converters/xiangqi/ccbridge.hpp"
#include "converters/xiangqi/xml_record.hpp"
#include "grammar/text/messages.hpp"
#include "grammar/xiangqi/coordinates_parse.hpp"

namespace kypho::xiangqi {
namespace {

constexpr std::string_view RECORD_ELEMENT = "ChineseChessRecord";
constexpr std::string_view STANDARD_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

// A PGN tag's name: ASCII letters, digits, '_' and '-' (grammar/common/record_layout.hpp's tag_name).
bool is_tag_name(std::string_view name) {
  return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
  });
}

class Reader : public XmlRecordReader {
 public:
  using XmlRecordReader::XmlRecordReader;

  void read(const grammar::XmlElement& record, TreeText& text) override {
    record_ = &record;
    std::vector<TreeTag> tags;
    std::string result = "*";
    std::size_t result_at = record.offset;
    if (const grammar::XmlElement* head = record.child("Head"))
      for (const grammar::XmlElement& e : head->children) {
        if (e.text.empty()) continue;
        if (e.name == "RecordResult") {
          result = ccbridge_result(e.text, e.text_offset, "malformed-header", report());
          result_at = e.text_offset;
          continue;
        }
        if (e.name == "FEN" && e.text == STANDARD_FEN) continue;
        const auto field = std::find_if(std::begin(CCBRIDGE_FIELDS), std::end(CCBRIDGE_FIELDS), [&](const CcbridgeField& f) { return f.element == e.name; });
        if (field != std::end(CCBRIDGE_FIELDS)) tags.push_back({std::string(field->tag), e.text, e.text_offset});
        else if (is_tag_name(e.name)) tags.push_back({e.name, e.text, e.text_offset});
        else
          problem(e.offset, Severity::WARNING, "lossy-conversion",
                  msg("<{name}> cannot be a tag (a tag's name is letters, digits, '_' and '-'): its text is not kept", arg("name", e.name)));
      }
    else
      problem(record.offset, Severity::WARNING, "missing-header", tr("this record has no <Head>: no tags, and the standard start"));
    tags.push_back({"Result", result, result_at});
    for (const grammar::XmlElement& e : record.children)
      if (e.name != "Head" && e.name != "MoveList")
        problem(e.offset, Severity::WARNING, "syntax", msg("<{name}> is no part of a CCBridge record kypho knows: passed over", arg("name", e.name)));
    read_moves();
    text.add(tags, tree_, result, report());
  }

 private:
  // <MoveList>'s moves as a stream (MoveTree::grow) whose only flag is end="1".
  void read_moves() {
    std::vector<const grammar::XmlElement*> moves;
    if (const grammar::XmlElement* list = record_->child("MoveList"))
      for (const grammar::XmlElement& e : list->children) {
        if (e.name == "Move") moves.push_back(&e);
        else problem(e.offset, Severity::WARNING, "syntax", msg("<{name}> in the move list is not a move: passed over", arg("name", e.name)));
      }
    std::size_t i = 0;
    const bool has_start = !moves.empty() && moves.front()->attribute("value") && moves.front()->attribute("value")->value == "00-00";
    const bool ended = tree_.grow([&](std::uint32_t count) -> std::optional<StreamRecord> {
      StreamRecord r;
      r.next = true;
      if (count == 0 && !has_start) return r;
      if (i == moves.size()) return std::nullopt;
      const grammar::XmlElement& e = *moves[i++];
      r.move.at = e.offset;
      r.move.comment = e.text;
      r.move.comment_at = e.text_offset;
      for (const grammar::XmlAttribute& a : e.attributes) {
        if (a.name == "end") r.next = a.value != "1";
        else if (a.name != "value")
          problem(a.offset, Severity::WARNING, "syntax", msg("the attribute {name} of a <Move> is not one CCBridge writes: passed over", arg("name", a.name)));
      }
      if (count == 0) return r;
      const grammar::XmlAttribute* value = e.attribute("value");
      const auto move = value ? grammar::xiangqi::parse_cbf_move(value->value) : std::nullopt;
      if (!move) {
        r.move.readable = false;
        problem(value ? value->offset : e.offset, Severity::ERROR, "syntax",
                value ? msg("'{value}' is no move: CBF writes one as two points, file and row digits, joined by '-' (\"77-47\"); the moves after it in its line are left out",
                            quote("value", value->value))
                      : tr("this <Move> has no value; the moves after it in its line are left out"));
        return r;
      }
      const auto& [from_file, from_row, to_file, to_row] = *move;
      r.move.from = std::uint8_t(from_file * 10 + 9 - from_row);
      r.move.to = std::uint8_t(to_file * 10 + 9 - to_row);
      return r;
    });
    if (ended && i < moves.size())
      problem(moves[i]->offset, Severity::ERROR, "move-after-end",
              msgn("{n} move after the end of the line (end=\"1\"), which CBF ties to no move: left out",
                   "{n} moves after the end of the line (end=\"1\"), which CBF ties to no move: left out", moves.size() - i, arg("n", moves.size() - i)));
  }

  const grammar::XmlElement* record_ = nullptr;
};

}  // namespace

bool holds_cbf(std::string_view text) {
  const std::string_view head = text.substr(0, 1024);
  return head.find("<?xml") != std::string_view::npos && head.find("<ChineseChessRecord") != std::string_view::npos;
}

grammar::SourceText read_cbf(std::shared_ptr<const grammar::SourceText> file, Diagnostics& out) {
  Diagnostics found;
  Reader reader(found);
  return read_xml_record(file, RECORD_ELEMENT, "CCBridge", reader, found, out);
}

}  // namespace kypho::xiangqi
