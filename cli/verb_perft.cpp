#include <fmt/format.h>

#include <algorithm>
#include <memory>

#include "cli/position_arg.hpp"
#include "cli/verbs.hpp"
#include "converters/xiangqi_names.hpp"
#include "converters/shogi_position.hpp"
#include "rules/shogi/movegen.hpp"
#include "rules/xiangqi/movegen.hpp"

namespace kypho::cli {
namespace {

// Perft with an optional per-move breakdown, the same for every game: the count alone on the last line.
template <typename Position, typename MoveList, typename Name>
void run_perft(Position& pos, int depth, bool divide, Name name) {
  std::uint64_t total = 0;
  if (divide && depth > 0) {
    const MoveList moves(pos);
    std::vector<std::pair<std::string, std::uint64_t>> rows;
    for (auto m : moves) {
      const auto undo = pos.make(m);
      rows.emplace_back(name(m), perft(pos, depth - 1));
      pos.unmake(m, undo);
    }
    std::sort(rows.begin(), rows.end());
    for (const auto& [move, n] : rows) {
      fmt::print("{} {}\n", move, n);
      total += n;
    }
  } else {
    total = perft(pos, depth);
  }
  fmt::print("{}\n", total);
}

}  // namespace

void add_perft(CLI::App& app, const GlobalOptions& g, int& exit_code) {
  struct Options {
    std::string fen;
    int depth = 0;
    bool divide = false;
    bool force = false;
  };
  auto opts = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("perft", "Count the leaf nodes of the legal-move tree to a depth");
  cmd->add_option("--fen,--sfen", opts->fen, "Start from this position (FEN, or SFEN for shogi) instead of the initial one");
  cmd->add_option("--depth", opts->depth, "Plies to search")->required()->check(CLI::Range(0, 12));
  cmd->add_flag("--divide", opts->divide, "Also print the count below each legal move of the root");
  cmd->add_flag("--force", opts->force,
                "Count from a position that breaks a set-up rule (the side not to move in check) when the engine can play on it; "
                "the errors are still printed");
  cmd->callback([&g, &exit_code, opts] {
    Reporter report(g, stderr);
    if (!require_engine(g, report, "perft")) {
      exit_code = EXIT_USAGE;
      return;
    }
    if (is_shogi(g)) {
      auto pos = shogi_position_from_arg(opts->fen, report, opts->force);
      if (!pos) {
        exit_code = EXIT_USAGE;
        return;
      }
      run_perft<shogi::Position, shogi::MoveList>(*pos, opts->depth, opts->divide, shogi::usi_move);
    } else {
      auto pos = position_from_fen_arg(opts->fen, report, opts->force);
      if (!pos) {
        exit_code = EXIT_USAGE;
        return;
      }
      run_perft<xiangqi::Position, xiangqi::MoveList>(*pos, opts->depth, opts->divide, xiangqi::move_name);
    }
    exit_code = EXIT_OK;
  });
}

}  // namespace kypho::cli
