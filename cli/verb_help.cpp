#include <fmt/format.h>

#include <memory>

#include "cli/verbs.hpp"
#include "converters/common/codes.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::cli {

void add_help(CLI::App& app, const GlobalOptions&, int& exit_code) {
  auto topic = std::make_shared<std::string>();
  auto* cmd = app.add_subcommand("help", tr("Explain a topic: `kypho help codes` lists every diagnostic code, `kypho help VERB` a verb"));
  cmd->add_option("TOPIC", *topic, tr("codes, a diagnostic code (nifu, no-moves, ...), or a verb: validate, lint, convert, diff, show, perft, bench"));
  cmd->callback([&app, &exit_code, topic] {
    if (topic->empty()) {
      fmt::print("{}", app.help());
    } else if (auto* verb = find_verb(app, *topic); verb && *topic != "help") {
      fmt::print("{}", verb->help());
    } else if (const CodeInfo* code = find_code(*topic)) {
      // One code: what it means, whether it is a rule or a style check lint may configure, and whether
      // lint --fix rewrites it.
      fmt::print("{}: {}\n", code->code, tr(code->summary));
      fmt::print("{}\n", code->kind == CodeKind::RULE
                             ? tr("Always reported: it is a rule of the game or what kypho read or assumed, which no configuration turns off.")
                             : code->level == DefaultLevel::ALLOW ? tr("A style check, off unless a lint configuration asks for it (see kypho-lint(1)).")
                                                                  : tr("A style check: a lint configuration may raise, lower or allow it (see kypho-lint(1))."));
      if (code->fixable) fmt::print("{}\n", tr("kypho lint --fix rewrites it."));
    } else if (*topic != "codes") {
      fmt::print(stderr, "kypho help: {}\n",
                 msg("no topic '{topic}'; the topics are codes, a code that 'kypho help codes' lists, validate, lint, convert, diff, show, perft and bench",
                     arg("topic", *topic)));
      exit_code = EXIT_USAGE;
      return;
    } else {
      // A rule of the game (and what kypho assumed) is always reported; a style check may be allowed, warned or denied in lint.
      fmt::print("{:<27} {:<20} {}\n", tr("CODE"), tr("KIND"), tr("WHAT IT MEANS"));
      for (const auto& c : diagnostic_codes()) {
        std::string kind = c.kind == CodeKind::RULE ? tr("always") : c.level == DefaultLevel::ALLOW ? tr("style, off") : tr("style");
        if (c.fixable) kind += tr(", fixable");
        fmt::print("{:<27} {:<20} {}\n", c.code, kind, tr(c.summary));
      }
    }
    exit_code = EXIT_OK;
  });
}

}  // namespace kypho::cli
