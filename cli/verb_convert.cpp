#include <fmt/format.h>

#include <cstdio>
#include <memory>

#include "cli/input.hpp"
#include "cli/report.hpp"
#include "cli/verbs.hpp"
#include "converters/xiangqi_fen.hpp"
#include "converters/shogi_position.hpp"
#include "converters/shogi_record_writer.hpp"
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

struct ConvertOptions {
  std::string file;
  std::string to;
  std::string output = "-";
  std::string notation = "wxf";
  bool keep_broken = false;
};

bool write_output(const std::string& path, const std::string& text) {
  if (path == "-") {
    std::fwrite(text.data(), 1, text.size(), stdout);
    return true;
  }
  std::FILE* out = std::fopen(path.c_str(), "wb");
  const bool ok = out && std::fwrite(text.data(), 1, text.size(), out) == text.size();
  if (out) std::fclose(out);
  if (!ok) fmt::print(stderr, "kypho convert: cannot write {}\n", path);
  return ok;
}

int convert_shogi(const grammar::SourceText& src, grammar::shogi::Format from, const ConvertOptions& opts, Reporter& report) {
  std::optional<shogi::ShogiFormat> to;
  if (opts.to == "kif") to = shogi::ShogiFormat::KIF;
  if (opts.to == "csa") to = shogi::ShogiFormat::CSA;
  if (opts.to == "usi") to = shogi::ShogiFormat::USI;
  if (opts.to == "ki2") to = shogi::ShogiFormat::KI2;
  if (opts.to == "jkf") to = shogi::ShogiFormat::JKF;
  if (!to && opts.to != "sfen" && opts.to != "bod") {
    fmt::print(stderr, "kypho convert: a shogi record converts to kif, ki2, csa, usi, jkf or sfen, not {}\n", opts.to);
    return EXIT_USAGE;
  }
  std::string text;
  bool refused = false;
  shogi::read_shogi_records(src, from, [&](shogi::ShogiGame& game) {
    report.diagnostics(game.diagnostics);
    if (!game.valid && !opts.keep_broken) {
      refused = true;
      return;
    }
    if (!to) {
      const auto end = game.record.position_after(game.plies).first;
      text += opts.to == "bod" ? shogi::write_bod(end) : shogi::write_sfen(end) + "\n";
      return;
    }
    std::vector<std::string> lost;
    if (!text.empty() && *to == shogi::ShogiFormat::CSA) text += "/\n";
    text += shogi::write_shogi_record(game.record, *to, lost);
    for (const auto& what : lost) {
      Diagnostic d;
      d.file = src.name();
      d.game = game.index;
      d.severity = Severity::WARNING;
      d.code = "lossy-conversion";
      d.message = fmt::format("not written: {}", what);
      report.diagnostic(d);
    }
  });
  if (!write_output(opts.output, text)) return EXIT_USAGE;
  return refused ? EXIT_INVALID : EXIT_OK;
}

}  // namespace

void add_convert(CLI::App& app, const GlobalOptions& g, int& exit_code) {
  auto opts = std::make_shared<ConvertOptions>();
  auto* cmd = app.add_subcommand("convert", "Read a record, replay it, and write it in another format");
  cmd->add_option("FILE", opts->file, "The record to convert, - for standard input")->required();
  cmd->add_option("--to", opts->to, "xiangqi: vn, wxf, iccs, chinese, pgn, fen, vn-pos; shogi: kif, ki2, csa, usi, jkf, sfen, bod")
      ->required()
      ->check(CLI::IsMember({"vn", "wxf", "iccs", "chinese", "pgn", "fen", "vn-pos", "kif", "ki2", "csa", "usi", "jkf", "sfen", "bod"}));
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
    if (const auto shogi_format = shogi_record_format(format)) {
      exit_code = convert_shogi(*src, *shogi_format, *opts, report);
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
        auto [pos, plies] = game.record.position_after(game.plies);
        text += opts->to == "fen" ? xiangqi::write_fen(pos) + "\n" : xiangqi::write_vn_position(pos);
        return;
      }
      xiangqi::WriteOptions options;
      options.pgn = opts->to == "pgn";
      options.notation = *notation_named(options.pgn ? opts->notation : opts->to);
      if (!game.valid) options.unreplayed = game.unreplayed;
      text += xiangqi::write_record(game.record, options);
    });
    if (!write_output(opts->output, text)) {
      exit_code = EXIT_USAGE;
      return;
    }
    exit_code = refused ? EXIT_INVALID : EXIT_OK;
  });
}

}  // namespace kypho::cli
