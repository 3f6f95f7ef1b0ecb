// Vietnamese scoresheets as arbiters write them and as web sites publish them (issue 24): header lines are
// a table read in any case and spelling, results in the sheets' own words, text in decomposed Unicode,
// dates day first, a start given in the position shorthand. Run through the command line.
#include <filesystem>

#include "helpers.hpp"

using namespace kypho::test;

namespace {

std::string nfd(const std::string& nfc) {
  // Python's unicodedata is the independent judge of what NFD is.
  const std::string in = temp_file("nfc.txt", nfc);
  return run("python3 -c \"import sys,unicodedata; sys.stdout.write(unicodedata.normalize('NFD', open('" + in + "', encoding='utf-8').read()))\"").out;
}

const std::string MOVES = "1) P2-5 M8.7 2) M2.3 X9-8\n";

}  // namespace

TEST_CASE("scoresheet header lines: keys in any case and spelling become tags, a number in them is never a move number") {
  const std::string sheet = temp_file("header.vn",
                                      "Giải vô địch Hà Nội 2026\nVÒNG 3\nBàn: 2\nvan 1\nTrắng: Nguyễn Văn A\nĐen - Trần Văn B\n"
                                      "Địa điểm: Hà Nội\nTrong tai: Lê C\nKet qua: Den thua\n\n" + MOVES);
  auto r = run(kypho_command("--color never validate " + sheet));
  CHECK(r.status == 0);
  CHECK(!contains(r.out, "stray-text"));
  CHECK(!contains(r.out, "move-number"));
  r = run(kypho_command("convert " + sheet + " --to pgn 2>/dev/null"));
  CHECK(contains(r.out, "[Event \"Giải vô địch Hà Nội 2026\"]\n[Round \"3\"]\n[Board \"2\"]\n[GameNumber \"1\"]\n[Red \"Nguyễn Văn A\"]\n"
                        "[Black \"Trần Văn B\"]\n[Site \"Hà Nội\"]\n[Arbiter \"Lê C\"]\n[Result \"1-0\"]"));
  // Written as a Vietnamese scoresheet, in its header lines, which read back to the same tags and moves.
  r = run(kypho_command("convert " + sheet + " --to vn 2>/dev/null"));
  CHECK(r.out == "Giải: Giải vô địch Hà Nội 2026\nVòng: 3\nBàn: 2\nVán: 1\nBên trắng: Nguyễn Văn A\nBên đen: Trần Văn B\nĐịa điểm: Hà Nội\n"
                 "Trọng tài: Lê C\nKết quả: Trắng thắng\n\n1) P2-5 M8.7\n2) M2.3 X9-8\n1-0\n");
  const std::string written = temp_file("written.vn", r.out);
  CHECK(run(kypho_command("convert " + written + " --to pgn 2>/dev/null")).out == run(kypho_command("convert " + sheet + " --to pgn 2>/dev/null")).out);
  CHECK(run(kypho_command("--format json validate " + written)).out.find("\"type\":\"diagnostic\"") == std::string::npos);
  // A draw is Hòa; a date already in PGN's form is the sheet's Ngày line; a tag the sheet has no line for stays a tag.
  r = run(kypho_command("convert " + temp_file("draw.pgn", "[Date \"2026.11.22\"]\n[ECCO \"C70\"]\n[Result \"1/2-1/2\"]\n\n" + MOVES + "1/2-1/2\n") +
                        " --to vn 2>/dev/null"));
  CHECK(r.out.starts_with("Ngày: 2026.11.22\n[ECCO \"C70\"]\nKết quả: Hòa\n\n"));
  // Several games: each after the first opens with a line that opens a sheet (or a tag), so that none is read
  // as the epilogue of the one before; the file reads back to the same games.
  const std::string games = temp_file("games.pgn", "[Event \"A\"]\n[Result \"1-0\"]\n\n1. C2.5 H8+7 1-0\n\n[Result \"0-1\"]\n\n1. H2+3 H8+7 0-1\n\n"
                                                   "[Result \"1/2-1/2\"]\n\n1. R1+1 1/2-1/2\n");
  const std::string as_sheets = temp_file("games.vn", run(kypho_command("convert " + games + " --to vn 2>/dev/null")).out);
  CHECK(run(kypho_command("convert " + as_sheets + " --to pgn 2>/dev/null")).out == run(kypho_command("convert " + games + " --to pgn 2>/dev/null")).out);
  // The first and second mover's own words, and the sides of the published records.
  r = run(kypho_command("convert " + temp_file("tien.vn", "Bên Tiên: A\nBên Hậu: B\n" + MOVES) + " --to pgn 2>/dev/null"));
  CHECK(contains(r.out, "[Red \"A\"]\n[Black \"B\"]"));
  r = run(kypho_command("convert " + temp_file("do.vn", "Bên Đỏ: A\nBên Xanh: B\n" + MOVES) + " --to pgn 2>/dev/null"));
  CHECK(contains(r.out, "[Red \"A\"]\n[Black \"B\"]"));
  // Several headers on one line, and a sheet typed as a table with its result line below the moves.
  r = run(kypho_command("convert " + temp_file("table.vn", "Giải CLB 2026\nVán 3 - Bàn 1\nTrắng: Lê A    Đen: Phạm B\nVòng 2, Bàn 3\n\n"
                                                             "Nước | Trắng | Đen\n1 | P2-5 | M8.7\n| 2 | M2.3 | X9-8 |\nKết quả: Trắng thắng\n") +
                        " --to pgn 2>&1"));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "[Event \"Giải CLB 2026\"]\n[GameNumber \"3\"]\n[Board \"1\"]\n[Red \"Lê A\"]\n[Black \"Phạm B\"]\n[Round \"2\"]\n[Board \"3\"]\n"));
  CHECK(contains(r.out, "[Result \"1-0\"]"));
  CHECK(contains(r.out, "1. C2.5 H8+7\n2. H2+3 R9.8\n1-0"));
  // The board given twice with two values: both kept, and said.
  CHECK(contains(r.out, "warning[duplicate-header]: Board is given twice: '1', then '3'; both are kept, and other programs keep one"));
  // A header no table knows stays one stray-text warning, kept.
  r = run(kypho_command("--color never validate " + temp_file("unknown.vn", "Người ghi: D\n" + MOVES)));
  CHECK(contains(r.out, "warning[stray-text]"));
  CHECK(r.status == 0);
}

