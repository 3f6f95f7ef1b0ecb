#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <memory>

#include "cli/input.hpp"
#include "cli/output.hpp"
#include "cli/report.hpp"
#include "cli/verbs.hpp"
#include "converters/shogi_position.hpp"
#include "converters/shogi_record_writer.hpp"
#include "converters/xiangqi_fen.hpp"
#include "converters/xiangqi_record_writer.hpp"
#include "converters/xiangqi_vn_position.hpp"

namespace kypho::cli {
namespace {

std::optional<xiangqi::Notation> notation_named(std::string_view name) {
  if (name == "vn") return xiangqi::Notation::VIETNAMESE;
  if (name == "vn-long") return xiangqi::Notation::VIETNAMESE_LONG;
  if (name == "san") return xiangqi::Notation::SAN;
  if (name == "wxf") return xiangqi::Notation::WXF;
  if (name == "iccs") return xiangqi::Notation::ICCS;
  if (name == "chinese") return xiangqi::Notation::CHINESE;
  return std::nullopt;
}

std::optional<shogi::ShogiFormat> shogi_format_named(std::string_view name) {
  if (name == "kif") return shogi::ShogiFormat::KIF;
  if (name == "csa") return shogi::ShogiFormat::CSA;
  if (name == "usi") return shogi::ShogiFormat::USI;
  if (name == "ki2") return shogi::ShogiFormat::KI2;
  if (name == "jkf") return shogi::ShogiFormat::JKF;
  return std::nullopt;
}

// Formats a file holds one game of: several games need one file each.
bool holds_one_game(std::string_view format) {
  return format == "kif" || format == "ki2" || format == "jkf" || format == "bod" || format == "vn-pos";
}

struct ConvertOptions {
  std::string file;
  std::string to;
  std::string output = "-";
  std::string notation = "wxf";
  bool keep_broken = false;
};

// One converted game: the text to write, or nothing when it could not be replayed.
struct Converted {
  std::uint32_t index;
  std::optional<std::string> text;
};

void report_lost(const std::string& file, std::uint32_t game, const std::vector<std::string>& lost, Reporter& report) {
  for (const auto& what : lost) {
    Diagnostic d = unlocated(file, Severity::WARNING, "lossy-conversion", fmt::format("not written: {}", what));
    d.game = game;
    report.diagnostic(d);
  }
}

void convert_shogi(const Input& in, const ConvertOptions& opts, Reporter& report, std::vector<Converted>& out) {
  const auto to = shogi_format_named(opts.to);
  shogi::read_shogi_records(in.src, *shogi_record_format(in.format), [&](shogi::ShogiGame& game) {
    report.diagnostics(game.diagnostics);
    if (!game.valid && !opts.keep_broken) return out.push_back({game.index, std::nullopt});
    if (!to) {
      const auto end = game.record.position_after(game.plies).first;
      return out.push_back({game.index, opts.to == "bod" ? shogi::write_bod(end) : shogi::write_sfen(end) + "\n"});
    }
    std::vector<std::string> lost;
    out.push_back({game.index, shogi::write_shogi_record(game.record, *to, lost)});
    report_lost(in.src.name(), game.index, lost, report);
  });
}

void convert_xiangqi_record(const xiangqi::XiangqiRecord& record, std::uint32_t index, const ConvertOptions& opts,
                            std::string_view unreplayed, std::vector<Converted>& out) {
  if (opts.to == "fen" || opts.to == "vn-pos") {
    const auto pos = record.position_after(0xFFFFFFFF).first;
    return out.push_back({index, opts.to == "fen" ? xiangqi::write_fen(pos) + "\n" : xiangqi::write_vn_position(pos)});
  }
  xiangqi::WriteOptions options;
  options.pgn = opts.to == "pgn";
  options.notation = *notation_named(options.pgn ? opts.notation : opts.to);
  options.unreplayed = unreplayed;
  // A game after the first must open with a tag line, or a reader takes it for the first one's epilogue.
  options.open_with_tag = index > 1;
  out.push_back({index, xiangqi::write_record(record, options)});
}

void convert_xiangqi(const Input& in, const ConvertOptions& opts, Reporter& report, std::vector<Converted>& out) {
  if (in.format == "fen" || in.format == "vn-pos") {
    // A position file converts position by position: each is a record of no moves.
    std::uint32_t index = 0;
    const auto convert_position = [&](std::optional<xiangqi::Position> pos, Diagnostics& ds) {
      ++index;
      for (auto& d : ds) d.game = index;
      report.diagnostics(ds);
      if (!pos && !opts.keep_broken) return out.push_back({index, std::nullopt});
      xiangqi::XiangqiRecord record;
      if (pos) record.start = *pos;
      convert_xiangqi_record(record, index, opts, {}, out);
    };
    if (in.format == "vn-pos") {
      Diagnostics ds;
      return convert_position(xiangqi::read_vn_position(in.src, ds), ds);
    }
    for (std::uint32_t line = in.src.first_line(); line <= in.src.last_line(); ++line) {
      const std::string_view text = in.src.line(line);
      if (text.find_first_not_of(" \t") == std::string_view::npos) continue;
      Diagnostics ds;
      convert_position(xiangqi::read_fen(in.src, std::size_t(text.data() - in.src.text().data()), text.size(), ds), ds);
    }
    return;
  }
  xiangqi::read_xiangqi_records(in.src, *record_notation(in.format), [&](xiangqi::ReadGame& game) {
    report.diagnostics(game.diagnostics);
    if (!game.valid && !opts.keep_broken) return out.push_back({game.index, std::nullopt});
    convert_xiangqi_record(game.record, game.index, opts, game.valid ? std::string_view() : game.unreplayed, out);
    report_lost(in.src.name(), game.index, game.not_kept, report);
  });
}

void usage(const std::string& message) { fmt::print(stderr, "kypho convert: {}\n", message); }

// "2 games could not be replayed": what was left out of the output, never silently.
std::string games_left_out(std::ptrdiff_t failed) {
  return fmt::format("{} game{} could not be replayed; --keep-broken writes {} anyway", failed, failed == 1 ? "" : "s",
                     failed == 1 ? "it" : "them");
}

int write_all(const Input& in, const ConvertOptions& opts, const std::vector<Converted>& games) {
  const auto failed = std::count_if(games.begin(), games.end(), [](const Converted& c) { return !c.text; });
  if (is_per_game_output(opts.output)) {
    std::error_code ec;
    if (opts.output.ends_with('/') && !std::filesystem::create_directories(opts.output, ec) && ec) {
      usage(fmt::format("cannot create {}: {}", opts.output, ec.message()));
      return EXIT_USAGE;
    }
    for (const auto& c : games) {
      if (!c.text) continue;
      const std::string path = per_game_path(opts.output, opts.file, c.index, opts.to == "vn-pos" ? "txt" : opts.to);
      if (const auto error = write_output(path, *c.text)) {
        usage(*error);
        return EXIT_USAGE;
      }
    }
    if (failed) usage(fmt::format("not written: {}", games_left_out(failed)));
    return failed ? EXIT_INVALID : EXIT_OK;
  }
  if (games.size() > 1 && holds_one_game(opts.to)) {
    usage(fmt::format("{} holds one game, and {} has {}: write one file per game with -o FOLDER/ or -o 'name-{{n}}.{}'",
                      opts.to, in.src.name(), games.size(), opts.to));
    return EXIT_USAGE;
  }
  std::string text;
  for (const auto& c : games) {
    if (!c.text) continue;
    if (!text.empty()) text += opts.to == "csa" ? "/\n" : opts.to == "pgn" || notation_named(opts.to) ? "\n" : "";
    text += *c.text;
  }
  if (failed && opts.output != "-") {
    usage(fmt::format("{} was not written: {}", opts.output, games_left_out(failed)));
    return EXIT_INVALID;
  }
  if (const auto error = write_output(opts.output, text)) {
    usage(*error);
    return EXIT_USAGE;
  }
  if (failed) usage(fmt::format("left out of the output: {}", games_left_out(failed)));
  return failed ? EXIT_INVALID : EXIT_OK;
}

}  // namespace

void add_convert(CLI::App& app, const GlobalOptions& g, int& exit_code) {
  auto opts = std::make_shared<ConvertOptions>();
  auto* cmd = app.add_subcommand("convert", "Read a record, replay it, and write it in another format");
  cmd->add_option("FILE", opts->file, "The record to convert, - for standard input")->required();
  cmd->add_option("--to", opts->to, "xiangqi: vn, vn-long, wxf, iccs, chinese, san, pgn, fen, vn-pos; shogi: kif, ki2, csa, usi, jkf, sfen, bod")
      ->required();
  cmd->add_option("--notation", opts->notation, "The moves' notation inside PGN: vn, vn-long, wxf (the default), iccs, chinese or san")
      ->check(CLI::IsMember({"vn", "vn-long", "wxf", "iccs", "chinese", "san"}));
  cmd->add_option("-o,--output", opts->output,
                  "Where to write (default: standard output); a FOLDER/ or a name with {n} writes one file per game");
  cmd->add_flag("--keep-broken", opts->keep_broken,
                "Also write a record with an illegal move: the moves up to it, then the rest of the text in a comment");
  cmd->callback([&g, &exit_code, opts] {
    Reporter report(g, stderr);
    const auto target_game = game_of_format(opts->to);
    if (!target_game) {
      usage(fmt::format("--to {}: kypho writes {}", opts->to, all_format_names()));
      exit_code = EXIT_USAGE;
      return;
    }
    Diagnostics ds;
    OpenFailure why = OpenFailure::NONE;
    auto in = open_input(opts->file, g, ds, why);
    report.diagnostics(ds);
    if (!in) {
      exit_code = why == OpenFailure::USAGE ? EXIT_USAGE : EXIT_INVALID;
      return;
    }
    if (*target_game != in->game) {
      usage(fmt::format("{} is a {} record; --to {} is a {} format. A {} record converts to {}", in->src.name(), game_name(in->game),
                        opts->to, game_name(*target_game), game_name(in->game), fmt::join(formats_of(in->game), ", ")));
      exit_code = EXIT_USAGE;
      return;
    }
    std::vector<Converted> games;
    if (in->game == Game::SHOGI) convert_shogi(*in, *opts, report, games);
    else convert_xiangqi(*in, *opts, report, games);
    exit_code = write_all(*in, *opts, games);
    if (exit_code == EXIT_OK && has_errors(ds)) exit_code = EXIT_INVALID;
  });
}

}  // namespace kypho::cli
