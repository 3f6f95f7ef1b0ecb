// What kypho lint shares between a run and --merge: the summary, and the fingerprints of games that let
// shards find the duplicates between them.
#pragma once

#include <cstdint>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "cli/options.hpp"

namespace kypho::cli {

struct LintSummary {
  std::uint64_t files = 0, hidden = 0, not_records = 0, ignored = 0;
  std::uint64_t games = 0, valid = 0, invalid = 0, plies = 0;
  std::uint64_t errors = 0, warnings = 0, notes = 0, bytes = 0;
  std::map<std::string, std::uint64_t> codes;  // "warning[duplicate-game]" → 3
  std::map<std::string, std::uint64_t> encodings;
  std::map<std::string, std::uint64_t> allowed;  // diagnostics a configuration allowed: counted, not shown
  std::string fix_mode;  // "fix" or "diff" when asked
  std::uint64_t fixed_files = 0, fixed_edits = 0;
  double seconds = -1;  // shown only with --timing, so that re-runs print the same bytes
};

// The summary as the JSON line a run ends with, and as text.
std::string summary_json(const LintSummary& s);
void print_summary_text(const LintSummary& s, std::FILE* out);

constexpr std::string_view DUPLICATE_CODE = "warning[duplicate-game]";

// kypho lint --merge FILE...: the JSON-lines outputs of shards as one summary, with the duplicates
// between shards found from their fingerprint lines.
int merge_lint_outputs(const std::vector<std::string>& files, const GlobalOptions& g);

}  // namespace kypho::cli
