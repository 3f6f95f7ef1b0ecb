// DhtmlXQ blocks (東萍's forum format): read from a page or a text file, each block a game placed in the page by
// line and column, and written so that kypho reads the same moves, variations and comments back.
#include <filesystem>

#include <nlohmann/json.hpp>

#include "helpers.hpp"

using namespace kypho::test;
namespace fs = std::filesystem;

namespace {

// A record's moves, variations and comments as its ICCS text shows them: its lines after the tags.
std::string movetext(const std::string& file) {
  std::string out;
  std::istringstream in(run(kypho_command("convert -q --to iccs " + file + " 2>/dev/null")).out);
  for (std::string line; std::getline(in, line);)
    if (!line.starts_with("[")) out += line + "\n";
  return out;
}

}  // namespace

TEST_CASE("dhtmlxq: every valid XQF of the corpus written as a DhtmlXQ block reads back to the same moves, variations and comments") {
  int round_trips = 0;
  for (const auto& entry : fs::recursive_directory_iterator(std::string(KYPHO_CORPUS_DIR) + "/xiangqi")) {
    std::string ext = entry.path().extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    if (ext != ".xqf" || run(kypho_command("validate -q " + entry.path().string() + " >/dev/null 2>&1")).status != 0) continue;
    INFO(entry.path());
    const std::string block = temp_path("block.txt");
    REQUIRE(run(kypho_command("convert -q --to dhtmlxq " + entry.path().string() + " -o " + block + " 2>/dev/null")).status == 0);
    CHECK(read_file(block).starts_with("[DhtmlXQ]\n"));
    CHECK(movetext(block) == movetext(entry.path().string()));
    ++round_trips;
  }
  CHECK(round_trips >= 15);
}

TEST_CASE("dhtmlxq: blocks on a page are its games, read whatever surrounds them, each problem at its line and column") {
  const std::string page = temp_file("page.html",
                                     "<!DOCTYPE html>\n<html><body><p>Two games</p>\n"
                                     "[DhtmlXQ]\n[DhtmlXQ_title]Ván 1[/DhtmlXQ_title]\n[DhtmlXQ_red]Nguyễn Văn A[/DhtmlXQ_red]\n"
                                     "[DhtmlXQ_movelist]77477242\n7967[/DhtmlXQ_movelist]\n[DhtmlXQ_move_0_2_1]1022[/DhtmlXQ_move_0_2_1]\n"
                                     "[DhtmlXQ_comment2]Mã 8 tấn 7[/DhtmlXQ_comment2]\n[DhtmlXQ_result]红胜[/DhtmlXQ_result]\n[/DhtmlXQ]\n"
                                     "<p>and</p>\n[DhtmlXQ]\n[DhtmlXQ_movelist]77477747[/DhtmlXQ_movelist]\n[/DhtmlXQ]\n</body></html>\n");
  const auto r = run(kypho_command("validate --format json " + page));
  CHECK(contains(r.out, "\"severity\":\"info\",\"code\":\"format\",\"message\":\"read as dhtmlxq, told by its content"));
  int games = 0, invalid = 0;
  std::istringstream lines(r.out);
  for (std::string line; std::getline(lines, line);) {
    const auto j = nlohmann::json::parse(line);
    if (j["type"] == "game") ++games;
    if (j["type"] == "game" && j["status"] == "invalid") ++invalid;
    // The second game's second move, 7747, moves from h2, emptied by the first: placed at its digits in the page.
    if (j.value("severity", "") == "error") {
      CHECK(j["game"] == 2);
      CHECK(j["line"] == 14);
      CHECK(j["col"] == 23);
    }
  }
  CHECK(games == 2);
  CHECK(invalid == 1);
  // The first game as PGN: its tags, the variation at ply 2 and the comment kept.
  const auto pgn = run(kypho_command("convert -q --keep-broken --to iccs " + page + " 2>/dev/null"));
  CHECK(contains(pgn.out, "[Title \"Ván 1\"]"));
  CHECK(contains(pgn.out, "[Red \"Nguyễn Văn A\"]"));
  CHECK(contains(pgn.out, "1. h2e2 h7e7 {Mã 8 tấn 7} (1... b9c7)\n2. h0g2\n1-0"));
}

