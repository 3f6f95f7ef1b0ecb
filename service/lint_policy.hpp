// What lint does with each style check: its default level (codes.cpp), a kypho.toml's [lint] table, and
// the command line's levels, the last winning (cli/lint_config.* finds the kypho.toml of each file). Rules of the game are never configurable: a record is
// valid only if every move is legal.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "converters/common/diagnostic.hpp"

namespace kypho::service {

enum class Level : std::uint8_t { ALLOW, WARN, DENY };

struct LintPolicy {
  std::map<std::string, Level, std::less<>> levels;  // codes a configuration names
  std::string source;                                // the kypho.toml read, empty for none

  enum class Verdict : std::uint8_t { SHOW, OFF_BY_DEFAULT, ALLOWED };
  // What becomes of a diagnostic: shown (its severity perhaps changed), or not, and why.
  Verdict apply(Diagnostic& d) const;
  // `ds` as lint shows them: the diagnostics not shown are taken out, those a configuration allowed counted in
  // `allowed` by code.
  void filter(Diagnostics& ds, std::map<std::string, std::uint64_t>& allowed) const;
  // Whether a check that is off by default is asked for anywhere in this policy.
  bool wants_off_by_default() const;
};

// Problems with a code named on the command line or in a file: unknown, or a rule of the game.
std::optional<std::string> check_configurable(std::string_view code);

// Reads a kypho.toml's [lint] table (`text`, the file named `name`) into `policy`'s levels. False, with the
// problems in `out` at their lines, when it is not TOML or names what cannot be configured.
bool read_lint_config(const std::string& name, std::string_view text, LintPolicy& policy, Diagnostics& out);

}  // namespace kypho::service
