// Any bytes as cờ tướng úp: a FEN line (JieqiBox's or pychess's) when the first byte is even, a record when it
// is odd. Nothing may crash or hang; a position read is written back and read to the same FEN, and a valid
// game written in ICCS and in Vietnamese notation reads back valid with the same moves and reveals.
#include <cstddef>
#include <cstdint>
#include <string>

#include "converters/common/diagnostic_render.hpp"
#include "converters/jieqi/fen.hpp"
#include "converters/jieqi/record_writer.hpp"
#include "grammar/text/encoding.hpp"

namespace {

std::string main_line(const kypho::jieqi::JieqiRecord& r) {
  std::string s;
  r.for_each_main_line_node([&](const auto& n) { s += kypho::jieqi::GameRules::key(n.move) + ' '; });
  return s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kypho;
  using namespace kypho::jieqi;
  if (size == 0) return 0;
  const auto decoded = grammar::decode(std::string_view(reinterpret_cast<const char*>(data + 1), size - 1));
  const grammar::SourceText src("fuzz", decoded.text);
  if ((data[0] & 1) == 0) {
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
  read_jieqi_records(src, std::nullopt, [&](ReadGame& game) {
    for (const auto& d : game.diagnostics) (void)render_text(d, false);
    if (!game.valid) return;
    for (Notation notation : {Notation::ICCS, Notation::VIETNAMESE}) {
      const grammar::SourceText written("written", write_record(game.record, {notation, {}}));
      read_jieqi_records(written, std::nullopt, [&](ReadGame& again) {
        if (again.index == 1 && (!again.valid || main_line(again.record) != main_line(game.record))) __builtin_trap();
      });
    }
  });
  return 0;
}
