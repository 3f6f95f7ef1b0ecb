// Where diagnostics and per-game results go, in text or JSON lines, with the counts for the summary.
#pragma once

#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "cli/options.hpp"
#include "converters/common/diagnostic.hpp"
#include "service/report.hpp"
#include "service/validate.hpp"

namespace kypho::cli {

class Reporter {
 public:
  // `out` is standard output for verbs whose report is the output, standard error for the others.
  Reporter(const GlobalOptions& options, std::FILE* out);

  void diagnostic(const Diagnostic& d);
  void diagnostics(const Diagnostics& ds);
  void game(const GameOutcome& g);
  void summary(std::size_t files);
  // With --format sarif: the log of every diagnostic reported, written once at the end.
  void write_sarif();
  // Says how many diagnostics --max-errors left out of the file reported last.
  void finish_file() { close_file(); }
  bool color() const { return color_; }

  std::size_t errors() const { return tally_.errors; }
  std::size_t warnings() const { return tally_.warnings; }
  std::size_t invalid_games() const { return tally_.invalid; }
  std::size_t games() const { return tally_.games; }
  std::size_t notes() const { return tally_.notes; }
  // How many diagnostics of each severity and code ("error[nifu]" → 3), for summaries.
  const std::map<std::string, std::size_t>& by_code() const { return by_code_; }

 private:
  // Past --max-errors for a game or a file, diagnostics are counted but not shown; a line says how many.
  bool over_limit(const Diagnostic& d);
  void close_file();

  const GlobalOptions& options_;
  std::FILE* out_;
  bool color_;
  std::string file_;  // the file the last diagnostic was about
  std::uint32_t game_ = 0;
  std::size_t shown_in_file_ = 0, shown_in_game_ = 0, left_out_ = 0;
  Tally tally_;
  std::map<std::string, std::size_t> by_code_;
  std::vector<std::string> sarif_results_;  // each a JSON object
};

bool wants_color(ColorMode mode, std::FILE* stream);

// Reports a unit: games are numbered after the `games_before` reported of the same file.
void report_unit(UnitReport& unit, std::uint32_t& games_before, Reporter& report);

}  // namespace kypho::cli
