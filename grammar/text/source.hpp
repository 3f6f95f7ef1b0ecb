// A text being read: its name, its UTF-8 content, the encoding it came in and a line index.
// Columns are counted in Unicode code points, the way a reader counts characters on a line.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "grammar/text/byte_scan.hpp"

namespace kypho::grammar {

struct Location {
  std::uint32_t line = 0;  // 1-based
  std::uint32_t col = 0;   // 1-based, in code points
};

class SourceText {
 public:
  // `first_line` is the line of the file the text starts on, when it is one game cut from a larger file:
  // lines are numbered as in the file.
  SourceText(std::string name, std::string utf8, std::string encoding = "utf-8", std::uint32_t first_line = 1);

  const std::string& name() const { return name_; }
  std::string_view text() const { return text_; }
  const std::string& encoding() const { return encoding_; }

  Location locate(std::size_t offset) const;
  // The 1-based line `offset` stands on, without counting its column.
  std::uint32_t line_number(std::size_t offset) const;
  // The line's text without its line terminator.
  std::string_view line(std::uint32_t line) const;
  std::uint32_t first_line() const { return first_line_; }
  std::uint32_t last_line() const { return first_line_ + std::uint32_t(line_starts().size()) - 1; }

  // A text kypho made of a file (an XQF record, a DhtmlXQ block, written out as moves): where each run of it
  // came from, so that a diagnostic names the place in the file, not a line of a text the user never saw.
  // Each origin is (offset in this text, offset in the file), in the order of this text. `original` is the
  // file's text when it is text (DhtmlXQ): a place is then its line and column; without it (XQF), its byte.
  using Origin = std::pair<std::uint32_t, std::uint64_t>;
  void set_origins(std::vector<Origin> origins, std::shared_ptr<const SourceText> original = nullptr) {
    origins_ = std::move(origins);
    original_ = std::move(original);
  }
  // Whether kypho made this text (its edits are no fixes of the file), and whether of a binary file.
  bool made() const { return !origins_.empty(); }
  bool binary() const { return made() && !original_; }
  const SourceText* original() const { return original_.get(); }
  // The file's byte that the text at `offset` came from: the last origin at or before it.
  std::uint64_t byte_of(std::size_t offset) const;

 private:
  // Where each line starts, worked out when a line is first asked for: a record read without a diagnostic
  // asks for none, and indexing every line of every unit was a twentieth of linting CSA files (their lines
  // are nine bytes long). Built once under a lock, as texts may be read by several threads.
  class LineIndex {
   public:
    LineIndex() = default;
    LineIndex(const LineIndex& other) { *this = other; }
    LineIndex& operator=(const LineIndex& other);
    const std::vector<std::uint32_t>& of(std::string_view text) const {
      if (!built_.load(std::memory_order_acquire)) build(text);
      return starts_;
    }
    // The column (code points from 1) of `offset` on the line that starts at `line_start`: counted on from the
    // offset last asked when it is on that line before this one. A line's diagnostics come in its order, and
    // counting each from the line's start was quadratic in them (a million on one line would not finish).
    std::uint32_t column(std::string_view text, std::size_t line_start, std::size_t offset) const;

   private:
    void build(std::string_view text) const;
    mutable std::vector<std::uint32_t> starts_;
    mutable std::atomic<bool> built_{false};
    mutable std::size_t counted_to_ = 0;  // the last offset column() was asked of (0 with counted_col_ 0: none)
    mutable std::uint32_t counted_col_ = 0;
    mutable std::mutex mutex_;
  };
  const std::vector<std::uint32_t>& line_starts() const { return line_starts_.of(text_); }

  std::string name_;
  std::string text_;
  std::string encoding_;
  std::uint32_t first_line_;
  LineIndex line_starts_;
  std::vector<Origin> origins_;
  std::shared_ptr<const SourceText> original_;
};

// Where the line `pos` is on ends: the first '\r' or '\n' at or after `pos`, or text.size().
inline std::size_t line_end(std::string_view text, std::size_t pos) { return find_either(text, pos, '\n', '\r'); }

// How many lines end in `text`, which ends where a line starts: each \n, and each \r that no \n follows (a
// \r at its very end is one). What SourceText counts: a text's last line is its first plus these. Counted
// in one pass where the lines themselves are not wanted (the unit splitter skips its quiet lines so).
inline std::uint32_t count_line_ends(std::string_view text) {
  auto ends = std::count(text.begin(), text.end(), '\n');
  for (std::size_t cr = text.find('\r'); cr != std::string_view::npos; cr = text.find('\r', cr + 1))
    ends += cr + 1 == text.size() || text[cr + 1] != '\n';
  return std::uint32_t(ends);
}

// A space or a tab: what separates words on a line.
inline bool is_blank(char c) { return c == ' ' || c == '\t'; }
// A blank or a line break (\t \n \v \f \r): what pegtl::space and the C locale's isspace call a space, told
// without a call into the C library and whatever locale the messages are in.
constexpr bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
constexpr bool is_digit(char c) { return c >= '0' && c <= '9'; }

// The first point at or after `pos` that is no blank, or text.size().
inline std::size_t skip_blanks(std::string_view text, std::size_t pos) {
  while (pos < text.size() && is_blank(text[pos])) ++pos;
  return pos;
}

}  // namespace kypho::grammar
