// Shogi records: every corpus file reads; valid ones round-trip through KIF, CSA and USI; broken ones are
// reported with their rule at the right move.
#include <filesystem>

#include "converters/shogi/position.hpp"
#include "converters/shogi/record_writer.hpp"
#include "grammar/text/encoding.hpp"
#include "helpers.hpp"

using namespace kypho;
using namespace kypho::shogi;
using grammar::shogi::Format;
namespace fs = std::filesystem;

namespace {

struct Read {
  std::vector<std::string> moves;
  bool valid;
  Diagnostics diagnostics;
  ShogiRecord record;
};

// `encoding`: what the text was read as (decoding gave it the UTF-8 text here).
std::vector<Read> read_all(const std::string& text, Format format, const std::string& encoding = "utf-8") {
  const grammar::SourceText src("t", text, encoding);
  std::vector<Read> games;
  read_shogi_records(src, format, [&](ReadGame& g) {
    Read r{{}, g.valid, g.diagnostics, g.record};
    g.record.for_each_main_line_node([&](const auto& n) { r.moves.push_back(usi_move(n.move)); });
    games.push_back(std::move(r));
  });
  return games;
}

std::optional<Format> format_of(const fs::path& p) {
  const std::string ext = p.extension().string();
  if (ext == ".kif" || ext == ".kifu") return Format::KIF;
  if (ext == ".ki2" || ext == ".ki2u") return Format::KI2;
  if (ext == ".csa") return Format::CSA;
  if (ext == ".jkf") return Format::JKF;
  if (ext == ".sfen" || ext == ".usi") return Format::USI;
  return std::nullopt;
}

}  // namespace

TEST_CASE("every shogi corpus record reads, the valid ones round-trip through KIF, CSA and USI") {
  int files = 0, valid = 0;
  for (const auto& dir : {"kif", "ki2", "csa", "usi", "jkf", "golden"})
    for (const auto& entry : fs::directory_iterator(fs::path(KYPHO_CORPUS_DIR) / "shogi" / dir)) {
      const auto format = format_of(entry.path());
      if (!format) continue;
      ++files;
      INFO(entry.path().string());
      const std::string text = grammar::decode(test::read_file(entry.path().string())).text;
      const auto games = read_all(text, *format);
      REQUIRE(!games.empty());
      for (const auto& g : games) {
        if (!g.valid) continue;
        ++valid;
        for (auto [to, back] : {std::pair{grammar::shogi::Format::KIF, Format::KIF}, {grammar::shogi::Format::KI2, Format::KI2}, {grammar::shogi::Format::CSA, Format::CSA},
                                {grammar::shogi::Format::USI, Format::USI}, {grammar::shogi::Format::JKF, Format::JKF}}) {
          std::vector<std::string> lost;
          const std::string written = write_shogi_record(g.record, to, lost);
          const auto again = read_all(written, back);
          INFO(written);
          REQUIRE(again.size() == 1);
          CHECK(again[0].valid);
          CHECK(again[0].moves == g.moves);
          CHECK(write_sfen(again[0].record.start) == write_sfen(g.record.start));
          if (to != grammar::shogi::Format::USI) CHECK(again[0].record.termination == g.record.termination);
        }
      }
    }
  CHECK(files >= 75);
  CHECK(valid >= 72);
}

// The warnings[encoding] of a game, as line:col.
std::vector<std::string> encoding_warnings(const Read& r) {
  std::vector<std::string> found;
  for (const auto& d : r.diagnostics)
    if (d.code == "encoding" && d.severity == Severity::WARNING) found.push_back(std::to_string(d.line) + ":" + std::to_string(d.col));
  return found;
}

