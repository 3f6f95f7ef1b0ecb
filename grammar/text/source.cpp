#include "grammar/text/source.hpp"

#include <algorithm>
#include <iterator>

namespace kypho::grammar {

SourceText::SourceText(std::string name, std::string utf8, std::string encoding, std::uint32_t first_line)
    : name_(std::move(name)), text_(std::move(utf8)), encoding_(std::move(encoding)), first_line_(first_line) {}

SourceText::LineIndex& SourceText::LineIndex::operator=(const LineIndex& other) {
  if (this == &other) return *this;
  // What the other text has indexed so far is taken with it; an index it has not built is built here when asked.
  std::scoped_lock lock(mutex_, other.mutex_);
  starts_ = other.starts_;
  built_.store(other.built_.load(std::memory_order_relaxed), std::memory_order_release);
  counted_to_ = other.counted_to_;
  counted_col_ = other.counted_col_;
  return *this;
}

void SourceText::LineIndex::build(std::string_view text) const {
  const std::lock_guard lock(mutex_);
  if (built_.load(std::memory_order_relaxed)) return;
  starts_.push_back(0);
  // \n, \r\n and a lone \r (old Macintosh files) each end a line.
  for (std::size_t i = line_end(text, 0); i < text.size(); i = line_end(text, i + 1)) {
    if (text[i] == '\n' || i + 1 == text.size() || text[i + 1] != '\n') starts_.push_back(std::uint32_t(i + 1));
  }
  built_.store(true, std::memory_order_release);
}

std::uint32_t SourceText::line_number(std::size_t offset) const {
  offset = std::min(offset, text_.size());
  const std::vector<std::uint32_t>& starts = line_starts();
  return first_line_ - 1 + std::uint32_t(std::upper_bound(starts.begin(), starts.end(), std::uint32_t(offset)) - starts.begin());
}

std::uint32_t SourceText::LineIndex::column(std::string_view text, std::size_t line_start, std::size_t offset) const {
  const std::lock_guard lock(mutex_);
  std::size_t from = line_start;
  std::uint32_t col = 1;
  if (counted_col_ != 0 && counted_to_ >= line_start && counted_to_ <= offset) {
    from = counted_to_;
    col = counted_col_;
  }
  for (std::size_t i = from; i < offset; ++i)
    if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++col;
  counted_to_ = offset;
  counted_col_ = col;
  return col;
}

Location SourceText::locate(std::size_t offset) const {
  offset = std::min(offset, text_.size());
  const std::uint32_t line = line_number(offset);
  return {line, line_starts_.column(text_, line_starts()[line - first_line_], offset)};
}

std::uint64_t SourceText::byte_of(std::size_t offset) const {
  const auto after = std::upper_bound(origins_.begin(), origins_.end(), offset,
                                      [](std::size_t at, const Origin& o) { return at < o.first; });
  return after == origins_.begin() ? 0 : std::prev(after)->second;
}

std::string_view SourceText::line(std::uint32_t file_line) const {
  if (file_line < first_line_ || file_line > last_line()) return {};
  const std::uint32_t line = file_line - first_line_ + 1;
  const std::vector<std::uint32_t>& starts = line_starts();
  const std::size_t begin = starts[line - 1];
  std::size_t end = line < starts.size() ? starts[line] : text_.size();
  while (end > begin && (text_[end - 1] == '\n' || text_[end - 1] == '\r')) --end;
  return std::string_view(text_).substr(begin, end - begin);
}

}  // namespace kypho::grammar
