// Vietnamese scoresheets as arbiters write them and as web sites publish them (issue 24): header lines are
// a table read in any case and spelling, results in the sheets' own words, text in decomposed Unicode,
// dates day first, a start given in the position shorthand. Run through the command line.
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
  r = run(kypho_command("convert " + sheet + " --to vn 2>/dev/null"));
  CHECK(contains(r.out, "[Event \"Giải vô địch Hà Nội 2026\"]\n[Round \"3\"]\n[Board \"2\"]\n[GameNumber \"1\"]\n[Red \"Nguyễn Văn A\"]\n"
                        "[Black \"Trần Văn B\"]\n[Site \"Hà Nội\"]\n[Arbiter \"Lê C\"]\n[Result \"1-0\"]"));
  // The first and second mover's own words, and the sides of the published records.
  r = run(kypho_command("convert " + temp_file("tien.vn", "Bên Tiên: A\nBên Hậu: B\n" + MOVES) + " --to pgn 2>/dev/null"));
  CHECK(contains(r.out, "[Red \"A\"]\n[Black \"B\"]"));
  r = run(kypho_command("convert " + temp_file("do.vn", "Bên Đỏ: A\nBên Xanh: B\n" + MOVES) + " --to pgn 2>/dev/null"));
  CHECK(contains(r.out, "[Red \"A\"]\n[Black \"B\"]"));
  // A header no table knows stays one stray-text warning, kept.
  r = run(kypho_command("--color never validate " + temp_file("unknown.vn", "Người ghi: D\n" + MOVES)));
  CHECK(contains(r.out, "warning[stray-text]"));
  CHECK(r.status == 0);
}

TEST_CASE("results in the sheets' words, in any case and normalisation") {
  const std::pair<std::string, std::string> words[] = {
      {"Đen thua", "0-1"}, {"Hòa cờ", "1/2-1/2"}, {"1/2", "1/2-1/2"}, {"Tiên thắng", "1-0"}, {"Hậu thắng", "0-1"},
      {"Bên Tiên thắng", "1-0"}, {"Trắng xin thua", "0-1"}, {"TRẮNG XIN THUA", "0-1"}, {"Xanh thắng", "0-1"}, {"Tiên Bại", "0-1"},
      {"1-0", "1-0"}, {"0-1", "0-1"}, {"1/2-1/2", "1/2-1/2"}};
  for (const auto& [word, result] : words) {
    // Đen thua: Black loses, so Red wins.
    const std::string expected = word == "Đen thua" ? "1-0" : result;
    for (const std::string& text : {MOVES + word + "\n", nfd(MOVES + word + "\n")}) {
      INFO(word);
      const auto r = run(kypho_command("--format json validate " + temp_file("word.vn", text)));
      CHECK(contains(r.out, "\"status\":\"valid\",\"plies\":4,\"result\":\"" + expected + "\""));
    }
  }
}

TEST_CASE("decomposed Unicode (NFD) is composed before reading, and said") {
  const std::string sheet = temp_file("nfd.vn", nfd("Bên trắng: Nguyễn Văn A\nBên đen: Trần Văn B\n\n" + MOVES + "Hòa\n"));
  auto r = run(kypho_command("--color never validate " + sheet));
  CHECK(contains(r.out, "info[encoding]: letters written decomposed (Unicode NFD"));
  r = run(kypho_command("convert " + sheet + " --to pgn 2>/dev/null"));
  CHECK(contains(r.out, "[Red \"Nguyễn Văn A\"]\n[Black \"Trần Văn B\"]\n[Result \"1/2-1/2\"]"));
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
}
