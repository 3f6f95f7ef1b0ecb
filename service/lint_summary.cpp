#include "service/lint_summary.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "converters/common/json_line.hpp"

namespace kypho::service {

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
  return json_line(j);
}

std::string summary_text(const LintSummary& s) {
  const auto plural = [](std::uint64_t n) { return n == 1 ? "" : "s"; };
  std::string out;
  out += fmt::format("{} file{}, {} game{}: {} valid, {} invalid; {} error{}, {} warning{}; {} plies, {:.1f} MB", s.files, plural(s.files),
             s.games, plural(s.games), s.valid, s.invalid, s.errors, plural(s.errors), s.warnings, plural(s.warnings), s.plies,
             double(s.bytes) / 1e6);
  if (s.seconds >= 0) out += fmt::format(" in {:.2f} s, {:.1f} MB/s", s.seconds, s.seconds > 0 ? double(s.bytes) / 1e6 / s.seconds : 0.0);
  out += fmt::format("\n");
  for (const auto& [code, n] : s.codes) out += fmt::format("  {:>7} {}\n", n, code);
  std::string list;
  for (const auto& [name, n] : s.encodings) list += fmt::format("{}{} {}", list.empty() ? "" : ", ", n, name);
  if (!list.empty()) out += fmt::format("  encodings: {}\n", list);
  list.clear();
  for (const auto& [code, n] : s.allowed) list += fmt::format("{}{} {}", list.empty() ? "" : ", ", n, code);
  if (!list.empty()) out += fmt::format("  allowed by the configuration, not shown: {}\n", list);
  if (s.fix_mode == "fix") out += fmt::format("  --fix rewrote {} file{} ({} edit{})\n", s.fixed_files, plural(s.fixed_files), s.fixed_edits, plural(s.fixed_edits));
  if (s.fix_mode == "diff") out += fmt::format("  --diff: {} file{} would change ({} edit{})\n", s.fixed_files, plural(s.fixed_files), s.fixed_edits, plural(s.fixed_edits));
  if (s.hidden + s.not_records + s.ignored > 0)
    out += fmt::format("  left out of the walk: {} hidden, {} not record files, {} by .kyphoignore (name them, or --hidden, --no-ignore)\n",
               s.hidden, s.not_records, s.ignored);
  return out;
}

namespace {

// A summary object of lint's JSON output.
LintSummary summary_of(const nlohmann::json& j) {
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

std::optional<LintSummary> read_summary(std::string_view json_line) {
  const auto j = nlohmann::json::parse(json_line, nullptr, false);
  if (j.is_discarded() || !j.is_object() || j.value("type", "") != "summary") return std::nullopt;
  return summary_of(j);
}

}  // namespace kypho::service
