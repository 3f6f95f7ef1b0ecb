#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <tuple>

#include <nlohmann/json.hpp>

#include "cli/lint.hpp"
#include "service/lint_summary.hpp"

namespace kypho::cli {

int merge_lint_outputs(const std::vector<std::string>& files, const GlobalOptions& g) {
  LintSummary total;
  std::uint64_t duplicates_in_shards = 0;
  // Every game fingerprinted by a shard, in the order of one unsharded run: its walk place, then its game.
  using Entry = std::tuple<std::uint64_t, std::uint64_t, std::string, std::string>;  // order, game, key, file
  std::vector<Entry> games;
  for (const auto& path : files) {
    std::ifstream in(path);
    if (!in) {
      fmt::print(stderr, "kypho lint --merge: cannot read {}\n", path);
      return EXIT_USAGE;
    }
    bool had_summary = false;
    std::size_t line_number = 0, unreadable = 0;
    for (std::string line; std::getline(in, line);) {
      ++line_number;
      const auto j = nlohmann::json::parse(line, nullptr, false);
      if (!j.is_object()) {
        // A shard cut short (a full disk, a killed job) ends in half a line: say so rather than merge around it.
        if (unreadable++ == 0) fmt::print(stderr, "kypho lint --merge: {}:{}: not a JSON line of kypho lint; left out\n", path, line_number);
        continue;
      }
      const std::string type = j.value("type", "");
      if (type == "summary") {
        const LintSummary s = *read_summary(line);
        had_summary = true;
        for (auto field : {&LintSummary::files, &LintSummary::hidden, &LintSummary::not_records, &LintSummary::ignored, &LintSummary::games,
                           &LintSummary::valid, &LintSummary::invalid, &LintSummary::plies, &LintSummary::errors, &LintSummary::warnings,
                           &LintSummary::notes, &LintSummary::bytes})
          total.*field += s.*field;
        for (const auto& [k, n] : s.codes) total.codes[k] += n;
        for (const auto& [k, n] : s.encodings) total.encodings[k] += n;
        for (const auto& [k, n] : s.allowed) total.allowed[k] += n;
        if (!s.fix_mode.empty()) total.fix_mode = s.fix_mode;
        total.fixed_files += s.fixed_files;
        total.fixed_edits += s.fixed_edits;
        if (const auto it = s.codes.find(std::string(DUPLICATE_CODE)); it != s.codes.end()) duplicates_in_shards += it->second;
      } else if (type == "fingerprint") {
        games.emplace_back(j.value("order", 0ull), j.value("game", 0ull), j.value("key", ""), j.value("file", ""));
      }
    }
    if (unreadable > 1) fmt::print(stderr, "kypho lint --merge: {}: {} more such lines left out\n", path, unreadable - 1);
    if (!had_summary) {
      fmt::print(stderr, "kypho lint --merge: {} holds no summary line; write the shards with --format json\n", path);
      return EXIT_USAGE;
    }
  }
  if (!games.empty()) {
    std::sort(games.begin(), games.end());
    std::set<std::string> seen;
    std::uint64_t duplicates = 0;
    for (const auto& [order, game, key, file] : games)
      if (!seen.insert(key).second) ++duplicates;
    // The shards counted the duplicates inside each; the merge counts them across all.
    total.warnings = total.warnings - duplicates_in_shards + duplicates;
    if (duplicates > 0) total.codes[std::string(DUPLICATE_CODE)] = duplicates;
    else total.codes.erase(std::string(DUPLICATE_CODE));
  }
  if (g.format == OutputFormat::TEXT) fmt::print("{}", summary_text(total));
  else fmt::print("{}\n", summary_json(total));
  return total.errors > 0 ? EXIT_INVALID : EXIT_OK;
}

}  // namespace kypho::cli
