// The replay core both games stand on: the history of every ply (keys that repeat when positions do,
// checks, captures), variations and branches and where each starts, move numbers, moves after the end,
// and declared results against the board.
#include "converters/shogi/position.hpp"
#include "converters/shogi/record_reader.hpp"
#include "converters/xiangqi/record_reader.hpp"
#include "helpers.hpp"

using namespace kypho;
using grammar::shogi::Format;
using grammar::xiangqi::Notation;

namespace {

// The one game of `text`, read by `read` (a record reader) in `format`.
template <typename Game, typename Format, typename Reader>
Game read_one(const std::string& text, Format format, Reader read) {
  const grammar::SourceText src("t", text);
  Game out;
  int games = 0;
  read(src, format, [&](Game& g) {
    if (++games == 1) out = g;
  }, ReadChecks{});
  REQUIRE(games == 1);
  return out;
}

xiangqi::ReadGame read_xiangqi(const std::string& text, std::optional<Notation> n = std::nullopt) {
  return read_one<xiangqi::ReadGame>(text, n, xiangqi::read_xiangqi_records);
}

shogi::ReadGame read_shogi(const std::string& text, Format f) { return read_one<shogi::ReadGame>(text, f, shogi::read_shogi_records); }

std::vector<std::string> codes(const Diagnostics& ds) {
  std::vector<std::string> out;
  for (const auto& d : ds) out.push_back(d.code);
  return out;
}

// Each node's history against the position reached by making the moves from the start along its path.
template <typename Game>
void check_history_by_replaying(const Game& g) {
  const auto& r = g.record;
  REQUIRE(g.history.size() == r.node_count());
  CHECK(g.history[0].key == r.start.key());
  for (std::uint32_t i = 1; i < r.node_count(); ++i) {
    std::vector<std::uint32_t> path;
    for (std::uint32_t n = i; n != 0; n = r.node(n).parent) path.push_back(n);
    auto pos = r.start;
    bool captured = false;
    for (auto it = path.rbegin(); it != path.rend(); ++it) {
      captured = pos.at(r.node(*it).move.to) != decltype(pos.at(r.node(*it).move.to)){};
      pos.make(r.node(*it).move);
    }
    INFO("node " << i);
    CHECK(g.history[i].key == pos.key());
    CHECK(g.history[i].capture == captured);
    CHECK(checks_along(r, i).back() == pos.in_check());
  }
}

}  // namespace

TEST_CASE("xiangqi: the history of every ply, main line and variations, with the start's key coming back on repetition, and checks along a line") {
  // Both chariots out and back: the start position again after four plies; then a capture and a check.
  const auto g = read_xiangqi("1. X1.1 X1.1 2. X1/1 X1/1 (M2.3) 3. P2-5 P8-5 4. P5.4 S4.5 5. P8-5 *\n", Notation::VIETNAMESE);
  CHECK(g.valid);
  check_history_by_replaying(g);
  const auto& main = g.record;
  std::vector<std::uint32_t> line;
  for (std::uint32_t n = main.node(0).first_child; n != NO_NODE; n = main.node(n).first_child) line.push_back(n);
  REQUIRE(line.size() == 9);
  CHECK(g.history[line[3]].key == g.history[0].key);
  CHECK(g.history[line[1]].key != g.history[0].key);
  CHECK(g.history[line[6]].capture);  // P5.4 takes the soldier on the central file
  const auto checks = checks_along(main, line.back());
  REQUIRE(checks.size() == 10);
  CHECK(checks[7]);  // after P5.4
  CHECK(std::count(checks.begin(), checks.end(), true) == 1);
  // The variation replaces Black's second move: a sibling of it, from the position before it.
  const std::uint32_t variation = main.node(line[3]).next_sibling;
  REQUIRE(variation != NO_NODE);
  CHECK(main.node(variation).parent == line[2]);
  CHECK(g.plies == 9);
  CHECK(g.written.size() == 9);
}

TEST_CASE("xiangqi: a variation with no move before it is another line from the start, and says so") {
  const auto g = read_xiangqi("(1. P2-5 M8.7) 1. P8-5 M2.3 *\n", Notation::VIETNAMESE);
  CHECK(g.valid);
  REQUIRE(!g.diagnostics.empty());
  CHECK(g.diagnostics.front().severity == Severity::NOTE);
  CHECK(g.diagnostics.front().col == 1);
  const auto& r = g.record;
  const std::uint32_t first = r.node(0).first_child;
  REQUIRE(first != NO_NODE);
  REQUIRE(r.node(first).next_sibling != NO_NODE);  // two first moves: the variation's and the main line's
  CHECK(g.plies == 2);
}

TEST_CASE("xiangqi: a variation replacing the move that broke its line is checked from the position before it") {
  // 2. X1.5 cannot be played (the chariot is blocked); the variation replaces it and is legal.
  const std::string text = "1. P2-5 M8.7 2. X1.5 (2. M2.3 X9-8) M2.3 *\n";
  const auto g = read_xiangqi(text, Notation::VIETNAMESE);
  CHECK(codes(g.diagnostics) == std::vector<std::string>{"blocked"});
  CHECK(g.diagnostics[0].ply == 3);
  CHECK(g.plies == 2);
  REQUIRE(g.main_unreplayed);
  CHECK(*g.main_unreplayed == text.find("X1.5"));
  CHECK(g.record.node_count() == 5);  // two main-line moves and the variation's two
  check_history_by_replaying(g);
  REQUIRE(g.written.size() == 4);
  CHECK(g.written[2].diagnostic == 0);
  CHECK_FALSE(g.written[3].move);
}

