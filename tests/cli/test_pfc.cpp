// 鹏飞象棋's PFC records, XML trees of moves. No real file was at hand: the files here are written by the
// layout vschess reads and writes (converters/xiangqi/pfc.hpp), one by hand and one from a known game
// (the corpus's CCGC_06.PGN), whose every move is an element inside the one before.
#include <string>
#include <vector>

#include "helpers.hpp"

using namespace kypho::test;

namespace {

const std::string PGN = std::string(KYPHO_CORPUS_DIR) + "/xiangqi/eleeye/CCGC_06.PGN";  // 123 plies: 124 elements deep

std::string ucci_moves(const std::string& file) {
  const std::string line = run(kypho_command("convert --to ucci " + file + " 2>/dev/null")).out;
  const auto at = line.find(" moves ");
  return at == std::string::npos ? std::string() : line.substr(at + 7);
}

}  // namespace

TEST_CASE("pfc: the tree of <n> elements reads as moves, the default child the main line, the others variations") {
  const std::string pfc = temp_file("hand.pfc",
                                    "<?xml version=\"1.0\" encoding=\"utf-8\"?><n version=\"2\" win=\"1-0\" "
                                    "m=\"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\" c=\"Mở đầu\" "
                                    "title=\"Ván mẫu\" red=\"Lý &amp; Lai\" create-time=\"2026.11.25\" place=\"Hà Nội\">"
                                    "<n m=\"h2e2\" c=\"Pháo đầu\"><n m=\"b9c7\" c=\"\" /><n m=\"h9g7\" c=\"Bình phong mã\" default=\"true\">"
                                    "<n m=\"h0g2\" c=\"\" /></n></n></n>\n");
  auto r = run(kypho_command("validate " + pfc));
  CHECK(r.status == 0);
  const auto iccs = run(kypho_command("convert --to iccs " + pfc + " 2>/dev/null")).out;
  CHECK(contains(iccs, "[Title \"Ván mẫu\"]\n[Red \"Lý & Lai\"]\n[Date \"2026.11.25\"]\n[Site \"Hà Nội\"]\n[Result \"1-0\"]"));
  CHECK(contains(iccs, "{Mở đầu}\n1. h2e2 {Pháo đầu} 1... h9g7 {Bình phong mã} (1... b9c7)\n2. h0g2"));
  // A move's attribute vschess does not write, and a version other than 2, are said.
  r = run(kypho_command("validate " + temp_file("odd.pfc", "<?xml version=\"1.0\"?>\n<n version=\"3\" m=\"\">\n <n m=\"h2e2\" t=\"5\"/>\n</n>\n")));
  CHECK(contains(r.out, "odd.pfc:2:4: note[format]: PFC version 3: read by the layout of version 2, the one known"));
  CHECK(contains(r.out, "odd.pfc:3:14: warning[syntax]: the attribute t of a move (<n>) is not one vschess writes: passed over"));
  // Told by its content whatever its name.
  r = run(kypho_command("validate " + temp_file("renamed.xml", read_file(pfc))));
  CHECK(contains(r.out, "info[format]: read as pfc, told by its content"));
}

TEST_CASE("pfc: a whole game nests each move in the one before, and reads back, and a move that is none is said at its line and column") {
  const std::string known = ucci_moves(PGN);
  REQUIRE(known.size() > 600);
  std::vector<std::string> moves;
  for (std::size_t at = 0; at + 4 <= known.size(); at += 5) moves.push_back(known.substr(at, 4));
  std::string xml = "<?xml version=\"1.0\"?>\n<n version=\"2\" win=\"*\" m=\"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\">";
  for (const std::string& m : moves) xml += "<n m=\"" + m + "\">";
  for (std::size_t i = 0; i < moves.size(); ++i) xml += "</n>";
  xml += "</n>\n";
  const std::string pfc = temp_file("game.pfc", xml);
  CHECK(run(kypho_command("validate " + pfc)).status == 0);
  CHECK(ucci_moves(pfc) == known);
  // A move of no ICCS: the line stops there, said where the value stands.
  const std::string bad = temp_file("bad.pfc", "<?xml version=\"1.0\"?>\n<n version=\"2\" m=\"\">\n <n m=\"h2e2\">\n  <n m=\"H9-G7\"/>\n </n>\n</n>\n");
  auto r = run(kypho_command("validate " + bad));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "bad.pfc:4:6: error[syntax]: 'H9-G7' is no move: PFC writes one in ICCS (\"h2e2\"); the moves after it in its line are left out"));
  // Nesting beyond any record is one error, not a crash.
  std::string deep = "<?xml version=\"1.0\"?>\n<n version=\"2\">";
  for (int i = 0; i < 1200; ++i) deep += "<n m=\"h2e2\">";
  r = run(kypho_command("validate " + temp_file("deep.pfc", deep)));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "error[syntax]: elements are nested more than 1000 deep here, which no record writes"));
}
