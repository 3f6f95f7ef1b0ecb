#include "cli/report.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "converters/common/codes.hpp"
#include "converters/common/diagnostic_render.hpp"

namespace kypho::cli {

bool wants_color(ColorMode mode, std::FILE* stream) {
  if (mode != ColorMode::AUTO) return mode == ColorMode::ALWAYS;
  const char* no_color = std::getenv("NO_COLOR");
  const char* term = std::getenv("TERM");
  const bool dumb = term != nullptr && std::string_view(term) == "dumb";
  return isatty(fileno(stream)) && !dumb && (no_color == nullptr || *no_color == '\0');
}

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

std::string sarif_result(const Diagnostic& d) {
  nlohmann::ordered_json r;
  r["ruleId"] = d.code;
  if (const std::size_t i = rule_index(d.code); i < diagnostic_codes().size()) r["ruleIndex"] = i;
  r["level"] = sarif_level(d.severity);
  std::string message = d.message;
  for (const auto& n : d.notes) message += "\n" + n;
  r["message"]["text"] = message;
  nlohmann::ordered_json location;
  location["physicalLocation"]["artifactLocation"]["uri"] = uri_of(d.file);
  if (d.line > 0) {
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
  return r.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace

void Reporter::write_sarif() {
  nlohmann::ordered_json driver;
  driver["name"] = "kypho";
  driver["version"] = KYPHO_VERSION;
  driver["informationUri"] = "https://github.com/kypho/kypho";
  driver["rules"] = nlohmann::ordered_json::array();
  for (const auto& c : diagnostic_codes()) {
    nlohmann::ordered_json rule;
    rule["id"] = c.code;
    rule["shortDescription"]["text"] = c.summary;
    driver["rules"].push_back(rule);
  }
  nlohmann::ordered_json run;
  run["tool"]["driver"] = driver;
  run["columnKind"] = "unicodeCodePoints";
  run["results"] = nlohmann::ordered_json::array();
  for (const auto& r : sarif_results_) run["results"].push_back(nlohmann::ordered_json::parse(r));
  nlohmann::ordered_json log;
  log["$schema"] = "https://json.schemastore.org/sarif-2.1.0.json";
  log["version"] = "2.1.0";
  log["runs"] = nlohmann::ordered_json::array({run});
  std::fputs((log.dump(1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n").c_str(), out_);
  sarif_results_.clear();
}

Reporter::Reporter(const GlobalOptions& options, std::FILE* out)
    : options_(options), out_(out), color_(options.format == OutputFormat::TEXT && wants_color(options.color, out)) {}

void Reporter::diagnostic(const Diagnostic& d) {
  ++by_code_[fmt::format("{}[{}]", severity_name(d.severity), d.code)];
  switch (d.severity) {
    case Severity::ERROR: ++errors_; break;
    case Severity::WARNING: ++warnings_; break;
    case Severity::NOTE:
    case Severity::INFO: ++notes_; break;
  }
  if (options_.quiet && (d.severity == Severity::NOTE || d.severity == Severity::INFO)) return;
  if (over_limit(d)) return;
  if (options_.format == OutputFormat::SARIF) {
    sarif_results_.push_back(sarif_result(d));
    return;
  }
  const std::string text = options_.format == OutputFormat::JSON ? render_json(d) + "\n" : render_text(d, color_);
  std::fwrite(text.data(), 1, text.size(), out_);
}

bool Reporter::over_limit(const Diagnostic& d) {
  if (d.file != file_) {
    close_file();
    file_ = d.file;
    shown_in_file_ = 0;
    game_ = d.game;
    shown_in_game_ = 0;
  }
  if (d.game != game_) {
    game_ = d.game;
    shown_in_game_ = 0;
  }
  const std::size_t limit = options_.max_errors;
  if (limit > 0 && (shown_in_file_ >= limit || shown_in_game_ >= limit)) {
    ++left_out_;
    return true;
  }
  ++shown_in_file_;
  ++shown_in_game_;
  return false;
}

void Reporter::close_file() {
  if (left_out_ == 0) return;
  const std::string message = fmt::format("{} more diagnostic{} left out (--max-errors {}; 0 shows all)", left_out_,
                                          left_out_ == 1 ? "" : "s", options_.max_errors);
  if (options_.format == OutputFormat::SARIF) {
    // A result of no rule: the log says what it does not hold.
    nlohmann::ordered_json r;
    r["level"] = "note";
    r["message"]["text"] = message;
    r["locations"] = nlohmann::ordered_json::array({{{"physicalLocation", {{"artifactLocation", {{"uri", uri_of(file_)}}}}}}});
    sarif_results_.push_back(r.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
  } else if (options_.format == OutputFormat::JSON) {
    nlohmann::ordered_json j;
    j["type"] = "left-out";
    j["file"] = file_;
    j["diagnostics"] = left_out_;
    std::fputs((j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n").c_str(), out_);
  } else {
    std::fputs(fmt::format("{}: {}\n", file_, message).c_str(), out_);
  }
  left_out_ = 0;
}

void Reporter::diagnostics(const Diagnostics& ds) {
  for (const auto& d : ds) diagnostic(d);
}

void Reporter::game(const GameOutcome& g) {
  ++games_;
  if (!g.valid) ++invalid_;
  if (options_.format != OutputFormat::JSON) return;
  nlohmann::ordered_json j;
  j["type"] = "game";
  j["file"] = g.file;
  j["game"] = g.game;
  j["status"] = g.valid ? "valid" : "invalid";
  j["plies"] = g.plies;
  j["result"] = g.result;
  if (!g.end.empty()) j["end"] = g.end;
  std::fputs((j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n").c_str(), out_);
}

void Reporter::summary(std::size_t files) {
  close_file();
  if (options_.format == OutputFormat::SARIF) return write_sarif();
  if (options_.format == OutputFormat::JSON) {
    nlohmann::ordered_json j;
    j["type"] = "summary";
    j["files"] = files;
    j["games"] = games_;
    j["valid"] = games_ - invalid_;
    j["invalid"] = invalid_;
    j["errors"] = errors_;
    j["warnings"] = warnings_;
    j["notes"] = notes_;
    std::fputs((j.dump() + "\n").c_str(), out_);
    return;
  }
  if (options_.quiet) return;
  std::fputs(fmt::format("{} file{}, {} game{}: {} valid, {} invalid; {} error{}, {} warning{}\n", files,
                         files == 1 ? "" : "s", games_, games_ == 1 ? "" : "s", games_ - invalid_, invalid_, errors_,
                         errors_ == 1 ? "" : "s", warnings_, warnings_ == 1 ? "" : "s")
                 .c_str(),
             out_);
}

void report_unit(UnitReport& unit, std::uint32_t& games_before, Reporter& report) {
  report.diagnostics(unit.before);
  for (auto& g : unit.games) {
    for (auto& d : g.diagnostics)
      if (d.game != 0) d.game += games_before;
    g.outcome.game += games_before;
    report.diagnostics(g.diagnostics);
    report.game(g.outcome);
  }
  games_before += std::uint32_t(unit.games.size());
}

}  // namespace kypho::cli
