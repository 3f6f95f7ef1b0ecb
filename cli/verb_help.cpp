#include <fmt/format.h>

#include <memory>

#include "cli/verbs.hpp"
#include "converters/codes.hpp"

namespace kypho::cli {

void add_help(CLI::App& app, const GlobalOptions&, int& exit_code) {
  auto topic = std::make_shared<std::string>();
  auto* cmd = app.add_subcommand("help", "Explain a topic: `kypho help codes` lists every diagnostic code");
  cmd->add_option("TOPIC", *topic, "codes")->check(CLI::IsMember({"codes"}));
  cmd->callback([&app, &exit_code, topic] {
    if (topic->empty()) {
      fmt::print("{}", app.help());
    } else {
      for (const auto& c : diagnostic_codes()) fmt::print("{:<20} {}\n", c.code, c.summary);
    }
    exit_code = EXIT_OK;
  });
}

}  // namespace kypho::cli
