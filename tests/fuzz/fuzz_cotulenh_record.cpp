// Any bytes as a cờ tư lệnh record (@cotulenh/core's PGN), then through the PGN and FEN-per-ply writers:
// nothing may crash or hang, and what kypho writes from a valid game it must read back to the same turns.
#include <cstddef>
#include <cstdint>
#include <string>

#include "converters/cotulenh_record_writer.hpp"
#include "converters/render.hpp"
#include "grammar/encoding.hpp"

namespace {

std::string main_line(const kypho::cotulenh::CotulenhRecord& r) {
  std::string s;
  r.for_each_main_line_node([&](const auto& n) {
    for (const auto& m : n.move.moves()) s += std::to_string(m.from) + '-' + std::to_string(m.to) + ' ';
  });
  return s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kypho;
  using namespace kypho::cotulenh;
  const auto decoded = grammar::decode(std::string_view(reinterpret_cast<const char*>(data), size));
  const grammar::SourceText src("fuzz", decoded.text);
  read_cotulenh_records(src, cotulenh_profile(), [&](ReadGame& game) {
    for (const auto& d : game.diagnostics) (void)render_text(d, false);
    (void)write_fen_per_ply(game.record);
    if (!game.valid) return;
    const grammar::SourceText written("written", write_pgn(game.record));
    read_cotulenh_records(written, cotulenh_profile(), [&](ReadGame& again) {
      if (again.index == 1 && (!again.valid || main_line(again.record) != main_line(game.record))) __builtin_trap();
    });
  });
  return 0;
}
