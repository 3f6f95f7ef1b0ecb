// Any text as a page of DhtmlXQ blocks (a block's opening put before it when it has none) through the block
// grammar, the reader and the ICCS replay: nothing may crash, hang or read out of bounds. The trap: the text
// the reader writes is always well-formed ICCS, so reading it never meets a syntax error of its own.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "converters/common/diagnostic_render.hpp"
#include "converters/xiangqi/dhtmlxq.hpp"
#include "converters/xiangqi/record_reader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kypho;
  std::string text(reinterpret_cast<const char*>(data), size);
  if (!xiangqi::holds_dhtmlxq(text)) text.insert(0, "[DhtmlXQ][DhtmlXQ_movelist]");
  auto page = std::make_shared<const grammar::SourceText>("fuzz.txt", text);
  Diagnostics ds;
  const grammar::SourceText src = xiangqi::read_dhtmlxq(page, ds);
  xiangqi::read_xiangqi_records(src, grammar::xiangqi::Notation::ICCS, [&](xiangqi::ReadGame& game) {
    for (const auto& d : game.diagnostics) {
      if (d.code == "syntax") __builtin_trap();  // the reader wrote text the ICCS grammar does not read
      (void)render_text(d, false);
    }
  });
  for (const auto& d : ds) (void)render_json(d);
  return 0;
}