TEST_CASE("a variation or branch that leaves its line after the move that broke it says its moves are not checked") {
  // 2. X1.5 breaks the main line; the variation replaces 2... M2.3, written after it: its start is unknown.
  const std::string text = "1. P2-5 M8.7 2. X1.5 M2.3 (2... M2.1 X9-8) *\n";
  const auto g = read_xiangqi(text, Notation::VIETNAMESE);
  REQUIRE(codes(g.diagnostics) == std::vector<std::string>{"blocked", "not-checked"});
  CHECK(g.diagnostics[1].severity == Severity::NOTE);
  CHECK(g.diagnostics[1].col == text.find('(') + 1);
  CHECK(g.record.node_count() == 3);
  // The same in KIF: the main line breaks at 3, and a branch replaces 4.
  const auto k = read_shogi("手合割：平手\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ８七角(88)\n   4 ８四歩(83)\n\n変化：4手\n   4 ４四歩(43)\n",
                            Format::KIF);
  REQUIRE(codes(k.diagnostics) == std::vector<std::string>{"illegal-move", "not-checked"});
  CHECK(k.diagnostics[1].line == 7);
}

TEST_CASE("shogi: the history of every ply, with sennichite's key coming back, and checks along a line") {
  const auto g = read_shogi("position startpos moves 2h5h 8b5b 5h2h 5b8b 7g7f 3c3d 8h2b+ 3a2b\n", Format::USI);
  CHECK(g.valid);
  check_history_by_replaying(g);
  CHECK(g.history[4].key == g.history[0].key);
  CHECK(g.history[7].capture);
  CHECK(g.history[8].capture);
  const auto check = read_shogi("position sfen 4k4/9/9/9/9/9/9/9/4K4 b G 1 moves G*5b\n", Format::USI);
  REQUIRE(check.history.size() == 2);
  CHECK(checks_along(check.record, 1) == std::vector<bool>{false, true});
}

TEST_CASE("KIF: a move number that skips is reported at the number, and a branch may replace the move that broke its line") {
  const std::string kif =
      "手合割：平手\n"
      "   1 ７六歩(77)\n"
      "   2 ３四歩(33)\n"
      "   4 ２六歩(27)\n"   // the number skips 3
      "   4 ８四歩(83)\n"
      "   5 ８七角(88)\n"   // a bishop does not move straight
      "\n変化：5手\n"
      "   5 ６六歩(67)\n";
  const auto g = read_shogi(kif, Format::KIF);
  const auto cs = codes(g.diagnostics);
  REQUIRE(!cs.empty());
  CHECK(cs[0] == "move-number");
  CHECK(g.diagnostics[0].line == 4);
  CHECK(g.diagnostics[0].col == 4);
  CHECK(g.diagnostics[0].message == "move number 4 where 3 was expected");
  // The fifth move is refused; the branch at 5 starts from the position before it and is replayed.
  CHECK(std::count(cs.begin(), cs.end(), "syntax") == 0);
  CHECK(g.record.node_count() == 6);
  check_history_by_replaying(g);
}

TEST_CASE("shogi: declared endings against the board") {
  // Mated on the board, then recorded as 中断 (the result is left open): a note; as 千日手: a warning.
  const std::string mate = "V2.2\nP1 *  *  *  *  *  *  *  * -OU\nP2 *  *  *  *  *  *  *  *  * \nP3 *  *  *  *  *  *  * +KI * \n"
                           "P4 *  *  *  *  *  *  *  *  * \nP5 *  *  *  *  *  *  *  *  * \nP6 *  *  *  *  *  *  *  *  * \n"
                           "P7 *  *  *  *  *  *  *  *  * \nP8 *  *  *  *  *  *  *  *  * \nP9 *  *  *  * +OU *  *  *  * \nP+00KI\n+\n+0012KI\n";
  const auto open = read_shogi(mate + "%CHUDAN\n", Format::CSA);
  REQUIRE(!open.diagnostics.empty());
  CHECK(open.diagnostics.back().code == "result-mismatch");
  CHECK(open.diagnostics.back().severity == Severity::NOTE);
  CHECK(open.record.termination == Termination::ABANDONED);
  const auto drawn = read_shogi(mate + "%SENNICHITE\n", Format::CSA);
  REQUIRE(!drawn.diagnostics.empty());
  CHECK(drawn.diagnostics.back().code == "result-mismatch");
  CHECK(drawn.diagnostics.back().severity == Severity::WARNING);
  CHECK(drawn.diagnostics.back().line == 14);
  const auto resigned = read_shogi(mate + "%TORYO\n", Format::CSA);
  CHECK(codes(resigned.diagnostics).empty());
  CHECK(resigned.record.result == Result::FIRST_WINS);
  const auto plain = read_shogi(mate, Format::CSA);
  CHECK(plain.record.termination == Termination::CHECKMATE);
  CHECK(plain.record.result == Result::FIRST_WINS);
  // A move after a terminal word is not replayed, and its line is kept.
  const auto after = read_shogi("V2.2\nPI\n+\n+7776FU\n%TORYO\n-3334FU\n", Format::CSA);
  CHECK(codes(after.diagnostics) == std::vector<std::string>{"move-after-end"});
  CHECK(after.plies == 1);
}

TEST_CASE("xiangqi: a variation left open at the end of the game: the main line's end is still the one judged") {
  // Red mates on the main line; the variation after the last move is never closed.
  const std::string fen = "[FEN \"3k5/R8/9/9/9/9/9/9/8R/4K4 w - - 0 1\"]\n";
  const auto g = read_xiangqi(fen + "1. R1+8 (1. R9+1", Notation::WXF);
  CHECK(g.plies == 1);
  CHECK(g.end == xiangqi::Status::CHECKMATE);
  CHECK(g.record.termination == Termination::CHECKMATE);
  CHECK(g.record.result == Result::FIRST_WINS);
}
