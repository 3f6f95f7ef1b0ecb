// Any bytes through decoding, the FEN grammar, the set-up checks and, when a position comes out, one
// ply of every legal move and the FEN writer: nothing may crash, hang or read out of bounds.
#include <cstddef>
#include <cstdint>
#include <string>

#include "converters/common/diagnostic_render.hpp"
#include "converters/xiangqi/fen.hpp"
#include "grammar/text/encoding.hpp"
#include "rules/xiangqi/movegen.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kypho;
  const auto decoded = grammar::decode(std::string_view(reinterpret_cast<const char*>(data), size));
  const grammar::SourceText src("fuzz", decoded.text);
  Diagnostics ds;
  auto pos = xiangqi::read_fen(src, ds);
  for (const auto& d : ds) {
    (void)render_text(d, true);
    (void)render_json(d);
  }
  if (pos) {
    grammar::SourceText again("fuzz", xiangqi::write_fen(*pos));
    Diagnostics none;
    if (!xiangqi::read_fen(again, none)) __builtin_trap();  // what we write we must read back
    (void)xiangqi::perft(*pos, 2);
  }
  return 0;
}
