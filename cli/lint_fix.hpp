// lint --fix and --diff on files: service/lint_fix.* makes each file's new bytes and its diff; --fix writes
// them into a temporary file beside the original, syncs it and renames it over the original, so that a file
// is always either old or new, even when the run is interrupted or the disk fills; --diff prints the diff and
// writes nothing.
#pragma once

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "service/lint_fix.hpp"

namespace kypho::cli {

struct FixOptions {
  bool fix = false;
  bool diff = false;
  bool backup = true;  // keep the original as FILE.orig
};

struct FixCounts {
  std::uint64_t files = 0;  // rewritten (or, with --diff, that would be)
  std::uint64_t edits = 0;
};

class FileFixer {
 public:
  // `path` as given, `name` as diagnostics call it; the diff goes to `diff_out`. `opening`: what opening the
  // file found; `byte_order_mark`: the bytes before its first unit.
  FileFixer(std::string path, std::string name, const FixOptions& options, std::FILE* diff_out, const Diagnostics& opening,
            std::string byte_order_mark);
  FileFixer(const FileFixer&) = delete;
  FileFixer& operator=(const FileFixer&) = delete;
  ~FileFixer();

  // The unit's edits (offsets in its text) are applied; what cannot be written back is said at finish.
  void unit(const service::UnitReport& unit, std::vector<Edit> edits);
  // Replaces the file when something changed and nothing went wrong; why not goes to `out`.
  void finish(const Diagnostics& file_diagnostics, Diagnostics& out, FixCounts& counts);

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// On SIGINT or SIGTERM, the temporary file being written is removed before kypho exits.
void remove_temporary_on_signals();

}  // namespace kypho::cli
