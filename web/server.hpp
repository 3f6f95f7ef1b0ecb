// `kypho serve`'s HTTP server (cpp-httplib): the page, served from inside the binary, and the API (api.hpp).
// Safe by default: it listens on the loopback address, answers only requests whose Host is an address it
// serves (a DNS-rebinding page gets 403), refuses bodies over a limit (413), gives up on a slow request, serves
// no file from disk, and sends a strict Content-Security-Policy. Signals and printing are the caller's.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <string>

namespace kypho::web {

struct ServerOptions {
  std::string host = "127.0.0.1";
  int port = 8080;                         // 0: any free port
  std::size_t max_body = 4 * 1024 * 1024;  // bytes of a request's body
  int timeout_seconds = 10;                // to read a request, and to write an answer
  // One line per request (method, path, status, bytes, time), when set.
  std::function<void(const std::string&)> log;
};

class Server {
 public:
  explicit Server(ServerOptions options);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  // Binds the address; false when it cannot be (in use, not an address of this machine).
  bool bind();
  // The port bound (the one chosen when the options said 0).
  int port() const;
  // Answers until stop(); call after bind().
  void serve();
  // From another thread: serve() returns once the requests under way are answered.
  void stop();

 private:
  struct State;
  std::unique_ptr<State> state_;
};

// Whether `host` is a loopback address, served to this machine alone.
bool is_loopback(const std::string& host);

}  // namespace kypho::web
