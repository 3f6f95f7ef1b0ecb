// Any bytes as one of the game portals' legacy records (.che, .chn, .ccm, .mxq; the first byte chooses)
// through its reader, the ICCS reader and the replay: nothing may crash, hang or read out of bounds. The
// trap: the text the reader writes is always well-formed ICCS, so reading it never meets a syntax error.
#include <cstddef>
#include <cstdint>
#include <string>

#include "converters/common/diagnostic_render.hpp"
#include "converters/xiangqi/portals.hpp"
#include "converters/xiangqi/record_reader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kypho;
  if (size == 0) return 0;
  using Reader = grammar::SourceText (*)(const std::string&, std::string_view, std::string_view, Diagnostics&);
  constexpr Reader READERS[] = {xiangqi::read_che, xiangqi::read_chn, xiangqi::read_ccm, xiangqi::read_mxq};
  const std::string bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
  Diagnostics ds;
  const grammar::SourceText src = READERS[data[0] % 4]("fuzz", bytes, "", ds);
  xiangqi::read_xiangqi_records(src, grammar::xiangqi::Notation::ICCS, [&](xiangqi::ReadGame& game) {
    for (const auto& d : game.diagnostics) {
      if (d.code == "syntax") __builtin_trap();  // the reader wrote text the ICCS grammar does not read
      (void)render_text(d, false);
    }
  });
  for (const auto& d : ds) (void)render_json(d);
  return 0;
}
