#include "converters/xiangqi_record_writer.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "converters/movetext_writer.hpp"
#include "converters/xiangqi_fen.hpp"

namespace kypho::xiangqi {
namespace {

struct Writer {
  const XiangqiRecord& record;
  const WriteOptions& options;
  std::string out;

  void tags() {
    std::vector<Tag> tags = record.tags;
    const auto erase = [&tags](std::string_view name) {
      tags.erase(std::remove_if(tags.begin(), tags.end(), [&](const Tag& t) { return t.name == name; }), tags.end());
    };
    erase("Game");
    erase("Format");
    erase("FEN");
    // A start that could not be read is kept as it was written.
    const std::string fen = record.unread_start.empty() ? write_fen(record.start) : record.unread_start;
    const bool other_tags = !tags.empty() || record.result != Result::UNKNOWN || fen != START_FEN;
    if (options.pgn || (options.open_with_tag && !other_tags)) out += "[Game \"Chinese Chess\"]\n";
    for (const auto& t : tags) write_tag(out, t.name, t.value);
    if (!record.tag("Result") && record.result != Result::UNKNOWN) out += fmt::format("[Result \"{}\"]\n", result_text(record.result));
    if (fen != START_FEN) out += fmt::format("[FEN \"{}\"]\n", fen);
    // Chinese is XQBase's default, but saying so keeps readers from guessing.
    if (options.pgn) {
      constexpr std::string_view names[] = {"VN", "WXF", "Chinese", "ICCS", "VN", "SAN"};
      out += fmt::format("[Format \"{}\"]\n", names[int(options.notation)]);
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

std::string write_record(const XiangqiRecord& record, const WriteOptions& options) {
  Writer w{record, options, {}};
  return w.write();
}

}  // namespace kypho::xiangqi
