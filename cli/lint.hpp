// What kypho lint shares between a run and --merge: the summary (service/lint_summary.hpp), and the
// fingerprints of games that let shards find the duplicates between them.
#pragma once

#include <string>
#include <vector>

#include "cli/options.hpp"
#include "service/lint_summary.hpp"

namespace kypho::cli {

constexpr std::string_view DUPLICATE_CODE = "warning[duplicate-game]";

// kypho lint --merge FILE...: the JSON-lines outputs of shards as one summary, with the duplicates
// between shards found from their fingerprint lines.
int merge_lint_outputs(const std::vector<std::string>& files, const GlobalOptions& g);

}  // namespace kypho::cli
