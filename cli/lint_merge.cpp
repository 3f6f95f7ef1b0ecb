#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <tuple>

#include <nlohmann/json.hpp>

#include "cli/lint.hpp"

namespace kypho::cli {

std::string summary_json(const LintSummary& s) {
  nlohmann::ordered_json j;
  j["type"] = "summary";
  j["files"] = s.files;
  j["skipped"] = {{"hidden", s.hidden}, {"not-records", s.not_records}, {"ignored", s.ignored}};
  j["games"] = s.games;
  j["valid"] = s.valid;
  j["invalid"] = s.invalid;
  j["plies"] = s.plies;
  j["errors"] = s.errors;
  j["warnings"] = s.warnings;
  j["notes"] = s.notes;
  j["codes"] = s.codes;
  j["encodings"] = s.encodings;
  if (!s.allowed.empty()) j["allowed"] = s.allowed;
  if (!s.fix_mode.empty()) j[s.fix_mode] = {{"files", s.fixed_files}, {"edits", s.fixed_edits}};
  j["bytes"] = s.bytes;
  if (s.seconds >= 0) j["seconds"] = s.seconds;
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

namespace {

// A summary line of lint's JSON output, read back.
LintSummary read_summary(const nlohmann::json& j) {
  LintSummary s;
  s.files = j.value("files", 0ull);
  if (j.contains("skipped")) {
    s.hidden = j["skipped"].value("hidden", 0ull);
    s.not_records = j["skipped"].value("not-records", 0ull);
    s.ignored = j["skipped"].value("ignored", 0ull);
  }
  s.games = j.value("games", 0ull);
  s.valid = j.value("valid", 0ull);
  s.invalid = j.value("invalid", 0ull);
  s.plies = j.value("plies", 0ull);
  s.errors = j.value("errors", 0ull);
  s.warnings = j.value("warnings", 0ull);
  s.notes = j.value("notes", 0ull);
  s.bytes = j.value("bytes", 0ull);
  if (j.contains("codes")) s.codes = j["codes"].get<std::map<std::string, std::uint64_t>>();
  if (j.contains("encodings")) s.encodings = j["encodings"].get<std::map<std::string, std::uint64_t>>();
  if (j.contains("allowed")) s.allowed = j["allowed"].get<std::map<std::string, std::uint64_t>>();
  for (const char* mode : {"fix", "diff"})
    if (j.contains(mode)) {
      s.fix_mode = mode;
      s.fixed_files = j[mode].value("files", 0ull);
      s.fixed_edits = j[mode].value("edits", 0ull);
    }
  return s;
}

}  // namespace

void print_summary_text(const LintSummary& s, std::FILE* out) {
  const auto plural = [](std::uint64_t n) { return n == 1 ? "" : "s"; };
  fmt::print(out, "{} file{}, {} game{}: {} valid, {} invalid; {} error{}, {} warning{}; {} plies, {:.1f} MB", s.files, plural(s.files),
             s.games, plural(s.games), s.valid, s.invalid, s.errors, plural(s.errors), s.warnings, plural(s.warnings), s.plies,
             double(s.bytes) / 1e6);
  if (s.seconds >= 0) fmt::print(out, " in {:.2f} s, {:.1f} MB/s", s.seconds, s.seconds > 0 ? double(s.bytes) / 1e6 / s.seconds : 0.0);
  fmt::print(out, "\n");
  for (const auto& [code, n] : s.codes) fmt::print(out, "  {:>7} {}\n", n, code);
  std::string list;
  for (const auto& [name, n] : s.encodings) list += fmt::format("{}{} {}", list.empty() ? "" : ", ", n, name);
  if (!list.empty()) fmt::print(out, "  encodings: {}\n", list);
  list.clear();
  for (const auto& [code, n] : s.allowed) list += fmt::format("{}{} {}", list.empty() ? "" : ", ", n, code);
  if (!list.empty()) fmt::print(out, "  allowed by the configuration, not shown: {}\n", list);
  if (s.fix_mode == "fix") fmt::print(out, "  --fix rewrote {} file{} ({} edit{})\n", s.fixed_files, plural(s.fixed_files), s.fixed_edits, plural(s.fixed_edits));
  if (s.fix_mode == "diff") fmt::print(out, "  --diff: {} file{} would change ({} edit{})\n", s.fixed_files, plural(s.fixed_files), s.fixed_edits, plural(s.fixed_edits));
  if (s.hidden + s.not_records + s.ignored > 0)
    fmt::print(out, "  left out of the walk: {} hidden, {} not record files, {} by .kyphoignore (name them, or --hidden, --no-ignore)\n",
               s.hidden, s.not_records, s.ignored);
}

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
        const LintSummary s = read_summary(j);
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
  if (g.format == OutputFormat::TEXT) print_summary_text(total, stdout);
  else fmt::print("{}\n", summary_json(total));
  return total.errors > 0 ? EXIT_INVALID : EXIT_OK;
}

}  // namespace kypho::cli
