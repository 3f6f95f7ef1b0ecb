#include <fmt/format.h>

#include <memory>

#include "cli/input.hpp"
#include "cli/validate_input.hpp"
#include "cli/report.hpp"
#include "cli/verbs.hpp"
#include "converters/shogi_position.hpp"
#include "converters/shogi_record_reader.hpp"
#include "converters/xiangqi_fen.hpp"
#include "converters/xiangqi_record_reader.hpp"
#include "converters/xiangqi_vn_position.hpp"
#include "rules/xiangqi/movegen.hpp"

namespace kypho::cli {
namespace {

GameOutcome position_outcome(const std::string& file, std::uint32_t game, std::optional<xiangqi::Position> pos) {
  GameOutcome outcome{file, game, pos.has_value()};
  if (pos) {
    const xiangqi::Status status = xiangqi::status(*pos);
    if (status != xiangqi::Status::ONGOING) {
      outcome.end = status == xiangqi::Status::CHECKMATE ? "checkmate" : "stalemate";
      outcome.result = pos->side_to_move() == xiangqi::RED ? "0-1" : "1-0";
    }
  }
  return outcome;
}

GameOutcome position_outcome(const std::string& file, std::uint32_t game, const std::optional<shogi::Position>& pos) {
  return {file, game, pos.has_value()};
}

// A FEN or SFEN file holds one position per non-blank line; each counts as one "game" of no moves.
void validate_position_lines(const grammar::SourceText& src, Game kind, Reporter& report) {
  std::uint32_t game = 0;
  for (std::uint32_t line = src.first_line(); line <= src.last_line(); ++line) {
    const std::string_view text = src.line(line);
    if (text.find_first_not_of(" \t") == std::string_view::npos) continue;
    ++game;
    Diagnostics ds;
    const std::size_t offset = std::size_t(text.data() - src.text().data());
    const GameOutcome outcome = kind == Game::SHOGI ? position_outcome(src.name(), game, shogi::read_sfen(src, offset, text.size(), ds))
                                                    : position_outcome(src.name(), game, xiangqi::read_fen(src, offset, text.size(), ds));
    for (auto& d : ds) {
      d.game = game;
      d.game_kind = std::string(game_name(kind));
    }
    report.diagnostics(ds);
    report.game(outcome);
  }
}

// Reports one replayed game, of any kind: its diagnostics, then its outcome line.
template <typename ReadGame>
void report_game(const grammar::SourceText& src, const ReadGame& game, Reporter& report) {
  report.diagnostics(game.diagnostics);
  GameOutcome outcome;
  outcome.file = src.name();
  outcome.game = game.index;
  outcome.valid = game.valid;
  outcome.plies = game.plies;
  outcome.result = std::string(result_text(game.record.result));
  outcome.end = std::string(termination_text(game.record.termination));
  report.game(outcome);
}

}  // namespace

void validate_input(const Input& in, Reporter& report) {
  const auto& src = in.src;
  if (in.empty) return;
  if (in.format == "fen" || in.format == "sfen") return validate_position_lines(src, in.game, report);
  if (in.format == "vn-pos") {
    Diagnostics found;
    auto pos = xiangqi::read_vn_position(src, found);
    for (auto& d : found) {
      d.game = 1;
      d.game_kind = "xiangqi";
    }
    report.diagnostics(found);
    report.game({src.name(), 1, pos.has_value()});
    return;
  }
  if (const auto shogi_format = shogi_record_format(in.format))
    return shogi::read_shogi_records(src, *shogi_format, [&](shogi::ShogiGame& game) { report_game(src, game, report); });
  xiangqi::read_xiangqi_records(src, *record_notation(in.format), [&](xiangqi::ReadGame& game) { report_game(src, game, report); });
}

void add_validate(CLI::App& app, const GlobalOptions& g, int& exit_code) {
  auto files = std::make_shared<std::vector<std::string>>();
  auto* cmd = app.add_subcommand("validate", "Read records and replay every move through the rules engine");
  cmd->add_option("FILE", *files, "Files to check, - for standard input")->required();
  cmd->callback([&g, &exit_code, files] {
    Reporter report(g, stdout);
    bool usage_problem = false;
    for (const auto& path : *files) {
      Diagnostics ds;
      OpenFailure why = OpenFailure::NONE;
      auto in = open_input(path, g, ds, why);
      report.diagnostics(ds);
      if (!in) {
        usage_problem |= why == OpenFailure::USAGE;
        continue;
      }
      validate_input(*in, report);
    }
    report.summary(files->size());
    exit_code = usage_problem ? EXIT_USAGE : report.invalid_games() > 0 || report.errors() > 0 ? EXIT_INVALID : EXIT_OK;
  });
}

}  // namespace kypho::cli
