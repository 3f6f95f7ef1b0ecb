#include <fmt/format.h>

#include <algorithm>
#include <memory>

#include "cli/position_arg.hpp"
#include "cli/verbs.hpp"
#include "converters/xiangqi_names.hpp"
#include "rules/xiangqi/movegen.hpp"

namespace kypho::cli {

void add_perft(CLI::App& app, const GlobalOptions& g, int& exit_code) {
  struct Options {
    std::string fen;
    int depth = 0;
    bool divide = false;
  };
  auto opts = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("perft", "Count the leaf nodes of the legal-move tree to a depth");
  cmd->add_option("--fen", opts->fen, "Start from this position instead of the initial one");
  cmd->add_option("--depth", opts->depth, "Plies to search")->required()->check(CLI::Range(0, 12));
  cmd->add_flag("--divide", opts->divide, "Also print the count below each legal move of the root");
  cmd->callback([&g, &exit_code, opts] {
    Reporter report(g, stderr);
    if (!require_xiangqi(g, report, "perft")) {
      exit_code = EXIT_USAGE;
      return;
    }
    auto pos = position_from_fen_arg(opts->fen, report);
    if (!pos) {
      exit_code = EXIT_USAGE;
      return;
    }
    std::uint64_t total = 0;
    if (opts->divide && opts->depth > 0) {
      xiangqi::MoveList moves(*pos);
      std::vector<std::pair<std::string, std::uint64_t>> rows;
      for (xiangqi::Move m : moves) {
        const auto undo = pos->make(m);
        rows.emplace_back(xiangqi::move_name(m), xiangqi::perft(*pos, opts->depth - 1));
        pos->unmake(m, undo);
      }
      std::sort(rows.begin(), rows.end());
      for (const auto& [name, n] : rows) {
        fmt::print("{} {}\n", name, n);
        total += n;
      }
    } else {
      total = xiangqi::perft(*pos, opts->depth);
    }
    fmt::print("{}\n", total);
    exit_code = EXIT_OK;
  });
}

}  // namespace kypho::cli
