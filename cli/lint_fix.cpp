#include "cli/lint_fix.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <deque>
#include <filesystem>
#include <optional>
#include <utility>

#include "cli/input.hpp"
#include "grammar/text/encoding.hpp"

namespace kypho::cli {
namespace {

// The temporary file being written, for the signal handler: a fixed buffer, as a handler may not allocate.
char temporary_path[4096];
volatile std::sig_atomic_t have_temporary = 0;

extern "C" void remove_temporary_and_exit(int sig) {
  if (have_temporary) unlink(temporary_path);
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

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

struct FileFixer::State {
  std::string path, name;
  FixOptions options;
  std::FILE* diff_out;
  std::string encoding;
  bool started = false;
  int fd = -1;
  std::string temporary;
  std::string why_not;  // set when the file must stay as it was
  std::uint64_t edits = 0;
  UnifiedDiff diff;

  void fail(std::string why) {
    if (why_not.empty()) why_not = std::move(why);
  }

  // What reading the file found that makes rewriting it unsafe: an encoding guessed in doubt, bytes not
  // valid in it (when it was opened, in a unit, or at its end), a read that failed.
  void heed(const Diagnostics& found) {
    for (const auto& d : found) {
      if (d.code == "encoding" && d.severity == Severity::WARNING)
        fail("its encoding is in doubt or some of its bytes are not valid in it (see the encoding warning); "
             "name the encoding with --encoding, or mend the bytes");
      else if (d.severity == Severity::ERROR)
        fail("it could not be read to its end");
    }
  }

  void write(std::string_view bytes) {
    while (why_not.empty() && !bytes.empty()) {
      const ssize_t n = ::write(fd, bytes.data(), bytes.size());
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return fail(fmt::format("writing its new version failed: {}", std::strerror(errno)));
      bytes.remove_prefix(std::size_t(n));
    }
  }

  // The temporary file beside the original, begun with the byte-order mark the original has.
  void start(const std::string& file_encoding) {
    started = true;
    encoding = file_encoding;
    if (!options.fix) return;
    if (path == "-") return fail("standard input cannot be rewritten; --diff shows the changes");
    const std::filesystem::path p(path);
    temporary = (p.parent_path() / fmt::format(".{}.kypho-XXXXXX", p.filename().string())).string();
    if (temporary.size() >= sizeof temporary_path) return fail("its path is too long for a temporary file beside it");
    fd = mkstemp(temporary.data());
    if (fd < 0) return fail(fmt::format("no temporary file could be made beside it: {}", std::strerror(errno)));
    std::memcpy(temporary_path, temporary.c_str(), temporary.size() + 1);
    have_temporary = 1;
    if (encoding == "utf-8-bom") write("\xEF\xBB\xBF");
    if (encoding.starts_with("utf-16")) {
      char bom[2] = {};
      std::FILE* original = std::fopen(path.c_str(), "rb");
      const bool has_bom = original && std::fread(bom, 1, 2, original) == 2 &&
                           ((bom[0] == '\xFF' && bom[1] == '\xFE') || (bom[0] == '\xFE' && bom[1] == '\xFF'));
      if (original) std::fclose(original);
      if (has_bom) write(std::string_view(bom, 2));
    }
  }

  void discard() {
    if (fd >= 0) close(fd);
    fd = -1;
    if (!temporary.empty()) unlink(temporary.c_str());
    temporary.clear();
    have_temporary = 0;
  }

  // Syncs the new version and renames it over the original, after linking the original to FILE.orig.
  void commit() {
    struct stat original {};
    if (stat(path.c_str(), &original) == 0) fchmod(fd, original.st_mode & 07777);
    if (fsync(fd) != 0) return fail(fmt::format("syncing its new version failed: {}", std::strerror(errno)));
    close(fd);
    fd = -1;
    if (options.backup) {
      const std::string backup = path + ".orig";
      if (link(path.c_str(), backup.c_str()) != 0)
        return fail(errno == EEXIST ? fmt::format("{} exists and is not overwritten; move it away, or use --no-backup", backup)
                                    : fmt::format("the backup {} could not be made: {}", backup, std::strerror(errno)));
    }
    if (rename(temporary.c_str(), path.c_str()) != 0) return fail(fmt::format("renaming its new version failed: {}", std::strerror(errno)));
    temporary.clear();
    have_temporary = 0;
    // The rename itself is made durable by syncing the folder that holds both names.
    const std::string folder = std::filesystem::path(path).parent_path().string();
    const int dir = open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY);
    if (dir >= 0) {
      fsync(dir);
      close(dir);
    }
  }
};

FileFixer::FileFixer(std::string path, std::string name, const FixOptions& options, std::FILE* diff_out, const Diagnostics& opening)
    : state_(std::make_unique<State>(State{std::move(path), std::move(name), options, diff_out})) {
  state_->heed(opening);
}

FileFixer::~FileFixer() { state_->discard(); }

void FileFixer::unit(const UnitReport& unit, std::vector<Edit> edits) {
  State& s = *state_;
  if (!s.started) s.start(unit.encoding);
  s.heed(unit.before);
  std::sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) { return a.offset < b.offset; });
  std::vector<Edit> kept = std::move(edits);
  for (std::size_t i = 1; i < kept.size(); ++i)
    if (kept[i].offset < kept[i - 1].offset + kept[i - 1].length) {
      s.fail(fmt::format("two fixes overlap on line {}; kypho does not choose between them", kept[i].line));
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
      s.fail(fmt::format("its text does not give back the same bytes when written again in {}", s.encoding));
      kept.clear();
    }
  }
  if (!kept.empty()) {
    written = grammar::encode(fixed, s.encoding.starts_with("utf-16") ? std::string_view(s.encoding) : bytes_encoding);
    if (!written) s.fail(fmt::format("a fix writes a character {} cannot hold", s.encoding));
    s.edits += kept.size();
  } else if (s.encoding.starts_with("utf-16")) {
    written = grammar::encode(unit.text, s.encoding);
    if (!written) s.fail(fmt::format("its text cannot be written back in {}", s.encoding));
  }
  if (s.options.diff) {
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
  if (s.options.fix && s.fd >= 0) s.write(written ? std::string_view(*written) : std::string_view(unit.raw));
}

void FileFixer::finish(const Diagnostics& file_diagnostics, Diagnostics& out, FixCounts& counts) {
  State& s = *state_;
  s.heed(file_diagnostics);
  const std::string diff = s.diff.finish();
  if (s.edits == 0) return s.discard();
  if (s.why_not.empty() && s.options.fix) s.commit();
  if (!s.why_not.empty()) {
    s.discard();
    out.push_back(unlocated(s.name, Severity::WARNING, "not-fixed", fmt::format("left as it was: {}", s.why_not)));
    return;
  }
  ++counts.files;
  counts.edits += s.edits;
  if (s.options.diff) fmt::print(s.diff_out, "--- {}\n+++ {}\n{}", s.name, s.name, diff);
}

void remove_temporary_on_signals() {
  std::signal(SIGINT, remove_temporary_and_exit);
  std::signal(SIGTERM, remove_temporary_and_exit);
  std::signal(SIGHUP, remove_temporary_and_exit);
}

}  // namespace kypho::cli
