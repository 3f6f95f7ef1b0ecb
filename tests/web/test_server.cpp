// kypho serve's server, over HTTP on the loopback: what it refuses (413, 403, 400, 404, 405), that it answers
// 64 validations at once with the command line's answers, and that it still answers after fuzzed requests.
#include <doctest/doctest.h>
#include <httplib.h>

#include <filesystem>
#include <future>
#include <random>
#include <thread>

#include <unistd.h>

#include "helpers.hpp"
#include "web/server.hpp"

using namespace kypho::test;
namespace fs = std::filesystem;

namespace {

// A server on a free port of the loopback, answering on a thread of its own while the test lives.
struct Running {
  kypho::web::Server server;
  std::thread thread;
  explicit Running(kypho::web::ServerOptions options = {}) : server((options.port = 0, std::move(options))) {
    REQUIRE(server.bind());
    thread = std::thread([this] { server.serve(); });
  }
  ~Running() {
    server.stop();
    thread.join();
  }
  httplib::Client client() const {
    httplib::Client c("127.0.0.1", server.port());
    c.set_read_timeout(60);
    return c;
  }
};

std::string file_bytes(const std::string& path) { return read_file(path); }

// What `kypho validate --format json --max-errors 0` prints for the file, run in its folder so that its name
// is the file's name alone, as the upload's is.
std::string cli_validate(const fs::path& path) {
  return run("cd " + path.parent_path().string() + " && " + kypho_command("validate --format json --max-errors 0 " + path.filename().string())).out;
}

}  // namespace

TEST_CASE("kypho serve: the page, with a strict Content-Security-Policy, and nothing read from disk") {
  Running r;
  auto c = r.client();
  const auto page = c.Get("/");
  REQUIRE(page);
  CHECK(page->status == 200);
  CHECK(page->body.find("<script src=\"/app.js\"") != std::string::npos);
  CHECK(page->get_header_value("Content-Security-Policy").find("default-src 'none'") != std::string::npos);
  CHECK(c.Get("/app.js")->status == 200);
  CHECK(c.Get("/app.css")->status == 200);
  for (const char* path : {"/etc/passwd", "/../CMakeLists.txt", "/web/page/app.js", "/index.html", "/api", "/api/nothing", "/favicon.ico"}) {
    INFO(path);
    const auto res = c.Get(path);
    REQUIRE(res);
    CHECK(res->status == 404);
  }
  // A call that takes a record, asked with GET, and one that takes none, POSTed.
  CHECK(c.Get("/api/validate")->status == 405);
  CHECK(c.Post("/api/info", "", "text/plain")->status == 405);
}

TEST_CASE("kypho serve: 403 for a Host that is not the server's (DNS rebinding), 413 past the body limit") {
  Running r({.max_body = 64 * 1024});
  auto c = r.client();
  const std::string port = std::to_string(r.server.port());
  for (const std::string& host : std::vector<std::string>{"evil.example:" + port, "localhost.evil.example:" + port, "127.0.0.1:1", "127.0.0.1"}) {
    INFO(host);
    const auto res = c.Get("/", {{"Host", host}});
    REQUIRE(res);
    CHECK(res->status == 403);
  }
  for (const std::string& host : std::vector<std::string>{"127.0.0.1:" + port, "localhost:" + port}) CHECK(c.Get("/", {{"Host", host}})->status == 200);
  const auto big = c.Post("/api/validate?name=big.vn", std::string(65 * 1024, 'x'), "application/octet-stream");
  REQUIRE(big);
  CHECK(big->status == 413);
  CHECK(c.Post("/api/validate?name=small.vn", std::string(1024, 'x'), "application/octet-stream")->status == 200);
}

TEST_CASE("kypho serve: 400 for a call it cannot make sense of, with the reason") {
  Running r;
  auto c = r.client();
  const std::string sheet = "1. P2-5 M8.7\n";
  const auto bad = [&](const std::string& target) {
    INFO(target);
    const auto res = c.Post(target, sheet, "application/octet-stream");
    REQUIRE(res);
    INFO(res->body);
    CHECK(res->status == 400);
    CHECK(res->body.find("\"error\"") != std::string::npos);
  };
  bad("/api/validate?colour=red");
  bad("/api/validate?lang=xx");
  bad("/api/show?ply=-1");
  bad("/api/show?ply=abc");
  bad("/api/show?to=sfen&name=a.vn");
  bad("/api/validate?from=nonesuch");
  bad("/api/convert?to=kif&name=a.vn");
  bad("/api/diff");  // one record where two are needed
  // Not HTTP at all: httplib answers 400 itself.
  httplib::Client raw("127.0.0.1", r.server.port());
  const auto garbage = raw.Get("/\x01\x02 HTTP/9.9");
  CHECK((!garbage || garbage->status == 400 || garbage->status == 404));
}

