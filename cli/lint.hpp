// kypho lint --merge: reading the shards' outputs (service/lint_summary.hpp merges them).
#pragma once

#include <string>
#include <vector>

#include "cli/options.hpp"
#include "service/lint_summary.hpp"

namespace kypho::cli {

// kypho lint --merge FILE...: the JSON-lines outputs of shards as one summary, with the duplicates
// between shards found from their fingerprint lines.
int merge_lint_outputs(const std::vector<std::string>& files, const GlobalOptions& g);

}  // namespace kypho::cli
