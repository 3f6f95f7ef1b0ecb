// A game is valid only when every move of it was read and replayed (issue 24): text kypho could not read
// as moves never ends in `valid`, and what a file is, is told by its bytes and by the grammars of every
// game, whatever its name says. Each case is one a user met, run through the command line.
#include <filesystem>
#include <fstream>
#include <map>

#include <nlohmann/json.hpp>

#include "helpers.hpp"

using namespace kypho::test;

namespace {

const std::string CORPUS = KYPHO_CORPUS_DIR;

// The games of a JSON-lines report.
std::vector<nlohmann::json> games_of(const std::string& jsonl) {
  std::vector<nlohmann::json> games;
  std::istringstream in(jsonl);
  for (std::string line; std::getline(in, line);)
    if (auto j = nlohmann::json::parse(line, nullptr, false); !j.is_discarded() && j["type"] == "game") games.push_back(j);
  return games;
}

}  // namespace

TEST_CASE("no-moves: a header that swallowed the moves, or a layout no notation reads, is an error with where") {
  // `Hòa` ends the header line as a result would; the moves after it were once trailing text, and valid.
  const std::string sheet = temp_file("swallowed.vn", "Kết quả: Hòa\n\n1. P2-5 M8.7\n2. M2.3 X9.5\n");
  auto r = run(kypho_command("--color never validate " + sheet));
  CHECK(r.status == 1);
  CHECK(!contains(r.out, " 1 valid"));
  // A numbered node list (python cchess's converter): one stray line, no move read.
  const std::string nodes = temp_file("nodes.pgn", "[Game \"Chinese Chess\"]\n\n0-车七进二 1-车５平１ 1-车５平４ 2-炮五平四{x}\n");
  r = run(kypho_command("--color never validate " + nodes));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "error[no-moves]: no move of this game was read: line 3 was not read as moves"));
  // Moves after the result were not played: an error at their line, the game not valid; footnotes that quote
  // moves after it stay the game's epilogue.
  r = run(kypho_command("--color never validate " + temp_file("after.pgn", "[Event \"x\"]\n\n1. P2-5 M8.7 1-0\n2. M2.3 X9-8\n")));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "after.pgn:4:1: error[moves-after-result]: the line after the result reads as moves (2 of its 2 words)"));
  CHECK(contains(r.out, "note: the result '1-0' stands at line 3"));
  // Unnumbered moves after it too, on its line or the next; the note names the result alone.
  r = run(kypho_command("--color never validate " + temp_file("bare.pgn", "[Event \"x\"]\n\nh2e2 h9g7 1-0 h0g2 i9h9 b0c2\n")));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "bare.pgn:3:15: error[moves-after-result]: the line after the result reads as moves (3 of its 3 words)"));
  CHECK(contains(r.out, "note: the result '1-0' stands at line 3"));
  r = run(kypho_command("--color never validate " + temp_file("bare2.pgn", "[Event \"x\"]\n\nh2e2 h9g7 1-0\nh0g2 i9h9 b0c2 b9c7\n")));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "bare2.pgn:4:1: error[moves-after-result]: the line after the result reads as moves (4 of its 4 words)"));
  r = run(kypho_command("--color never validate " + temp_file("footnote.vn", "1. P2-5 M8.7 1-0\n\n(1) Nếu 1. X3-6 ?? P9-4 (0-1)\n")));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "note[trailing-text]"));
  // Headers alone are still a game of no moves, a warning; a start position alone is a note.
  r = run(kypho_command("--color never validate " + temp_file("headers.pgn", "[Event \"x\"]\n[Red \"A\"]\n")));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "warning[empty-game]"));
  r = run(kypho_command("--color never validate " + temp_file("setup.pgn", "[FEN \"4k4/9/9/9/9/9/9/9/3R5/3K5 w - - 0 1\"]\n")));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "note[no-moves]: the record holds a start position and no moves"));
}

