#include "web/server.hpp"

#include <fmt/format.h>
#include <httplib.h>

#include <sys/socket.h>

#include <chrono>
#include <nlohmann/json.hpp>

#include "web/api.hpp"
#include "web/page_assets.hpp"

namespace kypho::web {
namespace {

// The page runs its own script and style only, talks to this server only, and may not be framed: what a page
// of someone else's could inject or frame gets nothing. Images are the board's SVG, drawn from the API's text.
constexpr const char* CONTENT_SECURITY_POLICY =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

bool is_ip_literal(std::string_view host) {
  if (host.starts_with('[')) return host.ends_with(']');  // IPv6, as a Host header writes it
  return !host.empty() && host.find_first_not_of("0123456789.") == std::string_view::npos;
}

// The host and port of a Host header ("127.0.0.1:8080", "[::1]:8080", "localhost"); port 80 when it names none.
std::pair<std::string_view, int> host_and_port(std::string_view header) {
  const std::size_t colon = header.rfind(':');
  if (colon == std::string_view::npos || (header.starts_with('[') && colon < header.rfind(']'))) return {header, 80};
  int port = 0;
  for (char c : header.substr(colon + 1)) {
    if (c < '0' || c > '9' || port > 65535) return {header, -1};
    port = port * 10 + (c - '0');
  }
  return {header.substr(0, colon), port};
}

}  // namespace

bool is_loopback(const std::string& host) { return host == "127.0.0.1" || host == "::1" || host == "localhost" || host.starts_with("127."); }

struct Server::State {
  ServerOptions options;
  httplib::Server http;
  int port = 0;
  int socket = -1;  // the listening socket, once bound

  // A page that reaches this server through a name of its own (DNS rebinding) sends that name as its Host:
  // only the address served, an address written as digits, or localhost when it is the loopback, are ours.
  bool host_allowed(const httplib::Request& req) const {
    if (!req.has_header("Host")) return false;
    const std::string header = req.get_header_value("Host");  // host_and_port's views point into it
    const auto [host, host_port] = host_and_port(header);
    if (host_port != port) return false;
    return host == options.host || is_ip_literal(host) || (host == "localhost" && is_loopback(options.host));
  }

  static void error(httplib::Response& res, int status, std::string message) {
    res.status = status;
    res.set_content(nlohmann::json{{"error", std::move(message)}}.dump() + "\n", "application/json");
  }

  void api(const httplib::Request& req, httplib::Response& res, std::string_view endpoint) const {
    Call call{std::string(endpoint), {}, {}};
    // The options are the query's alone: httplib also reads a form-encoded body as parameters, and a record
    // posted by `curl --data-binary` is sent as one.
    if (const std::size_t q = req.target.find('?'); q != std::string::npos) {
      httplib::Params query;
      httplib::detail::parse_query_text(req.target.substr(q + 1), query);
      for (const auto& [name, value] : query) call.options[name] = value;
    }
    if (takes_records(endpoint)) {
      if (req.is_multipart_form_data()) {
        // diff's two sheets are the files "a" and "b"; the other calls' record is "a" (or "file").
        for (const char* field : {"a", "b", "file"})
          if (req.has_file(field)) {
            const auto f = req.get_file_value(field);
            call.uploads.push_back({f.filename.empty() ? field : f.filename, f.content});
          }
      } else {
        const auto name = call.options.extract("name");
        call.uploads.push_back({name ? name.mapped() : "record", req.body});
      }
    }
    const Answer a = answer(call);
    res.status = a.status;
    res.set_content(a.body, a.type);
  }

