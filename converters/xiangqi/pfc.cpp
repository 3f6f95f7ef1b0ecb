#include "converters/xiangqi/pfc.hpp"

#include <algorithm>
#include <vector>

#include "converters/xiangqi/xml_record.hpp"
#include "grammar/text/messages.hpp"
#include "grammar/xiangqi/coordinates_parse.hpp"

namespace kypho::xiangqi {
namespace {

constexpr std::string_view STANDARD_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

// The record's fields as vschess names them, and the tags kypho reads them into.
struct Field {
  std::string_view attribute, tag;
};
constexpr Field FIELDS[] = {
    {"title", "Title"},     {"event", "Event"},         {"red", "Red"},           {"redteam", "RedTeam"},   {"redrating", "RedRating"},
    {"redtime", "RedTime"}, {"black", "Black"},         {"blackteam", "BlackTeam"}, {"blackrating", "BlackRating"},
    {"blacktime", "BlackTime"}, {"ecco", "ECCO"},       {"open", "Opening"},      {"variation", "Variation"}, {"remark", "Annotator"},
    {"author", "Author"},   {"group", "Group"},         {"create-time", "Date"},  {"date", "Date"},         {"place", "Site"},
    {"round", "Round"},     {"table", "Table"},         {"judge", "Referee"},     {"record", "Recorder"},
};

class Reader : public XmlRecordReader {
 public:
  using XmlRecordReader::XmlRecordReader;

  void read(const grammar::XmlElement& root, TreeText& text) override {
    std::vector<TreeTag> tags;
    std::string result = "*";
    std::size_t result_at = root.offset;
    for (const grammar::XmlAttribute& a : root.attributes) {
      if (a.name == "c") continue;
      if (a.name == "version") {
        if (a.value != "2") problem(a.offset, Severity::NOTE, "format", msg("PFC version {version}: read by the layout of version 2, the one known", arg("version", a.value)));
        continue;
      }
      if (a.name == "m") {
        if (a.value != STANDARD_FEN && !a.value.empty()) tags.push_back({"FEN", a.value, a.offset});
        continue;
      }
      if (a.name == "win") {
        result = result_of(a);
        result_at = a.offset;
        continue;
      }
      const auto field = std::find_if(std::begin(FIELDS), std::end(FIELDS), [&](const Field& f) { return f.attribute == a.name; });
      if (a.value.empty()) continue;
      if (field != std::end(FIELDS)) tags.push_back({std::string(field->tag), a.value, a.offset});
      else problem(a.offset, Severity::WARNING, "lossy-conversion", msg("the field {name} is not one vschess names: its value is not kept", arg("name", a.name)));
    }
    tags.push_back({"Result", result, result_at});
    if (const auto* c = root.attribute("c")) {
      tree_.nodes[0].comment = c->value;
      tree_.nodes[0].comment_at = c->offset;
    }
    add_children(root, 0);
    text.add(tags, tree_, result, report());
  }

 private:
  std::string result_of(const grammar::XmlAttribute& a) {
    for (std::string_view r : {"1-0", "0-1", "1/2-1/2", "*"})
      if (a.value == r) return a.value;
    problem(a.offset, Severity::WARNING, "malformed-header", msg("win=\"{value}\" is no result (1-0, 0-1, 1/2-1/2 or *): read as unknown", arg("value", a.value)));
    return "*";
  }

  // The moves that may follow `parent`: the default one first (the line it continues), then the others in order.
  void add_children(const grammar::XmlElement& element, std::uint32_t parent) {
    std::vector<const grammar::XmlElement*> moves;
    for (const grammar::XmlElement& child : element.children) {
      if (child.name != "n") {
        problem(child.offset, Severity::WARNING, "syntax", msg("<{name}> is not a move (<n>): passed over", arg("name", child.name)));
        continue;
      }
      const auto* is_default = child.attribute("default");
      if (is_default && is_default->value == "true") moves.insert(moves.begin(), &child);
      else moves.push_back(&child);
    }
    for (const grammar::XmlElement* m : moves) {
      TreeMove node;
      node.at = m->offset;
      const auto* value = m->attribute("m");
      const auto move = value ? grammar::xiangqi::parse_pfc_move(value->value) : std::nullopt;
      if (move) {
        node.from = std::uint8_t((*move)[0] * 10 + (*move)[1]);
        node.to = std::uint8_t((*move)[2] * 10 + (*move)[3]);
      } else {
        node.readable = false;
        problem(value ? value->offset : m->offset, Severity::ERROR, "syntax",
                value ? msg("'{value}' is no move: PFC writes one in ICCS (\"h2e2\"); the moves after it in its line are left out", quote("value", value->value))
                      : tr("this <n> has no move (m); the moves after it in its line are left out"));
      }
      if (const auto* c = m->attribute("c")) {
        node.comment = c->value;
        node.comment_at = c->offset;
      }
      for (const grammar::XmlAttribute& a : m->attributes)
        if (a.name != "m" && a.name != "c" && a.name != "default")
          problem(a.offset, Severity::WARNING, "syntax", msg("the attribute {name} of a move (<n>) is not one vschess writes: passed over", arg("name", a.name)));
      const std::uint32_t index = tree_.add(parent, std::move(node));
      if (move) add_children(*m, index);
    }
  }
};

}  // namespace

bool holds_pfc(std::string_view text) {
  const std::string_view head = text.substr(0, 1024);
  return head.find("<n ") != std::string_view::npos && head.find("version=") != std::string_view::npos;
}

grammar::SourceText read_pfc(std::shared_ptr<const grammar::SourceText> file, Diagnostics& out) {
  Diagnostics found;
  Reader reader(found);
  return read_xml_record(file, "n", "PFC", reader, found, out);
}

}  // namespace kypho::xiangqi
