#include <fmt/format.h>
#include <pthread.h>

#include <csignal>
#include <memory>
#include <thread>

#include "cli/verbs.hpp"
#include "grammar/text/messages.hpp"
#include "web/page_words.hpp"
#include "web/server.hpp"

namespace kypho::cli {

void add_serve(CLI::App& app, const GlobalOptions&, int& exit_code) {
  struct Options {
    web::ServerOptions server;
    std::size_t max_body_kib = 4096;
    bool verbose = false;
  };
  auto opts = std::make_shared<Options>();
  auto* cmd = app.add_subcommand("serve", tr("Serve the page where an arbiter checks scoresheets, on this machine"));
  cmd->add_option("--host", opts->server.host, tr("The address to listen on (default 127.0.0.1: this machine only)"));
  cmd->add_option("--port", opts->server.port, tr("The port (default 8080; 0 chooses a free one)"))->check(in_range(0, 65535));
  cmd->add_option("--max-body", opts->max_body_kib, tr("The largest request taken, in KiB (default 4096); a larger one gets 413"))
      ->check(in_range(1, 1024 * 1024));
  cmd->add_option("--timeout", opts->server.timeout_seconds, tr("Seconds to read a request or write an answer (default 10)"))
      ->check(in_range(1, 3600));
  cmd->add_flag("--verbose", opts->verbose, tr("Log one line per request to standard error"));
  cmd->callback([&exit_code, opts] {
    opts->server.max_body = opts->max_body_kib * 1024;
    if (opts->verbose) opts->server.log = [](const std::string& line) { fmt::print(stderr, "{}\n", line); };
    // Ctrl-C and SIGTERM are taken by one thread that stops the server: the server's threads never see them.
    sigset_t signals;
    sigemptyset(&signals);
    for (int s : {SIGINT, SIGTERM, SIGUSR1}) sigaddset(&signals, s);
    pthread_sigmask(SIG_BLOCK, &signals, nullptr);
    web::name_page_choices();
    web::Server server(opts->server);
    if (!server.bind()) {
      fmt::print(stderr, "kypho serve: {}\n", msg("cannot listen on {host} port {port}: the address is in use or not this machine's",
                                                  arg("host", opts->server.host), arg("port", opts->server.port)));
      exit_code = EXIT_USAGE;
      return;
    }
    if (!web::is_loopback(opts->server.host))
      fmt::print(stderr, "kypho serve: {}\n",
                 msg("warning: listening on {host}, the page serves the network, not only this machine", arg("host", opts->server.host)));
    const std::string host = opts->server.host.find(':') != std::string::npos ? "[" + opts->server.host + "]" : opts->server.host;
    fmt::print("{}\n", msg("kypho serves its page at http://{host}:{port}/ (Ctrl-C stops it)", arg("host", host), arg("port", server.port())));
    std::fflush(stdout);
    std::thread stopper([&] {
      int signal = 0;
      sigwait(&signals, &signal);
      server.stop();
    });
    server.serve();
    // serve() also returns on its own (a failed listen): the stopper is woken so that it can be joined.
    pthread_kill(stopper.native_handle(), SIGUSR1);
    stopper.join();
    exit_code = EXIT_OK;
  });
}

}  // namespace kypho::cli
