// kypho lint PATH...: every record file under the paths, validated in parallel, reported in a fixed order.
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <thread>

#include "cli/dedup_table_file.hpp"
#include "cli/lint.hpp"
#include "cli/archive.hpp"
#include "cli/lint_fix.hpp"
#include "cli/lint_config.hpp"
#include "cli/lint_walk.hpp"
#include "cli/pipeline.hpp"
#include "cli/report.hpp"
#include "cli/verbs.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::cli {
namespace {

struct LintOptions {
  std::vector<std::string> paths;
  std::string files_from;
  WalkOptions walk;
  std::string shard;
  unsigned jobs = 0;
  std::string fail_on = "error";
  bool exit_zero = false;
  bool dedup = false;
  std::string dedup_table;
  bool timing = false;
  bool merge = false;
  std::vector<std::string> allow, warn, deny;
  std::string config;
  FixOptions fix;
  bool no_backup = false;
};

// The report of a lint run: as validate's, plus duplicates, fingerprints for --merge, and a progress line.
class LintSink : public ReportingSink {
 public:
  // `report_out`: where the report goes (standard error with --diff, whose diff has standard output).
  LintSink(Reporter& report, std::FILE* report_out, const GlobalOptions& g, const LintOptions& opts, const Walk& w,
           std::vector<const LintPolicy*> policies, std::unique_ptr<DedupTable> seen)
      : ReportingSink(report), report_out_(report_out), g_(g), opts_(opts), walk_(w), policies_(std::move(policies)),
        dedup_(std::move(seen), opts.dedup_table), progress_(!g.quiet && isatty(fileno(stderr))) {}

  void file_opened(FileOpened& f) override {
    file_ = input_name(std::string(f.path));
    order_ = walk_.order[f.index];
    ReportingSink::file_opened(f);
    // A member of an archive is never rewritten (lint reads archives without unpacking them); one with fixes
    // to make says so when it closes.
    member_ = member_of(std::string(f.path)).has_value();
    unfixed_member_ = false;
    if ((opts_.fix.fix || opts_.fix.diff) && f.opened && !member_)
      fixer_ = std::make_unique<FileFixer>(std::string(f.path), file_, opts_.fix, stdout, f.diagnostics, f.byte_order_mark);
  }

  void unit(std::size_t file, UnitReport& unit) override {
    for (auto& g : unit.games) {
      if (opts_.dedup && g.fingerprint.plies > 0) {
        // `g` is numbered within its unit, as report_unit expects; the table names its number in the file.
        const std::uint32_t game = games_in_file_ + g.outcome.game;
        if (g_.format == OutputFormat::JSON) fmt::print(report_out_, "{}\n", fingerprint_json(g.fingerprint, file_, game, order_));
        dedup_.check(g, file_, game);
      }
      policies_[file]->filter(g.diagnostics, allowed_);
    }
    if (fixer_) fixer_->unit(unit, unit_fixes(unit));
    else if (member_ && (opts_.fix.fix || opts_.fix.diff)) unfixed_member_ |= !unit_fixes(unit).empty();
    ReportingSink::unit(file, unit);
    show_progress();
  }

  const std::map<std::string, std::uint64_t>& allowed() const { return allowed_; }
  const FixCounts& fixed() const { return fixed_; }

  void file_closed(FileClosed& f) override {
    if (fixer_) {
      fixer_->finish(f.diagnostics, f.diagnostics, fixed_);
      fixer_.reset();
    }
    if (unfixed_member_) f.diagnostics.push_back(not_fixed(file_, tr("a member of an archive is never rewritten: unpack the archive to fix it")));
    ReportingSink::file_closed(f);
    ++files_;
    show_progress();
  }

  void end_progress() {
    if (progress_ && shown_) std::fputs("\r\033[K", stderr);
  }

 private:
  void show_progress() {
    if (!progress_) return;
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::milliseconds(200)) return;
    last_ = now;
    const double seconds = std::chrono::duration<double>(now - start_).count();
    const double mb = double(bytes()) / 1e6, rate = seconds > 0 ? mb / seconds : 0;
    const double left = rate > 0 ? (double(walk_.bytes) / 1e6 - mb) / rate : 0;
    fmt::print(stderr, "\r\033[K{}",
               msg("{done}/{files} files, {games} games, {megabytes:.1f} MB, {rate:.1f} MB/s, ETA {eta:.0f} s", arg("done", files_),
                   arg("files", walk_.files.size()), arg("games", report_.games()), arg("megabytes", mb), arg("rate", rate),
                   arg("eta", std::max(0.0, left))));
    std::fflush(stderr);
    shown_ = true;
  }

  std::FILE* report_out_;
  const GlobalOptions& g_;
  const LintOptions& opts_;
  const Walk& walk_;
  std::vector<const LintPolicy*> policies_;  // each file's
  std::map<std::string, std::uint64_t> allowed_;
  std::unique_ptr<FileFixer> fixer_;  // of the file being read, with --fix or --diff
  bool member_ = false, unfixed_member_ = false;  // the file is an archive's member; it has fixes not made
  FixCounts fixed_;
  std::string file_;
  std::size_t order_ = 0;
  Deduplicator dedup_;
  bool progress_, shown_ = false;
  std::size_t files_ = 0;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now(), last_ = start_;
};

