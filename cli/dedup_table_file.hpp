// lint --dedup-table FILE: the games lint --dedup has seen (service/dedup.*) kept in a file, for runs larger
// than memory and for runs that should also find the games of earlier runs recorded there.
#pragma once

#include <memory>
#include <string>

#include "service/dedup.hpp"

namespace kypho::cli {

// The table in `path`: created when there is no such file, extended when it is a table of an earlier run.
// A file that is not a table is never touched: the reason comes back instead.
struct TableOrError {
  std::unique_ptr<service::DedupTable> table;
  std::string error;
};
TableOrError file_dedup_table(const std::string& path);

}  // namespace kypho::cli
