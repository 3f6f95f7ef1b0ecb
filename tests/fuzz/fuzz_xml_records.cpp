// Any text as an XML record, CCBridge's CBF or 鹏飞象棋's PFC (whichever it holds; a record's opening put before
// it when it holds neither, the first byte choosing which), through the XML grammar, the record's reader and the
// ICCS replay: nothing may crash, hang or read out of bounds; the trap is tests/fuzz/made_text.hpp's.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "converters/xiangqi/cbf.hpp"
#include "converters/xiangqi/pfc.hpp"
#include "made_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kypho;
  std::string text(reinterpret_cast<const char*>(data), size);
  bool pfc = xiangqi::holds_pfc(text);
  if (!pfc && !xiangqi::holds_cbf(text)) {
    pfc = size > 0 && (data[0] & 1);
    text.insert(0, pfc ? "<?xml version=\"1.0\"?><n version=\"2\" m=\"\">" : "<?xml version=\"1.0\"?><ChineseChessRecord><Head><Red>a</Red></Head><MoveList>");
  }
  auto file = std::make_shared<const grammar::SourceText>(pfc ? "fuzz.pfc" : "fuzz.cbf", text);
  Diagnostics ds;
  const grammar::SourceText src = pfc ? xiangqi::read_pfc(file, ds) : xiangqi::read_cbf(file, ds);
  fuzz::replay_made_text(src, ds);
  return 0;
}
