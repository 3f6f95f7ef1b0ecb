// kypho-serve's serve verb: the server itself, until Ctrl-C or SIGTERM.
#include <fmt/format.h>
#include <pthread.h>

#include <csignal>
#include <cstdio>
#include <thread>

#include "cli/serve.hpp"
#include "grammar/text/messages.hpp"
#include "web/page_words.hpp"

namespace kypho::cli {

void run_serve(const ServeOptions& options, const GlobalOptions&, int& exit_code) {
  web::ServerOptions server_options = options.server;
  server_options.max_body = options.max_body_kib * 1024;
  if (options.verbose) server_options.log = [](const std::string& line) { fmt::print(stderr, "{}\n", line); };
  // Ctrl-C and SIGTERM are taken by one thread that stops the server: the server's threads never see them.
  sigset_t signals;
  sigemptyset(&signals);
  for (int s : {SIGINT, SIGTERM, SIGUSR1}) sigaddset(&signals, s);
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  web::name_page_choices();
  web::Server server(server_options);
  if (!server.bind()) {
    fmt::print(stderr, "kypho serve: {}\n", msg("cannot listen on {host} port {port}: the address is in use or not this machine's",
                                                arg("host", server_options.host), arg("port", server_options.port)));
    exit_code = EXIT_USAGE;
    return;
  }
  if (!web::is_loopback(server_options.host))
    fmt::print(stderr, "kypho serve: {}\n",
               msg("warning: listening on {host}, the page serves the network, not only this machine", arg("host", server_options.host)));
  const std::string host = server_options.host.find(':') != std::string::npos ? "[" + server_options.host + "]" : server_options.host;
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
}

}  // namespace kypho::cli
