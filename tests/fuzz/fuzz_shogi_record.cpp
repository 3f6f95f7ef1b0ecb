// Any bytes as a shogi record (the first byte picks USI, CSA, KIF or KI2) and as an SFEN: nothing may crash
// or hang, and every valid game kypho writes as KIF, KI2, CSA and USI must read back to the same moves.
#include <cstddef>
#include <cstdint>
#include <string>

#include "converters/common/diagnostic_render.hpp"
#include "converters/shogi/position.hpp"
#include "converters/shogi/record_writer.hpp"
#include "grammar/text/encoding.hpp"

namespace {

std::string main_line(const kypho::shogi::ShogiRecord& r) {
  std::string s;
  r.for_each_main_line_node([&](const auto& n) { s += kypho::shogi::usi_move(n.move) + " "; });
  return s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kypho;
  using grammar::shogi::Format;
  if (size == 0) return 0;
  const Format format = Format(data[0] % 5);
  const auto decoded = grammar::decode(std::string_view(reinterpret_cast<const char*>(data) + 1, size - 1));
  const grammar::SourceText src("fuzz", decoded.text);
  shogi::read_shogi_records(src, format, [&](shogi::ReadGame& game) {
    for (const auto& d : game.diagnostics) (void)render_text(d, false);
    if (!game.valid) return;
    for (const Format to : {Format::KIF, Format::KI2, Format::CSA, Format::USI, Format::JKF}) {
      std::vector<std::string> lost;
      const grammar::SourceText written("written", shogi::write_shogi_record(game.record, to, lost));
      shogi::read_shogi_records(written, to, [&](shogi::ReadGame& again) {
        if (again.index == 1 && main_line(again.record) != main_line(game.record)) __builtin_trap();
      });
    }
  });
  Diagnostics ds;
  if (auto pos = shogi::read_sfen(src, ds)) (void)shogi::perft(*pos, 1);
  return 0;
}