TEST_CASE("results in the sheets' words, in any case and normalisation") {
  const std::pair<std::string, std::string> words[] = {
      {"Đen thua", "0-1"}, {"Hòa cờ", "1/2-1/2"}, {"1/2", "1/2-1/2"}, {"Tiên thắng", "1-0"}, {"Hậu thắng", "0-1"},
      {"Bên Tiên thắng", "1-0"}, {"Trắng xin thua", "0-1"}, {"TRẮNG XIN THUA", "0-1"}, {"Xanh thắng", "0-1"}, {"Tiên Bại", "0-1"},
      {"1-0", "1-0"}, {"0-1", "0-1"}, {"1/2-1/2", "1/2-1/2"},
      // Resigned, abandoned, lost on time, ruled lost, won on points; scores as hands write them.
      {"Trắng bỏ cuộc", "0-1"}, {"Đen hết giờ", "1-0"}, {"Trắng bị xử thua", "0-1"}, {"Đỏ thắng điểm", "1-0"}, {"Hoà", "1/2-1/2"},
      {"1 - 0", "1-0"}, {"0:1", "0-1"}, {"½ – ½", "1/2-1/2"}, {"Kết quả: Đen thắng", "0-1"},
      // The key in capitals, and without its marks: a first letter that a king's move (`K5+1`) shares.
      {"KẾT QUẢ: Đen thắng", "0-1"}, {"Ket qua: Hoa", "1/2-1/2"}, {"KET QUA: 1-0", "1-0"},
      // On its own line a result may give its reason, kept after it.
      {"Hòa (thỏa thuận)", "1/2-1/2"}, {"Đen thắng do hết giờ", "0-1"}, {"Kết quả: Hòa (thỏa thuận)", "1/2-1/2"}};
  for (const auto& [word, result] : words) {
    // Đen thua: Black loses, so Red wins.
    const std::string expected = word == "Đen thua" ? "1-0" : result;
    for (const std::string& text : {MOVES + word + "\n", nfd(MOVES + word + "\n")}) {
      INFO(word);
      const auto r = run(kypho_command("--format json validate " + temp_file("word.vn", text)));
      CHECK(contains(r.out, "\"status\":\"valid\",\"plies\":4,\"result\":\"" + expected + "\""));
    }
  }
  // A sentence is no result: `hòa` inside one stays a word of it.
  const auto r = run(kypho_command("--format json validate " + temp_file("sentence.vn", MOVES + "Ván này hòa vì thiếu quân\n")));
  CHECK(contains(r.out, "\"result\":\"*\""));
  CHECK(contains(r.out, "stray-text"));
}

