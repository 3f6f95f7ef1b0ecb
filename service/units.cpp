#include "service/units.hpp"

#include "grammar/common/header_values.hpp"
#include "grammar/common/markup.hpp"
#include "grammar/sniff/format_evidence.hpp"
#include "grammar/text/byte_scan.hpp"
#include "grammar/text/source.hpp"

#include <algorithm>
#include <cerrno>

namespace kypho::service {
namespace {

constexpr std::size_t CHUNK = 1 << 20;

// `rnbakabnr/9/…`: a position line, which a record's header may hold; it starts with a digit sometimes.
// Asked of every line of moves that starts with its number: a word shorter than nine slashes is none.
bool is_board_line(std::string_view s) {
  const std::string_view word = s.substr(0, grammar::find_either(s, 0, ' ', '\t'));
  return word.size() >= 9 && std::count(word.begin(), word.end(), '/') >= 9;
}

// `s` without the blanks it ends with.
std::string_view without_trailing_blanks(std::string_view s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

}  // namespace

UnitReader::UnitReader(ReadBytes read, std::string head, Splitting splitting, std::size_t target_size, OpensGame opens_game)
    : read_(std::move(read)), buffer_(std::move(head)), splitting_(splitting), target_(target_size), opens_game_(std::move(opens_game)) {}

bool UnitReader::fill() {
  if (eof_) return false;
  // Read into a scratch buffer that is never zero-filled: most files are far smaller than a chunk.
  if (!scratch_) scratch_ = std::make_unique_for_overwrite<char[]>(CHUNK);
  if (head_ > 0) {
    buffer_.erase(0, head_);
    scan_ -= head_;
    last_cut_ -= head_;
    game_start_ -= head_;  // a game's start, never before the unit's
    if (tag_open_) value_from_ -= head_;  // no cut falls inside a tag
    head_ = 0;
  }
  const std::ptrdiff_t got = read_ ? read_(scratch_.get(), CHUNK) : 0;
  if (got > 0) buffer_.append(scratch_.get(), std::size_t(got));
  if (got <= 0) {
    eof_ = true;
    if (got < 0) read_error_ = errno ? errno : EIO;  // taken now: by the end of the file errno says something else
    return false;
  }
  return true;
}

// The state before a line decides whether a game starts at it: a `[` line after movetext is a new game in
// every reader of xiangqi records, unless a `{` comment is still open.
bool UnitReader::starts_game(std::string_view line) {
  const std::size_t first = grammar::skip_blanks(line, 0);
  if (first == line.size()) return false;
  saw_text_ = true;
  const char c = line[first];
  if (splitting_ == Splitting::COMMANDS) {
    const bool position = line.substr(first).starts_with("position");
    const bool after_one = in_movetext_;
    in_movetext_ = in_movetext_ || position;
    return position && after_one;
  }
  if (splitting_ != Splitting::PGN_LAYOUT) return false;
  line_follows_result_ = 0;
  if (comment_ == Comment::NONE && c == '[' && !grammar::starts_with_markup(line.substr(first))) {
    // After a line that opens another scoresheet (`Bên Đen: …`, record_layout's next_sheet), the tag line is
    // that sheet's header: its game began there.
    const bool after_moves = in_movetext_ && !follows_sheet_opening();
    in_movetext_ = false;
    read_tag_line(line.substr(first), false);
    if (after_moves) game_start_ = scan_;
    return after_moves;  // and a tag value may hold braces: they are not counted
  }
  // A tag's value that goes on from the line before (`[TitleA "` then `2026"]`, as converters of XQF write a
  // title): its line is the tag's, whatever else it starts with (record_layout's tag_line_break; a blank line or
  // a `[` line never gets here: scan() took the value back before it).
  if (tag_open_) {
    read_tag_line(line, true);
    return false;
  }
  if (opens_game_ && in_movetext_ && comment_ == Comment::NONE && line[0] == '1' && scan_ - head_ >= target_) {
    line_follows_result_ = untagged_after_result(line);
    if (line_follows_result_ != 0) {
      game_start_ = scan_;
      return true;
    }
  }
  // Asked only until the movetext is known to have begun: most lines of an archive are lines of moves.
  if (!in_movetext_ && comment_ == Comment::NONE && grammar::is_digit(c) && !is_board_line(line.substr(first))) in_movetext_ = true;
  // The last comment mark of the line says whether a comment is still open after it: only the mark that
  // would change that is looked for, from one to the next (eight bytes at a time, inline: lines of moves are
  // short, and a call a line cost more than the search). A comment is `{…}`, or `/* … */` as forum posts write
  // notes (record_layout's block_comment): neither holds the other's marks. And a '[' among moves, outside a
  // comment, begins the next game's tags where it stands, in the line (record_layout's next_game): the lines
  // after it are that game's until its moves begin.
  for (std::size_t at = 0; at < line.size(); ++at) {
    if (comment_ == Comment::BRACE) {
      at = grammar::find_either(line, at, '}', '}');
      if (at == line.size()) break;
      comment_ = Comment::NONE;
    } else if (comment_ == Comment::BLOCK) {
      at = line.find("*/", at);
      if (at == std::string_view::npos) break;
      comment_ = Comment::NONE;
      ++at;
    } else {
      at = std::min({grammar::find_either(line, at, '{', '['), line.find("/*", at), line.size()});
      if (at == line.size()) break;
      if (line[at] == '{') {
        comment_ = Comment::BRACE;
      } else if (line[at] == '/') {
        comment_ = Comment::BLOCK;
        ++at;
      } else if (!grammar::starts_with_markup(line.substr(at))) {
        // Text before it on its line, which no tag begins, is what the grammar reads as moves (words it does not
        // know among them), whether or not the splitter saw moves begin: the '[' begins the next game's tags, and
        // its value may go on to the next line; no cut follows from it. Unless it stands after the game's result
        // (the text after a result ends at a tag line, not at a '['), or after a line comment's lead (`;`, `#`,
        // `%`): the grammar is asked from the game start known before, which is one whatever the '[' is.
        in_movetext_ = false;
        read_tag_line(line.substr(at), false);
        break;  // the rest of the line is the tag's: its value's braces are not counted
      }
    }
  }
  return false;
}

void UnitReader::read_tag_line(std::string_view text, bool in_value) {
  value_opened_ = false;
  for (;;) {
    if (!in_value) {
      const std::optional<std::size_t> quote = grammar::opens_tag_value(text);
      if (!quote) return void(tag_open_ = false);  // a malformed tag ends with its line
      text.remove_prefix(*quote);
      value_opened_ = true;
    }
    const std::optional<std::size_t> close = grammar::tag_value_close(text);
    if (!close) return void(tag_open_ = true);
    text.remove_prefix(*close);
    value_opened_ = false;
    if (text.empty()) return void(tag_open_ = false);
    in_value = false;  // the next tag's '[', on the same line
  }
}

std::uint32_t UnitReader::untagged_after_result(std::string_view line) {
  // The line before, blank lines aside, must end with a result (`24. h2e2 h9g7 1-0`, `*`): then the grammar
  // is asked, which it seldom is (a line that numbers move 1 past the target size).
  std::size_t end = scan_;
  for (;;) {
    if (end <= std::max(head_, game_start_)) return 0;
    const std::string_view line_before = line_ending_at(end);
    const std::string_view before = without_trailing_blanks(line_before);
    end = std::size_t(line_before.data() - buffer_.data());
    if (grammar::skip_blanks(before, 0) == before.size()) continue;
    const std::size_t word = before.find_last_of(" \t") + 1;  // npos + 1: the line's start
    if (!grammar::is_pgn_result(before.substr(word))) return 0;
    break;
  }
  const std::string_view game(std::string_view(buffer_).substr(game_start_, scan_ - game_start_ + line.size()));
  const std::optional<std::size_t> result = opens_game_(game, scan_ - game_start_);
  if (!result) return 0;
  return scan_line_ - grammar::count_line_ends(game.substr(*result, scan_ - game_start_ - *result));
}

bool UnitReader::follows_sheet_opening() const {
  // Lines back from the one scanned, up to one of moves (numbered) or a tag line: a line between that opens a
  // scoresheet ended the moves. Most of them were counted as quiet (skip_quiet_lines), never looked at: they
  // hold no comment mark, and a sheet's opening inside a comment only keeps a cut from being made.
  for (std::size_t end = scan_; end > head_;) {
    const std::string_view line = line_ending_at(end);
    const std::size_t first = grammar::skip_blanks(line, 0);
    if (first < line.size()) {
      const std::string_view text = line.substr(first);
      if (grammar::is_digit(text[0]) || text[0] == '[') return false;
      if (grammar::opens_sheet(text)) return true;  // its line's end is the text's
    }
    end = std::size_t(line.data() - buffer_.data());
  }
  return false;
}

std::string_view UnitReader::line_ending_at(std::size_t end) const {
  std::size_t e = end - 1;
  if (buffer_[e] == '\n' && e > head_ && buffer_[e - 1] == '\r') --e;
  std::size_t start = e;
  while (start > head_ && buffer_[start - 1] != '\n' && buffer_[start - 1] != '\r') --start;
  return std::string_view(buffer_).substr(start, e - start);
}

// The lines that can neither end a unit nor change what the splitter knows are counted, not read one by
// one, once some text was seen (until then each line is asked whether it is some). Where a format cuts after
// any line, or after a separator line, those are the lines that end before the unit could reach its target
// size: the first place past the target is taken, and only it. In PGN's movetext, they are the lines before
// the next byte that could open or close a comment or begin a tag. A CSA file's lines are nine bytes long, an
// ICCS record's fourteen, and asking each was a twentieth of linting CSA and a fortieth of ICCS.
void UnitReader::skip_quiet_lines() {
  if (!saw_text_) return;
  // A line that starts at or before `limit` may matter.
  std::size_t limit = buffer_.size();
  if (splitting_ == Splitting::LINES || splitting_ == Splitting::CSA) {
    limit = std::min(head_ + target_ - 1, buffer_.size());
  } else if (splitting_ == Splitting::PGN_LAYOUT && in_movetext_) {
    // Each mark is looked for only before the first of the others: a search that went past it would be made
    // again from there.
    const auto find_before = [&](std::string_view mark, std::size_t from, std::size_t to) {
      const std::size_t at = std::string_view(buffer_).substr(from, to - from).find(mark);
      return at == std::string_view::npos ? to : from + at;
    };
    switch (comment_) {
      case Comment::BRACE: limit = grammar::find_either(buffer_, scan_, '}', '}'); break;
      case Comment::BLOCK: limit = find_before("*/", scan_, buffer_.size()); break;
      case Comment::NONE:
        limit = grammar::find_either(buffer_, scan_, '{', '[');
        limit = find_before("/*", scan_, limit);
        // A line past the target size that numbers move 1 may open a game with no tags: each is looked at.
        if (const std::size_t from = std::max(scan_, head_ + target_); opens_game_ && from < limit) {
          const std::size_t one = from == scan_ && buffer_[from] == '1' ? from : find_before("\n1", from == 0 ? 0 : from - 1, limit) + 1;
          limit = std::min(limit, one);
        }
        break;
    }
  } else {
    return;
  }
  std::size_t start = limit;
  const auto line_starts = [&](std::size_t at) {
    // A \r at the buffer's end may be the first half of a \r\n the next read completes.
    return buffer_[at - 1] == '\n' || (buffer_[at - 1] == '\r' && at < buffer_.size() && buffer_[at] != '\n');
  };
  while (start > scan_ && !line_starts(start)) --start;
  if (start <= scan_) return;
  scan_line_ += grammar::count_line_ends(std::string_view(buffer_).substr(scan_, start - scan_));
  scan_ = start;
}

std::size_t UnitReader::scan(bool at_end) {
  // Asked before every line read: what the splitter knows changes as it reads (a game's movetext begins).
  for (skip_quiet_lines(); scan_ < buffer_.size(); skip_quiet_lines()) {
    const std::size_t eol = grammar::line_end(buffer_, scan_);
    std::size_t next;
    if (eol == buffer_.size()) {
      if (!at_end) return std::string::npos;
      next = buffer_.size();
    } else if (buffer_[eol] == '\r' && eol + 1 == buffer_.size() && !at_end) {
      return std::string::npos;  // \r\n may be cut between two reads
    } else {
      next = eol + 1 + (buffer_[eol] == '\r' && eol + 1 < buffer_.size() && buffer_[eol + 1] == '\n');
    }
    // Where a unit may end: the latest such place is kept; the first one past the target size ends it.
    const auto may_cut_here = [&] {
      last_cut_ = scan_;
      cut_line_ = scan_line_;
      cut_follows_result_ = line_follows_result_;
      return last_cut_ - head_ >= target_;
    };
    const std::string_view line = std::string_view(buffer_).substr(scan_, std::min(eol, buffer_.size()) - scan_);
    if (tag_open_ && grammar::stops_tag_value(line)) {
      // The value never closed (record_layout's tag_line_break goes into no blank line, nor a `[` line): the
      // grammar read the line that opened it as a malformed tag, alone, and the lines after it as what they
      // are (moves, a comment's '{'). They are read again so.
      unclose_tag_value();
      continue;
    }
    if (starts_game(line) && scan_ > head_ && may_cut_here()) return last_cut_;
    scan_ = next;
    ++scan_line_;
    if (value_opened_) {
      value_from_ = scan_;
      value_line_ = scan_line_;
      value_opened_ = false;
    }
    bool cut_after = splitting_ == Splitting::LINES;
    if (splitting_ == Splitting::CSA) {
      // A line that holds '/' alone, blanks aside.
      const std::size_t a = grammar::skip_blanks(line, 0);
      cut_after = a < line.size() && line[a] == '/' && grammar::skip_blanks(line, a + 1) == line.size();
    }
    if (cut_after && scan_ < buffer_.size() + (at_end ? 0 : 1) && may_cut_here()) return last_cut_;
    if (at_end && scan_ == buffer_.size() && tag_open_) unclose_tag_value();  // nor does a value close at the text's end
  }
  return std::string::npos;
}

void UnitReader::unclose_tag_value() {
  tag_open_ = false;
  scan_ = value_from_;
  scan_line_ = value_line_;
}

bool UnitReader::next(Unit& unit) {
  for (;;) {
    const std::size_t cut = splitting_ == Splitting::WHOLE ? std::string::npos : scan(eof_);
    if (cut == std::string::npos && !eof_) {
      fill();
      continue;
    }
    if (cut == std::string::npos) {
      if (head_ == buffer_.size()) return false;
      if (splitting_ == Splitting::WHOLE && !saw_text_)
        saw_text_ = buffer_.find_first_not_of(" \t\r\n") != std::string::npos;
      if (head_ == 0) unit.bytes = std::move(buffer_);
      else unit.bytes.assign(buffer_, head_);
      unit.byte_offset = consumed_;
      unit.first_line = line_;
      unit.follows_result_line = head_follows_result_;
      consumed_ += unit.bytes.size();
      buffer_.clear();
      head_ = scan_ = last_cut_ = 0;
      return true;
    }
    unit.bytes.assign(buffer_, head_, cut - head_);
    unit.byte_offset = consumed_;
    unit.first_line = line_;
    unit.follows_result_line = head_follows_result_;
    consumed_ += cut - head_;
    head_ = last_cut_ = cut;
    line_ = cut_line_;
    head_follows_result_ = cut_follows_result_;
    return true;
  }
}

}  // namespace kypho::service
