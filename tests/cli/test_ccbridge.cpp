// CCBridge's records, read from the corpus: the binary record (.cbr), the library (.cbl) and the XML record
// (.cbf). Their moves are python cchess's (walker8088/cchess, read_cbr.py and read_cbf.py, run on these files
// by hand: each game's main line and every line of its tree were the same; the figures below are its main
// lines' lengths); a damaged record is reported at its byte, an XML one at its line and column.
#include <filesystem>

#include <nlohmann/json.hpp>

#include "helpers.hpp"

using namespace kypho::test;

namespace {

const std::string DIR = std::string(KYPHO_CORPUS_DIR) + "/xiangqi/walker8088_cchess";
const std::string CBL = DIR + "/1989_longhuabei_35games.CBL";

std::string bytes_with(const std::string& path, std::size_t at, char value) {
  std::string bytes = read_file(path);
  bytes[at] = value;
  return bytes;
}

}  // namespace

TEST_CASE("ccbridge: the library's 35 games and its 2 headings are read, each as long as python cchess reads it, the deleted record left out and said") {
  const auto r = run(kypho_command("validate --format json " + CBL + " 2>/dev/null"));
  CHECK(r.status == 0);
  // python cchess's main lines, record by record (it reads the deleted 38th too: 111 plies, like the 37th).
  const std::vector<int> cchess = {0, 60, 133, 82, 90, 115, 110, 144, 58, 57, 75, 170, 105, 73, 104, 188, 63, 82, 57,
                                   127, 119, 0, 79, 55, 69, 47, 120, 56, 137, 74, 51, 74, 47, 53, 51, 62, 111};
  std::vector<int> plies;
  int with_moves = 0;
  std::istringstream in(r.out);
  for (std::string line; std::getline(in, line);) {
    const auto j = nlohmann::json::parse(line);
    if (j["type"] == "game") {
      CHECK(j["status"] == "valid");
      plies.push_back(j["plies"]);
      with_moves += j["plies"] > 0;
    }
    if (j["type"] == "diagnostic" && j["code"] == "deleted-record") {
      CHECK(j["offset"] == 101952 + 37 * 4096);
      CHECK(contains(j["message"], "record 38 ('  第五轮 陈淑兰 先胜 高华') is marked deleted in the library's index: left out"));
    }
  }
  CHECK(plies == cchess);
  CHECK(with_moves == 35);
  // The header's fields are tags of each game; the library's name too.
  const auto pgn = run(kypho_command("convert --to pgn " + CBL + " 2>/dev/null")).out;
  CHECK(count(pgn, "[Game \"Chinese Chess\"]") == 37);
  CHECK(contains(pgn, "[Red \"刘殿中\"]\n[RedTeam \""));
  CHECK(contains(pgn, "[Event \"1989年龙化杯象棋名师邀请赛\"]"));
  CHECK(contains(pgn, "[Site \"柳州市\"]"));
  CHECK(contains(pgn, "[Library \"1989年龙化杯象棋名师邀请赛35局\"]"));
  // What it converts to reads back to the same games and moves.
  const std::string written = temp_file("library.pgn", pgn);
  CHECK(run(kypho_command("diff -q " + CBL + " " + written)).status == 0);
}

TEST_CASE("ccbridge: a record's tree, comments and tags survive CBR to PGN and to XQF") {
  for (const std::string name : {"test.cbr", "test2.cbr", "test.cbf", "test2.cbf"}) {
    INFO(name);
    const std::string file = DIR + "/" + name;
    CHECK(run(kypho_command("validate -q " + file)).status == 0);
    const std::string iccs = run(kypho_command("convert -q --to iccs " + file + " 2>/dev/null")).out;
    CHECK(contains(iccs, "h2e2"));
    const std::string xqf = temp_path(name + ".xqf");
    CHECK(run(kypho_command("convert -q --to xqf " + file + " -o " + xqf + " 2>/dev/null")).status == 0);
    CHECK(run(kypho_command("convert -q --to iccs " + xqf + " 2>/dev/null")).out.find("h2e2") != std::string::npos);
    CHECK(run(kypho_command("diff -q " + file + " " + xqf)).out.find("ply") == std::string::npos);
  }
  // test.cbr's tree: 12 lines (python cchess's count), its main line 28 plies, comments kept.
  const auto iccs = run(kypho_command("convert -q --to iccs " + DIR + "/test.cbr 2>/dev/null")).out;
  CHECK(count(iccs, "(") == 11);
  CHECK(contains(iccs, "b0c2 {不急用平车压马，黑有炮8平9，马3退5变化。}"));
  CHECK(contains(run(kypho_command("validate --format json " + DIR + "/test.cbr")).out, "\"plies\":28"));
  // test2.cbr's start has a comment (the stream's first record), and is written before the moves.
  CHECK(contains(run(kypho_command("convert -q --to iccs " + DIR + "/test2.cbr 2>/dev/null")).out, "{李1}"));
  // CCBridge is read-only: --to refuses it, naming what kypho writes.
  const auto refused = run(kypho_command("convert --to cbr " + DIR + "/test.cbr 2>&1"));
  CHECK(refused.status == 2);
  CHECK(contains(refused.out, "--to cbr: kypho reads cbr but does not write it; it writes"));
}

