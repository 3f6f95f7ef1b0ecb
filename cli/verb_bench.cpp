#include <fmt/format.h>

#include <chrono>
#include <memory>
#include <tuple>
#include <vector>

#include "cli/verbs.hpp"
#include "converters/xiangqi_fen.hpp"
#include "converters/shogi_record_writer.hpp"
#include "converters/xiangqi_record_writer.hpp"
#include "rules/shogi/movegen.hpp"
#include "rules/xiangqi/movegen.hpp"

namespace kypho::cli {
namespace {

using Clock = std::chrono::steady_clock;
double seconds_since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

// Random legal games from the start position, the same on every run (fixed seed).
template <typename Position, typename MoveList>
auto random_games(int count, int max_plies) {
  std::uint64_t seed = 0x5EED;
  auto next = [&seed] {
    seed ^= seed << 13;
    seed ^= seed >> 7;
    seed ^= seed << 17;
    return seed;
  };
  std::vector<std::vector<std::remove_cvref_t<decltype(MoveList(std::declval<Position&>()).moves[0])>>> games(static_cast<std::size_t>(count));
  for (auto& game : games) {
    auto pos = Position::start();
    for (int ply = 0; ply < max_plies; ++ply) {
      const MoveList moves(pos);
      if (moves.size() == 0) break;
      const auto m = moves.moves[next() % moves.size()];
      game.push_back(m);
      pos.make(m);
    }
  }
  return games;
}

void print_records_line(std::string_view game, std::string_view name, std::size_t valid, std::size_t moves, std::size_t bytes, double s) {
  fmt::print("records  {:<7} {:<7} {} games, {} moves, {:.1f} MB parsed and replayed in {:.2f} s = {:.1f} MB/s, {:.1f} M moves/s\n", game,
             name, valid, moves, bytes / 1e6, s, bytes / s / 1e6, moves / s / 1e6);
}

// Shogi records: the random games written in each format (CSA and USI several to a file, KIF and KI2 one
// to a file, as they come), parsed and replayed. False when a game does not read back whole.
bool bench_shogi_records() {
  const auto games = random_games<shogi::Position, shogi::MoveList>(1000, 160);
  bool ok = true;
  for (auto [format, in, name] : {std::tuple{shogi::ShogiFormat::CSA, grammar::shogi::Format::CSA, "csa"},
                                  {shogi::ShogiFormat::KIF, grammar::shogi::Format::KIF, "kif"},
                                  {shogi::ShogiFormat::KI2, grammar::shogi::Format::KI2, "ki2"},
                                  {shogi::ShogiFormat::USI, grammar::shogi::Format::USI, "usi"}}) {
    const bool one_a_file = format == shogi::ShogiFormat::KIF || format == shogi::ShogiFormat::KI2;
    std::vector<std::string> files(1);
    std::size_t moves = 0, bytes = 0;
    for (const auto& game : games) {
      shogi::ShogiRecord record;
      record.start = shogi::Position::start();
      std::uint32_t node = shogi::ShogiRecord::ROOT;
      for (auto m : game) node = record.add_move(node, m);
      std::vector<std::string> lost;
      const std::string text = shogi::write_shogi_record(record, format, lost);
      if (one_a_file) files.push_back(text);
      else files[0] += (files[0].empty() || format == shogi::ShogiFormat::USI ? "" : "/\n") + text;
      moves += game.size();
    }
    std::vector<grammar::SourceText> sources;
    for (auto& f : files) {
      bytes += f.size();
      sources.emplace_back("bench", std::move(f));
    }
    std::size_t read_moves = 0, valid = 0;
    const auto t0 = Clock::now();
    for (const auto& src : sources)
      shogi::read_shogi_records(src, in, [&](shogi::ShogiGame& g) {
        read_moves += g.plies;
        valid += g.valid;
      });
    print_records_line("shogi", name, valid, read_moves, bytes, seconds_since(t0));
    ok &= read_moves == moves && valid == games.size();
  }
  return ok;
}

}  // namespace

void add_bench(CLI::App& app, const GlobalOptions&, int& exit_code) {
  auto depth = std::make_shared<int>(5);
  auto* cmd = app.add_subcommand("bench", "Run fixed workloads and print nodes/s, moves/s and MB/s");
  cmd->add_option("--depth", *depth, "Perft depth from the start position")->check(CLI::Range(1, 7));
  cmd->callback([&exit_code, depth] {
    auto pos = xiangqi::Position::start();
    auto t0 = Clock::now();
    const std::uint64_t nodes = xiangqi::perft(pos, *depth);
    double s = seconds_since(t0);
    fmt::print("perft    xiangqi start depth {}: {} nodes in {:.2f} s = {:.1f} M nodes/s\n", *depth, nodes, s, nodes / s / 1e6);
    auto shogi_start = shogi::Position::start();
    t0 = Clock::now();
    const std::uint64_t shogi_nodes = shogi::perft(shogi_start, *depth);
    s = seconds_since(t0);
    fmt::print("perft    shogi start depth {}: {} nodes in {:.2f} s = {:.1f} M nodes/s\n", *depth, shogi_nodes, s, shogi_nodes / s / 1e6);

    const auto games = random_games<xiangqi::Position, xiangqi::MoveList>(2000, 200);
    std::size_t plies = 0, legal = 0;
    t0 = Clock::now();
    for (int round = 0; round < 20; ++round)
      for (const auto& game : games) {
        auto replay = xiangqi::Position::start();
        xiangqi::Undo undo;
        for (xiangqi::Move m : game) legal += xiangqi::make_if_legal(replay, m, undo);
        plies += game.size();
      }
    s = seconds_since(t0);
    fmt::print("replay   xiangqi {} random games x 20, {} moves checked and made in {:.2f} s = {:.1f} M moves/s\n",
               games.size(), plies, s, plies / s / 1e6);
    if (legal != plies) fmt::print("replay   MISMATCH: {} of {} moves judged legal\n", legal, plies);

    std::string fens;
    for (const auto& game : games) {
      auto replay = xiangqi::Position::start();
      for (std::size_t i = 0; i < game.size() && i < 40; ++i) {
        replay.make(game[i]);
        fens += xiangqi::write_fen(replay) + '\n';
      }
    }
    const grammar::SourceText src("bench.fen", fens);
    std::size_t read = 0;
    t0 = Clock::now();
    for (std::uint32_t line = 1; line < src.last_line(); ++line) {
      const auto text = src.line(line);
      Diagnostics ds;
      read += xiangqi::read_fen(src, std::size_t(text.data() - src.text().data()), text.size(), ds).has_value();
    }
    s = seconds_since(t0);
    fmt::print("fen      {} positions read and checked, {:.1f} MB in {:.2f} s = {:.1f} MB/s\n", read, fens.size() / 1e6, s,
               fens.size() / s / 1e6);

    // Parse and replay whole records: the random games written as PGN in each notation.
    for (auto [notation, name] : {std::pair{xiangqi::Notation::WXF, "wxf"}, {xiangqi::Notation::VIETNAMESE, "vn"},
                                  {xiangqi::Notation::CHINESE, "chinese"}, {xiangqi::Notation::ICCS, "iccs"},
                                  {xiangqi::Notation::SAN, "san"}}) {
      std::string archive;
      std::size_t moves = 0;
      for (const auto& game : games) {
        xiangqi::XiangqiRecord record;
        record.start = xiangqi::Position::start();
        std::uint32_t node = xiangqi::XiangqiRecord::ROOT;
        for (xiangqi::Move m : game) node = record.add_move(node, m);
        xiangqi::WriteOptions options;
        options.notation = notation;
        options.pgn = true;
        archive += xiangqi::write_record(record, options) + "\n";
        moves += game.size();
      }
      const grammar::SourceText archive_src("bench.pgn", archive);
      std::size_t read_moves = 0, valid = 0;
      t0 = Clock::now();
      xiangqi::read_xiangqi_records(archive_src, grammar::xiangqi::MoveNotation::UNKNOWN, [&](xiangqi::ReadGame& g) {
        read_moves += g.plies;
        valid += g.valid;
      });
      s = seconds_since(t0);
      print_records_line("xiangqi", name, valid, read_moves, archive.size(), s);
      if (read_moves != moves || valid != games.size()) legal = 0;
    }
    const bool shogi_ok = bench_shogi_records();
    exit_code = legal == plies && shogi_ok ? EXIT_OK : EXIT_INTERNAL;
  });
}

}  // namespace kypho::cli
