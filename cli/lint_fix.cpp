#include "cli/lint_fix.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <filesystem>
#include "grammar/text/messages.hpp"

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

}  // namespace

struct FileFixer::State {
  std::string path, name;
  FixOptions options;
  std::FILE* diff_out;
  service::SourceFix fix;
  bool started = false;
  int fd = -1;
  std::string temporary;

  State(std::string path_, std::string name_, const FixOptions& options_, std::FILE* diff_out_, const Diagnostics& opening, std::string mark)
      : path(std::move(path_)), name(std::move(name_)), options(options_), diff_out(diff_out_), fix(name, opening, std::move(mark), options.diff) {}

  void write(std::string_view bytes) {
    while (fix.usable() && !bytes.empty()) {
      const ssize_t n = ::write(fd, bytes.data(), bytes.size());
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return fix.fail(msg("writing its new version failed: {reason}", arg("reason", std::strerror(errno))));
      bytes.remove_prefix(std::size_t(n));
    }
  }

  // The temporary file beside the original.
  void start() {
    started = true;
    if (path == "-") return fix.fail(tr("standard input cannot be rewritten; --diff shows the changes"));
    const std::filesystem::path p(path);
    temporary = (p.parent_path() / fmt::format(".{}.kypho-XXXXXX", p.filename().string())).string();
    if (temporary.size() >= sizeof temporary_path) return fix.fail(tr("its path is too long for a temporary file beside it"));
    fd = mkstemp(temporary.data());
    if (fd < 0) return fix.fail(msg("no temporary file could be made beside it: {reason}", arg("reason", std::strerror(errno))));
    std::memcpy(temporary_path, temporary.c_str(), temporary.size() + 1);
    have_temporary = 1;
  }

  void discard() {
    if (fd >= 0) close(fd);
    fd = -1;
    if (!temporary.empty()) unlink(temporary.c_str());
    temporary.clear();
    have_temporary = 0;
  }

  // Syncs the new version and renames it over the original, after linking the original to FILE.orig; why not,
  // when it could not.
  std::string commit() {
    struct stat original {};
    if (stat(path.c_str(), &original) == 0) fchmod(fd, original.st_mode & 07777);
    if (fsync(fd) != 0) return msg("syncing its new version failed: {reason}", arg("reason", std::strerror(errno)));
    close(fd);
    fd = -1;
    if (options.backup) {
      const std::string backup = path + ".orig";
      if (link(path.c_str(), backup.c_str()) != 0)
        return errno == EEXIST ? msg("{file} exists and is not overwritten; move it away, or use --no-backup", arg("file", backup))
                               : msg("the backup {file} could not be made: {reason}", arg("file", backup), arg("reason", std::strerror(errno)));
    }
    if (rename(temporary.c_str(), path.c_str()) != 0) return msg("renaming its new version failed: {reason}", arg("reason", std::strerror(errno)));
    temporary.clear();
    have_temporary = 0;
    // The rename itself is made durable by syncing the folder that holds both names.
    const std::string folder = std::filesystem::path(path).parent_path().string();
    const int dir = open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY);
    if (dir >= 0) {
      fsync(dir);
      close(dir);
    }
    return {};
  }
};

FileFixer::FileFixer(std::string path, std::string name, const FixOptions& options, std::FILE* diff_out, const Diagnostics& opening,
                     std::string byte_order_mark)
    : state_(std::make_unique<State>(std::move(path), std::move(name), options, diff_out, opening, std::move(byte_order_mark))) {}

FileFixer::~FileFixer() { state_->discard(); }

void FileFixer::unit(const service::UnitReport& unit, std::vector<Edit> edits) {
  State& s = *state_;
  if (s.options.fix && !s.started) s.start();
  const std::string bytes = s.fix.unit(unit, std::move(edits));
  if (s.fd >= 0) s.write(bytes);
}

void FileFixer::finish(const Diagnostics& file_diagnostics, Diagnostics& out, FixCounts& counts) {
  State& s = *state_;
  service::SourceFix::Outcome o = s.fix.finish(file_diagnostics);
  if (o.edits == 0) return s.discard();
  if (o.why_not.empty() && s.options.fix) o.why_not = s.commit();
  if (!o.why_not.empty()) {
    s.discard();
    out.push_back(service::not_fixed(s.name, o.why_not));
    return;
  }
  ++counts.files;
  counts.edits += o.edits;
  if (s.options.diff) fmt::print(s.diff_out, "{}", o.diff);
}

void remove_temporary_on_signals() {
  std::signal(SIGINT, remove_temporary_and_exit);
  std::signal(SIGTERM, remove_temporary_and_exit);
  std::signal(SIGHUP, remove_temporary_and_exit);
}

}  // namespace kypho::cli
