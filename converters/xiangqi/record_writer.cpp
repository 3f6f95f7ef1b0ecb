#include "converters/xiangqi/record_writer.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "converters/common/movetext_writer.hpp"
#include "converters/xiangqi/fen.hpp"
#include "converters/xiangqi/names.hpp"
#include "grammar/common/header_values.hpp"
#include "grammar/common/vn_headers.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::xiangqi {
namespace {

constexpr std::string_view DERIVED_TAGS[] = {"Game", "Format", "FEN"};

// The header lines of a Vietnamese scoresheet, in the rulebook's words, for the tags kypho reads back from
// them (grammar/common/vn_headers.cpp): `Giải: …`, `Bên trắng: …`, `Kết quả: Hòa`.
struct SheetKey {
  std::string_view tag, key;
};
constexpr SheetKey SHEET_KEYS[] = {
    {"Event", "Giải"},         {"Round", "Vòng"},     {"Board", "Bàn"},        {"GameNumber", "Ván"}, {"Date", "Ngày"},
    {"Site", "Địa điểm"},      {"Red", "Bên trắng"},  {"Black", "Bên đen"},    {"Arbiter", "Trọng tài"},
    {"TimeControl", "Thời gian mỗi bên"},             {"Annotator", "Bình luận"}, {"Result", "Kết quả"},
};

// A tag as a scoresheet's header line; none for a tag a sheet has no line for, or a value a line would not
// give back as it is (blank at an end, a line break, a separator first, a side line that reads as a position).
std::optional<std::string> sheet_line(const Tag& t) {
  const auto key = std::find_if(std::begin(SHEET_KEYS), std::end(SHEET_KEYS), [&](const SheetKey& k) { return k.tag == t.name; });
  if (key == std::end(SHEET_KEYS) || t.value.empty()) return std::nullopt;
  std::string_view value = t.value;
  if (t.name == "Result") value = value == "1-0" ? "Trắng thắng" : value == "0-1" ? "Đen thắng" : value == "1/2-1/2" ? "Hòa" : "";
  // A sheet's date line is read into PGN's form: only a date already in it comes back as it was.
  if (t.name == "Date" && !grammar::is_pgn_date(value)) return std::nullopt;
  const bool plain = !value.empty() && value.find_first_of("\r\n") == std::string_view::npos && value.front() != ' ' && value.back() != ' ' &&
                     value.front() != ':' && value.front() != '-' && !value.starts_with("Tg");
  if (!plain) return std::nullopt;
  return fmt::format("{}: {}\n", key->key, value);
}

struct Writer {
  const XiangqiRecord& record;
  const WriteOptions& options;
  std::string out;

  void tags() {
    std::vector<Tag> tags = record.tags;
    tags.erase(std::remove_if(tags.begin(), tags.end(), [](const Tag& t) { return is_derived(t.name); }), tags.end());
    // A start that could not be read is kept as it was written.
    const std::string fen = record.unread_start.empty() ? write_fen(record.start) : record.unread_start;
    const bool other_tags = !tags.empty() || record.result != Result::UNKNOWN || fen != START_FEN;
    if (options.pgn || (options.open_with_tag && !other_tags)) out += "[Game \"Chinese Chess\"]\n";
    // A Vietnamese record is written as a scoresheet: the header lines it has, then PGN tags for the rest.
    const bool sheet = !options.pgn && is_vietnamese(options.notation);
    // A game after the first opens with a line that opens a game: a tag, or a sheet's opening header line.
    bool opened = !options.open_with_tag;
    const auto write = [&](const Tag& t) {
      const auto line = sheet && (opened || grammar::vn_tag_opens_sheet(t.name)) ? sheet_line(t) : std::nullopt;
      if (line) out += *line;
      else write_tag(out, t.name, t.value);
      opened = true;
    };
    for (const auto& t : tags) write(t);
    if (!record.tag("Result") && record.result != Result::UNKNOWN) write(Tag{"Result", std::string(result_text(record.result))});
    if (fen != START_FEN) out += fmt::format("[FEN \"{}\"]\n", fen);
    // Chinese is XQBase's default, but saying so keeps readers from guessing.
    if (options.pgn) {
      out += fmt::format("[Format \"{}\"]\n", grammar::xiangqi::notation_tag(options.notation));
    }
  }

  std::string write() {
    tags();
    if (!out.empty()) out += '\n';
    const bool vietnamese = is_vietnamese(options.notation);
    MovetextStyle style;
    if (vietnamese) {
      style.number_mark = ")";
      style.continuation = ") …";
      style.variation_open = " ( ";  // "(2) M8.7" would read as the footnote mark (2)
      style.footnote_marks = true;
    }
    // The long form's words need a comma between the two moves of a pair.
    if (options.notation == Notation::VIETNAMESE_LONG) style.pair_separator = ", ";
    const auto move_text = [&](const Position& pos, Move m) { return write_move(pos, m, options.notation); };
    MovetextWriter(record, style, move_text, out).write(options.unreplayed);
    return out;
  }
};

}  // namespace

bool is_derived(std::string_view tag) { return std::find(std::begin(DERIVED_TAGS), std::end(DERIVED_TAGS), tag) != std::end(DERIVED_TAGS); }

std::string write_record(const XiangqiRecord& record, const WriteOptions& options) {
  Writer w{record, options, {}};
  return w.write();
}

std::string write_ucci(const XiangqiRecord& record, std::string_view unreplayed, std::vector<std::string>& lost) {
  for (const auto& t : record.tags)
    if (!is_derived(t.name)) lost.push_back(msg("the tag [{tag}]: UCCI has no tags", arg("tag", t.name)));
  if (record.has_variations()) lost.push_back(tr("variations: UCCI holds one line of moves"));
  if (record.has_comments()) lost.push_back(tr("comments: UCCI has none"));
  if (record.has_annotations()) lost.push_back(tr("annotations: UCCI has none"));
  if (record.result != Result::UNKNOWN || record.termination != Termination::NONE)
    lost.push_back(msg("the result {result}: UCCI has none", arg("result", result_text(record.result))));
  if (!unreplayed.empty()) lost.push_back(msg("the moves from the first that could not be played on: '{moves}'", quote("moves", unreplayed)));
  const std::string fen = record.unread_start.empty() ? write_fen(record.start) : record.unread_start;
  std::string out = fen == START_FEN ? "position startpos" : fmt::format("position fen {}", fen);
  const char* joiner = " moves ";
  record.for_each_main_line_node([&](const auto& n) {
    out += joiner;
    out += move_name(n.move);
    joiner = " ";
  });
  out += '\n';
  return out;
}

}  // namespace kypho::xiangqi
