// Which kypho.toml governs each file of a lint run: the nearest one in the file's folder or above it, or the
// one --config names, read once; the command line's levels on top (service/lint_policy.* reads them).
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "service/lint_policy.hpp"

namespace kypho::cli {

using service::Level;
using service::LintPolicy;

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
