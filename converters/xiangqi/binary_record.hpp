// What the readers of binary records (XQF, CCBridge, the portals') share: little-endian numbers, and the text
// inside them — its encoding chosen once for the whole record and said, each field decoded with the bytes that
// are no text of that encoding said at their own byte (read as U+FFFD), and --encoding said unused where the
// format's text has a fixed encoding or there is none.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "converters/common/diagnostic.hpp"
#include "converters/xiangqi/move_tree.hpp"

namespace kypho::xiangqi {

inline std::uint8_t byte_at(std::string_view bytes, std::size_t at) { return static_cast<std::uint8_t>(bytes[at]); }
inline unsigned u16_at(std::string_view bytes, std::size_t at) { return unsigned(byte_at(bytes, at)) | unsigned(byte_at(bytes, at + 1)) << 8; }
inline std::uint32_t u32_at(std::string_view bytes, std::size_t at) { return std::uint32_t(u16_at(bytes, at)) | std::uint32_t(u16_at(bytes, at + 2)) << 16; }

// The encoding of a record's text, `all` of it together: --encoding's `forced`, else told by the content among
// the legacy code pages (`hint` breaking ties) and said. An --encoding kypho does not know is an error, and the
// text is then told by its content.
std::string text_encoding(const std::string& name, std::string_view all, std::string_view forced, std::string_view hint, Diagnostics& out);

// The text of `bytes` (written at byte `at` of the file) in `encoding`; bytes that are no text of it are
// said at their byte, and read as U+FFFD.
std::string decoded_text(std::string_view bytes, std::string_view encoding, std::uint64_t at, const TreeProblem& problem);

// Says that --encoding `encoding`, when given, is not used: `why` (the format's text is UTF-16LE, it holds none).
void encoding_not_used(const std::string& name, std::string_view encoding, std::string_view why, Diagnostics& out);

}  // namespace kypho::xiangqi
