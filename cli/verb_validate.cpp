#include <fmt/format.h>

#include <memory>

#include "cli/archive.hpp"
#include "cli/pipeline.hpp"
#include "cli/report.hpp"
#include "cli/verbs.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::cli {

void add_validate(CLI::App& app, const GlobalOptions& g, int& exit_code) {
  auto files = std::make_shared<std::vector<std::string>>();
  auto* cmd = app.add_subcommand("validate", tr("Read records and replay every move through the rules engine"));
  cmd->add_option("FILE", *files, tr("Files to check, - for standard input"))->required();
  cmd->callback([&g, &exit_code, files] {
    Reporter report(g, stdout);
    ReportingSink sink(report);
    // An archive is read member by member (`games.zip!/1993/game.xqf`); one it cannot list is said.
    std::vector<std::string> paths;
    for (const auto& path : *files) {
      if (!is_archive_name(path) || member_of(path)) {
        paths.push_back(path);
        continue;
      }
      ArchiveListing listing = list_archive(path);
      if (!listing.problem.empty()) report.diagnostic(unlocated(path, Severity::ERROR, "io-error", listing.problem));
      if (listing.others > 0)
        report.diagnostic(unlocated(path, Severity::INFO, "format",
                                    msgn("{n} member is no record file (by its name) and is not read",
                                         "{n} members are no record files (by their names) and are not read", listing.others,
                                         arg("n", listing.others))));
      paths.insert(paths.end(), listing.records.begin(), listing.records.end());
    }
    run_pipeline(paths, g, 1, sink);
    report.summary(paths.size());
    exit_code = sink.usage_problem() ? EXIT_USAGE : report.invalid_games() > 0 || report.errors() > 0 ? EXIT_INVALID : EXIT_OK;
  });
}

}  // namespace kypho::cli