  void routes() {
    for (const Asset& asset : page_assets())
      http.Get(std::string(asset.path), [&asset](const httplib::Request&, httplib::Response& res) {
        res.set_content(asset.bytes.data(), asset.bytes.size(), std::string(asset.type).c_str());
      });
    http.Get("/api/([a-z]+)", [this](const httplib::Request& req, httplib::Response& res) {
      const std::string endpoint = req.matches[1];
      if (!is_endpoint(endpoint)) return error(res, 404, "no such call");
      if (takes_records(endpoint)) return error(res, 405, "this call takes a record: POST it");
      api(req, res, endpoint);
    });
    http.Post("/api/([a-z]+)", [this](const httplib::Request& req, httplib::Response& res) {
      const std::string endpoint = req.matches[1];
      if (!is_endpoint(endpoint)) return error(res, 404, "no such call");
      if (!takes_records(endpoint)) return error(res, 405, "this call takes no record: GET it");
      api(req, res, endpoint);
    });
  }

  void guards() {
    http.set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
      if (host_allowed(req)) return httplib::Server::HandlerResponse::Unhandled;
      error(res, 403, "this server answers only requests addressed to it (Host)");
      return httplib::Server::HandlerResponse::Handled;
    });
    http.set_post_routing_handler([](const httplib::Request&, httplib::Response& res) {
      res.set_header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
      res.set_header("X-Content-Type-Options", "nosniff");
      res.set_header("Referrer-Policy", "no-referrer");
      res.set_header("Cache-Control", "no-store");
    });
    // httplib's own refusals (413 past the body limit, 400 for a request it cannot parse, 404) get a body
    // that says so; an answer the API made keeps its own.
    http.set_error_handler([](const httplib::Request&, httplib::Response& res) {
      if (!res.body.empty()) return;
      error(res, res.status, res.status == 413 ? "the request is larger than this server takes (--max-body)"
                             : res.status == 404 ? "no such page"
                                                 : fmt::format("refused ({})", res.status));
    });
    // What failed is said: a failure that is rare (a test saw one in many runs) is found only by its reason.
    http.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr failure) {
      std::string why = "unknown";
      try {
        if (failure) std::rethrow_exception(failure);
      } catch (const std::exception& e) {
        why = e.what();
      } catch (...) {
      }
      error(res, 500, fmt::format("kypho failed on this request: {}", why));
    });
    http.set_payload_max_length(options.max_body);
    http.set_read_timeout(options.timeout_seconds);
    http.set_write_timeout(options.timeout_seconds);
    http.set_keep_alive_timeout(options.timeout_seconds);
    if (options.log)
      http.set_logger([this](const httplib::Request& req, const httplib::Response& res) {
        options.log(fmt::format("{} {} {} {} {}", req.remote_addr, req.method, req.path, res.status, res.body.size()));
      });
  }
};

Server::Server(ServerOptions options) : state_(std::make_unique<State>()) {
  state_->options = std::move(options);
  state_->guards();
  state_->routes();
}

Server::~Server() = default;

bool Server::bind() {
  State& s = *state_;
  // httplib's own socket options set SO_REUSEPORT, with which a second server (another kypho serve, any
  // program) binds the same port and takes a share of its connections: SO_REUSEADDR alone lets a restarted
  // server bind again while its old connections close, and a port in use is refused.
  // httplib 0.11 listens with a backlog of 5: more connections arriving at once than that were dropped
  // (a page's parallel calls, a script's). Linux takes a second listen() on the socket as a new backlog.
  // The options are kept by httplib for every socket it makes: they remember the socket in the server's state,
  // which outlives them, never in this call's frame.
  s.http.set_socket_options([&s](socket_t sock) {
    const int yes = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
    s.socket = sock;
  });
  if (s.options.port == 0) {
    s.port = s.http.bind_to_any_port(s.options.host);
  } else {
    s.port = s.http.bind_to_port(s.options.host, s.options.port) ? s.options.port : -1;
  }
  if (s.port <= 0) return false;
  if (s.socket >= 0) ::listen(s.socket, SOMAXCONN);
  return true;
}

int Server::port() const { return state_->port; }
void Server::serve() { state_->http.listen_after_bind(); }
void Server::stop() { state_->http.stop(); }

}  // namespace kypho::web
