#include <fmt/format.h>

#include <memory>

#include "cli/input.hpp"
#include "cli/position_arg.hpp"
#include "cli/verbs.hpp"
#include "converters/shogi_position.hpp"
#include "converters/shogi_record_writer.hpp"
#include "converters/shogi_svg.hpp"
#include "converters/xiangqi_diagram.hpp"
#include "converters/xiangqi_fen.hpp"
#include "converters/xiangqi_record_reader.hpp"
#include "converters/xiangqi_svg.hpp"
#include "converters/xiangqi_vn_position.hpp"

namespace kypho::cli {
namespace {

// The position a file shows: its FEN or position shorthand, or the position after `ply` plies of its
// first record's main line (its end when ply < 0).
std::optional<xiangqi::Position> position_from_file(const std::string& path, int ply, const GlobalOptions& g, Reporter& report) {
  std::string format = input_format(path, g);
  Diagnostics ds;
  auto src = read_input(path, g, legacy_encoding(format), ds);
  report.diagnostics(ds);
  if (!src) return std::nullopt;
  if (format.empty() && starts_like_vn_position(src->text())) format = "vn-pos";
  ds.clear();
  std::optional<xiangqi::Position> pos;
  if (format == "fen") {
    pos = xiangqi::read_fen(*src, ds);
  } else if (format == "vn-pos") {
    pos = xiangqi::read_vn_position(*src, ds);
  } else if (const auto notation = record_notation(format)) {
    xiangqi::read_xiangqi_records(*src, *notation, [&](xiangqi::ReadGame& game) {
      if (game.index != 1) return;
      ds = game.diagnostics;
      const auto wanted = ply < 0 ? game.plies : std::uint32_t(ply);
      auto [at, reached] = game.record.position_after(wanted);
      if (reached < wanted) {
        Diagnostic d;
        d.file = src->name();
        d.code = "syntax";
        d.message = fmt::format("the record's main line has {} plies that can be replayed, not {}", reached, wanted);
        ds.push_back(std::move(d));
        return;
      }
      pos = at;
    });
  } else {
    Diagnostic d;
    d.file = src->name();
    d.code = "unsupported-format";
    d.message = fmt::format("show cannot read '{}' files", format);
    ds.push_back(std::move(d));
  }
  report.diagnostics(ds);
  return pos;
}

// The position after `ply` plies of a shogi file's first record (its end when ply < 0).
std::optional<shogi::Position> shogi_position_from_file(const std::string& path, grammar::shogi::Format format, int ply,
                                                        const GlobalOptions& g, Reporter& report) {
  Diagnostics ds;
  auto src = read_input(path, g, "CP932", ds);
  report.diagnostics(ds);
  if (!src) return std::nullopt;
  std::optional<shogi::Position> pos;
  shogi::read_shogi_records(*src, format, [&](shogi::ShogiGame& game) {
    if (game.index != 1) return;
    report.diagnostics(game.diagnostics);
    const auto wanted = ply < 0 ? game.plies : std::uint32_t(ply);
    auto [at, reached] = game.record.position_after(wanted);
    if (reached == wanted) pos = at;
    else fmt::print(stderr, "kypho show: the record's main line has {} plies that can be replayed, not {}\n", reached, wanted);
  });
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
  auto* cmd = app.add_subcommand("show", "Print a position as a board diagram, SVG, FEN or position shorthand");
  auto* file = cmd->add_option("FILE", opts->file, "A record, FEN or position shorthand file, or - for standard input");
  cmd->add_option("--fen,--sfen", opts->fen, "The position to show (SFEN for shogi)")->excludes(file);
  cmd->add_option("--to", opts->to, "text (a board diagram), svg, fen or vn-pos; for shogi text, svg, sfen or bod")
      ->check(CLI::IsMember({"text", "svg", "fen", "vn-pos", "sfen", "bod"}));
  cmd->add_option("--pieces", opts->pieces, "Piece names in diagrams: vn (Tg S T M X P B), chinese or letters")
      ->check(CLI::IsMember({"vn", "chinese", "letters"}));
  cmd->add_option("--ply", opts->ply, "Show the position after this many plies of the record's main line")
      ->check(CLI::NonNegativeNumber);
  cmd->callback([&g, &exit_code, opts] {
    Reporter report(g, stderr);
    if (!require_engine(g, report, "show")) {
      exit_code = EXIT_USAGE;
      return;
    }
    const auto shogi_format = opts->file.empty() ? std::nullopt : shogi_record_format(input_format(opts->file, g));
    if (is_shogi(g) || shogi_format) {
      auto pos = opts->file.empty() ? shogi_position_from_arg(opts->fen, report)
                                    : shogi_position_from_file(opts->file, shogi_format.value_or(grammar::shogi::Format::KIF), opts->ply, g, report);
      if (!pos) {
        exit_code = EXIT_USAGE;
        return;
      }
      if (opts->to == "sfen" || opts->to == "fen") fmt::print("{}\n", shogi::write_sfen(*pos));
      else if (opts->to == "bod") fmt::print("{}", shogi::write_bod(*pos));
      else if (opts->to == "svg") fmt::print("{}", shogi::svg_diagram(*pos));
      else fmt::print("{}", shogi::text_diagram(*pos, wants_color(g.color, stdout)));
      exit_code = EXIT_OK;
      return;
    }
    if (opts->file.empty() && opts->fen.empty()) {
      fmt::print(stderr, "kypho show: give a FILE or --fen FEN\n");
      exit_code = EXIT_USAGE;
      return;
    }
    auto pos = opts->file.empty() ? position_from_fen_arg(opts->fen, report) : position_from_file(opts->file, opts->ply, g, report);
    if (!pos) {
      exit_code = opts->file.empty() ? EXIT_USAGE : EXIT_INVALID;
      return;
    }
    const auto style = opts->pieces == "chinese"   ? xiangqi::PieceStyle::CHINESE
                       : opts->pieces == "letters" ? xiangqi::PieceStyle::LETTERS
                                                   : xiangqi::PieceStyle::VIETNAMESE;
    if (opts->to == "fen" || opts->to == "sfen") fmt::print("{}\n", xiangqi::write_fen(*pos));
    else if (opts->to == "vn-pos") fmt::print("{}", xiangqi::write_vn_position(*pos));
    else if (opts->to == "svg") fmt::print("{}", xiangqi::svg_diagram(*pos, style));
    else fmt::print("{}", xiangqi::text_diagram(*pos, style, wants_color(g.color, stdout)));
    exit_code = EXIT_OK;
  });
}

}  // namespace kypho::cli