TEST_CASE("a record that names its own encoding and was read in another is told so, at the name") {
  using V = std::vector<std::string>;
  const std::string moves = "手数----指手---------消費時間--\n1 ７六歩(77)\n";
  // KIF 2.0's first line: a name the bytes agree with is silent, whatever its spelling; another is said.
  CHECK(encoding_warnings(read_all("#KIF version=2.0 encoding=UTF-8\n" + moves, Format::KIF)[0]).empty());
  CHECK(encoding_warnings(read_all("#KIF version=2.0 encoding=utf8\n" + moves, Format::KIF)[0]).empty());
  CHECK(encoding_warnings(read_all("#KIF version=2.0 encoding=Utf8\n" + moves, Format::KIF)[0]).empty());
  CHECK(encoding_warnings(read_all("#KIF version=2.0 encoding=SHIFT_JIS\n" + moves, Format::KIF, "cp932")[0]).empty());
  CHECK(encoding_warnings(read_all("#KIF version=2.0 encoding=Shift_JIS\n" + moves, Format::KIF, "cp932")[0]).empty());
  // The other names browsers and Windows programs give it (the Encoding Standard's labels).
  for (const char* name : {"MS932", "x-sjis", "Windows-31J", "csShiftJIS", " sjis "})
    CHECK(encoding_warnings(read_all(std::string("#KIF version=2.0 encoding=") + name + "\n" + moves, Format::KIF, "cp932")[0]).empty());
  const auto wrong = read_all("#KIF version=2.0 encoding=Shift_JIS\n" + moves, Format::KIF)[0];
  CHECK(encoding_warnings(wrong) == V{"1:27"});
  CHECK(wrong.valid);
  CHECK(wrong.moves == V{"7g7f"});
  CHECK(encoding_warnings(read_all("#KIF version=2.0 encoding=UTF-8\n" + moves, Format::KIF, "cp932")[0]) == V{"1:27"});
  CHECK(encoding_warnings(read_all("#KIF version=2.0 encoding=EBCDIC\n" + moves, Format::KIF)[0]) == V{"1:27"});
  // KI2 shares KIF's first line.
  CHECK(encoding_warnings(read_all("#KIF version=2.0 encoding=Shift_JIS\n▲７六歩\n", Format::KI2)[0]) == V{"1:27"});
  // CSA 3: each game's own line. A game of ASCII alone reads the same in either encoding.
  const auto csa = read_all("'encoding=Shift_JIS\nV2.2\nN+sente\nPI\n+\n+7776FU\n/\n'encoding=Shift_JIS\nV2.2\nN+先手\nPI\n+\n+7776FU\n",
                            Format::CSA);
  REQUIRE(csa.size() == 2);
  CHECK(encoding_warnings(csa[0]).empty());
  CHECK(encoding_warnings(csa[1]) == V{"8:11"});
  CHECK(csa[1].moves == V{"7g7f"});
}

TEST_CASE("KIF branches, 同 in a branch, terminal words of every line") {
  const std::string kif =
      "手合割：平手\n手数----指手---------消費時間--\n"
      "   1 ７六歩(77)   ( 0:02/00:00:02)\n   2 ３四歩(33)   ( 0:01/00:00:01)\n"
      "   3 ２二角成(88)   ( 0:01/00:00:03)+\n   4 同　銀(31)\n   5 投了\n\n"
      "変化：3手\n   3 ６六歩(67)\n   4 反則勝ち\n";
  const auto games = read_all(kif, Format::KIF);
  REQUIRE(games.size() == 1);
  CHECK(games[0].valid);
  CHECK(games[0].moves == std::vector<std::string>{"7g7f", "3c3d", "8h2b+", "3a2b"});
  const auto& r = games[0].record;
  CHECK(r.termination == Termination::RESIGNATION);
  CHECK(r.result == Result::SECOND_WINS);
  std::vector<std::string> lost;
  const std::string written = write_shogi_record(r, grammar::shogi::Format::KIF, lost);
  CHECK(written.find("変化：3手\n   3 ６六歩(67)\n   4 反則勝ち\n") != std::string::npos);
  CHECK(written.find("   3 ２二角成(88)   ( 0:01/00:00:03)+\n   4 同　銀(31)\n   5 投了\n") != std::string::npos);
}

