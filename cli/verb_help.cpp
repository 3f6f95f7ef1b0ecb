#include <fmt/format.h>

#include <memory>

#include "cli/verbs.hpp"
#include "converters/codes.hpp"

namespace kypho::cli {

void add_help(CLI::App& app, const GlobalOptions&, int& exit_code) {
  auto topic = std::make_shared<std::string>();
  auto* cmd = app.add_subcommand("help", "Explain a topic: `kypho help codes` lists every diagnostic code, `kypho help VERB` a verb");
  cmd->add_option("TOPIC", *topic, "codes, or a verb: validate, lint, convert, diff, show, perft, bench");
  cmd->callback([&app, &exit_code, topic] {
    if (topic->empty()) {
      fmt::print("{}", app.help());
    } else if (auto* verb = find_verb(app, *topic); verb && *topic != "help") {
      fmt::print("{}", verb->help());
    } else if (*topic != "codes") {
      fmt::print(stderr, "kypho help: no topic '{}'; the topics are codes, validate, lint, convert, diff, show, perft and bench\n", *topic);
      exit_code = EXIT_USAGE;
      return;
    } else {
      // A rule of the game (and what kypho assumed) is always reported; a style check may be allowed, warned or denied in lint.
      fmt::print("{:<27} {:<20} {}\n", "CODE", "KIND", "WHAT IT MEANS");
      for (const auto& c : diagnostic_codes()) {
        std::string kind = c.kind == CodeKind::RULE ? "always" : c.level == DefaultLevel::ALLOW ? "style, off" : "style";
        if (c.fixable) kind += ", fixable";
        fmt::print("{:<27} {:<20} {}\n", c.code, kind, c.summary);
      }
    }
    exit_code = EXIT_OK;
  });
}

}  // namespace kypho::cli
