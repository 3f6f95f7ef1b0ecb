// kypho lint PATH...: every record file under the paths, validated in parallel, reported in a fixed order.
#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <thread>

#include <nlohmann/json.hpp>

#include "cli/pipeline.hpp"
#include "cli/report.hpp"
#include "cli/verbs.hpp"

namespace kypho::cli {
namespace {

namespace fs = std::filesystem;

struct LintOptions {
  std::vector<std::string> paths;
  std::string files_from;
  bool hidden = false;
  unsigned jobs = 0;
  std::string fail_on = "error";
  bool exit_zero = false;
};

struct Walk {
  std::vector<std::string> files;
  std::size_t skipped_hidden = 0, skipped_other = 0;
  std::vector<std::string> missing;
};

// Named files are always linted; folders are walked in name order, leaving out hidden entries (unless
// --hidden) and files of no record extension, as ripgrep leaves out what it cannot search. What is left out
// is counted in the summary, never dropped silently.
Walk walk(const std::vector<std::string>& paths, bool hidden) {
  Walk w;
  for (const auto& path : paths) {
    std::error_code ec;
    if (path == "-" || !fs::is_directory(path, ec)) {
      if (path != "-" && !fs::exists(path, ec)) w.missing.push_back(path);
      else w.files.push_back(path);
      continue;
    }
    std::vector<std::string> found;
    for (auto it = fs::recursive_directory_iterator(path, fs::directory_options::skip_permission_denied, ec);
         !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
      const std::string name = it->path().filename().string();
      if (!hidden && name.starts_with('.')) {
        ++w.skipped_hidden;
        if (it->is_directory(ec)) it.disable_recursion_pending();
        continue;
      }
      if (!it->is_regular_file(ec)) continue;
      if (is_record_file_name(it->path().string())) found.push_back(it->path().string());
      else ++w.skipped_other;
    }
    std::sort(found.begin(), found.end());
    w.files.insert(w.files.end(), found.begin(), found.end());
  }
  return w;
}

void print_summary(const GlobalOptions& g, const Walk& w, const Reporter& total, const ReportingSink& sink) {
  const auto& encodings = sink.encodings();
  const std::uint64_t bytes = sink.bytes();
  if (g.format == OutputFormat::JSON) {
    nlohmann::ordered_json j;
    j["type"] = "summary";
    j["files"] = w.files.size();
    j["skipped"] = {{"hidden", w.skipped_hidden}, {"not-records", w.skipped_other}};
    j["games"] = total.games();
    j["plies"] = sink.plies();
    j["valid"] = total.games() - total.invalid_games();
    j["invalid"] = total.invalid_games();
    j["errors"] = total.errors();
    j["warnings"] = total.warnings();
    j["notes"] = total.notes();
    j["codes"] = total.by_code();
    j["encodings"] = encodings;
    j["bytes"] = bytes;
    fmt::print("{}\n", j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    return;
  }
  if (g.quiet) return;
  fmt::print("{} file{}, {} game{}: {} valid, {} invalid; {} error{}, {} warning{}; {:.1f} MB\n", w.files.size(),
             w.files.size() == 1 ? "" : "s", total.games(), total.games() == 1 ? "" : "s", total.games() - total.invalid_games(),
             total.invalid_games(), total.errors(), total.errors() == 1 ? "" : "s", total.warnings(),
             total.warnings() == 1 ? "" : "s", double(bytes) / 1e6);
  for (const auto& [code, n] : total.by_code()) fmt::print("  {:>7} {}\n", n, code);
  std::string list;
  for (const auto& [name, n] : encodings) list += fmt::format("{}{} {}", list.empty() ? "" : ", ", n, name);
  if (!list.empty()) fmt::print("  encodings: {}\n", list);
  if (w.skipped_hidden + w.skipped_other > 0)
    fmt::print("  left out of the walk: {} hidden, {} not record files (name them, or --hidden)\n", w.skipped_hidden, w.skipped_other);
}

}  // namespace

void add_lint(CLI::App& app, const GlobalOptions& g, int& exit_code) {
  auto opts = std::make_shared<LintOptions>();
  auto* cmd = app.add_subcommand("lint", "Walk files and folders and validate every game, in parallel, with a summary");
  cmd->add_option("PATH", opts->paths, "Files and folders, - for standard input");
  cmd->add_option("--files-from", opts->files_from, "Read the paths, one per line, from FILE (- for standard input)");
  cmd->add_flag("--hidden", opts->hidden, "Also walk hidden files and folders");
  cmd->add_option("-j,--jobs", opts->jobs, "Files checked at once (default: every core); the output is the same for any N");
  cmd->add_option("--fail-on", opts->fail_on, "Exit 1 when there is a diagnostic of this severity or worse: error, warning or info")
      ->check(CLI::IsMember({"error", "warning", "info"}));
  cmd->add_flag("--exit-zero", opts->exit_zero, "Exit 0 whatever was found (usage and I/O errors still exit 2)");
  cmd->callback([&g, &exit_code, opts] {
    std::vector<std::string> paths = opts->paths;
    if (!opts->files_from.empty()) {
      std::ifstream file(opts->files_from);
      if (opts->files_from != "-" && !file) {
        fmt::print(stderr, "kypho lint: cannot read the path list {}\n", opts->files_from);
        exit_code = EXIT_USAGE;
        return;
      }
      std::istream& list = opts->files_from == "-" ? std::cin : file;
      for (std::string line; std::getline(list, line);)
        if (!line.empty()) paths.push_back(line);
    }
    if (paths.empty()) {
      fmt::print(stderr, "kypho lint: name the files or folders to lint (or --files-from FILE)\n");
      exit_code = EXIT_USAGE;
      return;
    }
    const Walk w = walk(paths, opts->hidden);
    Reporter total(g, stdout);
    for (const auto& m : w.missing) total.diagnostic(unlocated(m, Severity::ERROR, "io-error", "no such file or folder"));
    const unsigned jobs = std::max(1u, opts->jobs ? opts->jobs : std::thread::hardware_concurrency());
    ReportingSink sink(total);
    run_pipeline(w.files, g, jobs, sink);
    const bool usage_problem = !w.missing.empty() || sink.usage_problem();
    print_summary(g, w, total, sink);
    const bool findings = opts->fail_on == "error"     ? total.errors() > 0
                          : opts->fail_on == "warning" ? total.errors() + total.warnings() > 0
                                                       : total.errors() + total.warnings() + total.notes() > 0;
    exit_code = usage_problem ? EXIT_USAGE : findings && !opts->exit_zero ? EXIT_INVALID : EXIT_OK;
  });
}

}  // namespace kypho::cli