TEST_CASE("illegal shogi moves are reported with their rule at the right ply and column") {
  const auto check = [](const std::string& text, Format f, std::string_view code, std::uint32_t ply, std::uint32_t line,
                        std::uint32_t col) {
    const auto games = read_all(text, f);
    INFO(text);
    REQUIRE(games.size() == 1);
    CHECK(!games[0].valid);
    REQUIRE(!games[0].diagnostics.empty());
    const auto& d = games[0].diagnostics.front();
    CHECK(d.code == code);
    CHECK(d.ply == ply);
    CHECK(d.line == line);
    CHECK(d.col == col);
  };
  check("position startpos moves 7g7f 3c3d 8h2b 3a2b 2b3a", Format::USI, "no-such-piece", 5, 1, 45);
  check("position sfen 4k4/9/9/9/9/9/4P4/9/4K4 b P 1 moves P*5e", Format::USI, "nifu", 1, 1, 51);
  check("position sfen 3lkl3/9/4G4/9/9/9/9/9/4K4 b P 1 moves P*5b", Format::USI, "uchifuzume", 1, 1, 53);
  check("V2.2\nPI\n+\n+7776FU\n-3334FU\n+5554FU\n", Format::CSA, "no-such-piece", 3, 6, 1);
  check("V2.2\nPI\n+\n+7776FU\n-3334FU\n+8822UM\n+2231KA\n", Format::CSA, "wrong-side", 4, 7, 1);
  check("手合割：平手\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ８七角(88)\n", Format::KIF, "illegal-move", 3, 4, 6);
  check("手合割：平手\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ５五角打\n", Format::KIF, "no-such-piece", 3, 4, 6);
  check("position sfen 4k4/P8/9/9/9/9/9/9/4K4 b - 1 moves 9b9a", Format::USI, "must-promote", 1, 1, 50);
}

TEST_CASE("terminal words keep their meaning across formats") {
  const auto illegal_win = read_all("V2.2\nPI\n+\n+7776FU\n-3334FU\n%-ILLEGAL_ACTION\n", Format::CSA);
  CHECK(illegal_win[0].record.termination == Termination::ILLEGAL_MOVE);
  CHECK(illegal_win[0].record.terminated_by == 1);
  CHECK(illegal_win[0].record.result == Result::FIRST_WINS);
  std::vector<std::string> lost;
  const std::string kif = write_shogi_record(illegal_win[0].record, grammar::shogi::Format::KIF, lost);
  CHECK(kif.find("   3 反則勝ち\n") != std::string::npos);  // sente to move wins: gote fouled
  const auto back = read_all(kif, Format::KIF);
  CHECK(back[0].record.terminated_by == 1);
  CHECK(back[0].record.result == Result::FIRST_WINS);
  const std::string csa = write_shogi_record(back[0].record, grammar::shogi::Format::CSA, lost);
  CHECK(csa.ends_with("%-ILLEGAL_ACTION\n"));
  const auto wrong_mate = read_all("V2.2\nPI\n+\n+7776FU\n%TSUMI\n", Format::CSA);
  CHECK(wrong_mate[0].diagnostics.back().code == "result-mismatch");
}

TEST_CASE("KI2: pieces told apart by 右 左 直 上 引 寄, written with the fewest words") {
  // Two golds can reach 5h from 6i and 4i: 右 and 左 tell them apart; 直 is the one straight behind.
  const std::string start = "position sfen 4k4/9/9/9/9/9/9/9/3GKG3 b - 1 moves ";
  const auto games = read_all(start + "6i5h", Format::USI);
  REQUIRE(games[0].valid);
  std::vector<std::string> lost;
  const std::string ki2 = write_shogi_record(games[0].record, grammar::shogi::Format::KI2, lost);
  CHECK(ki2.find("▲５八金左\n") != std::string::npos);
  const auto back = read_all(ki2, Format::KI2);
  CHECK(back[0].moves == std::vector<std::string>{"6i5h"});
  const auto ambiguous = read_all("後手の持駒：なし\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n"
                                  "| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|三\n"
                                  "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n"
                                  "| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n| ・ ・ ・ 金 玉 金 ・ ・ ・|九\n"
                                  "+---------------------------+\n先手の持駒：なし\n▲５八金\n",
                                  Format::KI2);
  REQUIRE(!ambiguous[0].diagnostics.empty());
  CHECK(ambiguous[0].diagnostics.back().code == "ambiguous-move");
}

