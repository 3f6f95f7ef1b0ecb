// `kypho bench`: fixed workloads, each timed on one thread, checked (a checksum that proves the work was
// done, and what it must equal), and set against its target. Exit 0 when every check passes, whatever the
// speed; 3 when one fails, with the line that says which workload, which game and why.
#include <fmt/format.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>

#include "cli/bench_games.hpp"
#include "cli/output.hpp"
#include "cli/verbs.hpp"
#include "converters/xiangqi/fen.hpp"
#include "rules/shogi/movegen.hpp"
#include "rules/xiangqi/movegen.hpp"
#include "grammar/text/messages.hpp"

extern char** environ;

namespace kypho::cli {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;
double seconds_since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

// What one workload measured.
struct Measure {
  std::string name;    // "records xiangqi iccs": a target's name, or one of the family a target names
  std::string_view unit;
  std::string detail;  // what was done, in how long
  double rate = 0;     // in `unit`
  std::uint64_t checksum = 0;
  std::string failure;  // empty when its checks passed
  double seconds = 0;
};

// The targets, single thread, Release, in the workloads' units: at least `rate` (at most, for `ceiling`).
// A target's name is a workload's, or the start of a family's (`judging xiangqi` for each notation).
struct Target {
  std::string_view name;
  double rate;
  bool ceiling = false;
};
constexpr Target TARGETS[] = {
    {"perft xiangqi", 50},        {"perft shogi", 50},       {"replay xiangqi", 20},      {"replay shogi", 20},
    {"records xiangqi iccs", 100}, {"records xiangqi wxf", 50}, {"records xiangqi vn", 50}, {"records xiangqi chinese", 50},
    {"records shogi csa", 100},   {"records shogi usi", 100}, {"records shogi kif", 50},   {"records shogi ki2", 50},
    {"lint peak RSS", 64, true},  {"judging xiangqi", 15, true},
};

const Target* target_of(std::string_view name) {
  for (const Target& t : TARGETS)
    if (name == t.name || (name.starts_with(t.name) && name[t.name.size()] == ' ')) return &t;
  return nullptr;
}

// Perft from the start to depth 5: the counts every engine agrees on.
constexpr std::uint64_t XIANGQI_PERFT[] = {1, 44, 1920, 79666, 3290240, 133312995};
constexpr std::uint64_t SHOGI_PERFT[] = {1, 30, 900, 25470, 719731, 19861490};

template <typename Position>
Measure perft(std::string_view game, int depth, const std::uint64_t (&expected)[6]) {
  auto pos = Position::start();
  const auto t0 = Clock::now();
  const std::uint64_t nodes = perft(pos, depth);
  const double s = seconds_since(t0);
  Measure m{fmt::format("perft {}", game), "M nodes/s", fmt::format("start depth {}: {} nodes in {:.2f} s", depth, nodes, s), nodes / s / 1e6,
            nodes};
  m.seconds = s;
  if (nodes != expected[depth]) m.failure = fmt::format("{} nodes where every engine counts {}", nodes, expected[depth]);
  return m;
}

// Every move of the games checked and made, twenty times over: the engine alone, no notation.
template <typename Position, typename Games, typename MakeIfLegal>
Measure replay(std::string_view game, const Games& games, MakeIfLegal make_if_legal) {
  constexpr int ROUNDS = 20;
  std::size_t plies = 0, legal = 0;
  bench::PositionChecksum sum;
  std::optional<std::size_t> first_refused;
  const auto t0 = Clock::now();
  for (int round = 0; round < ROUNDS; ++round)
    for (std::size_t g = 0; g < games.size(); ++g) {
      Position pos = games[g].start;
      for (const auto& m : games[g].moves) {
        const bool ok = make_if_legal(pos, m);
        legal += ok;
        if (!ok && !first_refused) first_refused = g;
      }
      plies += games[g].moves.size();
      sum.add(pos.key());
    }
  const double s = seconds_since(t0);
  Measure m{fmt::format("replay {}", game), "M moves/s",
            fmt::format("{} random games x {}, {} moves checked and made in {:.2f} s", games.size(), ROUNDS, plies, s), plies / s / 1e6,
            sum.value()};
  m.seconds = s;
  if (first_refused) m.failure = fmt::format("game {}: {} of {} moves judged legal", *first_refused + 1, legal, plies);
  return m;
}

Measure fen(const bench::XiangqiGames& games) {
  // The positions of the first 40 plies of each game, one FEN a line.
  std::string fens;
  for (const auto& game : games) {
    auto pos = game.start;
    for (std::size_t i = 0; i < game.moves.size() && i < 40; ++i) {
      pos.make(game.moves[i]);
      fens += xiangqi::write_fen(pos) + '\n';
    }
  }
  const grammar::SourceText src("bench.fen", fens);
  std::size_t read = 0, lines = 0;
  bench::PositionChecksum sum;
  const auto t0 = Clock::now();
  for (std::uint32_t line = 1; line < src.last_line(); ++line, ++lines) {
    const auto text = src.line(line);
    Diagnostics ds;
    if (const auto pos = xiangqi::read_fen(src, std::size_t(text.data() - src.text().data()), text.size(), ds)) {
      ++read;
      sum.add(pos->key());
    }
  }
  const double s = seconds_since(t0);
  Measure m{"fen xiangqi", "MB/s", fmt::format("{} positions read and checked, {:.1f} MB in {:.2f} s", read, fens.size() / 1e6, s),
            fens.size() / s / 1e6, sum.value()};
  m.seconds = s;
  if (read != lines) m.failure = fmt::format("{} of {} positions read", read, lines);
  return m;
}

// A set's files as sources to read, made once: not part of what is timed.
std::vector<grammar::SourceText> sources_of(const bench::RecordSet& set) {
  std::vector<grammar::SourceText> sources;
  for (std::size_t i = 0; i < set.files.size(); ++i) sources.emplace_back(fmt::format("{}-{}.{}", set.game, i + 1, set.extension), set.files[i]);
  return sources;
}

Measure records(const bench::RecordSet& set, const std::vector<grammar::SourceText>& sources, std::string_view rules = {}) {
  std::vector<bench::ReadBack> read(sources.size());
  const auto t0 = Clock::now();
  for (std::size_t i = 0; i < sources.size(); ++i) set.read(sources[i], rules, read[i]);
  const double s = seconds_since(t0);
  std::size_t moves = 0, games = 0;
  bench::PositionChecksum sum;
  Measure m;
  m.unit = "MB/s";
  for (std::size_t f = 0; f < read.size(); ++f) {
    moves += read[f].moves;
    for (std::size_t g = 0; g < read[f].checksums.size(); ++g, ++games) {
      sum.add(read[f].checksums[g]);
      if (!m.failure.empty()) continue;
      if (!read[f].problems[g].empty()) m.failure = fmt::format("{} game {}: {}", sources[f].name(), g + 1, read[f].problems[g]);
      else if (games >= set.checksums.size() || read[f].checksums[g] != set.checksums[games])
        m.failure = fmt::format("{} game {}: its positions are not those written", sources[f].name(), g + 1);
    }
  }
  if (m.failure.empty() && games != set.checksums.size())
    m.failure = fmt::format("{} games read where {} were written", games, set.checksums.size());
  const double bytes = double(set.bytes());
  m.name = fmt::format("records {} {}{}{}", set.game, set.format, rules.empty() ? "" : " --rules ", rules);
  m.seconds = s;
  m.detail = fmt::format("{} games, {} moves, {:.1f} MB parsed and replayed in {:.2f} s = {:.2f} M moves/s", games, moves, bytes / 1e6, s,
                         moves / s / 1e6);
  m.rate = bytes / s / 1e6;
  m.checksum = sum.value();
  return m;
}

// What judging whole lines (perpetual check and chase, repetition, the draw rules) adds to reading a set's
// records, against the basic rules alone: each read five times, alternately, the fastest of each kept (a
// difference of a few milliseconds, which one slow run of three could swing by half).
Measure judging(const bench::RecordSet& set, const std::vector<grammar::SourceText>& sources) {
  double judged = 1e300, basic = 1e300;
  Measure m;
  m.unit = "%";
  for (int round = 0; round < 5; ++round) {
    for (const char* rules : {"", "basic"}) {
      const Measure r = records(set, sources, rules);
      (*rules ? basic : judged) = std::min(*rules ? basic : judged, r.seconds);
      if (m.failure.empty()) m.failure = r.failure;
      m.checksum = r.checksum;
    }
  }
  m.name = fmt::format("judging {} {}", set.game, set.format);
  m.rate = (judged / basic - 1) * 100;
  m.detail = fmt::format("{:.3f} s judged by the default rules, {:.3f} s by --rules basic", judged, basic);
  return m;
}

// Every file of every set, a folder per set, written as kypho writes every file (cli/output): what went
// wrong, when something did.
std::optional<std::string> save(const std::vector<bench::RecordSet>& sets, const fs::path& dir) {
  for (const auto& set : sets) {
    const fs::path folder = dir / fmt::format("{}-{}", set.game, set.format);
    std::error_code ec;
    fs::create_directories(folder, ec);
    if (ec) return msg("cannot create {file}: {reason}", arg("file", folder.string()), arg("reason", ec.message()));
    for (std::size_t i = 0; i < set.files.size(); ++i)
      if (auto error = write_output((folder / fmt::format("{:04}.{}", i + 1, set.extension)).string(), set.files[i])) return error;
  }
  return std::nullopt;
}

// `kypho lint -j 1 --format json` on the saved sets, as a child process: its own peak memory, and its
// summary against what was written. The child is forked when the bench starts, and waits there for the
// files: a process's peak memory (what wait4 reports) includes the memory of the process it was forked
// or spawned from at that moment, and later the bench holds every generated game.
class LintChild {
 public:
  explicit LintChild(const fs::path& dir) {
    const std::string self = fs::read_symlink("/proc/self/exe");
    const std::string folder = dir.string();
    int go[2];
    if (pipe(go) != 0 || pipe(out_) != 0) return;
    fflush(nullptr);
    pid_ = fork();
    if (pid_ == 0) {
      close(go[1]);
      close(out_[0]);
      char byte = 0;
      if (read(go[0], &byte, 1) != 1) _exit(0);  // the bench ended first: nothing to lint
      dup2(out_[1], STDOUT_FILENO);
      const char* argv[] = {self.c_str(), "lint", "-q", "-j", "1", "--format", "json", folder.c_str(), nullptr};
      execve(self.c_str(), const_cast<char* const*>(argv), environ);
      _exit(127);
    }
    close(go[0]);
    close(out_[1]);
    go_ = go[1];
    if (pid_ < 0) close(go_), go_ = -1;
  }
  LintChild(const LintChild&) = delete;
  LintChild& operator=(const LintChild&) = delete;
  // Not asked to lint: the child ends without running anything.
  ~LintChild() {
    if (go_ >= 0) close(go_);
    if (pid_ > 0) waitpid(pid_, nullptr, 0);
    if (out_[0] >= 0) close(out_[0]);
  }

