// What lint does with each style check: its default level (codes.cpp), a kypho.toml found upward from the
// file, and --allow/--warn/--deny, the last winning. Rules of the game are never configurable: a record is
// valid only if every move is legal.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "converters/common/diagnostic.hpp"

namespace kypho::cli {

enum class Level : std::uint8_t { ALLOW, WARN, DENY };

struct LintPolicy {
  std::map<std::string, Level, std::less<>> levels;  // codes a configuration names
  std::string source;                                // the kypho.toml read, empty for none

  enum class Verdict : std::uint8_t { SHOW, OFF_BY_DEFAULT, ALLOWED };
  // What becomes of a diagnostic: shown (its severity perhaps changed), or not, and why.
  Verdict apply(Diagnostic& d) const;
  // Whether a check that is off by default is asked for anywhere in this policy.
  bool wants_off_by_default() const;
};

// Problems with a code named on the command line or in a file: unknown, or a rule of the game.
std::optional<std::string> check_configurable(std::string_view code);

// A policy for every file of a run, each from the nearest kypho.toml above it (or `config` when named),
// then the command line's levels. Problems in a configuration file go to `out` as config errors.
class PolicyFinder {
 public:
  PolicyFinder(std::map<std::string, Level, std::less<>> command_line, std::string config);
  // nullptr when a configuration it needs has errors (they are in `out`).
  const LintPolicy* policy_for(const std::string& file, Diagnostics& out);
  // The kypho.toml files read, to say so.
  std::vector<std::string> sources() const;

 private:
  const LintPolicy* load(const std::string& toml, Diagnostics& out);

  std::map<std::string, Level, std::less<>> command_line_;
  std::string config_;
  std::map<std::string, std::unique_ptr<LintPolicy>> by_toml_;  // "" for none; null when it failed
  std::map<std::string, std::string> toml_of_folder_;
  std::filesystem::path last_written_folder_, last_folder_;
};

}  // namespace kypho::cli