TEST_CASE("a time too large to hold is reported where it is written and left out, never wrapped") {
  const auto check = [](const Read& g, std::uint32_t line, std::uint32_t col) {
    REQUIRE(!g.diagnostics.empty());
    const auto& d = g.diagnostics.front();
    CHECK(d.code == "clock-range");
    CHECK(d.severity == Severity::WARNING);
    CHECK(d.line == line);
    CHECK(d.col == col);
  };
  // The libFuzzer input that overflowed: a KIF total with 27 digits.
  auto kif = read_all("手合割：平手\n   1 ７六歩(77)   ( 0:01/00:00:0111111111111111111111110)\n"
                      "   2 ３四歩(33)   (99999999999:00/00:00:02)\n",
                      Format::KIF);
  REQUIRE(kif.size() == 1);
  CHECK(kif[0].valid);
  REQUIRE(kif[0].diagnostics.size() == 2);
  check(kif[0], 2, 18);
  const auto& first = kif[0].record.node(1);
  CHECK(first.spent_ms == 1000);
  CHECK(first.total_ms == NO_CLOCK);
  const auto& second = kif[0].record.node(2);
  CHECK(second.spent_ms == NO_CLOCK);
  CHECK(second.total_ms == 2000);

  // The largest time kept is 2147483 s (int32 milliseconds); one more, or hundreds of digits, is reported.
  auto csa = read_all("V2.2\nPI\n+\n+7776FU\nT2147483\n-3334FU\nT2147484\n+2726FU\nT" + std::string(400, '9') + "\n",
                      Format::CSA);
  REQUIRE(csa.size() == 1);
  CHECK(csa[0].valid);
  REQUIRE(csa[0].diagnostics.size() == 2);
  check(csa[0], 7, 1);
  CHECK(csa[0].diagnostics[1].line == 9);
  CHECK(csa[0].record.node(1).spent_ms == 2147483000);
  CHECK(csa[0].record.node(2).spent_ms == NO_CLOCK);
  CHECK(csa[0].record.node(3).spent_ms == NO_CLOCK);

  // JKF numbers beyond int neither wrap into a time nor into a square on the board (2^32 + 3 is not file 3).
  auto jkf = read_all(R"({"header":{},"moves":[{},)"
                      R"({"move":{"from":{"x":7,"y":7},"to":{"x":7,"y":6},"color":0,"piece":"FU"},)"
                      R"("time":{"now":{"m":99999999999,"s":0},"total":{"h":0,"m":0,"s":1}}},)"
                      R"({"move":{"from":{"x":3,"y":3},"to":{"x":4294967299,"y":4},"color":1,"piece":"FU"}}]})",
                      Format::JKF);
  REQUIRE(jkf.size() == 1);
  CHECK(!jkf[0].valid);
  check(jkf[0], 1, 1);
  CHECK(jkf[0].record.node(1).spent_ms == NO_CLOCK);
  CHECK(jkf[0].record.node(1).total_ms == 1000);
  CHECK(jkf[0].moves == std::vector<std::string>{"7g7f"});
  CHECK(jkf[0].diagnostics.back().code == "syntax");
}

TEST_CASE("KI2: a line that only starts like a move is a header, and its move is not played") {
  // Found by libFuzzer: `△８四歩` was kept as a move although the line turned out to be a header.
  const std::string text = "△８四歩開始日時：2014/10/12 14:46\n▲７六歩    △３四歩\n";
  const auto games = read_all(text, Format::KI2);
  REQUIRE(games.size() == 1);
  CHECK(games[0].valid);
  CHECK(games[0].moves == std::vector<std::string>{"7g7f", "3c3d"});
  const auto* value = games[0].record.tag("△８四歩開始日時");
  REQUIRE(value);
  CHECK(*value == "2014/10/12 14:46");
  std::vector<std::string> lost;
  const auto again = read_all(write_shogi_record(games[0].record, grammar::shogi::Format::KI2, lost), Format::KI2);
  REQUIRE(again.size() == 1);
  CHECK(again[0].valid);
  CHECK(again[0].moves == games[0].moves);
}

