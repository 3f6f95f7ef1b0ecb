// The game portals' legacy records (.che, .chn, .ccm, .mxq). No real file of them is at hand: each test file
// is built here, by the layout ElephantEye's converters read (converters/xiangqi/portals.hpp), from a known
// game — the first of the 1st Computer Games Championship (the corpus's CCGC_01.PGN) — and must read back
// to that game's moves; a move changed into an illegal one is reported at its byte.
#include <string>
#include <vector>

#include "helpers.hpp"

using namespace kypho::test;

namespace {

const std::string PGN = std::string(KYPHO_CORPUS_DIR) + "/xiangqi/eleeye/CCGC_01.PGN";

struct Point {
  unsigned file, rank;  // from Red's left, from Red's back rank
};
struct Move {
  Point from, to;
};

// The known game's main line, as ICCS moves and as points.
std::string ucci_moves(const std::string& file) {
  const std::string line = run(kypho_command("convert --to ucci " + file + " 2>/dev/null")).out;
  const auto at = line.find(" moves ");
  return at == std::string::npos ? std::string() : line.substr(at + 7);
}
std::vector<Move> moves_of(const std::string& ucci) {
  std::vector<Move> moves;
  for (std::size_t at = 0; at + 4 <= ucci.size(); at += 5)
    moves.push_back({{unsigned(ucci[at] - 'a'), unsigned(ucci[at + 1] - '0')}, {unsigned(ucci[at + 2] - 'a'), unsigned(ucci[at + 3] - '0')}});
  return moves;
}

std::string u16(unsigned v) { return {char(v & 0xFF), char(v >> 8)}; }
std::string pascal(const std::string& s) { return char(s.size()) + s; }

std::string che(const std::vector<Move>& moves) {
  std::string text = "0 " + std::to_string(moves.size()) + "\n";
  for (const Move& m : moves)
    text += "0 0 0 " + std::to_string(m.from.rank) + " " + std::to_string(m.from.file) + " " + std::to_string(m.to.rank) + " " +
            std::to_string(m.to.file) + " 0 0 0\n";
  return text;
}
std::string chn(const std::vector<Move>& moves) {
  std::string bytes(188, '\0');
  for (const Move& m : moves)
    bytes += std::string(4, '\0') + u16(m.from.file) + u16(9 - m.from.rank) + u16(m.to.file) + u16(9 - m.to.rank) + std::string(20, '\0');
  return bytes;
}
std::string ccm(const std::vector<Move>& moves) {
  std::string bytes;
  for (const Move& m : moves)
    bytes += std::string(3, '\0') + char(m.from.file) + char(m.to.file) + char(9 - m.from.rank) + char(9 - m.to.rank);
  return bytes;
}
std::string mxq(const std::vector<Move>& moves) {
  // GB18030: 红方-胜-黑方 (Red wins), and a comment 注释.
  std::string bytes = pascal("QQ") + pascal("2006.08.01") + pascal("\xBA\xEC\xB7\xBD-\xCA\xA4-\xBA\xDA\xB7\xBD") + pascal("2400") + pascal("2300");
  for (int i = 0; i < 5; ++i) bytes += pascal("");
  bytes += pascal("\xD7\xA2\xCA\xCD") + pascal("");
  for (const Move& m : moves)
    bytes += pascal(std::string{char('0' + m.from.file), char('A' + m.from.rank), '-', char('0' + m.to.file), char('A' + m.to.rank)});
  return bytes + pascal("Ends");
}

}  // namespace

TEST_CASE("portals: a known game written as .che, .chn, .ccm and .mxq reads back to its moves") {
  const std::string known = ucci_moves(PGN);
  REQUIRE(known.size() > 100);
  const auto moves = moves_of(known);
  const std::pair<std::string, std::string> files[] = {
      {"game.che", che(moves)}, {"game.chn", chn(moves)}, {"game.ccm", ccm(moves)}, {"game.mxq", mxq(moves)}};
  for (const auto& [name, bytes] : files) {
    INFO(name);
    const std::string file = temp_file(name, bytes);
    const auto r = run(kypho_command("validate " + file));
    CHECK(r.status == 0);
    CHECK(contains(r.out, "1 game: 1 valid"));
    CHECK(ucci_moves(file) == known);
  }
  // .mxq's header: the site, date, players and result of its event, the ratings, the comment after the moves.
  const auto pgn = run(kypho_command("convert --to iccs " + temp_path("game.mxq") + " 2>/dev/null")).out;
  CHECK(contains(pgn, "[Red \"红方\"]\n[Black \"黑方\"]"));
  CHECK(contains(pgn, "[RedElo \"2400\"]"));
  CHECK(contains(pgn, "{注释}"));
  CHECK(contains(pgn, "1-0"));
  // Read only: --to refuses them.
  CHECK(run(kypho_command("convert --to mxq " + PGN + " 2>/dev/null")).status == 2);
}

TEST_CASE("portals: an illegal move is reported at its byte (the converters pass over it without a word), a damaged file where it breaks") {
  auto moves = moves_of(ucci_moves(PGN));
  REQUIRE(moves.size() > 10);
  moves[5].from = {0, 9};  // ply 6 from a9, where no black piece is any more
  auto r = run(kypho_command("validate " + temp_file("bad.ccm", ccm(moves))));
  CHECK(contains(r.out, "bad.ccm:35: error[no-such-piece]: ply 6 (a9"));
  r = run(kypho_command("validate " + temp_file("bad.chn", chn(moves))));
  CHECK(contains(r.out, "bad.chn:348: error[no-such-piece]: ply 6 (a9"));
  // A .chn recorded with Red at the top is turned, and said; bytes after the last whole record are said.
  std::string turned(188, '\0');
  const auto good = moves_of(ucci_moves(PGN));
  for (const Move& m : good)
    turned += std::string(4, '\0') + u16(8 - m.from.file) + u16(m.from.rank) + u16(8 - m.to.file) + u16(m.to.rank) + std::string(20, '\0');
  r = run(kypho_command("validate " + temp_file("turned.chn", turned + "xyz")));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "turned.chn:188: info[format]: the first move starts in the upper half: the game was recorded with Red at the top, and is turned"));
  CHECK(contains(r.out, "warning[damaged-file]: 3 bytes after the last whole move record (32 bytes each) are left out"));
  // A .che cut short, an .mxq string that runs past the end, a move that is none.
  r = run(kypho_command("validate " + temp_file("cut.che", che(good).substr(0, 60))));
  CHECK(contains(r.out, "error[damaged-file]: move 3: the file ends inside its ten numbers"));
  std::string cut = mxq(good);
  r = run(kypho_command("validate " + temp_file("cut.mxq", cut.substr(0, cut.size() - 3))));
  CHECK(contains(r.out, "error[damaged-file]: string"));
  CHECK(contains(r.out, "its length (4) runs past the end of the file"));
  const std::string odd = mxq({good[0], {{9, 0}, {1, 1}}});
  r = run(kypho_command("validate " + temp_file("odd.mxq", odd)));
  CHECK(contains(r.out, "error[damaged-file]: move 2: '9A-1B' is no move"));
}
