#include <fmt/format.h>

#include <memory>

#include "cli/input.hpp"
#include "cli/report.hpp"
#include "cli/verbs.hpp"
#include "service/diff.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::cli {
namespace {

// One record, opened for diff: a record of moves, not of positions.
std::optional<Input> open_record(const std::string& path, const GlobalOptions& g, Reporter& report) {
  Diagnostics ds;
  OpenFailure why = OpenFailure::NONE;
  auto in = open_input(path, g, ds, why);
  report.diagnostics(ds);
  if (!in) return std::nullopt;
  if (g.game_number > 0) in->game_number = g.game_number;
  if (is_position_format(in->format)) {
    fmt::print(stderr, "kypho diff: {}\n", msg("{file} holds positions ({format}), not a record of moves", arg("file", in->src.name()), arg("format", in->format)));
    return std::nullopt;
  }
  return in;
}

}  // namespace

void add_diff(CLI::App& app, const GlobalOptions& g, int& exit_code) {
  auto files = std::make_shared<std::vector<std::string>>();
  auto* cmd = app.add_subcommand("diff", tr("Compare two records of one game, such as both players' scoresheets"));
  cmd->add_option("A B", *files, tr("The two records, in the same or different notations"))->required()->expected(2);
  cmd->callback([&g, &exit_code, files] {
    Reporter report(g, stderr);
    const auto in_a = open_record((*files)[0], g, report), in_b = open_record((*files)[1], g, report);
    if (!in_a || !in_b) {
      exit_code = EXIT_USAGE;
      return;
    }
    const SheetDiff d = diff_records(*in_a, *in_b, g.rules);
    report.diagnostics(d.read_a);
    report.diagnostics(d.read_b);
    if (!d.same_game) {
      fmt::print(stderr, "kypho diff: {}\n",
                 msg("{a} is a {a_game} record and {b} a {b_game} record: there is nothing to compare", arg("a", d.a.name), arg("a_game", d.a.game),
                     arg("b", d.b.name), arg("b_game", d.b.game)));
      exit_code = EXIT_USAGE;
      return;
    }
    fmt::print("{}", g.format == OutputFormat::JSON ? diff_json(d) : diff_text(d, g.quiet));
    exit_code = d.agree() ? EXIT_OK : EXIT_INVALID;
  });
}

}  // namespace kypho::cli