  std::vector<Measure> run(const std::vector<bench::RecordSet>& sets);

 private:
  pid_t pid_ = -1;
  int go_ = -1;
  int out_[2] = {-1, -1};
};

std::vector<Measure> LintChild::run(const std::vector<bench::RecordSet>& sets) {
  std::size_t games = 0, moves = 0, bytes = 0, files = 0;
  for (const auto& set : sets) {
    games += set.checksums.size();
    moves += set.moves;
    bytes += set.bytes();
    files += set.files.size();
  }
  Measure m{"lint", "MB/s"};
  const auto t0 = Clock::now();
  if (go_ < 0 || write(go_, "g", 1) != 1) return {Measure{"lint", "MB/s", {}, 0, 0, "cannot start kypho lint"}};
  close(go_);
  go_ = -1;
  std::string output;
  char buffer[65536];
  for (ssize_t n; (n = read(out_[0], buffer, sizeof buffer)) > 0;) output.append(buffer, std::size_t(n));
  int status = 0;
  rusage usage{};
  wait4(pid_, &status, 0, &usage);
  pid_ = -1;
  const double s = seconds_since(t0);
  const double rss = double(usage.ru_maxrss) / 1024;  // kB
  const auto last = output.find_last_of('\n', output.size() - 2);
  const auto summary = nlohmann::json::parse(output.substr(last == std::string::npos ? 0 : last + 1), nullptr, false);
  const auto count = [&](const char* key) { return summary.is_object() ? summary.value(key, std::size_t(0)) : std::size_t(0); };
  m.detail = fmt::format("{} files, {} games, {:.1f} MB in {:.2f} s = {:.0f} files/s", files, count("games"), bytes / 1e6, s, files / s);
  m.rate = bytes / s / 1e6;
  m.checksum = count("plies");
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) m.failure = fmt::format("kypho lint exited with status {}", WEXITSTATUS(status));
  else if (count("games") != games || count("valid") != games || count("plies") != moves)
    m.failure = fmt::format("kypho lint read {} games ({} valid, {} moves) where {} games of {} moves were written", count("games"),
                            count("valid"), count("plies"), games, moves);
  Measure memory{"lint peak RSS", "MB", fmt::format("kypho lint -j 1 on {:.1f} MB", bytes / 1e6), rss, m.checksum};
  if (usage.ru_maxrss <= 0) memory.failure = "no peak memory reported";
  return {m, memory};
}

