// Google Benchmark suite: move generation, replay with legality checks, and FEN reading.
#include <benchmark/benchmark.h>

#include <vector>

#include "converters/xiangqi/fen.hpp"
#include "rules/xiangqi/adjudicate.hpp"
#include "rules/xiangqi/movegen.hpp"

namespace {
using namespace kypho;

std::vector<xiangqi::Move> random_game(std::uint64_t seed, int plies) {
  std::vector<xiangqi::Move> game;
  auto pos = xiangqi::Position::start();
  for (int i = 0; i < plies; ++i) {
    const xiangqi::MoveList moves(pos);
    if (moves.size() == 0) break;
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    const auto m = moves[(seed >> 33) % moves.size()];
    game.push_back(m);
    pos.make(m);
  }
  return game;
}

void perft_start(benchmark::State& state) {
  auto pos = xiangqi::Position::start();
  std::uint64_t nodes = 0;
  for (auto _ : state) nodes += xiangqi::perft(pos, int(state.range(0)));
  state.counters["nodes/s"] = benchmark::Counter(double(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(perft_start)->Arg(4)->Arg(5)->Unit(benchmark::kMillisecond);

void legal_moves_midgame(benchmark::State& state) {
  auto pos = xiangqi::Position::start();
  for (auto m : random_game(7, 30)) pos.make(m);
  for (auto _ : state) benchmark::DoNotOptimize(xiangqi::MoveList(pos).size());
}
BENCHMARK(legal_moves_midgame);

void replay_with_legality(benchmark::State& state) {
  std::vector<std::vector<xiangqi::Move>> games;
  for (std::uint64_t s = 1; s <= 200; ++s) games.push_back(random_game(s, 200));
  std::size_t moves = 0;
  for (auto _ : state)
    for (const auto& game : games) {
      auto pos = xiangqi::Position::start();
      xiangqi::Undo undo;
      for (auto m : game) benchmark::DoNotOptimize(xiangqi::make_if_legal(pos, m, undo));
      moves += game.size();
    }
  state.counters["moves/s"] = benchmark::Counter(double(moves), benchmark::Counter::kIsRate);
}
BENCHMARK(replay_with_legality)->Unit(benchmark::kMillisecond);

// Judging whole lines by each rule set, per ply: what adjudication adds to a replay.
void adjudicate_lines(benchmark::State& state) {
  const auto& rules = *xiangqi::rule_sets()[std::size_t(state.range(0))];
  state.SetLabel(std::string(rules.name));
  std::vector<std::vector<xiangqi::Move>> games;
  for (std::uint64_t s = 1; s <= 200; ++s) games.push_back(random_game(s, 200));
  std::size_t plies = 0;
  const auto start = xiangqi::Position::start();
  for (auto _ : state)
    for (const auto& game : games) {
      benchmark::DoNotOptimize(xiangqi::adjudicate(start, game, rules));
      plies += game.size();
    }
  state.counters["plies/s"] = benchmark::Counter(double(plies), benchmark::Counter::kIsRate);
}
BENCHMARK(adjudicate_lines)->DenseRange(0, int(kypho::xiangqi::rule_sets().size()) - 1)->Unit(benchmark::kMillisecond);

void read_fen(benchmark::State& state) {
  const grammar::SourceText src("bench", std::string(xiangqi::START_FEN));
  for (auto _ : state) {
    Diagnostics ds;
    benchmark::DoNotOptimize(xiangqi::read_fen(src, ds));
  }
  state.SetBytesProcessed(std::int64_t(state.iterations()) * std::int64_t(src.text().size()));
}
BENCHMARK(read_fen);

}  // namespace

BENCHMARK_MAIN();