TEST_CASE("ccbridge: a damaged binary record is reported at its byte with what was being read, what came before kept") {
  const std::string cbr = DIR + "/test.cbr";
  // Cut inside move record 11's comment (its length field is at byte 2262, 44 bytes of text follow).
  auto r = run(kypho_command("validate " + temp_file("cut.cbr", read_file(cbr).substr(0, 2300))));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "cut.cbr:2262: error[damaged-file]: move record 11: its comment's length (44) runs past the end of the record; the moves read before are kept"));
  r = run(kypho_command("validate " + temp_file("header.cbr", read_file(cbr).substr(0, 1000))));
  CHECK(contains(r.out, "header.cbr:1000: error[damaged-file]: header: the file ends inside it"));
  // The first move from an empty point (byte 2220 is its from-square: 45, a4).
  r = run(kypho_command("validate " + temp_file("bad.cbr", bytes_with(cbr, 2220, 45))));
  CHECK(contains(r.out, "bad.cbr:2218: error[no-such-piece]: ply 1 (a4e2): no piece on a4"));
  // A board byte of no piece: said at its byte, the square left empty, and the move from it illegal.
  r = run(kypho_command("validate " + temp_file("board.cbr", bytes_with(cbr, 2120, 0x39))));
  CHECK(contains(r.out, "board.cbr:2120: error[damaged-file]: header: the board's square 0 holds 0x39, no piece of CCBridge's; it is left empty"));
  // A library cut inside its index.
  r = run(kypho_command("validate " + temp_file("cut.cbl", read_file(CBL).substr(0, 70000))));
  CHECK(contains(r.out, "cut.cbl:60: error[damaged-file]: the library's index of 128 slots runs past the end of the file"));
  // Told by its magic whatever its name.
  r = run(kypho_command("validate " + temp_file("renamed.txt", read_file(cbr))));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "info[format]: read as cbr, told by its content"));
}

TEST_CASE("ccbridge: CBF's XML is read on its grammar, its problems at their line and column") {
  const std::string cbf = temp_file("hand.cbf",
                                    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                    "<ChineseChessRecord Version=\"1.0\">\n"
                                    " <Head>\n"
                                    "  <Name>Lý &amp; Trần</Name>\n"
                                    "  <Red>Lý</Red>\n"
                                    "  <RecordResult>0</RecordResult>\n"
                                    " </Head>\n"
                                    " <MoveList>\n"
                                    "  <Move value=\"00-00\"><![CDATA[a <start> comment]]></Move>\n"
                                    "  <Move value=\"77-47\" />\n"
                                    "  <Move value=\"70-62\" colour=\"black\" />\n"
                                    "  <Move value=\"79-67\" end=\"1\" />\n"
                                    "  <Move value=\"19-27\" />\n"
                                    " </MoveList>\n"
                                    "</ChineseChessRecord>\n");
  auto r = run(kypho_command("validate " + cbf));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "hand.cbf:11:23: warning[syntax]: the attribute colour of a <Move> is not one CCBridge writes: passed over"));
  CHECK(contains(r.out, "hand.cbf:13:3: error[move-after-end]: 1 move after the end of the line (end=\"1\"), which CBF ties to no move: left out"));
  const auto iccs = run(kypho_command("convert -q --to iccs --keep-broken " + cbf + " 2>/dev/null")).out;
  CHECK(contains(iccs, "[Title \"Lý & Trần\"]"));
  CHECK(contains(iccs, "{a <start> comment}"));
  CHECK(contains(iccs, "1. h2e2 h9g7\n2. h0g2"));
  // Broken XML: a mismatched end tag, then an element never closed; what was read is kept.
  r = run(kypho_command("validate " + temp_file("broken.cbf", "<?xml version=\"1.0\"?>\n<ChineseChessRecord>\n <Head><Red>A</Black></Head>\n <MoveList>\n  <Move value=\"77-47\">\n")));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "broken.cbf:3:16: error[syntax]: the end tag '</Black>' closes the element '<Red>'"));
  CHECK(contains(r.out, "broken.cbf:6:1: error[syntax]: the element is not closed: expected its end tag '</name>'"));
  CHECK(contains(run(kypho_command("convert -q --to iccs --keep-broken " + temp_path("broken.cbf") + " 2>/dev/null")).out, "h2e2"));
  // A result of several (lines ending differently) is read as unknown and said; an element of no part, said.
  r = run(kypho_command("validate " + temp_file("several.cbf", "<?xml version=\"1.0\"?>\n<ChineseChessRecord>\n <Head><RecordResult>4</RecordResult></Head>\n"
                                                                " <Notes>x</Notes>\n <MoveList><Move value=\"77-47\"/></MoveList>\n</ChineseChessRecord>\n")));
  CHECK(contains(r.out, "several.cbf:3:22: note[malformed-header]: the result says 'several' (its lines end differently): read as unknown"));
  CHECK(contains(r.out, "several.cbf:4:2: warning[syntax]: <Notes> is no part of a CCBridge record kypho knows: passed over"));
  // Not a CCBridge record.
  r = run(kypho_command("validate --from cbf " + temp_file("other.xml", "<?xml version=\"1.0\"?>\n<svg/>\n")));
  CHECK(contains(r.out, "other.xml:2:1: error[format]: this XML is no CCBridge record: its element is <svg>, not <ChineseChessRecord>"));
}
