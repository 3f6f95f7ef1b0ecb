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

// "the record's main line has 3 plies that can be replayed, not 99"
void no_such_ply(const grammar::SourceText& src, std::uint32_t reached, std::uint32_t wanted, Diagnostics& ds) {
  ds.push_back(unlocated(src.name(), Severity::ERROR, "no-such-ply",
                         fmt::format("the record's main line has {} plies that can be replayed, not {}", reached, wanted)));
}

// The position after `ply` plies of the first record's main line (its end when ply < 0), of either game,
// fed one game at a time; the games after the first are counted and said to be left out.
template <typename Position>
struct FirstGame {
  const grammar::SourceText& src;
  int ply;
  Diagnostics& ds;
  std::optional<Position> pos;
  std::uint32_t games = 0;

  template <typename ReadGame>
  void take(const ReadGame& game) {
    games = game.index;
    if (game.index != 1) return;
    ds.insert(ds.end(), game.diagnostics.begin(), game.diagnostics.end());
    const auto wanted = ply < 0 ? game.plies : std::uint32_t(ply);
    auto [at, reached] = game.record.position_after(wanted);
    if (reached < wanted) return no_such_ply(src, reached, wanted, ds);
    pos = at;
  }
  std::optional<Position> position() {
    note_first_game_only(src, games, "show", ds);
    return pos;
  }
};

// The position a xiangqi file shows: its FEN or position shorthand, or a position of its first record.
std::optional<xiangqi::Position> xiangqi_position_from_file(const Input& in, int ply, Diagnostics& ds) {
  if (in.format == "fen") return xiangqi::read_fen(in.src, ds);
  if (in.format == "vn-pos") return xiangqi::read_vn_position(in.src, ds);
  FirstGame<xiangqi::Position> first{in.src, ply, ds};
  xiangqi::read_xiangqi_records(in.src, *record_notation(in.format), [&](xiangqi::ReadGame& game) { first.take(game); });
  return first.position();
}

std::optional<shogi::Position> shogi_position_from_file(const Input& in, int ply, Diagnostics& ds) {
  if (in.format == "sfen") return shogi::read_sfen(in.src, ds);
  FirstGame<shogi::Position> first{in.src, ply, ds};
  shogi::read_shogi_records(in.src, *shogi_record_format(in.format), [&](shogi::ShogiGame& game) { first.take(game); });
  return first.position();
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
      ->check(CLI::Validator(
          [](const std::string& value) {
            return !value.empty() && value.find_first_not_of("0123456789") == std::string::npos
                       ? std::string()
                       : "counts plies from the start: 0 or more, not " + value;
          },
          "N"));
  cmd->callback([&g, &exit_code, opts] {
    Reporter report(g, stderr);
    if (!require_engine(g, report, "show")) {
      exit_code = EXIT_USAGE;
      return;
    }
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
    }
    Diagnostics found;
    if (in ? in->game == Game::SHOGI : is_shogi(g)) {
      auto pos = in ? shogi_position_from_file(*in, opts->ply, found) : shogi_position_from_arg(opts->fen, report);
      report.diagnostics(found);
      if (!pos) {
        exit_code = in ? EXIT_INVALID : EXIT_USAGE;
        return;
      }
      if (opts->to == "sfen" || opts->to == "fen") fmt::print("{}\n", shogi::write_sfen(*pos));
      else if (opts->to == "bod") fmt::print("{}", shogi::write_bod(*pos));
      else if (opts->to == "svg") fmt::print("{}", shogi::svg_diagram(*pos));
      else fmt::print("{}", shogi::text_diagram(*pos, wants_color(g.color, stdout)));
      exit_code = EXIT_OK;
      return;
    }
    auto pos = in ? xiangqi_position_from_file(*in, opts->ply, found) : position_from_fen_arg(opts->fen, report);
    report.diagnostics(found);
    if (!pos) {
      exit_code = in ? EXIT_INVALID : EXIT_USAGE;
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
