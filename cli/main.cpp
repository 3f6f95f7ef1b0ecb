// kypho: reads, validates, converts and lints game records of xiangqi, shogi and cờ tư lệnh.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <optional>
#include <string>

#include "cli/help_formatter.hpp"
#include "cli/verbs.hpp"
#include "cli/language.hpp"
#include "converters/common/choices.hpp"
#include "converters/common/text_join.hpp"
#include "grammar/text/messages.hpp"
#include "service/game_kit.hpp"

namespace {

std::string verb_names(CLI::App& app) {
  std::string names;
  for (auto* verb : app.get_subcommands({})) kypho::append_item(names, ", ", verb->get_name());
  return names;
}

// The first word that is neither an option, an option's value nor a verb: CLI11 would only say that a
// subcommand is required.
std::optional<std::string> unknown_verb(CLI::App& app, int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--") return std::nullopt;
    if (arg.starts_with("-")) {
      const auto* option = app.get_option_no_throw(arg.substr(0, arg.find('=')));
      if (option && option->get_expected_min() > 0 && arg.find('=') == std::string::npos) ++i;  // its value
      continue;
    }
    if (kypho::cli::find_verb(app, arg) != nullptr) return std::nullopt;
    return arg;
  }
  return std::nullopt;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace kypho::cli;
  using kypho::append_item, kypho::arg, kypho::msg, kypho::N_, kypho::one_of, kypho::tr;
  std::string lang = choose_language(argc, argv);
  // Messages that tell the user which choice to make name this front end's options (in the order of Choice).
  kypho::name_choices({"--from", "--encoding", "--game", "--game", "--rules", "--fen", "--force", "--explain", "--fix", "--diff", "--hidden",
                       "--no-ignore"});
  CLI::App app{tr("kypho: read, validate, convert and lint xiangqi, shogi and cờ tư lệnh game records"), "kypho"};
  app.set_version_flag("--version", std::string("kypho ") + KYPHO_VERSION, tr("Print the version and exit"));
  app.set_help_flag("-h,--help", tr("Print this help and exit"));
  app.formatter(std::make_shared<HelpFormatter>());
  // CLI11's own words, in the chosen language too.
  for (const char* label : {N_("Usage"), N_("OPTIONS"), N_("Positionals"), N_("REQUIRED"), N_("Needs"), N_("Excludes"), N_("Env"), N_("SUBCOMMAND"),
                            N_("SUBCOMMANDS"), N_("Subcommands")})
    app.get_formatter()->label(label, tr(label));
  app.option_defaults()->group(tr("Options"));
  app.require_subcommand(1);
  app.fallthrough();  // global options may also follow the verb: `kypho perft --game xiangqi`

  GlobalOptions g;
  g.command_line = std::span<char* const>(argv, std::size_t(argc));
  std::vector<std::string> games;
  for (Game game : all_games()) games.emplace_back(game_name(game));
  const std::string listed = one_of(games);
  app.add_option("--game", g.game, msg("{games} (inferred when omitted); for diff and show, a number N chooses the file's Nth game", arg("games", listed)))
      ->check(CLI::IsMember(games) | CLI::PositiveNumber);
  app.add_option("--from", g.from, tr("Input format (sniffed when omitted)"));
  std::string rules_help;
  for (Game game : all_games())
    append_item(rules_help, "; ", msg("for {game} {rule_sets}", arg("game", tr(game_title(game))), arg("rule_sets", tr(kit_of(game).rules_help()))));
  app.add_option("--rules", g.rules, msg("Rule profile: {rule_sets}", arg("rule_sets", rules_help)));
  app.add_option("--encoding", g.encoding, tr("Input encoding (detected when omitted): utf-8, gb18030, shift_jis, cp1258, ..."));
  // Enums are named by words in help and errors, never by their numbers.
  app.add_option("--format", g.format, tr("How diagnostics and reports are printed: text, json (lines) or sarif (one SARIF 2.1.0 log)"))
      ->transform(CLI::CheckedTransformer(std::map<std::string, OutputFormat>{
                                              {"text", OutputFormat::TEXT}, {"json", OutputFormat::JSON}, {"sarif", OutputFormat::SARIF}})
                      .description(""))
      ->type_name("text|json|sarif");
  app.add_option("--color", g.color, tr("auto, always or never"))
      ->transform(CLI::CheckedTransformer(
                      std::map<std::string, ColorMode>{{"auto", ColorMode::AUTO}, {"always", ColorMode::ALWAYS}, {"never", ColorMode::NEVER}})
                      .description(""))
      ->type_name("auto|always|never");
  std::vector<std::string> langs(kypho::languages().begin(), kypho::languages().end());
  app.add_option("--lang", lang, tr("The language of messages: vi, ja or en (qps marks each message, for tests); by default the locale's "
                                 "(LC_ALL, LC_MESSAGES, LANG), else English"))
      ->check(CLI::IsMember(langs));
  app.add_flag("-q,--quiet", g.quiet, tr("Print only what matters: no notes, no summary"));
  app.add_option("--max-errors", g.max_errors, tr("Diagnostics shown per game and per file (default 50; 0 shows all)"));