TEST_CASE("binary content is told by its bytes, not by its name") {
  auto r = run(kypho_command("--color never validate " + temp_file("junk.pgn", std::string("\x00\x01\x02" "binary\xff\xfe\x00", 12))));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "error[unsupported-format]: this is a binary file, not text"));
  CHECK(contains(r.out, "0 games"));
  r = run(kypho_command("--color never validate " + temp_file("prog.txt", std::string("\x7F" "ELF\x02\x01\x01\x00\x00\x00", 10) + "text")));
  CHECK(contains(r.out, "this is a program (ELF executable)"));
  // One stray NUL among text is still text, read and shown escaped.
  r = run(kypho_command("--color never validate " + temp_file("nul.vn", std::string("1) P2-5 M8.7\x00 2) M2.3 X9-8\n", 27))));
  CHECK(!contains(r.out, "unsupported-format"));
  // UTF-16 without a byte-order mark has its zeros on one side: text.
  std::string utf16;
  for (char c : std::string("1) P2-5 M8.7 2) M2.3 X9-8\n")) utf16 += std::string{c, '\0'};
  r = run(kypho_command("--color never --format json validate " + temp_file("u16.vn", utf16)));
  CHECK(contains(r.out, "\"plies\":4"));
}

TEST_CASE("the format is told by the grammars of every game, within --game's when it is given") {
  const std::string kif = "1 ７六歩(77)\n2 ３四歩(33)\n";
  for (const std::string game : {"", "--game shogi "}) {
    INFO(game);
    auto r = run("printf '" + kif + "' | " + kypho_command("--format json " + game + "validate -"));
    CHECK(r.status == 0);
    const auto games = games_of(r.out);
    REQUIRE(games.size() == 1);
    CHECK(games[0]["plies"] == 2);
    CHECK(contains(r.out, "read as kif, told by its content"));
  }
  // @cotulenh/core's PGN with no [Blue] tag: its moves say the game.
  std::ifstream oracle(CORPUS + "/cotulenh/oracle-games.jsonl");
  std::string line;
  REQUIRE(std::getline(oracle, line));
  const std::string moves = nlohmann::json::parse(line)["pgn_moves"];
  auto r = run(kypho_command("--format json validate " + temp_file("noblue.pgn", "[Event \"x\"]\n\n" + moves + "\n")));
  CHECK(contains(r.out, "read as cờ tư lệnh's ctl-pgn"));
  const auto games = games_of(r.out);
  REQUIRE(games.size() == 1);
  CHECK(games[0]["status"] == "valid");
  CHECK(games[0]["plies"].get<int>() >= 40);
  // JSON that is not JKF: a xiangqi program's move tree.
  r = run(kypho_command("--color never validate " + temp_file("tree.json", R"({"info": {"title": "x"}, "moves": {"f": 27, "n": []}})")));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "a JSON file that is neither a JKF (JSON Kifu Format) shogi record nor a JieqiBox cờ tướng úp record"));
}

TEST_CASE("every verb reads a file the same way: a list of bare SFEN lines converts as it validates") {
  const std::string list = temp_file("list.sfen", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n8k/9/9/9/9/9/9/9/K8 b - 1\n");
  auto r = run(kypho_command("--format json validate " + list));
  CHECK(games_of(r.out).size() == 2);
  r = run(kypho_command("convert " + list + " --to usi 2>&1"));
  CHECK(r.status == 0);
  CHECK(r.out == "position startpos\nposition sfen 8k/9/9/9/9/9/9/9/K8 b - 1\n");
}

TEST_CASE("the corpus: a game is valid only when its moves were read, and a valid game of no moves says why") {
  std::string files;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(CORPUS))
    if (entry.is_regular_file()) files += " '" + entry.path().string() + "'";
  const auto r = run(kypho_command("--format json validate" + files + " 2>/dev/null"));
  std::map<std::string, std::vector<std::string>> said;  // per file and game, the codes said
  std::istringstream in(r.out);
  for (std::string line; std::getline(in, line);) {
    const auto j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded() || j["type"] != "diagnostic" || !j.contains("game")) continue;
    said[j["file"].get<std::string>() + "#" + std::to_string(j["game"].get<int>())].push_back(j["code"]);
  }
  int empty_valid = 0;
  for (const auto& g : games_of(r.out)) {
    if (g["status"] != "valid" || g["plies"] != 0) continue;
    const std::string key = g["file"].get<std::string>() + "#" + std::to_string(g["game"].get<int>());
    const std::string file = g["file"];
    const bool position_file = file.ends_with(".FEN") || file.ends_with(".fen") || file.ends_with(".sfen") || file.ends_with("BATCH.TXT");
    INFO(key);
    const auto& codes = said[key];
    CHECK((position_file || std::find(codes.begin(), codes.end(), "no-moves") != codes.end() ||
           std::find(codes.begin(), codes.end(), "empty-game") != codes.end()));
    CHECK(std::find(codes.begin(), codes.end(), "stray-text") == codes.end());
    ++empty_valid;
  }
  MESSAGE(empty_valid << " valid games of no moves in the corpus, each a position or said");
}