TEST_CASE("decomposed Unicode (NFD) is composed before reading, and said") {
  const std::string sheet = temp_file("nfd.vn", nfd("Bên trắng: Nguyễn Văn A\nBên đen: Trần Văn B\n\n" + MOVES + "Hòa\n"));
  auto r = run(kypho_command("--color never validate " + sheet));
  CHECK(contains(r.out, "info[encoding]: letters written decomposed (Unicode NFD"));
  r = run(kypho_command("convert " + sheet + " --to pgn 2>/dev/null"));
  CHECK(contains(r.out, "[Red \"Nguyễn Văn A\"]\n[Black \"Trần Văn B\"]\n[Result \"1/2-1/2\"]"));
}

TEST_CASE("decomposed letters past the first 64 KiB are composed too, and said once, where the first of them is") {
  const std::string sheet = "Bên trắng: Nguyễn Văn A\nBên đen: Trần Văn B\nKết quả: Hòa\n\n" + MOVES + "\n";
  std::string text;
  for (int i = 0; i < 1000; ++i) text += sheet;
  const std::string file = temp_file("late-nfd.vn", text + nfd(sheet) + nfd(sheet));
  const auto r = run(kypho_command("--color never validate " + file));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "were composed (NFC) before reading, the first at line 6001\n"));
  CHECK(count(r.out, "decomposed") == 1);
  CHECK(contains(r.out, "1002 games: 1002 valid"));
  // The decomposed sheets' players are read as the composed ones.
  const auto j = run(kypho_command("convert " + file + " --to pgn 2>/dev/null"));
  CHECK(count(j.out, "[Red \"Nguyễn Văn A\"]") == 1002);
}

TEST_CASE("a file of several scoresheets is several games: a line that opens a sheet after moves opens the next game") {
  // Each opened by its players, its round or its game; the result line of one sheet stays its own.
  const std::string text = "Bên trắng: A\nBên đen: B\n\n" + MOVES + "Kết quả: Hòa\n\n" +
                           "Ván 2\nTrắng: C\nĐen: D\n" + MOVES + "1-0\n\n" +
                           "Vòng 3\n\n1. P2-5 M8.7\n2. M2.3 X9.8\n\n" +
                           "Bên Đỏ: E\nBên Xanh: F\n" + MOVES;
  const std::string file = temp_file("sheets.vn", text);
  auto r = run(kypho_command("--color never validate " + file));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "4 games: 3 valid, 1 invalid"));
  // The illegal move of the third sheet is found at its own line, and the fourth sheet is still read.
  CHECK(contains(r.out, "sheets.vn:16:9: error[blocked]"));
  r = run(kypho_command("convert " + file + " --to pgn 2>/dev/null"));
  CHECK(contains(r.out, "[Red \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]"));
  CHECK(contains(r.out, "[GameNumber \"2\"]\n[Red \"C\"]\n[Black \"D\"]\n[Result \"1-0\"]"));
  CHECK(contains(r.out, "[Red \"E\"]\n[Black \"F\"]"));
  // With CRLF line ends, indented, in capitals or without marks: the same openings.
  const std::string crlf = "Bên trắng: A\r\nBên đen: B\r\n\r\n1. P2-5 M8.7\r\n2. M2.3 X9-8\r\n   VÁN 2\r\nBEN TRANG: C\r\n"
                           "1. P2-5 M8.7\r\n\tvan 3\r\n1. P2-5 M8.7\r\n";
  r = run(kypho_command("--color never validate " + temp_file("crlf.vn", crlf)));
  CHECK(contains(r.out, "3 games: 3 valid"));
  // A sentence that starts with a key's word opens nothing: `Ván cờ …` after moves is a comment.
  r = run(kypho_command("--color never validate " + temp_file("prose.vn", "Bên trắng: A\n\n" + MOVES + "Ván cờ này rất hay.\n")));
  CHECK(contains(r.out, "1 game:"));
}

