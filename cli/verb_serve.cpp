#include <memory>

#include "cli/serve.hpp"
#include "cli/verbs.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::cli {

void add_serve(CLI::App& app, const GlobalOptions& g, int& exit_code) {
  auto opts = std::make_shared<ServeOptions>();
  auto* cmd = app.add_subcommand("serve", tr("Serve the page where an arbiter checks scoresheets, on this machine"));
  cmd->add_option("--host", opts->server.host, tr("The address to listen on (default 127.0.0.1: this machine only)"));
  cmd->add_option("--port", opts->server.port, tr("The port (default 8080; 0 chooses a free one)"))->check(in_range(0, 65535));
  cmd->add_option("--max-body", opts->max_body_kib, tr("The largest request taken, in KiB (default 4096); a larger one gets 413"))
      ->check(in_range(1, 1024 * 1024));
  cmd->add_option("--timeout", opts->server.timeout_seconds, tr("Seconds to read a request or write an answer (default 10)"))
      ->check(in_range(1, 3600));
  cmd->add_flag("--verbose", opts->verbose, tr("Log one line per request to standard error"));
  cmd->callback([&exit_code, &g, opts] { run_serve(*opts, g, exit_code); });
}

}  // namespace kypho::cli