TEST_CASE("dhtmlxq: a branch of no parent, a move that is no move, an unclosed field: said, the rest read, the game not valid") {
  const std::string text = temp_file("broken.txt",
                                     "[DhtmlXQ]\n[DhtmlXQ_movelist]7747x242[/DhtmlXQ_movelist]\n[DhtmlXQ_move_5_3_1]7967[/DhtmlXQ_move_5_3_1]\n"
                                     "[DhtmlXQ_title]no end\n[/DhtmlXQ]\n");
  const auto r = run(kypho_command("validate " + text));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "broken.txt:2:23: error[syntax]: ply 2: 'x242' is no move"));
  CHECK(contains(r.out, "error[syntax]: [DhtmlXQ_move_5_3_1] leaves branch 5 at ply 3, which it does not reach"));
  CHECK(contains(r.out, "error[syntax]: [DhtmlXQ_title] is not closed"));
  CHECK(contains(r.out, "0 valid, 1 invalid"));
}

TEST_CASE("dhtmlxq: who moves first, which the format does not store, and a result of no known word, are said") {
  // The two generals alone, Black's moving first (e9 to e8).
  const std::string text = temp_file("black-first.txt",
                                     "[DhtmlXQ]\n[DhtmlXQ_binit]9999999949999999999999999999999999999999409999999999999999999999[/DhtmlXQ_binit]\n"
                                     "[DhtmlXQ_movelist]4041[/DhtmlXQ_movelist]\n[DhtmlXQ_result]jamais[/DhtmlXQ_result]\n[/DhtmlXQ]\n");
  const auto r = run(kypho_command("validate " + text + " 2>&1"));
  CHECK(contains(r.out, "info[missing-turn]: the record does not store who moves first: Black, whose piece the first move moves"));
  CHECK(contains(r.out, "black-first.txt:4:17: warning[malformed-header]: result 'jamais' is none of"));
}

TEST_CASE("dhtmlxq: 打虎将's DHJHtmlXQ blocks, fields by number and ranks from Red's side, are read") {
  // Written by the layout vschess reads (dataToNode_DHJHtmlXQ): no real page was at hand.
  const std::string page = temp_file("dhj.html",
                                     "<html><body>\n[DHJHtmlXQ]\n[DHJHtmlXQ_10]Thử DHJ[/DHJHtmlXQ_10]\n[DHJHtmlXQ_18]Lý Lai[/DHJHtmlXQ_18]\n"
                                     "[DHJHtmlXQ_22]Trần[/DHJHtmlXQ_22]\n[DHJHtmlXQ_19]9段[/DHJHtmlXQ_19]\n[DHJHtmlXQ_28]红胜[/DHJHtmlXQ_28]\n"
                                     "[DHJHtmlXQ_34]72427967[/DHJHtmlXQ_34]\n[DHJHtmlXQ_comment_1]Pháo đầu[/DHJHtmlXQ_comment_1]\n[/DHJHtmlXQ]\n</body></html>\n");
  auto r = run(kypho_command("validate " + page));
  CHECK(r.status == 0);
  const auto iccs = run(kypho_command("convert --to iccs " + page + " 2>/dev/null")).out;
  CHECK(contains(iccs, "[Title \"Thử DHJ\"]\n[Red \"Lý Lai\"]\n[Black \"Trần\"]\n[DHJHtmlXQ_19 \"9段\"]\n[Result \"1-0\"]"));
  CHECK(contains(iccs, "1. h2e2 {Pháo đầu} 1... h9g7"));
  // The board (31), Black to move (32 = 1) after one ply (33): its first move is checked from there.
  const std::string set_up = temp_file("dhj-board.txt",
                                       "[DHJHtmlXQ][DHJHtmlXQ_31]rnbakabnr**********c*****c*p*p*p*p*p******************P*P*P*P*P*C*****C*"
                                       "*********RNBAKABNR[/DHJHtmlXQ_31][DHJHtmlXQ_32]1[/DHJHtmlXQ_32][DHJHtmlXQ_33]1[/DHJHtmlXQ_33]"
                                       "[DHJHtmlXQ_34]7977[/DHJHtmlXQ_34][/DHJHtmlXQ]\n");
  r = run(kypho_command("validate " + set_up));
  CHECK(contains(r.out, "dhj-board.txt:1:205: error[own-piece]: ply 1 (h9h7): h7 holds"));
  r = run(kypho_command("validate " + temp_file("dhj-bad.txt", "[DHJHtmlXQ][DHJHtmlXQ_31]rnbak[/DHJHtmlXQ_31][/DHJHtmlXQ]\n")));
  CHECK(contains(r.out, "error[syntax]: the board (field 31) is 90 characters"));
}