TEST_CASE("moves as hands and word processors type them: a space after the letter, typographic dashes, check marks") {
  // `P 2-5`, `Tg 5-4`: a space inside the move, read and noted; a minus sign or a dash for bình; full-width signs.
  auto r = run(kypho_command("--format json validate " + temp_file("typed.vn", "1. P 2-5 M8．7\n2. M2.3 X9−8\n3. X1–2 P8-9\n")));
  CHECK(contains(r.out, "\"status\":\"valid\",\"plies\":6"));
  CHECK(contains(r.out, "a space inside the move is ignored"));
  r = run(kypho_command("--format json validate " + temp_file("typed.wxf", "1. C2.5 H8+7\n2. H2+3 R9.8\n3. R1.2 C8.9 4. R2+6 C9−1\n")));
  CHECK(contains(r.out, "\"status\":\"valid\",\"plies\":8"));
  CHECK(contains(r.out, "full-width letters, digits and signs (and typographic dashes) are read as ASCII"));
  // A check mark where the move gives check is taken quietly; where it gives none, a warning at the mark.
  r = run(kypho_command("--color never validate " +
                        temp_file("check.vn", "[FEN \"4k4/9/9/9/9/9/9/9/9/R4K3 w - - 0 1\"]\n\n1. X9-5+ Tg5-4\n2. X5.1 +\n")));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "check.vn:4:9: warning[check-mark]: '+' marks a check, but the move before it gives none"));
  CHECK(count(r.out, "check-mark") == 1);
}

TEST_CASE("dates day first become PGN's with a note, and kypho's own output is clean for lint") {
  for (const std::string date : {"22/11/2026", "22-11-2026", "22.11.2026"}) {
    INFO(date);
    const std::string sheet = temp_file("date.vn", "Ngày: " + date + "\n" + MOVES);
    auto r = run(kypho_command("--color never validate " + sheet));
    CHECK(contains(r.out, "note[non-canonical]: the date '" + date + "' is read day first"));
    const std::string out = temp_path("date-out.pgn");
    r = run(kypho_command("convert " + sheet + " --to pgn -o " + out + " 2>/dev/null"));
    r = run("cat " + out);
    CHECK(contains(r.out, "[Date \"2026.11.22\"]"));
    r = run(kypho_command("--color never lint " + out));
    CHECK(!contains(r.out, "malformed-header"));
  }
}

TEST_CASE("a start in the position shorthand on the side lines is the start, not two names") {
  const std::string sheet = "Bên trắng: Tg5, X2+5, B4+6 (3 con)\nBên đen: Tg5, S5, S4 (3 con)\n\n1) X2.3 Tg5-6\n";
  for (const std::string name : {"shorthand.vn", "shorthand.txt"}) {
    INFO(name);
    const std::string file = temp_file(name, sheet);
    auto r = run(kypho_command("--format json validate " + file));
    CHECK(contains(r.out, "\"status\":\"valid\",\"plies\":2"));
    r = run(kypho_command("convert " + file + " --to pgn 2>/dev/null"));
    CHECK(contains(r.out, "[FEN \"3ak4/4a4/9/5P3/7R1/9/9/9/9/4K4 w - - 0 1\"]"));
    CHECK(!contains(r.out, "[Red "));
  }
  // Typed in capitals without marks, the general's letters too: the same start, alone or with moves after it.
  const std::string capitals = temp_file("capitals.txt", "BEN TRANG: TG5, X2+5, B4+6 (3 con)\nBEN DEN: TG5, S5, S4 (3 con)\n");
  auto r = run(kypho_command("--color never validate " + capitals));
  CHECK(contains(r.out, "read as vn-pos"));
  CHECK(contains(r.out, "1 game: 1 valid"));
  r = run(kypho_command("convert " + temp_file("capitals.vn", "BEN TRANG: TG5, X2+5, B4+6 (3 con)\nBEN DEN: TG5, S5, S4 (3 con)\n\n1) X2.3 Tg5-6\n") +
                        " --to pgn 2>/dev/null"));
  CHECK(contains(r.out, "[FEN \"3ak4/4a4/9/5P3/7R1/9/9/9/9/4K4 w - - 0 1\"]"));
  CHECK(!contains(r.out, "[Red "));

  // A short one is the shorthand too, not cờ tư lệnh's moves; every letter it reads in another spelling
  // than the rulebook's (V for the elephant, C for the soldier, lower case, full width) is said once, where
  // first written, and read as the rulebook's letter.
  r = run(kypho_command("--color never convert " + temp_file("voi.txt", "Bên trắng: Tg5, S4, V3 (3 con)\nBên đen: Tg4 (1 con)\n") + " --to fen 2>&1"));
  CHECK(contains(r.out, "read as vn-pos"));
  CHECK(contains(r.out, ":1:21: note[non-canonical]: 'V' (voi) is read as the elephant, written 'T'"));
  CHECK(contains(r.out, "3k5/9/9/9/9/9/9/9/9/4KAB2 w - - 0 1"));
  r = run(kypho_command("--color never convert " + temp_file("spelt.txt", "Bên trắng: tg5, x1, c3, Ｍ２ (4 con)\nBên đen: Tg4 (1 con)\n") + " --to fen 2>&1"));
  CHECK(contains(r.out, ":1:12: note[non-canonical]: letters in another case than the rulebook's"));
  CHECK(contains(r.out, ":1:21: note[non-canonical]: 'C' (chốt) is read as the soldier, written 'B'"));
  CHECK(contains(r.out, ":1:25: note[non-canonical]: full-width letters"));
  CHECK(contains(r.out, "3k5/9/9/9/9/9/6P2/9/9/4K2NR w - - 0 1"));
  // On a record's side lines the same notes, and what is wrong with the position, are placed in the record.
  r = run(kypho_command("--color never validate " + temp_file("sides.txt", "Bên trắng: Tg5, S4, V3, C1+3 (4 con)\nBên đen: tG4 (1 con)\n\n1) Tg5.1 Tg4.1\n")));
  CHECK(contains(r.out, ":1:21: note[non-canonical]: 'V' (voi)"));
  CHECK(contains(r.out, ":1:25: note[non-canonical]: 'C' (chốt)"));
  CHECK(contains(r.out, ":2:10: note[non-canonical]: letters in another case"));
  CHECK(contains(r.out, "1 game: 1 valid"));
  r = run(kypho_command("--color never validate " + temp_file("off.txt", "Bên trắng: Tg5, S3 (2 con)\nBên đen: Tg4 (1 con)\n\n1) Tg5.1\n")));
  CHECK(contains(r.out, ":1:17: error[piece-off-point]: Trắng's advisor can never stand on file 3"));
  CHECK(contains(r.out, "0 valid, 1 invalid"));
}

