// What a lint run counts, and its last line: as JSON (which --merge reads back from the shards) and as text.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace kypho::service {

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

// The summary as the JSON line a run ends with, and as text (several lines, each with its end).
std::string summary_json(const LintSummary& s);
std::string summary_text(const LintSummary& s);
// A summary line of lint's JSON output read back; nothing when the line is no summary.
std::optional<LintSummary> read_summary(std::string_view json_line);

}  // namespace kypho::service
