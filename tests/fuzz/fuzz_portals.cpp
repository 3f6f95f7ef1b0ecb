// Any bytes as one of the game portals' legacy records (.che, .chn, .ccm, .mxq; the first byte chooses)
// through its reader, the ICCS reader and the replay: nothing may crash, hang or read out of bounds. The
// trap: the text the reader writes is always well-formed ICCS, so reading it never meets a syntax error.
#include <cstddef>
#include <cstdint>
#include <string>

#include "converters/xiangqi/portals.hpp"
#include "made_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace kypho;
  if (size == 0) return 0;
  using Reader = grammar::SourceText (*)(const std::string&, std::string_view, std::string_view, Diagnostics&);
  constexpr Reader READERS[] = {xiangqi::read_che, xiangqi::read_chn, xiangqi::read_ccm, xiangqi::read_mxq};
  const std::string bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
  Diagnostics ds;
  const grammar::SourceText src = READERS[data[0] % 4]("fuzz", bytes, "", ds);
  fuzz::replay_made_text(src, ds);
  return 0;
}