TEST_CASE("diff that an arbiter can trust: results and headers compared, moves not spellings, --game N") {
  const std::string a = temp_file("sheet-a.vn", "Bên trắng: Nguyễn Văn A\nVòng 3\n1) P2-5 M8.7 2) M2.3 X9-8\nHÒA\n");
  const std::string b = temp_file("sheet-b.pgn", "[Red \"Nguyễn Văn B\"]\n[Round \"3\"]\n\n1. C2.5 H8+7 2. H2+3 R9.8 1-0\n");
  auto r = run(kypho_command("diff " + a + " " + b + " 2>/dev/null"));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "result differs:\n  " + a + ": 1/2-1/2\n  " + b + ": 1-0\n"));
  CHECK(contains(r.out, "Red differs:"));
  CHECK(!contains(r.out, "Round differs"));
  CHECK(contains(r.out, "2 places where the two records disagree"));
  // A Shift_JIS KIF against kypho's own KIF of it: 王/玉 and 竜/龍 are spellings of the same moves.
  const std::string kif = std::string(KYPHO_CORPUS_DIR) + "/shogi/kif/k4j__32ryu-cumbersome.kif";
  const std::string back = temp_path("back.kif");
  run(kypho_command("convert " + kif + " --to kif -o " + back + " 2>/dev/null"));
  r = run(kypho_command("diff " + kif + " " + back + " 2>/dev/null"));
  CHECK(r.status == 0);
  // A cờ tư lệnh game against its own PGN.
  const std::string ctl = std::string(KYPHO_SOURCE_DIR) + "/samples/cotulenh/ctl/valid/luat-game.ctl";
  const std::string pgn = temp_path("ctl.pgn");
  run(kypho_command("convert " + ctl + " --to pgn -o " + pgn + " 2>/dev/null"));
  r = run(kypho_command("diff " + ctl + " " + pgn + " 2>/dev/null"));
  CHECK(r.status == 0);
  // --game N picks one game of a file for diff and show, and is refused by the verbs that read every game.
  const std::string multi = temp_file("multi.pgn", "[Event \"one\"]\n1. C2.5 H8+7 *\n\n[Event \"two\"]\n1. H2+3 H8+7 *\n");
  const std::string two = temp_file("two.pgn", "[Event \"one\"]\n1. C2.5 H8+7 *\n\n[Event \"two\"]\n1. H2+3 H8+7 *\n");
  r = run(kypho_command("diff --game 2 " + multi + " " + two + " 2>&1"));
  CHECK(contains(r.out, "diff uses game 2"));
  CHECK(contains(r.out, "agree on all 2 plies"));
  r = run(kypho_command("show --game 2 --to fen " + multi + " 2>/dev/null"));
  CHECK(r.out == "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C4NC1/9/RNBAKAB1R w - - 2 2\n");
  r = run(kypho_command("show --game 3 " + multi + " 2>&1"));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "error[no-such-game]: --game 3: the file holds 2 games"));
  r = run(kypho_command("validate --game 2 " + multi + " 2>&1"));
  CHECK(r.status == 2);
}

