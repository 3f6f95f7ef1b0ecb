// Any text as a page of DhtmlXQ blocks (a block's opening put before it when it has none) through the block
// grammar, the reader and the ICCS replay: nothing may crash, hang or read out of bounds. The trap: the text
// the reader writes is always well-formed ICCS, so reading it never meets a syntax error of its own.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "converters/xiangqi/dhtmlxq.hpp"
#include "made_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kypho;
  std::string text(reinterpret_cast<const char*>(data), size);
  if (!xiangqi::holds_dhtmlxq(text)) text.insert(0, "[DhtmlXQ][DhtmlXQ_movelist]");
  auto page = std::make_shared<const grammar::SourceText>("fuzz.txt", text);
  Diagnostics ds;
  const grammar::SourceText src = xiangqi::read_dhtmlxq(page, ds);
  fuzz::replay_made_text(src, ds);
  return 0;
}
