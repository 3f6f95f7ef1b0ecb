// Any bytes as a cờ tư lệnh FEN (the first line) and a SAN turn (the rest): the FEN grammar and set-up
// checks, the SAN grammar and its match against the legal turns. Round-trip traps: what the FEN writer
// writes reads back, and every legal turn's SAN reads back as that turn and no other.
#include <cstddef>
#include <cstdint>
#include <string>

#include "converters/cotulenh/fen.hpp"
#include "converters/cotulenh/notation.hpp"
#include "converters/cotulenh/san.hpp"
#include "converters/common/diagnostic_render.hpp"
#include "grammar/text/encoding.hpp"
#include "rules/cotulenh/turns.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kypho;
  using namespace kypho::cotulenh;
  const auto decoded = grammar::decode(std::string_view(reinterpret_cast<const char*>(data), size));
  const std::string_view text = decoded.text;
  const std::size_t eol = std::min(text.find('\n'), text.size());
  const grammar::SourceText src("fuzz", std::string(text.substr(0, eol)));
  Diagnostics ds;
  auto pos = read_fen(src, ds);
  for (const auto& d : ds) (void)render_text(d, true);
  const auto written = grammar::parse_cotulenh_san(eol < text.size() ? text.substr(eol + 1) : std::string_view{});
  if (!pos) return 0;
  Diagnostics none;
  if (!read_fen(grammar::SourceText("again", write_fen(*pos)), none)) __builtin_trap();
  if (written) (void)match_san(*pos, *written);
  int checked = 0;
  for (const Turn& t : TurnList(*pos)) {
    if (++checked > 64) break;
    const auto again = grammar::parse_cotulenh_san(san(*pos, t));
    if (!again) __builtin_trap();
    const SanMatch m = match_san(*pos, *again);
    if (m.turns.size() != 1 || !same_sub_moves(m.turns[0], t)) __builtin_trap();
  }
  return 0;
}