TEST_CASE("show refuses what does not apply to the game, and says which ply of a broken record it shows") {
  const std::string kif = std::string(KYPHO_SOURCE_DIR) + "/samples/shogi/kif/valid/branches.kif";
  const std::string ctl = std::string(KYPHO_SOURCE_DIR) + "/samples/cotulenh/ctl/valid/luat-game.ctl";
  auto r = run(kypho_command("show " + kif + " --to vn-pos 2>&1"));
  CHECK(r.status == 2);
  CHECK(contains(r.out, "--to vn-pos is not for shogi"));
  r = run(kypho_command("show " + ctl + " --to sfen 2>&1"));
  CHECK(r.status == 2);
  r = run(kypho_command("show " + kif + " --pieces vn 2>&1"));
  CHECK(r.status == 2);
  r = run(kypho_command("show " + kif + " --to sfen 2>&1"));
  CHECK(r.status == 0);
  const std::string broken = std::string(KYPHO_SOURCE_DIR) + "/samples/xiangqi/vn/invalid/wrong-cannon.vn";
  r = run(kypho_command("--color never show " + broken + " 2>&1 >/dev/null"));
  CHECK(contains(r.out, "show: the position after ply 6, the last that could be played: ply 7 could not be"));
}

TEST_CASE("help explains any code, and convert --keep-broken writes and still exits 1") {
  auto r = run(kypho_command("help nifu"));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "nifu: A second unpromoted pawn"));
  r = run(kypho_command("help no-moves"));
  CHECK(contains(r.out, "no-moves: No move of a game was read"));
  r = run(kypho_command("help no-such-topic 2>&1"));
  CHECK(r.status == 2);
  const std::string broken = std::string(KYPHO_SOURCE_DIR) + "/samples/xiangqi/vn/invalid/wrong-cannon.vn";
  r = run(kypho_command("convert --keep-broken " + broken + " --to wxf 2>/dev/null"));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "not replayed"));
}

TEST_CASE("a tag value that spans lines (as XQF converters write titles) is one tag of one game") {
  const std::string pgn = temp_file("multiline.pgn", "[Event \"x\"]\n[TitleA \"\n四量拨千斤\"]\n\n1. C2.5 H8+7 *\n");
  auto r = run(kypho_command("--format json validate " + pgn));
  CHECK(contains(r.out, "\"games\":1,\"valid\":1"));
  r = run(kypho_command("convert " + pgn + " --to pgn 2>/dev/null"));
  CHECK(contains(r.out, "[TitleA \"\n四量拨千斤\"]"));
  // A quote never closed does not swallow the next tag line, nor the moves after a blank line.
  r = run(kypho_command("--format json validate " + temp_file("open.pgn", "[Event \"x\n[Red \"A\"]\n\n1. C2.5 H8+7 *\n")));
  CHECK(contains(r.out, "\"plies\":2"));
}

TEST_CASE("files written as their names say: .kif in Shift_JIS, .kifu in UTF-8 with its encoding line, a patch in the file bytes") {
  const std::string kif = std::string(KYPHO_SOURCE_DIR) + "/samples/shogi/kif/valid/branches.kif";
  const std::string sjis = temp_path("out.kif"), utf8 = temp_path("out.kifu");
  std::filesystem::remove(sjis);
  std::filesystem::remove(utf8);
  CHECK(contains(run(kypho_command("convert " + kif + " --to kif -o " + sjis + " 2>&1")).out, "info[encoding]: written in cp932"));
  run(kypho_command("convert " + kif + " --to kif -o " + utf8 + " 2>/dev/null"));
  const std::string decoded = run("iconv -f cp932 -t utf-8 " + sjis).out;
  CHECK(contains(decoded, "手合割：平手"));
  CHECK(!contains(read_file(sjis), "手合割"));  // not UTF-8
  CHECK(read_file(utf8).starts_with("#KIF version=2.0 encoding=UTF-8\n"));
  CHECK(run(kypho_command("diff " + sjis + " " + utf8 + " 2>/dev/null")).status == 0);
  // --output-encoding chooses; what it cannot hold is said.
  auto r = run(kypho_command("convert " + kif + " --to kif --output-encoding latin1 -o " + temp_path("latin.kif") + " 2>&1"));
  CHECK(contains(r.out, "warning[lossy-conversion]"));
  r = run(kypho_command("convert " + kif + " --to kif --output-encoding nonsense 2>&1"));
  CHECK(r.status == 2);
  // lint --diff of a CP1258 sheet is a patch of its own bytes, which patch(1) applies.
  const std::string sheet = temp_path("cp.vn");
  run("printf 'Bên trắng: Nguyễn Văn Ánh\\n1) p2-5 M8.7 2) M2.3 X9-8\\n' | iconv -f utf-8 -t cp1258 > " + sheet);
  run(kypho_command("lint --diff " + sheet + " > " + sheet + ".patch 2>/dev/null"));
  CHECK(run("patch -s " + sheet + " < " + sheet + ".patch && echo applied").out == "applied\n");
  CHECK(contains(run("iconv -f cp1258 -t utf-8 " + sheet).out, "1) P2-5 M8.7"));
}

