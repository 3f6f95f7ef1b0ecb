// Any bytes as a cờ tư lệnh record: @cotulenh/core's PGN by its rules when the first byte is even, the
// seed's notation by the seed's rules when it is odd. Then through the writers: nothing may crash or hang,
// and what kypho writes from a valid game (as PGN, and as the seed's notation) it must read back to the
// same turns.
#include <cstddef>
#include <cstdint>
#include <string>

#include "converters/cotulenh/record_writer.hpp"
#include "converters/common/diagnostic_render.hpp"
#include "grammar/text/encoding.hpp"

namespace {

using kypho::grammar::cotulenh::TurnNotation;

std::string main_line(const kypho::cotulenh::CotulenhRecord& r) {
  std::string s;
  r.for_each_main_line_node([&](const auto& n) {
    for (const auto& m : n.move.moves()) s += std::to_string(m.from) + '-' + std::to_string(m.to) + ':' + std::to_string(m.flags) + ' ';
  });
  return s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kypho;
  using namespace kypho::cotulenh;
  if (size == 0) return 0;
  const bool seed = data[0] & 1;
  const TurnNotation notation = seed ? TurnNotation::CTL : TurnNotation::SAN;
  const Profile& profile = seed ? seed_profile() : cotulenh_profile();
  const auto decoded = grammar::decode(std::string_view(reinterpret_cast<const char*>(data + 1), size - 1));
  const grammar::SourceText src("fuzz", decoded.text);
  read_cotulenh_records(src, notation, profile, [&](ReadGame& game) {
    for (const auto& d : game.diagnostics) (void)render_text(d, false);
    (void)write_fen_per_ply(game.record);
    if (!game.valid) return;
    const auto round_trip = [&](const std::string& text, TurnNotation as) {
      const grammar::SourceText written("written", text);
      read_cotulenh_records(written, as, profile, [&](ReadGame& again) {
        if (again.index == 1 && (!again.valid || main_line(again.record) != main_line(game.record))) __builtin_trap();
      });
    };
    round_trip(write_pgn(game.record), TurnNotation::SAN);
    if (seed) round_trip(write_ctl(game.record), TurnNotation::CTL);
  });
  return 0;
}
