#include <fmt/format.h>

#include <memory>

#include "cli/input.hpp"
#include "cli/report.hpp"
#include "cli/verbs.hpp"
#include "converters/xiangqi_fen.hpp"
#include "converters/xiangqi_record_reader.hpp"
#include "converters/shogi_record_reader.hpp"
#include "converters/xiangqi_vn_position.hpp"
#include "grammar/fen_parse.hpp"
#include "rules/xiangqi/movegen.hpp"

namespace kypho::cli {
namespace {

// A FEN file holds one position per non-blank line; each counts as one "game" of no moves.
void validate_fen_lines(const grammar::SourceText& src, Reporter& report) {
  std::uint32_t game = 0;
  for (std::uint32_t line = 1; line <= src.line_count(); ++line) {
    const std::string_view text = src.line(line);
    if (text.find_first_not_of(" \t") == std::string_view::npos) continue;
    ++game;
    Diagnostics ds;
    const std::size_t offset = std::size_t(text.data() - src.text().data());
    auto pos = xiangqi::read_fen(src, offset, text.size(), ds);
    for (auto& d : ds) {
      d.game = game;
      d.game_kind = "xiangqi";
    }
    report.diagnostics(ds);
    GameOutcome outcome;
    outcome.file = src.name();
    outcome.game = game;
    outcome.valid = pos.has_value();
    if (pos) {
      const xiangqi::Status status = xiangqi::status(*pos);
      if (status != xiangqi::Status::ONGOING) {
        outcome.end = status == xiangqi::Status::CHECKMATE ? "checkmate" : "stalemate";
        outcome.result = pos->side_to_move() == xiangqi::RED ? "0-1" : "1-0";
      }
    }
    report.game(outcome);
  }
}

// Reports one replayed game, of any kind: its diagnostics, then its outcome line.
template <typename Game>
void report_game(const grammar::SourceText& src, const Game& game, Reporter& report) {
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

bool looks_like_fen(const grammar::SourceText& src) {
  for (std::uint32_t line = 1; line <= src.line_count(); ++line) {
    const std::string_view text = src.line(line);
    if (text.find_first_not_of(" \t") == std::string_view::npos) continue;
    std::vector<grammar::SyntaxError> errors;
    return grammar::parse_fen(text, errors).has_value();
  }
  return false;
}

}  // namespace

void add_validate(CLI::App& app, const GlobalOptions& g, int& exit_code) {
  auto files = std::make_shared<std::vector<std::string>>();
  auto* cmd = app.add_subcommand("validate", "Read records and replay every move through the rules engine");
  cmd->add_option("FILE", *files, "Files to check, - for standard input")->required();
  cmd->callback([&g, &exit_code, files] {
    Reporter report(g, stdout);
    bool usage_problem = false;
    for (const auto& path : *files) {
      Diagnostics ds;
      auto src = read_input(path, g, legacy_encoding(input_format(path, g)), ds);
      report.diagnostics(ds);
      if (!src) {
        usage_problem = true;
        continue;
      }
      std::string format = input_format(path, g);
      if (format.empty() && looks_like_fen(*src)) format = "fen";
      if (format.empty() && starts_like_vn_position(src->text())) format = "vn-pos";
      if (format == "fen") {
        validate_fen_lines(*src, report);
        continue;
      }
      if (format == "vn-pos") {
        Diagnostics found;
        auto pos = xiangqi::read_vn_position(*src, found);
        for (auto& d : found) {
          d.game = 1;
          d.game_kind = "xiangqi";
        }
        report.diagnostics(found);
        GameOutcome outcome;
        outcome.file = src->name();
        outcome.game = 1;
        outcome.valid = pos.has_value();
        report.game(outcome);
        continue;
      }
      if (const auto shogi_format = shogi_record_format(format)) {
        shogi::read_shogi_records(*src, *shogi_format, [&](shogi::ShogiGame& game) { report_game(*src, game, report); });
        continue;
      }
      if (const auto notation = record_notation(format)) {
        xiangqi::read_xiangqi_records(*src, *notation, [&](xiangqi::ReadGame& game) { report_game(*src, game, report); });
        continue;
      }
      Diagnostic d;
      d.file = src->name();
      d.code = "unsupported-format";
      d.message = format.empty() ? "cannot tell the format of this file; name it with --from"
                                 : fmt::format("reading '{}' records is not available in this version", format);
      report.diagnostic(d);
      usage_problem = true;
    }
    report.summary(files->size());
    exit_code = usage_problem ? EXIT_USAGE : report.invalid_games() > 0 ? EXIT_INVALID : EXIT_OK;
  });
}

}  // namespace kypho::cli
