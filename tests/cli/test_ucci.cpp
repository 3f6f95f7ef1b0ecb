// UCCI engine commands as a xiangqi format: each `position` line a game, the other commands passed over
// and said once, judged at their places; written back as the command an engine takes.
#include <fmt/format.h>

#include <sstream>
#include <string>
#include <vector>

#include "helpers.hpp"

using namespace kypho::test;

namespace {

const std::string CORPUS = KYPHO_CORPUS_DIR;

// The FEN each `position fen` line of `text` names, in order.
std::vector<std::string> fens_named(const std::string& text) {
  std::vector<std::string> fens;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.ends_with('\r')) line.pop_back();  // ElephantEye writes CRLF
    if (line.starts_with("position fen ")) fens.push_back(line.substr(13, line.find(" moves") == std::string::npos ? std::string::npos : line.find(" moves") - 13));
  }
  return fens;
}

}  // namespace

TEST_CASE("ucci: ElephantEye's BATCH.TXT is told from its content, each of its positions is a game, its commands passed over and said so") {
  const std::string file = CORPUS + "/xiangqi/eleeye/BATCH.TXT";
  const auto r = run(kypho_command("validate --color never " + file));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "info[format]: read as ucci (engine commands: each 'position' line is a game, the other commands set up "
                        "none and are passed over), told by its content"));
  const auto fens = fens_named(read_file(file));
  REQUIRE(fens.size() >= 200);
  CHECK(contains(r.out, fmt::format("1 file, {} games: {} valid, 0 invalid", fens.size(), fens.size())));
  // Each game starts where its line says: the positions written back are the FENs of the file, in order.
  const auto written = run(kypho_command("convert " + file + " --to fen 2>/dev/null"));
  CHECK(fens_named([&] {
          std::string lines;
          std::istringstream in(written.out);
          for (std::string fen; std::getline(in, fen);) lines += "position fen " + fen + "\n";
          return lines;
        }()) == fens);
}

TEST_CASE("ucci: a bad position line is reported at its place, and the lines after it are still read") {
  const std::string file = temp_file("engine.txt",
                                     "uci\n"
                                     "position startpos moves h2e2 h9g7 h0g2 i9h9\n"
                                     "go depth 5\n"
                                     "position fen 4C4/4a4/b2ank2b/9/9/1RNR1crC1/3r1p3/3cKA3/4A4/4n4 w - - 0 1 moves d4d9\n"
                                     "position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2 xyz h9g7\n"
                                     "position fen 9/9/9 w\n"
                                     "bogus line\n"
                                     "position startpos moves b0c2\n");
  const auto r = run(kypho_command("--format json validate " + file));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "\"line\":4,\"col\":80,\"severity\":\"error\",\"code\":\"blocked\""));
  CHECK(contains(r.out, "\"line\":5,\"col\":95,\"severity\":\"error\",\"code\":\"syntax\""));
  CHECK(contains(r.out, "'xyz' is not a move in ICCS notation"));
  CHECK(contains(r.out, "\"line\":6,\"col\":19,\"severity\":\"error\",\"code\":\"fen-rank-count\""));
  CHECK(contains(r.out, "\"line\":7,\"col\":1,\"severity\":\"error\",\"code\":\"syntax\""));
  CHECK(contains(r.out, "\"games\":6,\"valid\":2,\"invalid\":4"));
}

TEST_CASE("ucci: written as the command an engine takes, read back to the same games, and what it cannot hold is said") {
  const std::string text = "position startpos moves h2e2 h9g7 h0g2 i9h9\n"
                           "position fen 4C4/4a4/b2ank2b/9/9/1RNR1crC1/3r1p3/3cKA3/4A4/4n4 w - - 0 1\n";
  const std::string file = temp_file("two.ucci.txt", text);
  const auto pgn = run(kypho_command("convert " + file + " --to pgn 2>/dev/null"));
  REQUIRE(pgn.status == 0);
  CHECK(contains(pgn.out, "1. C2.5 H8+7"));
  const std::string pgn_file = temp_file("two.pgn", pgn.out);
  const auto back = run(kypho_command("convert " + pgn_file + " --to ucci 2>/dev/null"));
  CHECK(back.status == 0);
  CHECK(back.out == text);
  CHECK(!contains(run(kypho_command("convert " + pgn_file + " --to ucci 2>&1 >/dev/null")).out, "lossy-conversion"));

  const std::string annotated = temp_file("annotated.pgn", "[Game \"Chinese Chess\"]\n[Event \"x\"]\n\n1. h2e2 {good} h9g7 (1... b9c7) 2. h0g2 1-0\n");
  CHECK(run(kypho_command("convert " + annotated + " --to ucci 2>/dev/null")).out == "position startpos moves h2e2 h9g7 h0g2\n");
  const auto lossy = run(kypho_command("convert " + annotated + " --to ucci 2>&1 >/dev/null"));
  CHECK(contains(lossy.out, "not written: the tag [Event]: UCCI has no tags"));
  CHECK(contains(lossy.out, "not written: variations: UCCI holds one line of moves"));
  CHECK(contains(lossy.out, "not written: comments: UCCI has none"));
  CHECK(contains(lossy.out, "not written: the result 1-0: UCCI has none"));
}

TEST_CASE("ucci: a move spelt as ICCS prints it (H2-E2) is read, and lint --fix writes it as an engine reads it") {
  const std::string file = temp_file("upper.txt", "position startpos moves H2E2 h9g7 H0-G2\n");
  auto r = run(kypho_command("--format json lint --from ucci " + file));
  CHECK(contains(r.out, "\"line\":1,\"col\":25,\"severity\":\"note\",\"code\":\"non-canonical\""));
  CHECK(contains(r.out, "\"valid\":1"));
  run(kypho_command("lint -q --fix --no-backup --from ucci " + file));
  CHECK(read_file(file) == "position startpos moves h2e2 h9g7 h0g2\n");
}

TEST_CASE("ucci and usi: an engine's `position` is told by the start it names, sfen or startpos for shogi, fen for xiangqi") {
  const auto shogi = run(kypho_command("validate --color never " + temp_file("shogi-engine.txt", "position startpos moves 7g7f 3c3d\n")));
  CHECK(contains(shogi.out, "read as usi"));
  CHECK(shogi.status == 0);
  const auto xiangqi = run(kypho_command("validate --color never " + temp_file("xq-engine.txt", "ucci\nposition startpos moves h2e2\n")));
  CHECK(contains(xiangqi.out, "read as ucci"));
  CHECK(xiangqi.status == 0);
}
