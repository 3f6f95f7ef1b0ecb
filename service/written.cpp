#include "service/written.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <vector>

#include "grammar/text/encoding.hpp"
#include "grammar/text/utf8.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::service {

std::string written_encoding(const FormatInfo& format, std::string_view path) {
  if (format.named_encoding.empty()) return "utf-8";
  // The format's own name as the extension (.kif, .ki2), not its other extensions (.kifu is UTF-8 by name).
  const FormatInfo* named = find_format(extension_of(path));
  return named && named->named_encoding == format.named_encoding ? std::string(format.named_encoding) : "utf-8";
}

std::string written_bytes(std::string text, std::string_view encoding, const FormatInfo& format, const std::string& name, Diagnostics& out) {
  if (format.read_binary) return text;  // a binary format's writer made its bytes, its text's encoding with them
  if (format.encoding_line && grammar::encoding_key(encoding) != format.named_encoding) text = format.encoding_line(encoding) + text;
  if (grammar::is_utf8_name(encoding)) return text;
  if (auto whole = grammar::encode(text, encoding)) return *whole;
  // Line by line, and character by character only on a line that cannot be written whole.
  std::string bytes;
  std::vector<std::string> lost;
  for (std::size_t at = 0; at < text.size();) {
    const std::size_t end = std::min(text.find('\n', at), text.size() - 1) + 1;
    const std::string_view line = std::string_view(text).substr(at, end - at);
    at = end;
    if (auto whole_line = grammar::encode(line, encoding)) {
      bytes += *whole_line;
      continue;
    }
    for (std::size_t i = 0; i < line.size();) {
      const std::size_t start = i;
      grammar::next_code_point(line, i);
      const std::string_view ch = line.substr(start, i - start);
      if (auto one = grammar::encode(ch, encoding)) {
        bytes += *one;
      } else {
        bytes += '?';
        if (std::find(lost.begin(), lost.end(), ch) == lost.end()) lost.emplace_back(ch);
      }
    }
  }
  if (!lost.empty()) {
    const std::size_t shown = std::min<std::size_t>(lost.size(), 10);
    out.push_back(unlocated(name, Severity::WARNING, "lossy-conversion",
                            msgn("{n} character cannot be written in {encoding} ({characters}): written '?'",
                                 "{n} characters cannot be written in {encoding} ({characters}): written '?'", lost.size(), arg("n", lost.size()),
                                 arg("encoding", encoding),
                                 arg("characters", fmt::format("{}{}", fmt::join(lost.begin(), lost.begin() + std::ptrdiff_t(shown), " "),
                                                                shown < lost.size() ? " …" : "")))));  }
  return bytes;
}

}  // namespace kypho::service
