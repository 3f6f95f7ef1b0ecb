#include "grammar/text/source.hpp"

#include <algorithm>
#include <iterator>

namespace kypho::grammar {

SourceText::SourceText(std::string name, std::string utf8, std::string encoding, std::uint32_t first_line)
    : name_(std::move(name)), text_(std::move(utf8)), encoding_(std::move(encoding)), first_line_(first_line) {
  line_starts_.push_back(0);
  // \n, \r\n and a lone \r (old Macintosh files) each end a line.
  for (std::size_t i = line_end(text_, 0); i < text_.size(); i = line_end(text_, i + 1)) {
    if (text_[i] == '\n' || i + 1 == text_.size() || text_[i + 1] != '\n') line_starts_.push_back(std::uint32_t(i + 1));
  }
}

std::uint32_t SourceText::line_number(std::size_t offset) const {
  offset = std::min(offset, text_.size());
  return first_line_ - 1 +
         std::uint32_t(std::upper_bound(line_starts_.begin(), line_starts_.end(), std::uint32_t(offset)) - line_starts_.begin());
}

Location SourceText::locate(std::size_t offset) const {
  offset = std::min(offset, text_.size());
  const std::uint32_t line = line_number(offset);
  std::uint32_t col = 1;
  for (std::size_t i = line_starts_[line - first_line_]; i < offset; ++i)
    if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80) ++col;
  return {line, col};
}

std::uint64_t SourceText::byte_of(std::size_t offset) const {
  const auto after = std::upper_bound(origins_.begin(), origins_.end(), offset,
                                      [](std::size_t at, const Origin& o) { return at < o.first; });
  return after == origins_.begin() ? 0 : std::prev(after)->second;
}

std::string_view SourceText::line(std::uint32_t file_line) const {
  if (file_line < first_line_ || file_line > last_line()) return {};
  const std::uint32_t line = file_line - first_line_ + 1;
  const std::size_t begin = line_starts_[line - 1];
  std::size_t end = line < line_starts_.size() ? line_starts_[line] : text_.size();
  while (end > begin && (text_[end - 1] == '\n' || text_[end - 1] == '\r')) --end;
  return std::string_view(text_).substr(begin, end - begin);
}

}  // namespace kypho::grammar
