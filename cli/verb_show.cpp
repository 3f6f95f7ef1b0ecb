#include <fmt/format.h>

#include <algorithm>
#include <memory>

#include "cli/game_choice.hpp"
#include "converters/common/text_join.hpp"
#include "service/formats.hpp"
#include "service/game_kit.hpp"
#include "cli/input.hpp"
#include "cli/verbs.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::cli {
void add_show(CLI::App& app, const GlobalOptions& g, int& exit_code) {
  struct Options {
    std::string file;
    std::string fen;
    std::string to = "text";
    std::string pieces = "vn";
    int ply = -1;
    bool explain = false;
  };
  auto opts = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("show", tr("Print a position as a board diagram, SVG, FEN or position shorthand"));
  auto* file = cmd->add_option("FILE", opts->file, tr("A record, FEN or position shorthand file, or - for standard input"));
  cmd->add_option("--fen,--sfen", opts->fen, tr("The position to show (SFEN for shogi)"))->excludes(file);
  // What each game's kit shows: the choices, and the help that lists them by game.
  std::vector<std::string> targets;
  std::string by_game;
  for (Game g : all_games()) {
    for (std::string_view t : words_of(kit_of(g).show_targets()))
      if (std::find(targets.begin(), targets.end(), t) == targets.end()) targets.emplace_back(t);
    append_item(by_game, "; ", fmt::format("{}: {}", tr(game_title(g)), kit_of(g).show_targets()));
  }
  cmd->add_option("--to", opts->to, msg("What to write (text is a board diagram): {targets}", arg("targets", by_game)))
      ->check(CLI::IsMember(targets));
  auto* pieces = cmd->add_option("--pieces", opts->pieces, tr("Piece names in diagrams: vn (Tg S T M X P B), chinese or letters"))
      ->check(CLI::IsMember({"vn", "chinese", "letters"}));
  cmd->add_flag("--explain", opts->explain,
                tr("After the diagram, why the first record's game ended and what the rules say its result is"))
      ->excludes("--fen");
  cmd->add_option("--ply", opts->ply, tr("Show the position after this many plies of the record's main line"))
      ->check(CLI::Validator(
          [](const std::string& value) {
            return !value.empty() && value.find_first_not_of("0123456789") == std::string::npos
                       ? std::string()
                       : "counts plies from the start: 0 or more, not " + value;
          },
          "N"));
  cmd->callback([&g, &exit_code, opts, pieces] {
    Reporter report(g, stderr);
    std::optional<Input> in;
    if (!opts->file.empty()) {
      Diagnostics ds;
      OpenFailure why = OpenFailure::NONE;
      in = open_input(opts->file, g, ds, why);
      report.diagnostics(ds);
      if (!in) {
        exit_code = why == OpenFailure::USAGE ? EXIT_USAGE : EXIT_INVALID;
        return;
      }
      if (g.game_number > 0) in->game_number = g.game_number;
    }
    std::optional<Game> game = in ? std::optional(in->game) : game_for_verb(g, report, "show");
    if (!game) {
      exit_code = EXIT_USAGE;
      return;
    }
    // An option that does not apply to the game is refused, as convert refuses another game's formats.
    const GameKit& kit = kit_of(*game);
    if (!is_word_of(opts->to, kit.show_targets())) {
      fmt::print(stderr, "kypho show: {}\n", msg("--to {to} is not for {game}; show writes {targets} for it", arg("to", opts->to),
                                                 arg("game", game_name(*game)), arg("targets", kit.show_targets())));
      exit_code = EXIT_USAGE;
      return;
    }
    if (pieces->count() > 0 && !kit.names_pieces()) {
      fmt::print(stderr, "kypho show: {}\n", msg("--pieces names xiangqi's pieces; {game} diagrams use the game's own", arg("game", game_name(*game))));
      exit_code = EXIT_USAGE;
      return;
    }
    const ShowRequest request{opts->to, opts->pieces, opts->ply, wants_color(g.color, stdout), g.rules, opts->explain};
    Diagnostics ds;
    const auto shown = kit.show(in ? &*in : nullptr, opts->fen, request, ds);
    report.diagnostics(ds);
    if (!shown) {
      exit_code = in ? EXIT_INVALID : EXIT_USAGE;
      return;
    }
    fmt::print("{}", *shown);
    exit_code = EXIT_OK;
  });
}

}  // namespace kypho::cli
