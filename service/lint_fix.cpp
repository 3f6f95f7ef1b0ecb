#include "service/lint_fix.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <deque>
#include <optional>
#include <utility>

#include "converters/common/choices.hpp"
#include "grammar/text/encoding.hpp"
#include "service/source.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::service {
namespace {

// `text` with `edits` (sorted, not overlapping) made.
std::string apply_edits(std::string_view text, const std::vector<Edit>& edits) {
  std::string out;
  out.reserve(text.size());
  std::size_t at = 0;
  for (const Edit& e : edits) {
    out.append(text.substr(at, e.offset - at));
    out.append(e.replacement);
    at = e.offset + e.length;
  }
  out.append(text.substr(at));
  return out;
}

// A unified diff of a file whose edits never add or remove a line: old and new lines come in pairs.
class UnifiedDiff {
 public:
  static constexpr std::size_t CONTEXT = 3;

  // A line of the file, as it was and as it becomes; `unterminated` when it ends the file without a newline,
  // which a diff must say, or a patch made from it adds one.
  void add(std::string_view old_line, std::string_view new_line, bool old_unterminated, bool new_unterminated) {
    if (old_line == new_line && old_unterminated == new_unterminated) {
      flush_added();
      if (hunk_) {
        push(' ', old_line, true, true, old_unterminated);
        if (++trailing_ > 2 * CONTEXT) close();
      }
      context_.emplace_back(old_line, old_unterminated);
      if (context_.size() > CONTEXT) context_.pop_front();
    } else {
      if (!hunk_) {
        hunk_ = true;
        start_ = line_ - std::uint32_t(context_.size());
        for (const auto& [line, unterminated] : context_) push(' ', line, true, true, unterminated);
      }
      push('-', old_line, true, false, old_unterminated);
      added_.emplace_back(new_line, new_unterminated);
      trailing_ = 0;
      context_.clear();
    }
    ++line_;
  }

  // The diff, once every line was added; empty when nothing changed.
  std::string finish() {
    flush_added();
    if (hunk_) close();
    return std::move(out_);
  }

 private:
  void push(char sign, std::string_view line, bool in_old, bool in_new, bool unterminated) {
    lines_.push_back(fmt::format("{}{}{}", sign, line, unterminated ? "\n\\ No newline at end of file" : ""));
    old_count_ += in_old;
    new_count_ += in_new;
  }
  // A run of changed lines is written as its old lines, then its new ones.
  void flush_added() {
    for (const auto& [line, unterminated] : added_) push('+', line, false, true, unterminated);
    added_.clear();
  }
  void close() {
    // Only CONTEXT lines of the unchanged run after the last change belong to this hunk.
    const std::size_t extra = trailing_ > CONTEXT ? trailing_ - CONTEXT : 0;
    lines_.resize(lines_.size() - extra);
    old_count_ -= std::uint32_t(extra);
    new_count_ -= std::uint32_t(extra);
    out_ += fmt::format("@@ -{},{} +{},{} @@\n", start_, old_count_, start_, new_count_);
    for (const auto& l : lines_) {
      out_ += l;
      out_ += '\n';
    }
    lines_.clear();
    old_count_ = new_count_ = 0;
    trailing_ = 0;
    hunk_ = false;
  }

  std::string out_;
  using Line = std::pair<std::string, bool>;  // and whether it ends the file without a newline
  std::deque<Line> context_;         // the unchanged lines just before this one
  std::vector<std::string> lines_;   // of the open hunk
  std::vector<Line> added_;          // the new lines of the run of changes going on
  bool hunk_ = false;
  std::uint32_t line_ = 1, start_ = 0, old_count_ = 0, new_count_ = 0, trailing_ = 0;
};

}  // namespace

std::vector<Edit> unit_fixes(const UnitReport& unit) {
  std::vector<Edit> edits;
  for (const auto& g : unit.games) {
    const bool read_whole = std::none_of(g.diagnostics.begin(), g.diagnostics.end(), [](const Diagnostic& d) {
      return d.severity == Severity::ERROR && (d.code == "syntax" || d.code == "encoding");
    });
    if (read_whole)
      for (const auto& d : g.diagnostics) edits.insert(edits.end(), d.fixes.begin(), d.fixes.end());
  }
  return edits;
}

struct SourceFix::State {
  std::string name;
  std::string mark;  // the byte-order mark, written before the first unit
  bool want_diff;
  std::string encoding;  // the first unit's
  bool started = false;
  std::string why_not;  // set when the source must stay as it was
  std::uint64_t edits = 0;
  UnifiedDiff diff;

  void fail(std::string why) {
    if (why_not.empty()) why_not = std::move(why);
  }

