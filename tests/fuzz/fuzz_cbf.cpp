// Any text as CCBridge's XML record (an XML prolog and the record's element put before it when it has none)
// through the XML grammar, the CBF reader and the ICCS replay: nothing may crash, hang or read out of bounds.
// The trap: the text the reader writes is always well-formed ICCS, so reading it never meets a syntax error
// of its own (the XML's are reported before, by the reader; a FEN the file gives is the file's).
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "converters/xiangqi/cbf.hpp"
#include "made_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kypho;
  std::string text(reinterpret_cast<const char*>(data), size);
  if (!xiangqi::holds_cbf(text)) text.insert(0, "<?xml version=\"1.0\"?><ChineseChessRecord><Head><Red>a</Red></Head><MoveList>");
  auto file = std::make_shared<const grammar::SourceText>("fuzz.cbf", text);
  Diagnostics ds;
  const grammar::SourceText src = xiangqi::read_cbf(file, ds);
  fuzz::replay_made_text(src, ds);
  return 0;
}
