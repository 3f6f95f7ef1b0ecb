#include "service/report.hpp"

#include "grammar/text/messages.hpp"

#include <fmt/format.h>

#include <cctype>
#include <nlohmann/json.hpp>

#include "converters/common/codes.hpp"
#include "converters/common/diagnostic_render.hpp"
#include "converters/common/json_line.hpp"

namespace kypho::service {
namespace {

// A path as a URI reference: what is not unreserved (or a '/') is percent-encoded.
std::string uri_of(std::string_view path) {
  std::string out;
  for (unsigned char c : path) {
    if (std::isalnum(c) || c == '/' || c == '-' || c == '.' || c == '_' || c == '~') out += char(c);
    else out += fmt::format("%{:02X}", c);
  }
  return out;
}

std::string_view sarif_level(Severity s) {
  switch (s) {
    case Severity::ERROR: return "error";
    case Severity::WARNING: return "warning";
    default: return "note";
  }
}

std::size_t rule_index(std::string_view code) {
  const auto codes = diagnostic_codes();
  for (std::size_t i = 0; i < codes.size(); ++i)
    if (codes[i].code == code) return i;
  return codes.size();
}

}  // namespace

void Tally::count(const Diagnostic& d) {
  const std::size_t n = 1 + d.repeats;
  switch (d.severity) {
    case Severity::ERROR: errors += n; break;
    case Severity::WARNING: warnings += n; break;
    case Severity::NOTE:
    case Severity::INFO: notes += n; break;
  }
}

void Tally::count(const GameOutcome& g) {
  ++games;
  if (!g.valid) ++invalid;
}

std::string game_json(const GameOutcome& g) {
  nlohmann::ordered_json j;
  j["type"] = "game";
  j["file"] = g.file;
  j["game"] = g.game;
  j["status"] = g.valid ? "valid" : "invalid";
  j["plies"] = g.plies;
  j["result"] = g.result;
  if (!g.end.empty()) j["end"] = g.end;
  return json_line(j);
}

std::string summary_json(const Tally& t) {
  nlohmann::ordered_json j;
  j["type"] = "summary";
  j["files"] = t.files;
  j["games"] = t.games;
  j["valid"] = t.games - t.invalid;
  j["invalid"] = t.invalid;
  j["errors"] = t.errors;
  j["warnings"] = t.warnings;
  j["notes"] = t.notes;
  return j.dump();
}

std::string counts_text(std::uint64_t files, std::uint64_t games, std::uint64_t invalid, std::uint64_t errors, std::uint64_t warnings) {
  return msg("{files}, {games}: {valid} valid, {invalid} invalid; {errors}, {warnings}",
             arg("files", msgn("{n} file", "{n} files", files, arg("n", files))),
             arg("games", msgn("{n} game", "{n} games", games, arg("n", games))), arg("valid", games - invalid),
             arg("invalid", invalid), arg("errors", msgn("{n} error", "{n} errors", errors, arg("n", errors))),
             arg("warnings", msgn("{n} warning", "{n} warnings", warnings, arg("n", warnings))));
}

std::string summary_text(const Tally& t) { return counts_text(t.files, t.games, t.invalid, t.errors, t.warnings) + "\n"; }

std::string left_out_json(std::string_view file, std::size_t left_out) {
  nlohmann::ordered_json j;
  j["type"] = "left-out";
  j["file"] = file;
  j["diagnostics"] = left_out;
  return json_line(j);
}

std::string sarif_result(const Diagnostic& d) {
  nlohmann::ordered_json r;
  r["ruleId"] = d.code;
  if (const std::size_t i = rule_index(d.code); i < diagnostic_codes().size()) r["ruleIndex"] = i;
  r["level"] = sarif_level(d.severity);
  std::string message = bounded_text(d.message);
  for (const auto& n : d.notes) {
    message += '\n';
    message += bounded_text(n);
  }
  r["message"]["text"] = message;
  nlohmann::ordered_json location;
  location["physicalLocation"]["artifactLocation"]["uri"] = uri_of(d.file);
  if (d.byte) {
    location["physicalLocation"]["region"]["byteOffset"] = *d.byte;
  } else if (d.line > 0) {
    location["physicalLocation"]["region"]["startLine"] = d.line;
    location["physicalLocation"]["region"]["startColumn"] = d.col;
  }
  r["locations"] = nlohmann::ordered_json::array({location});
  if (!d.fixes.empty()) {
    nlohmann::ordered_json change;
    change["artifactLocation"]["uri"] = uri_of(d.file);
    for (const auto& e : d.fixes) {
      nlohmann::ordered_json replacement;
      replacement["deletedRegion"] = {{"startLine", e.line}, {"startColumn", e.col}, {"endLine", e.line}, {"endColumn", e.end_col}};
      replacement["insertedContent"]["text"] = e.replacement;
      change["replacements"].push_back(std::move(replacement));
    }
    nlohmann::ordered_json fix;
    fix["description"]["text"] = "kypho lint --fix";
    fix["artifactChanges"] = nlohmann::ordered_json::array({change});
    r["fixes"] = nlohmann::ordered_json::array({fix});
  }
  if (d.game > 0 || d.ply > 0 || !d.move.empty()) {
    if (d.game > 0) r["properties"]["game"] = d.game;
    if (d.ply > 0) r["properties"]["ply"] = d.ply;
    if (!d.move.empty()) r["properties"]["move"] = d.move;
  }
  return json_line(r);
}

std::string sarif_note(std::string_view file, std::string_view message) {
  // A result of no rule: the log says what it does not hold.
  nlohmann::ordered_json r;
  r["level"] = "note";
  r["message"]["text"] = message;
  r["locations"] = nlohmann::ordered_json::array({{{"physicalLocation", {{"artifactLocation", {{"uri", uri_of(file)}}}}}}});
  return json_line(r);
}

std::string sarif_log(std::span<const std::string> results) {
  nlohmann::ordered_json driver;
  driver["name"] = "kypho";
  driver["version"] = KYPHO_VERSION;
  driver["informationUri"] = "https://github.com/kypho/kypho";
  driver["rules"] = nlohmann::ordered_json::array();
  for (const auto& c : diagnostic_codes()) {
    nlohmann::ordered_json rule;
    rule["id"] = c.code;
    rule["shortDescription"]["text"] = tr(c.summary);
    driver["rules"].push_back(rule);
  }
  nlohmann::ordered_json run;
  run["tool"]["driver"] = driver;
  run["columnKind"] = "unicodeCodePoints";
  run["results"] = nlohmann::ordered_json::array();
  for (const auto& r : results) run["results"].push_back(nlohmann::ordered_json::parse(r));
  nlohmann::ordered_json log;
  log["$schema"] = "https://json.schemastore.org/sarif-2.1.0.json";
  log["version"] = "2.1.0";
  log["runs"] = nlohmann::ordered_json::array({run});
  return log.dump(1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::string unit_json(UnitReport& unit, std::uint32_t& games_before, Tally& tally) {
  number_games(unit, games_before);
  std::string out;
  const auto add = [&](const Diagnostic& d) {
    tally.count(d);
    out += render_json(d) + "\n";
  };
  for (const auto& d : unit.before) add(d);
  for (const auto& g : unit.games) {
    for (const auto& d : g.diagnostics) add(d);
    tally.count(g.outcome);
    out += game_json(g.outcome) + "\n";
  }
  return out;
}

}  // namespace kypho::service