bool parse_shard(const std::string& text, WalkOptions& w) {
  const auto slash = text.find('/');
  if (slash == std::string::npos) return false;
  try {
    const unsigned long i = std::stoul(text.substr(0, slash)), n = std::stoul(text.substr(slash + 1));
    if (n == 0 || i == 0 || i > n) return false;
    w.shard = std::uint32_t(i - 1);
    w.shards = std::uint32_t(n);
    return true;
  } catch (const std::exception&) {
    return false;
  }
}

}  // namespace

void add_lint(CLI::App& app, const GlobalOptions& g, int& exit_code) {
  auto opts = std::make_shared<LintOptions>();
  auto* cmd = app.add_subcommand("lint", tr("Walk files and folders and validate every game, in parallel, with a summary"));
  cmd->add_option("PATH", opts->paths, tr("Files and folders, - for standard input (with --merge: JSON-lines outputs of lint)"));
  cmd->add_option("--files-from", opts->files_from, tr("Read the paths, one per line, from FILE (- for standard input)"));
  cmd->add_flag("--hidden", opts->walk.hidden, tr("Also walk hidden files and folders"));
  cmd->add_flag("--no-ignore", opts->walk.no_ignore, tr("Read no .kyphoignore file"));
  cmd->add_option("-j,--jobs", opts->jobs, tr("Threads (default: every core); the output is the same for any N"));
  cmd->add_option("--fail-on", opts->fail_on, tr("Exit 1 when there is a diagnostic of this severity or worse: error, warning or info"))
      ->check(CLI::IsMember({"error", "warning", "info"}));
  cmd->add_flag("--exit-zero", opts->exit_zero, tr("Exit 0 whatever was found (usage and I/O errors still exit 2)"));
  cmd->add_flag("--dedup", opts->dedup, tr("Report games that repeat an earlier game's moves from the same start"));
  cmd->add_option("--dedup-table", opts->dedup_table,
                  tr("With --dedup: keep the games seen in FILE, not in memory (created, or extended when an earlier run wrote it)"));
  cmd->add_option("--shard", opts->shard, tr("I/N: lint only the files whose path hash falls in shard I of N"));
  cmd->add_flag("--timing", opts->timing, tr("Add the time taken and MB/s to the summary (re-runs then differ)"));
  cmd->add_flag("--merge", opts->merge, tr("Combine the --format json outputs of shards (the PATHs) into one summary"));
  cmd->add_option("--allow", opts->allow, tr("Do not report this style check (counted in the summary); repeat for more"))->allow_extra_args(false);
  cmd->add_option("--warn", opts->warn, tr("Report this style check as a warning (also one that is off by default)"))->allow_extra_args(false);
  cmd->add_option("--deny", opts->deny, tr("Report this style check as an error"))->allow_extra_args(false);
  cmd->add_flag("--fix", opts->fix.fix, tr("Rewrite what fixable checks found, in place, atomically, keeping FILE.orig"));
  cmd->add_flag("--diff", opts->fix.diff, tr("Print the unified diff --fix would apply (diagnostics go to standard error); write nothing"));
  cmd->add_flag("--no-backup", opts->no_backup, tr("With --fix, keep no FILE.orig"));
  cmd->add_option("--config", opts->config, tr("Read levels from this TOML file instead of the nearest kypho.toml above each file"));
  cmd->callback([&g, &exit_code, opts] {
    if (opts->merge) {
      exit_code = merge_lint_outputs(opts->paths, g);
      return;
    }
    if (!opts->shard.empty() && !parse_shard(opts->shard, opts->walk)) {
      fmt::print(stderr, "kypho lint: {}\n", msg("--shard takes I/N with 1 <= I <= N, not '{shard}'", arg("shard", opts->shard)));
      exit_code = EXIT_USAGE;
      return;
    }
    std::vector<std::string> paths = opts->paths;
    if (!opts->files_from.empty()) {
      std::ifstream file(opts->files_from);
      if (opts->files_from != "-" && !file) {
        fmt::print(stderr, "kypho lint: {}\n", msg("cannot read the path list {file}", arg("file", opts->files_from)));
        exit_code = EXIT_USAGE;
        return;
      }
      std::istream& list = opts->files_from == "-" ? std::cin : file;
      for (std::string line; std::getline(list, line);)
        if (!line.empty()) paths.push_back(line);
    }
    if (paths.empty()) {
      fmt::print(stderr, "kypho lint: {}\n", tr("name the files or folders to lint (or --files-from FILE)"));
      exit_code = EXIT_USAGE;
      return;
    }
    std::map<std::string, Level, std::less<>> levels;
    for (const auto& [codes, level] : {std::pair{&opts->allow, Level::ALLOW}, {&opts->warn, Level::WARN}, {&opts->deny, Level::DENY}})
      for (const auto& code : *codes) {
        if (const auto why = check_configurable(code)) {
          fmt::print(stderr, "kypho lint: {}\n", *why);
          exit_code = EXIT_USAGE;
          return;
        }
        levels[code] = level;
      }
    if (!opts->config.empty() && !std::filesystem::is_regular_file(opts->config)) {
      fmt::print(stderr, "kypho lint: {}\n", msg("no configuration file {file}", arg("file", opts->config)));
      exit_code = EXIT_USAGE;
      return;
    }
    if (opts->fix.fix && opts->fix.diff) {
      fmt::print(stderr, "kypho lint: {}\n", tr("--fix and --diff do not go together: --diff shows what --fix would write"));
      exit_code = EXIT_USAGE;
      return;
    }
    opts->fix.backup = !opts->no_backup;
    opts->dedup |= !opts->dedup_table.empty();
    std::unique_ptr<DedupTable> seen = memory_dedup_table();
    if (!opts->dedup_table.empty()) {
      auto [table, error] = file_dedup_table(opts->dedup_table);
      if (!table) {
        fmt::print(stderr, "kypho lint: {}\n", error);
        exit_code = EXIT_USAGE;
        return;
      }
      seen = std::move(table);
    }
    if (opts->fix.fix) remove_temporary_on_signals();
    const auto start = std::chrono::steady_clock::now();
    const Walk w = walk(paths, opts->walk);
    // With --diff, standard output is the diff alone, for patch(1).
    std::FILE* report_out = opts->fix.diff ? stderr : stdout;
    Reporter total(g, report_out);
    // Each file's levels, decided before any is read: a broken configuration stops the run.
    PolicyFinder finder(std::move(levels), opts->config);
    std::vector<const LintPolicy*> policies;
    Diagnostics config_problems;
    ReadChecks checks;
    checks.fingerprints = opts->dedup;
    for (const auto& file : w.files) {
      policies.push_back(finder.policy_for(file, config_problems));
      checks.off_by_default |= policies.back() && policies.back()->wants_off_by_default();
    }
    if (!config_problems.empty()) {
      total.diagnostics(config_problems);
      exit_code = EXIT_USAGE;
      return;
    }
    for (const auto& toml : finder.sources()) total.diagnostic(unlocated(toml, Severity::INFO, "config", tr("lint levels are read from here")));
    for (const auto& m : w.missing) total.diagnostic(unlocated(m, Severity::ERROR, "io-error", tr("no such file or folder")));
    for (const auto& [path, what] : w.unreadable) total.diagnostic(unlocated(path, Severity::ERROR, "io-error", what));
    const unsigned jobs = std::max(1u, opts->jobs ? opts->jobs : std::thread::hardware_concurrency());
    if (seen->earlier_games() > 0)
      total.diagnostic(unlocated(opts->dedup_table, Severity::INFO, "dedup-table",
                                 msgn("{n} game of earlier runs is in this table: a game repeating it is a duplicate too",
                                      "{n} games of earlier runs are in this table: a game repeating one of them is a duplicate too",
                                      seen->earlier_games(), arg("n", seen->earlier_games()))));
    LintSink sink(total, report_out, g, *opts, w, std::move(policies), std::move(seen));
    run_pipeline(w.files, g, jobs, sink, {checks, opts->fix.fix || opts->fix.diff}, w.sizes);
    sink.end_progress();

    LintSummary s;
    s.files = w.files.size();
    s.hidden = w.skipped_hidden;
    s.not_records = w.skipped_other;
    s.ignored = w.skipped_ignored;
    s.games = total.games();
    s.valid = total.games() - total.invalid_games();
    s.invalid = total.invalid_games();
    s.plies = sink.plies();
    s.errors = total.errors();
    s.warnings = total.warnings();
    s.notes = total.notes();
    s.bytes = sink.bytes();
    for (const auto& [code, n] : total.by_code()) s.codes[code] = n;
    for (const auto& [name, n] : sink.encodings()) s.encodings[name] = n;
    for (const auto& [name, n] : sink.formats()) s.formats[name] = n;
    s.allowed = sink.allowed();
    s.fix_mode = opts->fix.fix ? "fix" : opts->fix.diff ? "diff" : "";
    s.fixed_files = sink.fixed().files;
    s.fixed_edits = sink.fixed().edits;
    if (opts->timing) s.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (g.format == OutputFormat::SARIF) total.write_sarif();
    else if (g.format == OutputFormat::JSON) fmt::print(report_out, "{}\n", summary_json(s));
    else if (!g.quiet) fmt::print(report_out, "{}", summary_text(s));
    const bool findings = opts->fail_on == "error"     ? total.errors() > 0
                          : opts->fail_on == "warning" ? total.errors() + total.warnings() > 0
                                                       : total.errors() + total.warnings() + total.notes() > 0;
    const bool usage_problem = !w.missing.empty() || sink.usage_problem();
    exit_code = usage_problem ? EXIT_USAGE : findings && !opts->exit_zero ? EXIT_INVALID : EXIT_OK;
  });
}

}  // namespace kypho::cli