TEST_CASE("kypho serve: 64 validations at once, each answered as kypho validate --format json answers it") {
  Running r;
  std::vector<fs::path> files;
  for (const auto& entry : fs::recursive_directory_iterator(KYPHO_SOURCE_DIR "/samples"))
    if (entry.is_regular_file() && entry.path().extension() != ".jsonl" && entry.path().extension() != ".md") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  // The page names the command line's options its own way ("the game option" for --game): the files compared
  // are those whose reports name none.
  std::vector<fs::path> compared;
  std::vector<std::string> expected;
  for (const auto& f : files) {
    if (compared.size() == 16) break;
    std::string report = cli_validate(f);
    if (report.find(" --") != std::string::npos) continue;
    compared.push_back(f);
    expected.push_back(std::move(report));
  }
  files = compared;
  REQUIRE(files.size() == 16);
  std::vector<std::future<std::pair<int, std::string>>> answers;
  for (int i = 0; i < 64; ++i)
    answers.push_back(std::async(std::launch::async, [&, i] {
      auto c = r.client();
      const auto& f = files[i % files.size()];
      const auto res = c.Post("/api/validate?name=" + httplib::detail::encode_query_param(f.filename().string()), file_bytes(f.string()),
                              "application/octet-stream");
      return res ? std::pair{res->status, res->body} : std::pair{0, httplib::to_string(res.error())};
    }));
  for (int i = 0; i < 64; ++i) {
    const auto [status, body] = answers[i].get();
    INFO(files[i % files.size()]);
    CHECK(status == 200);
    CHECK(body == expected[i % files.size()]);
  }
}

TEST_CASE("kypho serve: fuzzed bodies and options to every call, and the server still answers rightly") {
  Running r;
  auto c = r.client();
  std::mt19937 random(20261125);
  const std::vector<std::string> calls = {"validate", "record", "show", "diff", "fix", "convert"};
  const std::vector<std::string> options = {"", "?ply=3", "?to=svg", "?to=fen", "?from=kif", "?from=vn&encoding=tcvn3", "?game=shogi",
                                            "?rules=asian", "?lang=ja", "?to=csa&name=a.kif", "?name=x.ctl"};
  const std::string seed = read_file(KYPHO_SOURCE_DIR "/samples/xiangqi/vn/valid/scoresheet.vn");
  int answered = 0;
  for (int i = 0; i < 240; ++i) {
    std::string body = seed;
    // Bytes flipped, cut or repeated: what a fuzzer does to a record.
    const int edits = 1 + int(random() % 12);
    for (int e = 0; e < edits && !body.empty(); ++e) {
      const std::size_t at = random() % body.size();
      switch (random() % 3) {
        case 0: body[at] = char(random()); break;
        case 1: body.erase(at, random() % 40); break;
        default: body.insert(at, body.substr(at, random() % 40)); break;
      }
    }
    const std::string target = "/api/" + calls[i % calls.size()] + options[random() % options.size()];
    const auto res = calls[i % calls.size()] == "diff"
                         ? c.Post(target, httplib::MultipartFormDataItems{{"a", body, "a.vn", ""}, {"b", seed, "b.vn", ""}})
                         : c.Post(target, body, "application/octet-stream");
    REQUIRE(res);
    CHECK((res->status == 200 || res->status == 400));
    answered += res->status == 200;
  }
  CHECK(answered > 100);
  const fs::path sheet = KYPHO_SOURCE_DIR "/samples/xiangqi/vn/valid/scoresheet.vn";
  const auto after = c.Post("/api/validate?name=scoresheet.vn", file_bytes(sheet.string()), "application/octet-stream");
  REQUIRE(after);
  CHECK(after->body == cli_validate(sheet));
}

TEST_CASE("kypho serve from the command line: another host is warned of, a port in use is a usage error, SIGINT stops it cleanly") {
  // timeout sends SIGINT after 3 seconds (a sanitized build starts slowly): the server stops, its status 0.
  const auto network = run("timeout --preserve-status -s INT 3 " + kypho_command("serve --host 0.0.0.0 --port 0 2>&1"));
  CHECK(network.status == 0);
  CHECK(contains(network.out, "http://0.0.0.0:"));
  CHECK(contains(network.out, "serves the network"));
  const auto local = run("timeout --preserve-status -s INT 3 " + kypho_command("serve --port 0 2>&1"));
  CHECK(local.status == 0);
  CHECK(contains(local.out, "http://127.0.0.1:"));
  CHECK(!contains(local.out, "serves the network"));
  Running busy;
  const auto taken = run(kypho_command("serve --port " + std::to_string(busy.server.port()) + " 2>&1"));
  CHECK(taken.status == 2);
  CHECK(contains(taken.out, "cannot listen"));
}

// The server is kypho-serve, which kypho runs in its own place: kypho itself loads no HTTP or TLS library
// (OpenSSL's start-up had been nearly half of every kypho run's), and without kypho-serve beside it says so.
TEST_CASE("kypho serve runs kypho-serve: kypho loads no HTTP or TLS library, and says so when kypho-serve is missing") {
  const auto libraries = run("ldd " KYPHO_BINARY " 2>&1");
  REQUIRE(libraries.status == 0);
  CHECK(contains(libraries.out, "libc.so"));
  for (const char* library : {"libcpp-httplib", "libssl", "libcrypto"}) {
    INFO(library);
    CHECK(!contains(libraries.out, library));
  }
  CHECK(contains(run("ldd " + (fs::path(KYPHO_BINARY).parent_path() / "kypho-serve").string() + " 2>&1").out, "libcpp-httplib"));
  const fs::path alone = fs::temp_directory_path() / ("kypho-alone-" + std::to_string(::getpid()));
  fs::create_directories(alone);
  fs::copy_file(KYPHO_BINARY, alone / "kypho", fs::copy_options::overwrite_existing);
  const auto missing = run((alone / "kypho").string() + " serve --port 0 2>&1");
  fs::remove_all(alone);
  CHECK(missing.status == 3);
  CHECK(contains(missing.out, "cannot run " + (alone / "kypho-serve").string()));
}
