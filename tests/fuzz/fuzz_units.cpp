// Any bytes as an archive of games in PGN's layout (xiangqi's PGN, cờ tướng úp's, cờ tư lệnh's two) must read
// cut into units as they read whole (cut_as_whole.hpp): a cut inside a game, or one that moves where a game
// starts, traps.
#include <cstddef>
#include <cstdint>
#include <string>

#include "grammar/text/encoding.hpp"
#include "tests/fuzz/cut_as_whole.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  // UTF-8 alone, as a unit is decoded on its own: the encodings' own tests are elsewhere.
  if (kypho::grammar::decode(text).text != text) return 0;
  for (const std::string_view format : kypho::fuzz::LAYOUT_FORMATS) {
    const auto [whole, cut] = kypho::fuzz::read_whole_and_cut(text, format);
    if (cut != whole) __builtin_trap();
  }
  return 0;
}
