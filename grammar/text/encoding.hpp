// Bytes to UTF-8. Detection order: --encoding, a byte-order mark, UTF-16 by its zero bytes, strict UTF-8,
// and then the legacy encoding whose decoding reads best: every candidate (Vietnamese CP1258, VNI, TCVN3
// and VISCII; Chinese GB18030 and Big5; Japanese CP932 and EUC-JP) decodes a sample, and the one with the
// fewest undecodable bytes and the most of its language's letters and game words in their places wins. The
// file's extension only breaks ties. Undecodable bytes become U+FFFD and are reported, never dropped.
#pragma once

#include <cstddef>
#include <optional>
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
  std::string encoding;  // what was used: "utf-8", "utf-8-bom", "utf-16le", "cp1258", "vni", "gb18030", ...
  std::vector<DecodeProblem> problems;
  bool unknown_encoding = false;  // the requested encoding is not one kypho or iconv knows
  bool guessed = false;           // chosen among legacy encodings by the content
  bool uncertain = false;         // no candidate decoded the sample cleanly and plainly better than the others
  std::string runner_up;          // with `guessed`: the next best candidate
  bool composed = false;          // letters written decomposed (Unicode NFD) were composed (NFC)
};

bool is_valid_utf8(std::string_view bytes);
// Where the first combining mark (U+0300..U+036F: lead bytes CC and CD) of UTF-8 text starts, or its size:
// a decomposed Vietnamese letter. A memchr for each lead byte: string_view::find_first_of asks memchr of the
// set for every byte of the text.
std::size_t first_combining_mark(std::string_view utf8);

// `forced` (from --encoding) wins over detection. `hint` is the legacy encoding the file's format usually
// comes in ("cp932" for KIF); it only breaks ties.
Decoded decode(std::string_view bytes, std::string_view forced = {}, std::string_view hint = {});
// The same, from bytes it may keep: UTF-8 that needs no change (said so by `forced`, valid, without a
// byte-order mark or a decomposed letter) becomes the text itself, not a copy of it.
Decoded decode_owned(std::string&& bytes, std::string_view forced = {}, std::string_view hint = {});

// UTF-8 text in the encoding `decode` named (utf-16le, cp1258, gb18030, ...), without a byte-order mark;
// nothing when kypho cannot write that encoding (VNI, TCVN3) or the text has a character it lacks.
std::optional<std::string> encode(std::string_view utf8, std::string_view encoding);

// Whether an encoding name (as --encoding and --output-encoding take it) names UTF-8.
bool is_utf8_name(std::string_view name);

// The name kypho knows an encoding by (cp932, gb18030, cp1258, ...): lower case, its aliases (Shift_JIS, GBK,
// windows-1258) folded.
std::string encoding_key(std::string_view name);

// What an encoding name stands for, for messages: "Vietnamese, VNI Windows", in English (marked for the catalogues).
std::string_view encoding_description(std::string_view name);

}  // namespace kypho::grammar