// A workload run until it has taken half a second (at least once, at most five times), its fastest run
// kept: a run of a few milliseconds says more about the machine's other load than about kypho. A run that
// fails is reported at once.
template <typename Run>
Measure fastest(Run run) {
  Measure best = run();
  double total = best.seconds;
  for (int i = 1; i < 5 && total < 0.5 && best.failure.empty(); ++i) {
    Measure m = run();
    total += m.seconds;
    if (!m.failure.empty() || m.seconds < best.seconds) best = std::move(m);
  }
  return best;
}

void print(const Measure& m) {
  const Target* t = target_of(m.name);
  std::string verdict;
  if (t) {
    const bool met = t->ceiling ? m.rate < t->rate : m.rate >= t->rate;
    verdict = fmt::format("  target {} {}: {:<7}", t->ceiling ? "<" : ">=", t->rate, met ? "met" : "NOT MET");
  }
  fmt::print("{:<24} {:>7.1f} {:<9}{}  ({}, checksum {:016x})\n", m.name, m.rate, m.unit, verdict, m.detail, m.checksum);
  if (!m.failure.empty()) fmt::print("{:<24} FAILED: {}\n", m.name, m.failure);
}

}  // namespace

void add_bench(CLI::App& app, const GlobalOptions&, int& exit_code) {
  struct Options {
    int depth = 5;
    int games = 2000;
    std::string save;
    bool no_lint = false;
  };
  auto options = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("bench", tr("Run fixed workloads: nodes/s, moves/s, MB/s and memory, each checked and set against its target"));
  cmd->add_option("--depth", options->depth, tr("Perft depth from the start position"))->check(in_range(1, 5));
  cmd->add_option("--games", options->games, tr("Random xiangqi games (shogi: half as many, cờ tư lệnh: a twentieth, at least one)"))->check(in_range(10, 1000000));
  // The records are written into a folder of their own: never over files already there.
  cmd->add_option("--save", options->save, tr("Keep the generated records in this new (or empty) folder, one folder per game and format"))
      ->check([](const std::string& dir) {
        std::error_code ec;
        return fs::exists(dir, ec) && !fs::is_empty(dir, ec)
                   ? msg("{folder} exists and is not empty: bench writes into a new or empty folder", arg("folder", dir))
                   : std::string();
      });
  cmd->add_flag("--no-lint", options->no_lint, tr("Skip the lint workload (a child kypho process)"));
  cmd->callback([&exit_code, options] {
    const bool keep = !options->save.empty();
    const fs::path dir = keep ? fs::path(options->save) : fs::temp_directory_path() / fmt::format("kypho-bench-{}", getpid());
    std::optional<LintChild> lint_child;
    if (!options->no_lint) lint_child.emplace(dir);
    bool ok = true;
    const auto report = [&ok](const Measure& m) {
      print(m);
      ok &= m.failure.empty();
    };
    report(fastest([&] { return perft<xiangqi::Position>("xiangqi", options->depth, XIANGQI_PERFT); }));
    report(fastest([&] { return perft<shogi::Position>("shogi", options->depth, SHOGI_PERFT); }));

    const auto xiangqi_games = bench::xiangqi_games(options->games, 200);
    const auto shogi_games = bench::shogi_games(options->games / 2, 160);
    report(fastest([&] {
      return replay<xiangqi::Position>("xiangqi", xiangqi_games, [](xiangqi::Position& pos, xiangqi::Move m) {
        xiangqi::Undo undo;
        return xiangqi::make_if_legal(pos, m, undo);
      });
    }));
    report(fastest([&] {
      return replay<shogi::Position>("shogi", shogi_games, [](shogi::Position& pos, shogi::Move m) {
        if (!shogi::is_legal(pos, m)) return false;
        pos.make(m);
        return true;
      });
    }));

    auto sets = bench::xiangqi_record_sets(xiangqi_games);
    for (auto& set : bench::shogi_record_sets(shogi_games)) sets.push_back(std::move(set));
    for (auto& set : bench::cotulenh_record_sets(std::max(1, options->games / 20), 100)) sets.push_back(std::move(set));
    report(fastest([&] { return fen(xiangqi_games); }));
    std::vector<std::vector<grammar::SourceText>> sources;
    for (const auto& set : sets) {
      const auto& set_sources = sources.emplace_back(sources_of(set));
      report(fastest([&] { return records(set, set_sources); }));
    }
    for (std::size_t i = 0; i < sets.size(); ++i)
      if (sets[i].game == "xiangqi") report(judging(sets[i], sources[i]));

    exit_code = EXIT_OK;
    if (lint_child || keep) {
      if (auto error = save(sets, dir)) {
        fmt::print(stderr, "kypho bench: {}\n", *error);
        exit_code = EXIT_USAGE;
      } else if (lint_child) {
        for (const Measure& m : lint_child->run(sets)) report(m);
      }
      if (!keep) fs::remove_all(dir);
      else if (exit_code == EXIT_OK) fmt::print("{}\n", msg("records saved in {folder}", arg("folder", dir.string())));
    }
    if (!ok) exit_code = EXIT_INTERNAL;
  });
}

}  // namespace kypho::cli
