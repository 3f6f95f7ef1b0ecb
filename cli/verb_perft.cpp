#include <fmt/format.h>

#include <memory>

#include "cli/game_choice.hpp"
#include "service/game_kit.hpp"
#include "cli/verbs.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::cli {

void add_perft(CLI::App& app, const GlobalOptions& g, int& exit_code) {
  struct Options : PerftRequest {
    std::string count = "turns";
  };
  auto opts = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("perft", tr("Count the leaf nodes of the legal-move tree to a depth"));
  cmd->add_option("--fen,--sfen", opts->fen, tr("Start from this position (FEN, or SFEN for shogi) instead of the initial one"));
  cmd->add_option("--depth", opts->depth, tr("Plies to search"))->required()->check(in_range(0, 12));
  cmd->add_flag("--divide", opts->divide, tr("Also print the count below each legal move of the root"));
  cmd->add_option("--count", opts->count,
                  tr("What the last ply counts: turns (default), or steps, the sub-moves a cờ tư lệnh turn may start with; "
                  "in xiangqi and shogi a move is both"))
      ->check(CLI::IsMember({"turns", "steps"}));
  cmd->add_flag("--force", opts->force,
                tr("Count from a position that breaks a set-up rule (the side not to move in check) when the engine can play on it; "
                "the errors are still printed"));
  cmd->callback([&g, &exit_code, opts] {
    Reporter report(g, stderr);
    const auto game = game_for_verb(g, report, "perft");
    opts->steps = opts->count == "steps";
    opts->rules = g.rules;
    Diagnostics ds;
    const auto counts = game ? kit_of(*game).perft(*opts, ds) : std::nullopt;
    report.diagnostics(ds);
    if (!counts) {
      exit_code = EXIT_USAGE;
      return;
    }
    fmt::print("{}", *counts);
    exit_code = EXIT_OK;
  });
}

}  // namespace kypho::cli
