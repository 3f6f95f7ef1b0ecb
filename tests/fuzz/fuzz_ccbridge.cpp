// Any bytes as a CCBridge record (.cbr) or as the one record of a library (.cbl), the magic and the header
// put before them, through the binary reader, the ICCS reader and the replay: nothing may crash, hang or read
// out of bounds. The trap: the text the reader writes is always well-formed ICCS in PGN's layout, so reading
// it back never meets a syntax error.
#include <cstddef>
#include <cstdint>
#include <string>

#include "converters/xiangqi/cbr.hpp"
#include "made_text.hpp"

namespace {

void put_u32(std::string& bytes, std::size_t at, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) bytes[at + std::size_t(i)] = char((v >> (8 * i)) & 0xFF);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kypho;
  if (size == 0) return 0;
  const std::string input(reinterpret_cast<const char*>(data), size);
  // A real record or library (the seeds) is read as it is; other bytes are a record's, after the magic, the
  // first byte choosing a record or a library of one slot holding it.
  const bool whole = xiangqi::looks_like_cbr(input) || xiangqi::looks_like_cbl(input);
  const bool library = whole ? xiangqi::looks_like_cbl(input) : (data[0] & 1) != 0;
  std::string record("CCBridge Record\0", 16);
  record.append(input, 1);
  if (record.size() < 2214) record.resize(2214 + record.size() % 64, '\0');
  std::string bytes = whole ? input : record;
  if (library && !whole) {
    bytes.assign(66624 + 276, '\0');
    bytes.replace(0, 16, std::string("CCBridgeLibrary\0", 16));
    put_u32(bytes, 60, 1);
    put_u32(bytes, 66624, 7);
    put_u32(bytes, 66624 + 8, 1);
    put_u32(bytes, 66624 + 12, std::uint32_t(record.size()));
    bytes += record;
  }
  Diagnostics ds;
  const grammar::SourceText src = library ? xiangqi::read_cbl("fuzz.cbl", bytes, "", ds) : xiangqi::read_cbr("fuzz.cbr", bytes, "", ds);
  fuzz::replay_made_text(src, ds);
  return 0;
}
