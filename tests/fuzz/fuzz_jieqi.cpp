// Any bytes as cờ tướng úp, by the first byte modulo 3: a FEN line (JieqiBox's or pychess's), a record, or
// JieqiBox's JSON record. Nothing may crash or hang; a position read is written back and read to the same FEN,
// and a valid game written in ICCS, in Vietnamese notation and as JieqiBox's JSON reads back valid with the
// same moves, reveals and pieces taken.
#include <cstddef>
#include <cstdint>
#include <string>

#include "converters/common/diagnostic_render.hpp"
#include "converters/jieqi/fen.hpp"
#include "converters/jieqi/jieqibox.hpp"
#include "converters/jieqi/record_writer.hpp"
#include "grammar/text/encoding.hpp"

namespace {

// The main line's moves, with the pieces taken face down or without them (Vietnamese notation writes none).
std::string main_line(const kypho::jieqi::JieqiRecord& r, bool with_taken = true) {
  std::string s;
  r.for_each_main_line_node([&](const auto& n) {
    auto m = n.move;
    if (!with_taken) m.taken = kypho::xiangqi::NO_PIECE_TYPE;
    s += kypho::jieqi::GameRules::key(m) + ' ';
  });
  return s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kypho;
  using namespace kypho::jieqi;
  if (size == 0) return 0;
  const auto decoded = grammar::decode(std::string_view(reinterpret_cast<const char*>(data + 1), size - 1));
  const grammar::SourceText src("fuzz", decoded.text);
  const int mode = data[0] % 3;
  if (mode == 0) {
    Diagnostics ds;
    const auto pos = read_fen(src, ds, true);
    for (const auto& d : ds) (void)render_text(d, false);
    if (!pos || has_errors(ds)) return 0;
    const std::string fen = write_fen(*pos);
    Diagnostics again;
    const auto back = read_fen(grammar::SourceText("written", fen), again);
    if (!back || write_fen(*back) != fen) __builtin_trap();
    std::vector<std::string> lost;
    (void)write_pychess_fen(*pos, lost);
    return 0;
  }
  // A made text (JieqiBox's) is read as the kit reads it: its moves as made, placed in the file.
  const auto file = std::make_shared<const grammar::SourceText>("fuzz", decoded.text);
  Diagnostics made_problems;
  const grammar::SourceText text = mode == 2 ? read_jieqibox(file, made_problems) : grammar::SourceText("fuzz", decoded.text);
  for (const auto& d : made_problems) (void)render_text(d, false);
  read_jieqi_records(text, std::nullopt, [&](ReadGame& game) {
    for (const auto& d : game.diagnostics) (void)render_text(d, false);
    if (!game.valid || has_errors(made_problems)) return;
    const auto same = [&](const grammar::SourceText& written, bool with_taken) {
      read_jieqi_records(written, std::nullopt, [&](ReadGame& again) {
        if (again.index == 1 && (!again.valid || main_line(again.record, with_taken) != main_line(game.record, with_taken))) __builtin_trap();
      });
    };
    same(grammar::SourceText("written", write_record(game.record, {Notation::ICCS, {}})), true);
    same(grammar::SourceText("written", write_record(game.record, {Notation::VIETNAMESE, {}})), false);
    std::vector<std::string> lost;
    Diagnostics box_problems;
    same(read_jieqibox(std::make_shared<const grammar::SourceText>("box", write_jieqibox(game.record, {}, lost)), box_problems), true);
  });
  return 0;
}
