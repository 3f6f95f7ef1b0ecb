// Results rendered for any front end, as strings: a game's outcome and the summary as JSON lines or text,
// diagnostics as SARIF results and the SARIF log that holds them. Diagnostics themselves render in
// converters/common/diagnostic_render.hpp. What is shown, and where it is written, is the front end's.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>

#include "converters/common/diagnostic.hpp"
#include "service/validate.hpp"

namespace kypho::service {

// What a summary counts.
struct Tally {
  std::size_t files = 0, games = 0, invalid = 0, errors = 0, warnings = 0, notes = 0;
  void count(const Diagnostic& d);
  void count(const GameOutcome& g);
};

// One JSON line, without its line end.
std::string game_json(const GameOutcome& g);
std::string summary_json(const Tally& t);
// "2 files, 3 games: 3 valid, 0 invalid; 0 errors, 1 warning", with its line end.
std::string summary_text(const Tally& t);
// The counts every summary starts with, in the chosen language, without a line end.
std::string counts_text(std::uint64_t files, std::uint64_t games, std::uint64_t invalid, std::uint64_t errors, std::uint64_t warnings);
// That a file's diagnostics past a limit were left out, as a JSON line.
std::string left_out_json(std::string_view file, std::size_t left_out);

// A diagnostic as a SARIF 2.1.0 result, and a note of no rule (what a limit left out).
std::string sarif_result(const Diagnostic& d);
std::string sarif_note(std::string_view file, std::string_view message);
// The SARIF log of `results` (each from sarif_result or sarif_note), with every diagnostic code as a rule.
std::string sarif_log(std::span<const std::string> results);

// A unit's diagnostics and games as JSON lines, as `kypho validate --format json` prints them, counted in
// `tally`; the games are numbered after the `games_before` of the same source, which grows by the unit's.
std::string unit_json(UnitReport& unit, std::uint32_t& games_before, Tally& tally);

}  // namespace kypho::service