TEST_CASE("a sheet typed without a Vietnamese keyboard, or in capitals: headers, words and result read, the marks left out said once") {
  const std::string sheet = temp_file("unmarked.txt", "Ben Trang: Le Van C\nBen Den: Pham D\n1. Ma 2 tan 3   Ma 8 tan 7\n2. Tuong 3 tan 5   TUONG 7 TAN 5\n"
                                                      "3. Si 4 tan 5   Si 6 tan 5\n4. Tuong 5 binh 4   Xe 9 Tiến 1\n5. Xe 1 Tiến 1   XE 9 THOÁI 1\n6. Xe 1 Thóai 1\nDen thang\n");
  auto r = run(kypho_command("--color never validate " + sheet));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "unmarked.txt:3:4: note[non-canonical]: words written without some of their diacritics are read as the words they spell"));
  CHECK(contains(r.out, "fix: lint --fix writes 'Mã 2 tấn 3' at 3:4, and 6 more like it in this game"));
  CHECK(contains(r.out, "1 game: 1 valid"));
  // Tuong is the elephant where the elephant can play the move, the general where the general can.
  r = run(kypho_command("convert " + sheet + " --to pgn --notation vn-long 2>/dev/null"));
  CHECK(contains(r.out, "[Red \"Le Van C\"]\n[Black \"Pham D\"]\n[Result \"0-1\"]"));
  CHECK(contains(r.out, "1) Mã 2 tấn 3, Mã 8 tấn 7\n2) Tượng 3 tấn 5, Tượng 7 tấn 5\n3) Sĩ 4 tấn 5, Sĩ 6 tấn 5\n4) Tướng 5 bình 4, Xe 9 tấn 1\n"
                        "5) Xe 1 tấn 1, Xe 9 thoái 1\n6) Xe 1 thoái 1\n0-1"));
  // A mark written is never overruled: Tướng is the general, which cannot play the elephant's move.
  r = run(kypho_command("--color never validate " + temp_file("marked.txt", "1. Tướng 3 tấn 5\n")));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "marked.txt:1:4: error[no-such-piece]: ply 1 (Tướng 3 tấn 5): no general on file 3 for Trắng"));
}

