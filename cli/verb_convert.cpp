#include <fmt/format.h>

#include <cstdio>
#include <memory>

#include "cli/input.hpp"
#include "cli/report.hpp"
#include "cli/verbs.hpp"
#include "converters/xiangqi_fen.hpp"
#include "converters/xiangqi_record_writer.hpp"
#include "converters/xiangqi_vn_position.hpp"

namespace kypho::cli {
namespace {

std::optional<xiangqi::Notation> notation_named(const std::string& name) {
  if (name == "vn") return xiangqi::Notation::VIETNAMESE;
  if (name == "wxf") return xiangqi::Notation::WXF;
  if (name == "iccs") return xiangqi::Notation::ICCS;
  if (name == "chinese") return xiangqi::Notation::CHINESE;
  return std::nullopt;
}

}  // namespace

void add_convert(CLI::App& app, const GlobalOptions& g, int& exit_code) {
  struct Options {
    std::string file;
    std::string to;
    std::string output = "-";
    std::string notation = "wxf";
    bool keep_broken = false;
  };
  auto opts = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("convert", "Read a record, replay it, and write it in another format");
  cmd->add_option("FILE", opts->file, "The record to convert, - for standard input")->required();
  cmd->add_option("--to", opts->to, "vn, wxf, iccs, chinese, pgn, fen or vn-pos")
      ->required()
      ->check(CLI::IsMember({"vn", "wxf", "iccs", "chinese", "pgn", "fen", "vn-pos"}));
  cmd->add_option("--notation", opts->notation, "The moves' notation inside PGN (default wxf)")
      ->check(CLI::IsMember({"vn", "wxf", "iccs", "chinese"}));
  cmd->add_option("-o,--output", opts->output, "Where to write (default: standard output)");
  cmd->add_flag("--keep-broken", opts->keep_broken,
                "Also write a record with an illegal move: the moves up to it, then the rest of the text in a comment");
  cmd->callback([&g, &exit_code, opts] {
    Reporter report(g, stderr);
    const std::string format = input_format(opts->file, g);
    const auto notation = record_notation(format);
    Diagnostics ds;
    auto src = read_input(opts->file, g, legacy_encoding(format), ds);
    report.diagnostics(ds);
    if (!src) {
      exit_code = EXIT_USAGE;
      return;
    }
    if (!notation) {
      Diagnostic d;
      d.file = src->name();
      d.code = "unsupported-format";
      d.message = fmt::format("convert reads xiangqi records (vn, wxf, iccs, chinese, pgn), not '{}'", format);
      report.diagnostic(d);
      exit_code = EXIT_USAGE;
      return;
    }
    std::string text;
    bool refused = false;
    xiangqi::read_xiangqi_records(*src, *notation, [&](xiangqi::ReadGame& game) {
      report.diagnostics(game.diagnostics);
      if (!game.valid && !opts->keep_broken) {
        refused = true;
        return;
      }
      if (!text.empty()) text += '\n';
      if (opts->to == "fen" || opts->to == "vn-pos") {
        auto [pos, plies] = xiangqi::position_after(game.record, game.plies);
        text += opts->to == "fen" ? xiangqi::write_fen(pos) + "\n" : xiangqi::write_vn_position(pos);
        return;
      }
      xiangqi::WriteOptions options;
      options.pgn = opts->to == "pgn";
      options.notation = *notation_named(options.pgn ? opts->notation : opts->to);
      if (!game.valid) options.unreplayed = game.unreplayed;
      text += xiangqi::write_record(game.record, options);
    });
    if (opts->output == "-") {
      std::fwrite(text.data(), 1, text.size(), stdout);
    } else {
      std::FILE* out = std::fopen(opts->output.c_str(), "wb");
      if (!out || std::fwrite(text.data(), 1, text.size(), out) != text.size()) {
        fmt::print(stderr, "kypho convert: cannot write {}\n", opts->output);
        if (out) std::fclose(out);
        exit_code = EXIT_USAGE;
        return;
      }
      std::fclose(out);
    }
    exit_code = refused ? EXIT_INVALID : EXIT_OK;
  });
}

}  // namespace kypho::cli
