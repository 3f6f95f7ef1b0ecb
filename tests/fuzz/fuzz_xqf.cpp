// Any bytes as an XQF record (an XQF header put before them when they lack one) through the binary reader,
// the ICCS reader and the replay: nothing may crash, hang or read out of bounds. The trap: the text the XQF
// reader writes is always well-formed ICCS in PGN's layout, so reading it back never meets a syntax error;
// and a record written as XQF reads back to as many moves.
#include <cstddef>
#include <cstdint>
#include <string>

#include "converters/xiangqi/xqf.hpp"
#include "made_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kypho;
  std::string bytes(reinterpret_cast<const char*>(data), size);
  if (!bytes.starts_with("XQ")) bytes.insert(0, "XQ");
  if (bytes.size() < 1024) bytes.resize(1024 + bytes.size() % 64, '\0');
  Diagnostics ds;
  const grammar::SourceText src = xiangqi::read_xqf("fuzz.xqf", bytes, "", ds);
  fuzz::replay_made_text(src, ds, [](xiangqi::ReadGame& game) {
    // Round trip: what kypho writes as XQF reads back to a record of as many moves.
    std::vector<std::string> lost;
    const std::string written = xiangqi::write_xqf(game.record, {}, lost);
    Diagnostics again;
    const grammar::SourceText back = xiangqi::read_xqf("again.xqf", written, "gb18030", again);
    std::uint32_t nodes = 0;
    xiangqi::read_xiangqi_records(back, grammar::xiangqi::Notation::ICCS, [&](xiangqi::ReadGame& reread) { nodes = reread.record.node_count(); });
    if (nodes != game.record.node_count()) __builtin_trap();
  });
  return 0;
}