TEST_CASE("CSA and USI: text no statement or word matches is reported where it is, and reading goes on") {
  // Before, `T1 xyz` ended the CSA parse there and the later moves were silently lost.
  const auto csa = read_all("V2.2\nPI\n+\n+7776FU\nT1 xyz\n-3334FU\n+2726FU,,T3,\n", Format::CSA);
  REQUIRE(csa.size() == 1);
  CHECK(csa[0].moves == std::vector<std::string>{"7g7f", "3c3d", "2g2f"});
  REQUIRE(csa[0].diagnostics.size() == 1);
  CHECK(csa[0].diagnostics[0].code == "syntax");
  CHECK(csa[0].diagnostics[0].line == 5);
  CHECK(csa[0].diagnostics[0].col == 1);
  CHECK(csa[0].record.node(3).spent_ms == 3000);

  // USI: a game takes its whole line; a line that is no game is a game that could not be read.
  const auto usi = read_all("position startpos xyz moves 7g7f\n\nhello\n  position startpos moves 2g2f resign\n", Format::USI);
  REQUIRE(usi.size() == 3);
  CHECK(!usi[0].valid);
  CHECK(usi[0].moves == std::vector<std::string>{"7g7f"});
  REQUIRE(usi[0].diagnostics.size() == 2);
  CHECK(usi[0].diagnostics[0].col == 19);  // xyz
  CHECK(usi[0].diagnostics[1].col == 23);  // moves, out of its place
  CHECK(!usi[1].valid);
  REQUIRE(usi[1].diagnostics.size() == 1);
  CHECK(usi[1].diagnostics[0].line == 3);
  CHECK(usi[1].diagnostics[0].message.starts_with("not a USI game"));
  CHECK(usi[2].valid);
  CHECK(usi[2].moves == std::vector<std::string>{"2g2f"});
  CHECK(usi[2].record.termination == Termination::RESIGNATION);
}

TEST_CASE("a move no rule reads takes its ply: the moves after it are not checked for the wrong side") {
  // Before, the word was reported and passed over (in KI2 the whole line): the next move was replayed as
  // the other side's (`3c3d` by sente, `+2726FU` by gote) and reported as a second, false error at the
  // wrong ply.
  struct Case {
    std::string text;
    Format format;
    std::uint32_t line, col;
    std::string written;
  };
  const Case cases[] = {
      {"position startpos moves 7g7f 3C3D 2g2f\n", Format::USI, 1, 30, "3C3D"},
      {"position startpos moves 7g7f ３c３d 2g2f\n", Format::USI, 1, 30, "３c３d"},
      {"PI\n+\n+7776FU\n-3334FX\n+2726FU\n", Format::CSA, 4, 1, "-3334FX"},
      {"手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四X歩(33)\n   3 ２六歩(27)\n", Format::KIF, 3, 6, "３四X歩(33)"},
      {"▲７六歩　△３四X歩　▲２六歩\n△８四歩\n", Format::KI2, 1, 6, "△３四X歩"},
      {"▲７六歩　好手\n△３四歩\n", Format::KI2, 1, 6, "好手"},
  };
  for (const auto& c : cases) {
    INFO(c.text);
    const auto games = read_all(c.text, c.format);
    REQUIRE(games.size() == 1);
    CHECK(!games[0].valid);
    CHECK(games[0].moves == std::vector<std::string>{"7g7f"});
    REQUIRE(games[0].diagnostics.size() == 1);
    const Diagnostic& d = games[0].diagnostics[0];
    CHECK(d.code == "syntax");
    CHECK(d.line == c.line);
    CHECK(d.col == c.col);
    CHECK(d.ply == 2);
    CHECK(d.message == "'" + c.written + "' is not a move");
    CHECK(d.notes == std::vector<std::string>{"the moves after it are not checked: the position after it is unknown"});
  }
  // A word without a digit is no move: a misspelt keyword stays an unknown word, and the moves are read.
  const auto misspelt = read_all("position startpos movess 7g7f 3c3d\n", Format::USI);
  CHECK(misspelt[0].moves == std::vector<std::string>{"7g7f", "3c3d"});
  CHECK(misspelt[0].diagnostics.size() == 1);
}