  int exit_code = EXIT_OK;
  add_validate(app, g, exit_code);
  add_lint(app, g, exit_code);
  add_convert(app, g, exit_code);
  add_diff(app, g, exit_code);
  add_show(app, g, exit_code);
  add_perft(app, g, exit_code);
  add_serve(app, g, exit_code);
  add_bench(app, g, exit_code);
  add_help(app, g, exit_code);

  // Every verb's help names the options it shares with the others; its own help flag is grouped with them, and
  // the verbs and the top level's help and version flags under the chosen language's headings too.
  for (auto* option : app.get_options())
    if (option->get_group() == "Options") option->group(tr("Options"));
  for (auto* verb : app.get_subcommands({})) {
    verb->group(tr("Subcommands"));
    for (auto* option : verb->get_options())
      if (option->get_group() == "Options") option->group(tr("Options"));
    verb->footer(tr("Global options, before or after the verb: --game, --from, --encoding, --format text|json|sarif, "
                    "--color auto|always|never, -q/--quiet, --max-errors N (see kypho --help)"));
  }
  // A SARIF log holds diagnostics only: the verbs whose report is their diagnostics write one.
  app.parse_complete_callback([&app, &g] {
    if (!g.game.empty() && g.game.find_first_not_of("0123456789") == std::string::npos) {
      if (g.game.size() > 9) throw CLI::ValidationError("--game " + g.game, "no file holds that many games");
      g.game_number = std::uint32_t(std::stoul(g.game));
      g.game.clear();
      for (const auto* verb : app.get_subcommands())
        if (verb->get_name() != "diff" && verb->get_name() != "show")
          throw CLI::ValidationError("--game " + std::to_string(g.game_number),
                                     "a game's number is for diff and show; " + verb->get_name() + " reads every game of its files");
    }
    // A profile of some game; one the file's game does not have is refused where the game is known.
    if (!any_game_has_rules(g.rules)) throw CLI::ValidationError("--rules " + g.rules, all_rule_set_names());
    for (const auto* verb : app.get_subcommands())
      if (g.format == OutputFormat::SARIF && verb->get_name() != "validate" && verb->get_name() != "lint")
        throw CLI::ValidationError("--format", "sarif is for validate and lint; " + verb->get_name() + " writes text or json");
  });
  if (const auto unknown = unknown_verb(app, argc, argv)) {
    fmt::print(stderr, "kypho: {}\n{}\n", msg("unknown command '{command}'; the commands are {commands}", arg("command", *unknown), arg("commands", verb_names(app))),
               tr("Run kypho --help for more information."));
    return EXIT_USAGE;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);
    return code == 0 ? EXIT_OK : EXIT_USAGE;
  } catch (const std::exception& e) {
    fmt::print(stderr, "kypho: {}\n", msg("internal error: {reason}", arg("reason", e.what())));
    return EXIT_INTERNAL;
  }
  return exit_code;
}
