// `kypho serve`: its options, read by one verb in both programs, and what runs once they are read.
#pragma once

#include <cstddef>

#include "cli/options.hpp"
#include "web/server.hpp"

namespace kypho::cli {

struct ServeOptions {
  web::ServerOptions server;
  std::size_t max_body_kib = 4096;
  bool verbose = false;
};

// The server, in kypho-serve (serve_here.cpp). kypho links none of the server's libraries (cpp-httplib, and
// through it OpenSSL, whose start-up was nearly half of every kypho run's): its serve verb runs kypho-serve,
// the program beside it, with the same command line (serve_elsewhere.cpp).
void run_serve(const ServeOptions& options, const GlobalOptions& g, int& exit_code);

}  // namespace kypho::cli