  // What reading the source found that makes rewriting it unsafe: an encoding guessed in doubt, bytes not
  // valid in it (when it was opened, in a unit, or at its end), a read that failed.
  void heed(const Diagnostics& found) {
    for (const auto& d : found) {
      if (d.code == "encoding" && d.severity == Severity::WARNING)
        fail(msg("its encoding is in doubt or some of its bytes are not valid in it (see the encoding warning); "
                 "name the encoding with {option}, or mend the bytes",
                 arg("option", choice_name(Choice::ENCODING))));
      else if (d.severity == Severity::ERROR)
        fail(tr("it could not be read to its end"));
    }
  }
};

SourceFix::SourceFix(std::string name, const Diagnostics& opening, std::string byte_order_mark, bool diff)
    : state_(std::make_unique<State>(State{std::move(name), std::move(byte_order_mark), diff})) {
  state_->heed(opening);
}

SourceFix::~SourceFix() = default;

void SourceFix::fail(std::string why) { state_->fail(std::move(why)); }
bool SourceFix::usable() const { return state_->why_not.empty(); }

std::string SourceFix::unit(const UnitReport& unit, std::vector<Edit> edits) {
  State& s = *state_;
  std::string out;
  if (!s.started) {
    s.started = true;
    s.encoding = unit.encoding;
    out = std::move(s.mark);
  }
  s.heed(unit.before);
  std::sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) { return a.offset < b.offset; });
  std::vector<Edit> kept = std::move(edits);
  for (std::size_t i = 1; i < kept.size(); ++i)
    if (kept[i].offset < kept[i - 1].offset + kept[i - 1].length) {
      s.fail(msg("two fixes overlap on line {line}; kypho does not choose between them", arg("line", kept[i].line)));
      kept.clear();
    }

  const std::string_view bytes_encoding = unit_encoding(s.encoding);
  std::optional<std::string> written;  // the unit's new bytes; the old ones when nothing changed
  std::string fixed;
  if (!kept.empty()) {
    fixed = apply_edits(unit.text, kept);
    // Only bytes that decode and encode back to themselves can be rewritten without changing the rest.
    const auto again = grammar::encode(unit.text, bytes_encoding);
    if (!again || *again != unit.raw) {
      s.fail(msg("its text does not give back the same bytes when written again in {encoding}", arg("encoding", s.encoding)));
      kept.clear();
    }
  }
  if (!kept.empty()) {
    written = grammar::encode(fixed, s.encoding.starts_with("utf-16") ? std::string_view(s.encoding) : bytes_encoding);
    if (!written) s.fail(msg("a fix writes a character {encoding} cannot hold", arg("encoding", s.encoding)));
    s.edits += kept.size();
  } else if (s.encoding.starts_with("utf-16")) {
    written = grammar::encode(unit.text, s.encoding);
    if (!written) s.fail(msg("its text cannot be written back in {encoding}", arg("encoding", s.encoding)));
  }
  if (s.want_diff) {
    // Every line goes through the diff, changed or not, so that hunks are numbered as in the file; in the
    // file's own bytes (Shift_JIS, CP1258), which patch(1) applies, not in the UTF-8 kypho reads them as.
    std::string_view before = unit.text, after = kept.empty() ? std::string_view(unit.text) : std::string_view(fixed);
    const auto in_file_bytes = [&](std::string_view line) {
      if (bytes_encoding == "utf-8") return std::string(line);
      return grammar::encode(line, bytes_encoding).value_or(std::string(line));
    };
    while (!before.empty()) {
      const std::size_t a = before.find('\n'), b = after.find('\n');
      s.diff.add(in_file_bytes(before.substr(0, a)), in_file_bytes(after.substr(0, b)), a == std::string_view::npos, b == std::string_view::npos);
      before.remove_prefix(a == std::string_view::npos ? before.size() : a + 1);
      after.remove_prefix(b == std::string_view::npos ? after.size() : b + 1);
    }
  }
  out += written ? std::string_view(*written) : std::string_view(unit.raw);
  return out;
}

SourceFix::Outcome SourceFix::finish(const Diagnostics& source_diagnostics) {
  State& s = *state_;
  s.heed(source_diagnostics);
  Outcome o;
  if (s.edits == 0) return o;
  o.edits = s.edits;
  o.why_not = s.why_not;
  if (s.want_diff && s.why_not.empty()) o.diff = fmt::format("--- {}\n+++ {}\n{}", s.name, s.name, s.diff.finish());
  return o;
}

Diagnostic not_fixed(const std::string& name, const std::string& why) {
  return unlocated(name, Severity::WARNING, "not-fixed", msg("left as it was: {why}", arg("why", why)));
}

}  // namespace kypho::service
