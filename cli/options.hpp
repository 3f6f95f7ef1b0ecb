// Options every verb shares (`kypho [GLOBAL OPTIONS] VERB ...`).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

namespace kypho::service {}

namespace kypho::cli {

// The command line is a front end of the service library (service/): it uses the service's names as its own.
using namespace service;

// SARIF: one SARIF 2.1.0 log of every diagnostic, for code-scanning tools; otherwise as JSON lines would be.
enum class OutputFormat { TEXT, JSON, SARIF };
enum class ColorMode { AUTO, ALWAYS, NEVER };

struct GlobalOptions {
  std::string game;      // empty = infer
  std::uint32_t game_number = 0;  // --game N: the Nth game of a file, for the verbs of one game (diff, show)
  std::string from;      // empty = sniff
  std::string encoding;  // empty = detect
  std::string rules;     // a rule profile of the game; empty = the game's default
  OutputFormat format = OutputFormat::TEXT;
  ColorMode color = ColorMode::AUTO;
  bool quiet = false;
  std::size_t max_errors = 50;  // diagnostics shown per game and per file; 0 shows all
  std::span<char* const> command_line;  // as given, the program first: `kypho serve` hands it on to kypho-serve
};

enum ExitCode { EXIT_OK = 0, EXIT_INVALID = 1, EXIT_USAGE = 2, EXIT_INTERNAL = 3 };

}  // namespace kypho::cli
