// Bytes to UTF-8. Detection order: a byte-order mark, then strict UTF-8, then the legacy encoding the
// format implies (GB18030 for Chinese xiangqi files, CP932 for .kif, ...). Undecodable bytes become
// U+FFFD and are reported, never dropped silently.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace kypho::grammar {

struct DecodeProblem {
  std::size_t offset;       // where U+FFFD stands in the decoded text
  std::size_t byte_offset;  // where the undecodable bytes start in the input
};

struct Decoded {
  std::string text;
  std::string encoding;  // what was used: "utf-8", "utf-8-bom", "utf-16le", "gb18030", ...
  std::vector<DecodeProblem> problems;
  bool unknown_encoding = false;  // the requested encoding is not one iconv knows
};

bool is_valid_utf8(std::string_view bytes);

// `forced` (from --encoding) wins over detection; `fallback` is tried when the bytes are not UTF-8.
Decoded decode(std::string_view bytes, std::string_view fallback = {}, std::string_view forced = {});

// Like decode, with several legacy encodings to choose from (GB18030 and Big5 for Chinese records): the
// one with the fewest undecodable bytes and then the most of the `expected` words (UTF-8, space-separated,
// such as the piece names the format uses) wins, because Big5 bytes often decode as valid but
// meaningless GB18030.
Decoded decode_guessing(std::string_view bytes, const std::vector<std::string_view>& legacy, std::string_view expected,
                        std::string_view forced = {});

}  // namespace kypho::grammar