TEST_CASE("what Vietnamese sites and books publish is read as a person reads it") {
  // V (voi) for the elephant, thối for thoái, the rulebook's other names, Black alone after a comment.
  auto r = run(kypho_command("--format json validate " +
                             temp_file("web1.vn", "1. P2-5 M8.7\n2. M2.3 {hay} 2…X9-8\n3. X1-2 V7.5\n4 ) X2.6 B3.1\n5.X2-3 P8.7\n")));
  CHECK(contains(r.out, "\"status\":\"valid\",\"plies\":10"));
  CHECK(contains(r.out, "'V' (voi) is read as the elephant, written 'T'"));
  r = run(kypho_command("--format json validate " +
                        temp_file("web2.txt", "1. Pháo 2 bình 5, Mã 8 tấn 7\n2. Ngựa 2 tấn 3, Xa 9 bình 8\n3. Xe 1 bình 2, Tốt 7 tấn 1\n"
                                              "4. Xe 2 tấn 6, Mã 2 tấn 3\n5. Xe 2 thối 2, Voi 3 tấn 5\n")));
  CHECK(contains(r.out, "\"status\":\"valid\",\"plies\":10"));
  CHECK(contains(r.out, "'thối' is read as thoái"));
  // What is said of a move in words is said in words: its fix, and the legal moves a note offers.
  r = run(kypho_command("--color never lint " + temp_file("words.txt", "1. Pháo 2 bình 5, Mã 8 tấn 7\n2. Mã 2 tấn 3, Xe 9 bình 8\n"
                                                                      "3. Xe 1 bình 2, Tốt 7 tấn 1\n4. Xe 2 tấn 6, Mã 2 tấn 3\n5. Xe 2 thối 2\n")));
  CHECK(contains(r.out, "fix: lint --fix writes 'Xe 2 thoái 2' at 5:4"));
  r = run(kypho_command("--color never validate " + temp_file("words2.txt", "1. Pháo 2 bình 5, Mã 8 tấn 7\n2. Mã 2 tấn 3, Xe 9 bình 8\n3. Xe 2 thối 2\n")));
  CHECK(contains(r.out, "note: legal moves close to what was written: Xe 1 tấn 2, Xe 1 bình 2"));
  // A title whose parenthesis opens no variation and whose year is no move number.
  r = run(kypho_command("--color never validate " + temp_file("title.vn", "Thế trận Thuận pháo ( thi đấu năm 2003)\n\n1. P2-5 M8.7\n2. M2.3 X9-8\n")));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "warning[stray-text]"));
  CHECK(!contains(r.out, "variation"));
  CHECK(!contains(r.out, "move-number"));
  // A paragraph between the numbered lines that quotes moves is a comment: its moves are not played.
  r = run(kypho_command("--color never validate " +
                        temp_file("prose.vn", "1. P2-5 M8.7\n2. M2.3 X9-8\nĐây là khai cuộc Pháo đầu, bên đen có thể đi 2... M2.3 hoặc X9.1 "
                                              "nhưng chọn X9-8 là hay nhất.\n3. X1-2 P8-9\n4. X2.6 B7.1\n")));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "prose.vn:3:1: warning[stray-text]: this line is prose that quotes 3 moves: it is kept as a comment, the moves in it not played"));
  CHECK(contains(r.out, "1 game: 1 valid"));
  r = run(kypho_command("convert " + temp_file("prose2.vn", "1. P2-5 M8.7\n2. M2.3 X9-8\nĐây là khai cuộc Pháo đầu, bên đen có thể đi 2... "
                                                             "M2.3 hoặc X9.1 nhưng chọn X9-8 là hay nhất.\n3. X1-2 P8-9\n") + " --to wxf 2>/dev/null"));
  CHECK(contains(r.out, "2. H2+3 R9.8 {Đây là khai cuộc Pháo đầu, bên đen có thể đi 2... M2.3 hoặc X9.1 nhưng chọn X9-8 là hay nhất.}\n3. R1.2 C8.9"));
  // BBCode and /* */ notes.
  r = run(kypho_command("--format json validate " + temp_file("bb.vn", "[b]1. P2-5 M8.7[/b]\n/* một bình luận */\n2. M2.3 X9-8\n")));
  CHECK(contains(r.out, "\"status\":\"valid\",\"plies\":4"));
  // Converted, the markup is gone, and said once a game; a header line inside it keeps only its value.
  r = run(kypho_command("--color never convert " + temp_file("bb2.vn", "[game]\n[b]Ván 1[/b]\n[b]1. P2-5 M8.7[/b]\n2. M2.3 X9-8 *\n") + " --to wxf 2>&1"));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "[GameNumber \"1\"]\n"));
  CHECK(contains(r.out, "warning[lossy-conversion]: not written: the forum markup (5 tags such as '[game]', the first on line 1): a record has "
                        "no place for it"));
  CHECK(std::count(r.out.begin(), r.out.end(), '[') == 3);  // [GameNumber …] and the two of the warning
  // A forum block that says WXF around Vietnamese moves: read as what they are, and said.
  const std::string forum = temp_file("forum.txt", "[game]\nFORMAT WXF\nRED Trắng\nBLACK Đen\nRESULT 1-0\nSTART{\n1. P2-5 M8.7\n"
                                                   "2. M2.3 X9-8\nDIAG{ #4 RED }\n3. X1-2 B7.1\n}END[/game]\n");
  r = run(kypho_command("--color never validate " + forum));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "warning[format]: the Format tag says WXF, but the moves are Vietnamese notation, which they are read as"));
  CHECK(contains(r.out, "1 game: 1 valid"));
}
