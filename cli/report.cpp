#include "cli/report.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include "converters/common/diagnostic_render.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::cli {

bool wants_color(ColorMode mode, std::FILE* stream) {
  if (mode != ColorMode::AUTO) return mode == ColorMode::ALWAYS;
  const char* no_color = std::getenv("NO_COLOR");
  const char* term = std::getenv("TERM");
  const bool dumb = term != nullptr && std::string_view(term) == "dumb";
  return isatty(fileno(stream)) && !dumb && (no_color == nullptr || *no_color == '\0');
}

void Reporter::write_sarif() {
  std::fputs(sarif_log(sarif_results_).c_str(), out_);
  sarif_results_.clear();
}

Reporter::Reporter(const GlobalOptions& options, std::FILE* out)
    : options_(options), out_(out), color_(options.format == OutputFormat::TEXT && wants_color(options.color, out)) {}

void Reporter::diagnostic(const Diagnostic& d) {
  by_code_[fmt::format("{}[{}]", severity_name(d.severity), d.code)] += 1 + d.repeats;
  tally_.count(d);
  if (options_.quiet && (d.severity == Severity::NOTE || d.severity == Severity::INFO)) return;
  const bool over = over_limit(d);
  // Its repeats came after it and as many of its code as --max-errors shows: they would be left out.
  left_out_ += d.repeats;
  if (over) return;
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
  const std::string message = msgn("{n} more diagnostic left out (--max-errors {limit}; 0 shows all)",
                                    "{n} more diagnostics left out (--max-errors {limit}; 0 shows all)", left_out_, arg("n", left_out_),
                                    arg("limit", options_.max_errors));
  if (options_.format == OutputFormat::SARIF) {
    sarif_results_.push_back(sarif_note(file_, message));
  } else if (options_.format == OutputFormat::JSON) {
    std::fputs((left_out_json(file_, left_out_) + "\n").c_str(), out_);
  } else {
    std::fputs(fmt::format("{}: {}\n", file_, message).c_str(), out_);
  }
  left_out_ = 0;
}

void Reporter::diagnostics(const Diagnostics& ds) {
  for (const auto& d : ds) diagnostic(d);
}

void Reporter::game(const GameOutcome& g) {
  tally_.count(g);
  if (options_.format != OutputFormat::JSON) return;
  std::fputs((game_json(g) + "\n").c_str(), out_);
}

void Reporter::summary(std::size_t files) {
  close_file();
  tally_.files = files;
  if (options_.format == OutputFormat::SARIF) return write_sarif();
  if (options_.format == OutputFormat::JSON) return (void)std::fputs((summary_json(tally_) + "\n").c_str(), out_);
  if (!options_.quiet) std::fputs(summary_text(tally_).c_str(), out_);
}

void report_unit(UnitReport& unit, std::uint32_t& games_before, Reporter& report) {
  number_games(unit, games_before);
  report.diagnostics(unit.before);
  for (const auto& g : unit.games) {
    report.diagnostics(g.diagnostics);
    report.game(g.outcome);
  }
}

}  // namespace kypho::cli
