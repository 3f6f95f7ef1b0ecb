#include <fmt/format.h>

#include <fstream>

#include "cli/lint.hpp"
#include "service/lint_summary.hpp"

namespace kypho::cli {

int merge_lint_outputs(const std::vector<std::string>& files, const GlobalOptions& g) {
  LintMerge merge;
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
      const LintMerge::Line kind = merge.add(line);
      had_summary |= kind == LintMerge::Line::SUMMARY;
      // A shard cut short (a full disk, a killed job) ends in half a line: say so rather than merge around it.
      if (kind == LintMerge::Line::NOT_JSON && unreadable++ == 0)
        fmt::print(stderr, "kypho lint --merge: {}:{}: not a JSON line of kypho lint; left out\n", path, line_number);
    }
    if (unreadable > 1) fmt::print(stderr, "kypho lint --merge: {}: {} more such lines left out\n", path, unreadable - 1);
    if (!had_summary) {
      fmt::print(stderr, "kypho lint --merge: {} holds no summary line; write the shards with --format json\n", path);
      return EXIT_USAGE;
    }
  }
  const LintSummary total = merge.total();
  if (g.format == OutputFormat::TEXT) fmt::print("{}", summary_text(total));
  else fmt::print("{}\n", summary_json(total));
  return total.errors > 0 ? EXIT_INVALID : EXIT_OK;
}

}  // namespace kypho::cli
