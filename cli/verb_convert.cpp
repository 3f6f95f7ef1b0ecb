#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <filesystem>
#include <memory>

#include "service/game_kit.hpp"
#include "cli/input.hpp"
#include "cli/output.hpp"
#include "cli/report.hpp"
#include "cli/verbs.hpp"
#include "converters/common/text_join.hpp"
#include "grammar/text/encoding.hpp"
#include "service/written.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::cli {
namespace {

struct ConvertOptions {
  std::string file;
  std::string to;
  std::string output = "-";
  std::string notation;  // empty: the game's default
  bool keep_broken = false;
  std::string output_encoding;  // empty: what the output's name means for its format
};

// The written record's bytes, in --output-encoding, else in what its name means (service/written.*), which
// is said when it is not UTF-8.
std::string encoded(std::string text, const ConvertOptions& opts, const std::string& where, Reporter& report) {
  const FormatInfo& format = *find_format(opts.to);
  const std::string encoding = opts.output_encoding.empty() ? written_encoding(format, where) : opts.output_encoding;
  if (opts.output_encoding.empty() && !grammar::is_utf8_name(encoding))
    report.diagnostic(unlocated(where, Severity::INFO, "encoding",
                                msg("written in {encoding} ({description}), as its name means to the programs that read it; --output-encoding chooses another",
                                    arg("encoding", encoding), arg("description", tr(grammar::encoding_description(encoding))))));
  Diagnostics lost;
  std::string bytes = written_bytes(std::move(text), encoding, format, where, lost);
  report.diagnostics(lost);
  return bytes;
}

void usage(const std::string& message) { fmt::print(stderr, "kypho convert: {}\n", message); }

// "2 games could not be replayed": what was left out of the output, never silently.
std::string games_left_out(std::ptrdiff_t failed, const ConvertOptions& opts) {
  const auto n = arg("n", failed);
  if (opts.keep_broken)
    return msgn("{n} game whose position could not be read: {format} holds only a position it can read",
                "{n} games whose position could not be read: {format} holds only a position it can read", std::uint64_t(failed), n,
                arg("format", opts.to));
  return msgn("{n} game could not be replayed; --keep-broken writes it anyway", "{n} games could not be replayed; --keep-broken writes them anyway",
              std::uint64_t(failed), n);
}

int write_all(const Input& in, const ConvertOptions& opts, const std::vector<Converted>& games, Reporter& report) {
  const auto failed = std::count_if(games.begin(), games.end(), [](const Converted& c) { return !c.text; });
  if (is_per_game_output(opts.output)) {
    std::error_code ec;
    if (opts.output.ends_with('/') && !std::filesystem::create_directories(opts.output, ec) && ec) {
      usage(msg("cannot create {file}: {reason}", arg("file", opts.output), arg("reason", ec.message())));
      return EXIT_USAGE;
    }
    for (const auto& c : games) {
      if (!c.text) continue;
      const std::string path = per_game_path(opts.output, opts.file, c.index, opts.to == "vn-pos" ? "txt" : opts.to);
      if (const auto error = write_output(path, encoded(*c.text, opts, path, report))) {
        usage(*error);
        return EXIT_USAGE;
      }
    }
    if (failed) usage(msg("not written: {what}", arg("what", games_left_out(failed, opts))));
    return failed ? EXIT_INVALID : EXIT_OK;
  }
  const FormatInfo& to = *find_format(opts.to);
  if (games.size() > 1 && !to.games_apart) {
    usage(msg("{format} holds one game, and {file} has {n}: write one file per game with -o FOLDER/ or -o 'name-{{n}}.{format}'", arg("format", opts.to),
              arg("file", in.src.name()), arg("n", games.size())));
    return EXIT_USAGE;
  }
  std::string text;
  for (const auto& c : games) {
    if (!c.text) continue;
    if (!text.empty()) text += *to.games_apart;
    text += *c.text;
  }
  if (failed && opts.output != "-") {
    usage(msg("{file} was not written: {what}", arg("file", opts.output), arg("what", games_left_out(failed, opts))));
    return EXIT_INVALID;
  }
  if (const auto error = write_output(opts.output, encoded(std::move(text), opts, opts.output, report))) {
    usage(*error);
    return EXIT_USAGE;
  }
  if (failed) usage(msg("left out of the output: {what}", arg("what", games_left_out(failed, opts))));
  return failed ? EXIT_INVALID : EXIT_OK;
}

}  // namespace

