#include "converters/jieqi/record_writer.hpp"

#include <fmt/format.h>

#include "converters/common/movetext_writer.hpp"
#include "converters/jieqi/fen.hpp"

namespace kypho::jieqi {

std::string write_record(const JieqiRecord& record, const WriteOptions& options) {
  std::string out = "[Variant \"Jieqi\"]\n";
  for (const auto& t : record.tags)
    if (t.name != "Variant" && t.name != "FEN" && t.name != "Game") write_tag(out, t.name, t.value);
  if (!record.tag("Result") && record.result != Result::UNKNOWN) write_tag(out, "Result", result_text(record.result));
  const std::string fen = record.unread_start.empty() ? write_fen(record.start) : record.unread_start;
  if (fen != START_FEN) write_tag(out, "FEN", fen);
  out += '\n';
  const auto move_text = [&](const Position& pos, Move m) { return write_move(pos, m, options.notation); };
  MovetextWriter(record, MovetextStyle{}, move_text, out).write(options.unreplayed);
  return out;
}

}  // namespace kypho::jieqi
