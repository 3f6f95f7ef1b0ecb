#include <fmt/format.h>

#include <memory>

#include "cli/input.hpp"
#include "cli/position_arg.hpp"
#include "cli/verbs.hpp"
#include "converters/xiangqi_diagram.hpp"
#include "converters/xiangqi_fen.hpp"

namespace kypho::cli {
namespace {

std::optional<xiangqi::Position> position_from_file(const std::string& path, const GlobalOptions& g, Reporter& report) {
  const std::string format = input_format(path, g);
  Diagnostics ds;
  auto src = read_input(path, g, {}, ds);
  if (src && format != "fen" && !format.empty()) {
    Diagnostic d;
    d.file = src->name();
    d.code = "unsupported-format";
    d.message = fmt::format("show reads FEN files in this version, not '{}'", format);
    ds.push_back(std::move(d));
  }
  std::optional<xiangqi::Position> pos;
  if (src && !has_errors(ds)) pos = xiangqi::read_fen(*src, ds);
  report.diagnostics(ds);
  return pos;
}

}  // namespace

void add_show(CLI::App& app, const GlobalOptions& g, int& exit_code) {
  struct Options {
    std::string file;
    std::string fen;
    std::string to = "text";
    std::string pieces = "vn";
    int ply = -1;
  };
  auto opts = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("show", "Print a position as a board diagram or as FEN");
  auto* file = cmd->add_option("FILE", opts->file, "A FEN file (one position), or - for standard input");
  cmd->add_option("--fen", opts->fen, "The position to show")->excludes(file);
  cmd->add_option("--to", opts->to, "text (a board diagram) or fen")->check(CLI::IsMember({"text", "fen"}));
  cmd->add_option("--pieces", opts->pieces, "Piece names in the diagram: vn (Tg S T M X P B), chinese or letters")
      ->check(CLI::IsMember({"vn", "chinese", "letters"}));
  cmd->add_option("--ply", opts->ply, "Show the position after this many plies of the record");
  cmd->callback([&g, &exit_code, opts] {
    Reporter report(g, stderr);
    if (!require_xiangqi(g, report, "show")) {
      exit_code = EXIT_USAGE;
      return;
    }
    if (opts->file.empty() && opts->fen.empty()) {
      fmt::print(stderr, "kypho show: give a FILE or --fen FEN\n");
      exit_code = EXIT_USAGE;
      return;
    }
    auto pos = opts->file.empty() ? position_from_fen_arg(opts->fen, report) : position_from_file(opts->file, g, report);
    if (!pos) {
      exit_code = opts->file.empty() ? EXIT_USAGE : EXIT_INVALID;
      return;
    }
    if (opts->ply > 0) {
      fmt::print(stderr, "kypho show: a FEN holds one position and no moves; --ply {} is past its end\n", opts->ply);
      exit_code = EXIT_USAGE;
      return;
    }
    if (opts->to == "fen") {
      fmt::print("{}\n", xiangqi::write_fen(*pos));
    } else {
      const auto style = opts->pieces == "chinese"   ? xiangqi::PieceStyle::CHINESE
                         : opts->pieces == "letters" ? xiangqi::PieceStyle::LETTERS
                                                     : xiangqi::PieceStyle::VIETNAMESE;
      fmt::print("{}", xiangqi::text_diagram(*pos, style, wants_color(g.color, stdout)));
    }
    exit_code = EXIT_OK;
  });
}

}  // namespace kypho::cli
