// What a lint run counts, and its last line: as JSON (which --merge reads back from the shards) and as text.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace kypho::service {

struct LintSummary {
  std::uint64_t files = 0, hidden = 0, not_records = 0, ignored = 0;
  std::uint64_t games = 0, valid = 0, invalid = 0, plies = 0;
  std::uint64_t errors = 0, warnings = 0, notes = 0, bytes = 0;
  std::map<std::string, std::uint64_t> codes;  // "warning[duplicate-game]" → 3
  std::map<std::string, std::uint64_t> encodings;
  std::map<std::string, std::uint64_t> formats;  // the files read, by the format each was read as (xqf, pgn, kif)
  std::map<std::string, std::uint64_t> allowed;  // diagnostics a configuration allowed: counted, not shown
  std::string fix_mode;  // "fix" or "diff" when asked
  std::uint64_t fixed_files = 0, fixed_edits = 0;
  double seconds = -1;  // shown only with --timing, so that re-runs print the same bytes
};

// The summary as the JSON line a run ends with, and as text (several lines, each with its end).
std::string summary_json(const LintSummary& s);
std::string summary_text(const LintSummary& s);
// lint --merge: the JSON-lines outputs of shards, line by line, as one summary, with the duplicates between
// shards found from their fingerprint lines.
class LintMerge {
 public:
  enum class Line : std::uint8_t { SUMMARY, FINGERPRINT, OTHER, NOT_JSON };
  Line add(std::string_view json_line);
  LintSummary total() const;

 private:
  LintSummary total_;
  std::uint64_t duplicates_in_shards_ = 0;
  // Every game fingerprinted by a shard, in the order of one unsharded run: its walk place, then its game.
  std::vector<std::tuple<std::uint64_t, std::uint64_t, std::string>> games_;  // order, game, key
};

}  // namespace kypho::service
