// The kypho command line as users run it: outputs, exit statuses, diagnostics.
#include "helpers.hpp"

using namespace kypho::test;

namespace {
std::string last_line(const std::string& out) {
  const auto end = out.find_last_not_of('\n');
  const auto begin = out.rfind('\n', end);
  return out.substr(begin == std::string::npos ? 0 : begin + 1, end - (begin == std::string::npos ? 0 : begin + 1) + 1);
}
std::string temp_file(const std::string& name, const std::string& content) {
  const std::string path = std::string(std::getenv("TMPDIR") ? std::getenv("TMPDIR") : "/tmp") + "/kypho-test-" + name;
  std::ofstream(path, std::ios::binary) << content;
  return path;
}
}  // namespace

TEST_CASE("perft prints the count alone on the last line") {
  auto r = run(kypho_command("perft --game xiangqi --depth 3"));
  CHECK(r.status == 0);
  CHECK(r.out == "79666\n");
  r = run(kypho_command("--game xiangqi perft --depth 2 --divide"));
  CHECK(r.status == 0);
  CHECK(last_line(r.out) == "1920");
  CHECK(r.out.find("h2e2 45\n") != std::string::npos);
  CHECK(std::count(r.out.begin(), r.out.end(), '\n') == 45);
  r = run(kypho_command("perft --fen '3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1' --depth 4"));
  CHECK(r.out == "14\n");
}

TEST_CASE("perft refuses a bad FEN with a located diagnostic and exit 2") {
  const auto r = run(kypho_command("perft --color never --fen '4k4/9/9/9/9/9/9/9/9/4K4 w' --depth 1 2>&1"));
  CHECK(r.status == 2);
  CHECK(r.out ==
        "--fen:1:2: error[generals-face]: the generals face each other on file e with nothing between them\n"
        "    4k4/9/9/9/9/9/9/9/9/4K4 w\n"
        "     ^\n");
}

TEST_CASE("show: a diagram, or the canonical FEN") {
  auto r = run(kypho_command("show --fen 'rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r' --to fen 2>/dev/null"));
  CHECK(r.status == 0);
  CHECK(r.out == "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n");
  r = run(kypho_command("show --color never --fen '3k5/R8/3R5/9/9/9/9/9/9/4K4 b - - 0 1'"));
  CHECK(r.status == 0);
  CHECK(r.out.find(" 9  .  .  .  tg .  .  .  .  .\n") != std::string::npos);
  CHECK(r.out.find(" 7  .  .  .  X  .  .  .  .  .\n") != std::string::npos);
  CHECK(r.out.find("Đen (Black) to move is checkmated: Red wins") != std::string::npos);
  r = run(kypho_command("show --color never --pieces chinese --fen 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'"));
  CHECK(r.out.find(" 0  俥 傌 相 仕 帥 仕 相 傌 俥") != std::string::npos);
  CHECK(r.out.find("Trắng (Red) to move\n") != std::string::npos);
}

TEST_CASE("validate a FEN file: text and JSON lines, exit 1 on an invalid position") {
  const std::string path = temp_file("positions.fen",
                                     "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n"
                                     "\n"
                                     "4k4/9/9/9/9/9/9/9/9/3KA4 w - - 0 1\n"
                                     "3k5/R8/3R5/9/9/9/9/9/9/4K4 b - - 0 1\n");
  auto r = run(kypho_command("validate --color never " + path));
  CHECK(r.status == 1);
  CHECK(r.out.find(path + ":3:23: error[piece-off-point]: a Red advisor can never stand on e0") != std::string::npos);
  CHECK(r.out.find("    4k4/9/9/9/9/9/9/9/9/3KA4 w - - 0 1\n                          ^\n") != std::string::npos);
  CHECK(last_line(r.out) == "1 file, 3 games: 2 valid, 1 invalid; 1 error, 0 warnings");

  r = run(kypho_command("validate --format json " + path));
  CHECK(r.status == 1);
  CHECK(r.out ==
        R"({"type":"game","file":")" + path + R"(","game":1,"status":"valid","plies":0,"result":"*"})" "\n"
        R"({"type":"diagnostic","file":")" + path + R"(","kind":"xiangqi","game":2,"line":3,"col":23,"severity":"error","code":"piece-off-point","message":"a Red advisor can never stand on e0; its points are d0 f0 e1 d2 f2"})" "\n"
        R"({"type":"game","file":")" + path + R"(","game":2,"status":"invalid","plies":0,"result":"*"})" "\n"
        R"({"type":"game","file":")" + path + R"(","game":3,"status":"valid","plies":0,"result":"1-0","end":"checkmate"})" "\n"
        R"({"type":"summary","files":1,"games":3,"valid":2,"invalid":1,"errors":1,"warnings":0,"notes":0})" "\n");
}

TEST_CASE("validate: standard input, a missing file, an unsupported format") {
  auto r = run("printf 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w\\n' | " + kypho_command("validate -q -"));
  CHECK(r.status == 0);
  CHECK(r.out.empty());
  r = run(kypho_command("validate --color never /nonexistent/x.fen"));
  CHECK(r.status == 2);
  CHECK(r.out.find("/nonexistent/x.fen: error[io-error]: cannot open: No such file or directory\n") == 0);
  const std::string kif = temp_file("game.kif", "手合割：平手\n");
  r = run(kypho_command("validate --color never " + kif));
  CHECK(r.status == 2);
  CHECK(r.out.find("error[unsupported-format]") != std::string::npos);
}

TEST_CASE("usage errors exit 2, help and version exit 0") {
  CHECK(run(kypho_command("perft 2>/dev/null")).status == 2);
  CHECK(run(kypho_command("--game chess perft --depth 1 2>/dev/null")).status == 2);
  CHECK(run(kypho_command("perft --game shogi --depth 1 2>/dev/null")).status == 2);
  auto r = run(kypho_command("--version"));
  CHECK(r.status == 0);
  CHECK(r.out.starts_with("kypho "));
  r = run(kypho_command("help codes"));
  CHECK(r.status == 0);
  CHECK(r.out.find("generals-face") != std::string::npos);
}
