// The games lint --dedup has seen, by fingerprint: the first of each, to name when a later one repeats it.
// In memory by default; with --dedup-table FILE, in a file, for runs larger than memory and for runs that
// should also find the games of earlier runs recorded there.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "service/validate.hpp"

namespace kypho::cli {

class DedupTable {
 public:
  struct Seen {
    std::string file;
    std::uint32_t game = 0;
    std::uint64_t tags = 0;
    bool earlier_run = false;  // recorded in the table file by another run
  };
  virtual ~DedupTable() = default;
  // The first game with `f`'s moves from its start, when there was one; otherwise this one becomes it.
  virtual std::optional<Seen> find_or_add(const service::Fingerprint& f, std::string_view file, std::uint32_t game) = 0;
  // Games the table held before this run (a table file from an earlier run).
  virtual std::uint64_t earlier_games() const { return 0; }
};

std::unique_ptr<DedupTable> memory_dedup_table();

// The table in `path`: created when there is no such file, extended when it is a table of an earlier run.
// A file that is not a table is never touched: the reason comes back instead.
struct TableOrError {
  std::unique_ptr<DedupTable> table;
  std::string error;
};
TableOrError file_dedup_table(const std::string& path);

}  // namespace kypho::cli