TEST_CASE("JKF: what the format does not define is an error, never passed over") {
  // Before, each of these read as a valid game: the piece code was ignored, the entry and the special
  // skipped, the preset taken for 平手.
  const auto games = read_all(
      "{\"initial\":{\"preset\":\"HIRATEX\"},\"moves\":[{},{\"move\":{\"from\":{\"x\":7,\"y\":7},\"to\":{\"x\":7,\"y\":6},"
      "\"color\":0,\"piece\":\"XX\"}},5,{\"special\":\"TORYOO\"}]}",
      Format::JKF);
  REQUIRE(games.size() == 1);
  CHECK(!games[0].valid);
  CHECK(games[0].moves == std::vector<std::string>{"7g7f"});  // the squares tell the move
  std::vector<std::string> messages;
  for (const auto& d : games[0].diagnostics) messages.push_back(d.message);
  CHECK(messages == std::vector<std::string>{
                        "the initial position's preset 'HIRATEX' names no start JKF defines, and no board (data) is given: the game is read "
                        "from the initial position",
                        "move 1: \"XX\" is not one of JKF's piece codes (FU KY KE GI KI KA HI OU TO NY NK NG UM RY)",
                        "move 2: the entry is not a move object (5)",
                        "move 2: 'TORYOO' is not one of JKF's specials (TORYO, CHUDAN, SENNICHITE, TIME_UP, ILLEGAL_MOVE, …)"});
}

TEST_CASE("note lines (KIF #, CSA ') and the まで summary are kept, never passed over") {
  const std::string kif =
      "#KIF version=2.0 encoding=UTF-8\n# ---- Kifu for Windows ----\n先手：A\n手数----指手---------消費時間--\n"
      "   1 ７六歩(77)\n# 定跡\n*コメント\n   2 ３四歩(33)\n   3 投了\nまで2手で後手の勝ち\n";
  const auto read = read_all(kif, Format::KIF);
  REQUIRE(read.size() == 1);
  CHECK(read[0].valid);
  CHECK(read[0].record.text(read[0].record.node(ShogiRecord::ROOT).comment) == "# ---- Kifu for Windows ----");
  CHECK(read[0].record.text(read[0].record.node(1).comment) == "# 定跡\nコメント");
  CHECK(read[0].record.termination == Termination::RESIGNATION);  // one ending: the summary repeats the terminal line
  std::vector<std::string> lost;
  const std::string written = write_shogi_record(read[0].record, grammar::shogi::Format::KIF, lost);
  CHECK(written.find("# ---- Kifu for Windows ----\n") != std::string::npos);
  CHECK(written.find("   1 ７六歩(77)\n# 定跡\n*コメント\n") != std::string::npos);
  CHECK(written.ends_with("   3 投了\nまで2手で後手の勝ち\n"));
  CHECK(written.find("#KIF") == std::string::npos);  // the declaration is the decoder's, not a note
  // Through CSA, where a note is a plain ' line and a comment a '* line, and back.
  const std::string csa = write_shogi_record(read[0].record, grammar::shogi::Format::CSA, lost);
  CHECK(csa.find("' ---- Kifu for Windows ----\n") != std::string::npos);
  CHECK(csa.find("+7776FU\n' 定跡\n'*コメント\n") != std::string::npos);
  const auto back = read_all(csa, Format::CSA);
  CHECK(back[0].record.text(back[0].record.node(ShogiRecord::ROOT).comment) == "# ---- Kifu for Windows ----");
  CHECK(back[0].record.text(back[0].record.node(1).comment) == "# 定跡\nコメント");
  // A CSA file's notes before its first statement are its opening comment; its encoding line is not a note.
  const auto csa_notes = read_all("'encoding=UTF-8\n' 81Dojo\nV2.2\nPI\n+\n+7776FU\n", Format::CSA);
  CHECK(csa_notes[0].record.text(csa_notes[0].record.node(ShogiRecord::ROOT).comment) == "# 81Dojo");
  // A summary with no terminal line is how the game ended.
  const auto summary_only = read_all("手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\nまで2手で後手の勝ち\n", Format::KIF);
  CHECK(summary_only[0].record.termination == Termination::RESIGNATION);
  CHECK(summary_only[0].record.result == Result::SECOND_WINS);
}