void add_convert(CLI::App& app, const GlobalOptions& g, int& exit_code) {
  auto opts = std::make_shared<ConvertOptions>();
  auto* cmd = app.add_subcommand("convert", tr("Read a record, replay it, and write it in another format"));
  cmd->add_option("FILE", opts->file, tr("The record to convert, - for standard input"))->required();
  cmd->add_option("--to", opts->to, msg("The format to write: {formats}", arg("formats", all_format_names(true))))->required();
  std::vector<std::string_view> notations;
  std::string notations_help;
  for (Game game : all_games())
    if (const auto words = words_of(kit_of(game).pgn_notations()); !words.empty()) {
      notations.insert(notations.end(), words.begin(), words.end());
      append_item(notations_help, "; ",
                  msg("{game}: {default} (the default), {others}", arg("game", tr(game_title(game))), arg("default", words.front()),
                      arg("others", fmt::format("{}", fmt::join(words.begin() + 1, words.end(), ", ")))));
    }
  cmd->add_option("--notation", opts->notation, msg("The moves' notation inside PGN, for {notations}", arg("notations", notations_help)))
      ->check(CLI::IsMember(notations));
  cmd->add_option("-o,--output", opts->output,
                  tr("Where to write (default: standard output); a FOLDER/ or a name with {n} writes one file per game"));
  cmd->add_option("--output-encoding", opts->output_encoding,
                  tr("The written file's encoding: utf-8, cp932 (Shift_JIS), gb18030, cp1258, ...; by default Shift_JIS for .kif and "
                  ".ki2 files, UTF-8 for everything else"));
  cmd->add_flag("--keep-broken", opts->keep_broken,
                tr("Also write a record with an illegal move: the moves up to it, then the rest of the text in a comment"));
  cmd->callback([&g, &exit_code, opts] {
    Reporter report(g, stderr);
    // A name only a game gives its format (cờ tướng úp's pychess-fen) is that format's; the game is checked below.
    const FormatInfo* to = find_format(opts->to);
    for (Game game : all_games())
      if (const std::string named = format_in_game(opts->to, game); !to && named != opts->to) to = find_format(named);
    if (!to || to->read_only) {
      usage(to ? msg("--to {to}: kypho reads {to} but does not write it; it writes {formats}", arg("to", opts->to), arg("formats", all_format_names(true)))
               : msg("--to {to}: kypho writes {formats}", arg("to", opts->to), arg("formats", all_format_names(true))));
      exit_code = EXIT_USAGE;
      return;
    }
    if (!opts->output_encoding.empty() && !grammar::encode("A", opts->output_encoding)) {
      usage(msg("--output-encoding {encoding}: no such encoding kypho can write", arg("encoding", opts->output_encoding)));
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
    opts->to = format_in_game(opts->to, in->game);
    const auto target_game = game_of_format(opts->to);
    if (*target_game != in->game) {
      usage(msg("{file} is a {game} record; --to {to} is a {to_game} format. A {game} record converts to {formats}", arg("file", in->src.name()),
                arg("game", game_name(in->game)), arg("to", opts->to), arg("to_game", game_name(*target_game)),
                arg("formats", fmt::format("{}", fmt::join(written_formats_of(in->game), ", ")))));
      exit_code = EXIT_USAGE;
      return;
    }
    std::vector<Converted> games;
    Diagnostics converting;
    kit_of(in->game).convert(*in, {opts->to, opts->notation, opts->keep_broken, g.rules}, converting, games);
    report.diagnostics(converting);
    exit_code = write_all(*in, *opts, games, report);
    // --keep-broken writes what was read, but an error was still reported: the status says so.
    if (exit_code == EXIT_OK && (has_errors(ds) || report.errors() > 0)) exit_code = EXIT_INVALID;
  });
}

}  // namespace kypho::cli
