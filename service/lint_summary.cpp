#include "service/lint_summary.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include <nlohmann/json.hpp>

#include "converters/common/choices.hpp"
#include "converters/common/json_line.hpp"
#include "grammar/text/messages.hpp"
#include "service/report.hpp"

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
  j["formats"] = s.formats;
  if (!s.allowed.empty()) j["allowed"] = s.allowed;
  if (!s.fix_mode.empty()) j[s.fix_mode] = {{"files", s.fixed_files}, {"edits", s.fixed_edits}};
  j["bytes"] = s.bytes;
  if (s.seconds >= 0) j["seconds"] = s.seconds;
  return json_line(j);
}

std::string summary_text(const LintSummary& s) {
  const auto files = [](std::uint64_t n) { return msgn("{n} file", "{n} files", n, arg("n", n)); };
  const auto edits = [](std::uint64_t n) { return msgn("{n} edit", "{n} edits", n, arg("n", n)); };
  std::string out = counts_text(s.files, s.games, s.invalid, s.errors, s.warnings);
  out += msg("; {plies} plies, {megabytes:.1f} MB", arg("plies", s.plies), arg("megabytes", double(s.bytes) / 1e6));
  if (s.seconds >= 0)
    out += msg(" in {seconds:.2f} s, {rate:.1f} MB/s", arg("seconds", s.seconds),
               arg("rate", s.seconds > 0 ? double(s.bytes) / 1e6 / s.seconds : 0.0));
  out += "\n";
  for (const auto& [code, n] : s.codes) out += fmt::format("  {:>7} {}\n", n, code);
  std::string list;
  for (const auto& [name, n] : s.encodings) list += fmt::format("{}{} {}", list.empty() ? "" : ", ", n, name);
  if (!list.empty()) out += msg("  encodings: {list}\n", arg("list", list));
  list.clear();
  for (const auto& [name, n] : s.formats) list += fmt::format("{}{} {}", list.empty() ? "" : ", ", n, name);
  if (!list.empty()) out += msg("  formats: {list}\n", arg("list", list));
  list.clear();
  for (const auto& [code, n] : s.allowed) list += fmt::format("{}{} {}", list.empty() ? "" : ", ", n, code);
  if (!list.empty()) out += msg("  allowed by the configuration, not shown: {list}\n", arg("list", list));
  if (s.fix_mode == "fix")
    out += msg("  {fix} rewrote {files} ({edits})\n", arg("fix", choice_name(Choice::FIX)), arg("files", files(s.fixed_files)),
               arg("edits", edits(s.fixed_edits)));
  if (s.fix_mode == "diff")
    out += msg("  {diff}: {files} would change ({edits})\n", arg("diff", choice_name(Choice::DIFF)), arg("files", files(s.fixed_files)),
               arg("edits", edits(s.fixed_edits)));
  if (s.hidden + s.not_records + s.ignored > 0)
    out += msg("  left out of the walk: {hidden} hidden, {others} not record files, {ignored} by .kyphoignore (name them, or {hidden_option}, {no_ignore_option})\n",
               arg("hidden", s.hidden), arg("others", s.not_records), arg("ignored", s.ignored),
               arg("hidden_option", choice_name(Choice::HIDDEN)), arg("no_ignore_option", choice_name(Choice::NO_IGNORE)));
  return out;
}

namespace {

constexpr std::string_view DUPLICATE_CODE = "warning[duplicate-game]";

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
  if (j.contains("formats")) s.formats = j["formats"].get<std::map<std::string, std::uint64_t>>();
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

LintMerge::Line LintMerge::add(std::string_view json_line) {
  const auto j = nlohmann::json::parse(json_line, nullptr, false);
  if (!j.is_object()) return Line::NOT_JSON;
  const std::string type = j.value("type", "");
  if (type == "fingerprint") {
    games_.emplace_back(j.value("order", 0ull), j.value("game", 0ull), j.value("key", ""));
    return Line::FINGERPRINT;
  }
  if (type != "summary") return Line::OTHER;
  const LintSummary s = summary_of(j);
  for (auto field : {&LintSummary::files, &LintSummary::hidden, &LintSummary::not_records, &LintSummary::ignored, &LintSummary::games,
                     &LintSummary::valid, &LintSummary::invalid, &LintSummary::plies, &LintSummary::errors, &LintSummary::warnings,
                     &LintSummary::notes, &LintSummary::bytes})
    total_.*field += s.*field;
  for (const auto& [k, n] : s.codes) total_.codes[k] += n;
  for (const auto& [k, n] : s.encodings) total_.encodings[k] += n;
  for (const auto& [k, n] : s.formats) total_.formats[k] += n;
  for (const auto& [k, n] : s.allowed) total_.allowed[k] += n;
  if (!s.fix_mode.empty()) total_.fix_mode = s.fix_mode;
  total_.fixed_files += s.fixed_files;
  total_.fixed_edits += s.fixed_edits;
  if (const auto it = s.codes.find(std::string(DUPLICATE_CODE)); it != s.codes.end()) duplicates_in_shards_ += it->second;
  return Line::SUMMARY;
}

LintSummary LintMerge::total() const {
  LintSummary total = total_;
  if (games_.empty()) return total;
  auto games = games_;
  std::sort(games.begin(), games.end());
  std::set<std::string> seen;
  std::uint64_t duplicates = 0;
  for (const auto& [order, game, key] : games)
    if (!seen.insert(key).second) ++duplicates;
  // The shards counted the duplicates inside each; the merge counts them across all.
  total.warnings = total.warnings - duplicates_in_shards_ + duplicates;
  if (duplicates > 0) total.codes[std::string(DUPLICATE_CODE)] = duplicates;
  else total.codes.erase(std::string(DUPLICATE_CODE));
  return total;
}

}  // namespace kypho::service
