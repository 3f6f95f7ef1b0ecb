// Each verb registers itself on the command line and stores its exit status when it runs.
#pragma once

#include <CLI/CLI.hpp>

#include "cli/options.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::cli {

void add_perft(CLI::App& app, const GlobalOptions& g, int& exit_code);
void add_show(CLI::App& app, const GlobalOptions& g, int& exit_code);
void add_validate(CLI::App& app, const GlobalOptions& g, int& exit_code);
void add_lint(CLI::App& app, const GlobalOptions& g, int& exit_code);
void add_bench(CLI::App& app, const GlobalOptions& g, int& exit_code);
void add_convert(CLI::App& app, const GlobalOptions& g, int& exit_code);
void add_diff(CLI::App& app, const GlobalOptions& g, int& exit_code);
void add_help(CLI::App& app, const GlobalOptions& g, int& exit_code);
void add_serve(CLI::App& app, const GlobalOptions& g, int& exit_code);

// The verb of that name, or nullptr.
inline CLI::App* find_verb(CLI::App& app, std::string_view name) {
  for (auto* verb : app.get_subcommands({}))
    if (verb->get_name() == name) return verb;
  return nullptr;
}

// A number's range, said in the chosen language ("from 0 to 12"; CLI11's own words are English).
inline CLI::Validator in_range(long min, long max) {
  return CLI::Range(min, max).description(msg("from {min} to {max}", arg("min", min), arg("max", max)));
}

}  // namespace kypho::cli
