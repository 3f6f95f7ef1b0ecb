// Real files as users hand them over: nothing silent, nothing lost (issue 8). Each case is a fault a
// user met, run through the command line.
#include <filesystem>

#include "helpers.hpp"

using namespace kypho::test;

namespace {

const std::string CORPUS = KYPHO_CORPUS_DIR;

}  // namespace

TEST_CASE("CSA: a board without a turn line is the board, with a warning naming the side assumed") {
  const std::string path = temp_file("noturn.csa",
                                     "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY\nP2 * -HI *  *  *  *  * -KA * \n"
                                     "P3-FU-FU-FU-FU-FU-FU-FU-FU-FU\nP4 *  *  *  *  *  *  *  *  * \nP5 *  *  *  *  *  *  *  *  * \n"
                                     "P6 *  * +FU *  *  *  *  *  * \nP7+FU+FU * +FU+FU+FU+FU+FU+FU\nP8 * +KA *  *  *  *  * +HI * \n"
                                     "P9+KY+KE+GI+KI+OU+KI+GI+KE+KY\n+2726FU\n");
  auto r = run(kypho_command("validate --color never " + path));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "noturn.csa:2:1: warning[missing-turn]: the position has no turn line ('+' or '-'); sente (+) is assumed"));
  r = run(kypho_command("convert " + path + " --to usi 2>/dev/null"));
  CHECK(r.out == "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 1 moves 2g2f\n");
}

TEST_CASE("shogi: an irregular start from real play is reported and still replayed, --keep-broken keeps it all") {
  const std::string file = CORPUS + "/shogi/csa/k4j__9fu_komabetsu.csa";
  auto r = run(kypho_command("validate --color never " + file));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "error[nifu]"));
  CHECK(!contains(r.out, "ply "));  // every move is legal from that position
  r = run(kypho_command("convert --keep-broken " + file + " --to kif 2>/dev/null"));
  CHECK(r.status == 1);  // written, but an error was reported
  CHECK(!contains(r.out, "手合割：平手"));
  CHECK(contains(r.out, "| ・ ・ ・ ・ ・ ・ ・v歩 ・|九"));
  const std::string kif = temp_file("9fu.kif", r.out);
  const auto csa = run(kypho_command("convert --keep-broken " + file + " --to usi 2>/dev/null"));
  const auto again = run(kypho_command("convert --keep-broken " + kif + " --to usi 2>/dev/null"));
  CHECK(csa.out == again.out);
  CHECK(contains(csa.out, " moves "));
}

TEST_CASE("convert: a format of the other game is a usage error naming this game's formats") {
  const std::string vn = temp_file("game.vn", "1) P2-5 M8.7 2) M2.3 X9-8\n");
  for (const std::string to : {"kif", "csa", "ki2", "usi", "jkf", "sfen", "bod"}) {
    const auto r = run(kypho_command("convert " + vn + " --to " + to + " 2>&1"));
    CHECK(r.status == 2);
    CHECK(contains(r.out, "is a xiangqi record; --to " + to + " is a shogi format"));
    CHECK(contains(r.out, "wxf"));
  }
  const auto r = run(kypho_command("convert " + CORPUS + "/shogi/kif/k4j__henka.kif --to wxf 2>&1"));
  CHECK(r.status == 2);
  CHECK(contains(r.out, "A shogi record converts to kif"));
  CHECK(run(kypho_command("convert " + vn + " --to nonsense 2>&1")).out.find("kypho writes vn") != std::string::npos);
}

TEST_CASE("convert -o: a failed run leaves the file as it was, a written one is complete") {
  const std::string out = temp_file("out.wxf", "old\n");
  const std::string bad = temp_file("bad.vn", "1) P2-5 M8.7 2) X2-5\n");
  auto r = run(kypho_command("convert " + bad + " --to wxf -o " + out + " 2>&1"));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "was not written"));
  CHECK(read_file(out) == "old\n");
  const std::string good = temp_file("good.vn", "1) P2-5 M8.7\n");
  r = run(kypho_command("convert " + good + " --to wxf -o " + out));
  CHECK(r.status == 0);
  CHECK(contains(read_file(out), "1. C2.5 H8+7"));
  CHECK(run("ls " + out + ".kypho-* 2>/dev/null").out.empty());  // no temporary file left behind
}

TEST_CASE("several games into a one-game format: refused with the way out, or one file per game") {
  const std::string two = temp_file("two.csa", "PI\n+\n+7776FU\n-3334FU\n/\nPI\n+\n+2726FU\n%TORYO\n");
  auto r = run(kypho_command("convert " + two + " --to kif 2>&1"));
  CHECK(r.status == 2);
  CHECK(contains(r.out, "kif holds one game"));
  const std::string dir = temp_path("games/");
  run("rm -rf " + dir);
  r = run(kypho_command("convert " + two + " --to kif -o " + dir));
  CHECK(r.status == 0);
  const std::string stem = std::filesystem::path(two).stem().string();  // files are named after the input
  // .kif and .ki2 files are written in Shift_JIS, as the programs that read them expect.
  const auto shift_jis = [](const std::string& path) { return run("iconv -f cp932 -t utf-8 " + path).out; };
  CHECK(contains(shift_jis(dir + stem + "-1.kif"), "７六歩"));
  CHECK(contains(shift_jis(dir + stem + "-2.kif"), "投了"));
  r = run(kypho_command("convert " + two + " --to ki2 -o " + temp_path("g{n}.ki2")));
  CHECK(r.status == 0);
  CHECK(contains(shift_jis(temp_path("g2.ki2")), "２六歩"));
  // CSA separates games with '/', and reads back to both.
  r = run(kypho_command("convert " + two + " --to csa"));
  CHECK(contains(r.out, "\n/\n"));
  const auto back = run(kypho_command("validate --format json " + temp_file("back.csa", r.out)));
  CHECK(contains(back.out, "\"games\":2"));
}

TEST_CASE("USI cannot hold an ending other than resign or win: lossy-conversion says so") {
  const std::string kif = temp_file("mate.kif", "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 反則勝ち\n");
  const auto r = run(kypho_command("convert " + kif + " --to usi 2>&1"));
  CHECK(contains(r.out, "warning[lossy-conversion]: not written: the ending (illegal-move): USI ends a game only with resign or win"));
}

TEST_CASE("inputs that are not records: a folder, an empty file, a binary file, another game") {
  auto r = run(kypho_command("validate " + CORPUS));
  CHECK(r.status == 2);
  CHECK(contains(r.out, "is a directory"));
  r = run(kypho_command("validate " + temp_file("empty.vn", "")));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "warning[empty-file]"));
  CHECK(contains(r.out, "0 games"));
  for (const std::string& binary : {temp_file("blob.vn", std::string("\x01\x00\x00\x02\x00\x07\x00\x00 1) P2-5\n", 14)),
                                   temp_file("image.xqf.png", "\x89PNG\r\n\x1A\n")}) {
    r = run(kypho_command("validate " + binary));
    CHECK(r.status == 1);
    CHECK(std::count(r.out.begin(), r.out.end(), '\n') == 2);  // one diagnostic, the summary
    CHECK(contains(r.out, "error[unsupported-format]: this is a"));
  }
  r = run(kypho_command("validate " + temp_file("page.txt", "<!DOCTYPE html>\n<html><body>1. C2.5</body></html>\n")));
  CHECK(contains(r.out, "an HTML page"));
  r = run(kypho_command("--game shogi validate " + temp_file("x.vn", "1) P2-5\n")));
  CHECK(r.status == 2);
  CHECK(contains(r.out, "error[wrong-game]"));
}

TEST_CASE("encodings: the one chosen is said, a guess is a warning that suggests --encoding") {
  auto r = run(kypho_command("validate " + CORPUS + "/shogi/csa/k4j__2005_YAMADA_GPS.csa"));
  CHECK(contains(r.out, "info[encoding]: read as euc-jp"));
  r = run(kypho_command("convert " + temp_file("s.txt", "[Red \"Nguy\xea\xd5n V\xe3n A\"]\n1) P2-5 M8.7\n") + " --to vn 2>&1"));
  CHECK(contains(r.out, "warning[encoding]: the encoding could not be told for sure"));
  CHECK(contains(r.out, "--encoding"));
  CHECK(!contains(r.out, "暾"));
  r = run(kypho_command("convert " + temp_file("vni.txt", "[Red \"Nguye\xE3n Va\xEAn A\"]\n1) P2-5 M8.7\n") + " --to vn 2>&1"));
  CHECK(contains(r.out, "Bên trắng: Nguyễn Văn A\n"));
  CHECK(contains(r.out, "info[encoding]: read as vni"));
}

TEST_CASE("KIF and KI2 keep the author's order of sibling variations, and rewriting is idempotent") {
  for (const std::string file : {"/shogi/kif/k4j__henka.kif", "/shogi/kif/k4j__fork.kif", "/shogi/ki2/k4j__fork.ki2"}) {
    INFO(file);
    // JKF lists forks in order: the tree read from the original and from kypho's KIF must be the same.
    const auto tree = run(kypho_command("convert " + CORPUS + file + " --to jkf 2>/dev/null")).out;
    const auto kif = run(kypho_command("convert " + CORPUS + file + " --to kif 2>/dev/null")).out;
    const std::string kif_file = temp_file("order.kif", kif);
    CHECK(run(kypho_command("convert " + kif_file + " --to kif 2>/dev/null")).out == kif);
    CHECK(run(kypho_command("convert " + kif_file + " --to jkf 2>/dev/null")).out == tree);
    // KI2 holds no times: its tree is compared through KI2 itself.
    const auto ki2 = run(kypho_command("convert " + CORPUS + file + " --to ki2 2>/dev/null")).out;
    const std::string ki2_file = temp_file("order.ki2", ki2);
    CHECK(run(kypho_command("convert " + ki2_file + " --to ki2 2>/dev/null")).out == ki2);
    CHECK(run(kypho_command("convert " + kif_file + " --to ki2 2>/dev/null")).out == ki2);
  }
}

TEST_CASE("KI2: promotion never tells pieces apart, so 上 引 寄 右 左 直 are written anyway") {
  // Bishops on 2b and 6f can both reach 4d; only the one from 2b may promote there.
  const std::string usi = temp_file("bishops.usi", "position sfen 4k4/7B1/9/9/9/3B5/9/9/4K4 b - 1 moves 2b4d+\n");
  const auto r = run(kypho_command("convert " + usi + " --to ki2 2>/dev/null"));
  CHECK(contains(r.out, "▲４四角引成"));
  const auto back = run(kypho_command("convert " + temp_file("bishops.ki2", r.out) + " --to usi 2>/dev/null"));
  CHECK(contains(back.out, "moves 2b4d+"));
}

TEST_CASE("scoresheets: prose is one warning kept as a comment, a slip takes its ply, a result only where one stands") {
  const std::string sheet = temp_file("prose.vn",
                                      "1) P2-5 M8.7 {ván này hòa vì hết thời gian} 2) M2.3 X9-8\n"
                                      "Đen nói hòa nhưng Trắng không đồng ý\n3) X1-2 B7.1\n");
  auto r = run(kypho_command("--format json validate " + sheet));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "\"line\":2,\"col\":1,\"severity\":\"warning\",\"code\":\"stray-text\""));
  CHECK(contains(r.out, "\"plies\":6,\"result\":\"*\""));  // no result read from the sentences
  r = run(kypho_command("convert " + sheet + " --to vn 2>/dev/null"));
  CHECK(contains(r.out, "{Đen nói hòa nhưng Trắng không đồng ý}"));
  const std::string slip = temp_file("slip.vn", "1) P2-5 M8.7 2) M2.3 X9,8 3) X1-2 B7.1\n");
  r = run(kypho_command("--color never validate " + slip));
  CHECK(std::count(r.out.begin(), r.out.end(), '^') == 1);  // no invented second error
  CHECK(contains(r.out, "1:22: error[syntax]: ply 4: 'X9,8' is not a move in Vietnamese notation"));
  CHECK(contains(r.out, "note: the moves after it are not checked"));
  r = run(kypho_command("--format json validate " + temp_file("draw.vn", "1) P2-5 M8.7\nHòa\n")));
  CHECK(contains(r.out, "\"result\":\"1/2-1/2\""));
}

TEST_CASE("output stays safe and bounded: control characters escaped, long lines windowed, --max-errors") {
  static constexpr char with_controls[] = "1) P2-5 M8.7 \x1b[31mQ\x07\0x 2) M2.3\n";
  auto r = run(kypho_command("--color never validate " + temp_file("ctl.vn", std::string(with_controls, sizeof with_controls - 1))));
  CHECK(!contains(r.out, "\x1b"));
  CHECK(!contains(r.out, "\x07"));
  CHECK(contains(r.out, "\\x1B"));
  CHECK(contains(r.out, "\\x00"));  // a NUL does not cut the report short
  std::string long_line = "1) P2-5 M8.7";
  for (int i = 0; i < 300; ++i) long_line += " M2.3 M8.7";
  r = run(kypho_command("--color never validate " + temp_file("long.vn", long_line + "\n")));
  for (std::size_t at = 0, end; (end = r.out.find('\n', at)) != std::string::npos; at = end + 1) CHECK(end - at < 200);
  CHECK(contains(r.out, "…"));
  std::string fens;
  for (int i = 0; i < 120; ++i) fens += "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1\n";
  const std::string many = temp_file("many.fen", fens);
  r = run(kypho_command("--color never validate " + many));
  CHECK(std::count(r.out.begin(), r.out.end(), '^') == 50);
  CHECK(contains(r.out, many + ": 70 more diagnostics left out (--max-errors 50; 0 shows all)"));
  CHECK(contains(r.out, "120 errors"));
  r = run(kypho_command("--color never --max-errors 0 validate " + many));
  CHECK(std::count(r.out.begin(), r.out.end(), '^') == 120);
}

TEST_CASE("a word of megabytes that is not a move is quoted by its ends, in text, JSON and SARIF") {
  // One line, one word: the message quotes it and the source line shows it, each bounded.
  std::string word = "ZZstart";
  word.append(2'000'000, 'x');
  word += "Fin";
  const std::string file = temp_file("word.vn", "1) P2-5 M8.7 2) " + word + " M2.3\n");
  for (const char* format : {"text", "json", "sarif"}) {
    CAPTURE(format);
    const auto r = run(kypho_command(std::string("--color never --format ") + format + " validate " + file));
    CHECK(r.out.size() < 20'000);
    CHECK(contains(r.out, "ZZstart"));
    CHECK(contains(r.out, "xxFin' is not a move"));
    CHECK(contains(r.out, "…"));
  }
  const auto r = run(kypho_command("--color never validate " + file));
  CHECK(contains(r.out, "1:17: error[syntax]: ply 3: 'ZZstart"));
  for (std::size_t at = 0, end; (end = r.out.find('\n', at)) != std::string::npos; at = end + 1) CHECK(end - at < 700);
}

TEST_CASE("PGN: a malformed tag or an unclosed variation is reported, and every later game is still read") {
  const std::string pgn = temp_file("recover.pgn",
                                    "[Event \"\"Huangshan Cup\" final\"]\n[Red \"A\"]\n\n1. C2.5 H8+7 *\n\n"
                                    "[Event \"two\"]\n\n1. C2.5 (1. H2+3 H8+7 2. R1+1\n\n"
                                    "[Event \"three\"]\n\n1. C2.5 H8+7 1-0\n\n[Event \"four\n[Format \"WXF\"]\n\n1. C8.5 *\n");
  auto r = run(kypho_command("--color never validate " + pgn));
  CHECK(contains(r.out, "1:9: warning[tag-quote]"));
  CHECK(contains(r.out, "8:9: error[syntax]: the variation opened here with '(' is never closed"));
  CHECK(contains(r.out, "14:1: error[syntax]: this tag's value is never closed"));
  CHECK(contains(r.out, "4 games: 2 valid, 2 invalid"));
  r = run(kypho_command("convert " + pgn + " --to pgn --keep-broken 2>/dev/null"));
  CHECK(contains(r.out, "[Event \"\\\"Huangshan Cup\\\" final\"]"));
  CHECK(contains(r.out, "[Event \"three\"]"));
  CHECK(contains(r.out, "1. C8.5"));
}

TEST_CASE("dialects: clubxiangqi's WXF file, `4 )`, Vietnamese result words") {
  const std::string club = CORPUS + "/xiangqi/snippets/clubxiangqi_wxf_file.txt";
  auto r = run(kypho_command("--format json validate " + club));
  CHECK(contains(r.out, "\"status\":\"valid\",\"plies\":80,\"result\":\"1-0\""));
  r = run(kypho_command("convert " + club + " --to pgn 2>/dev/null"));
  CHECK(contains(r.out, "[Title \"GG_chess (2721) vs famous (2594)\"]"));
  CHECK(contains(r.out, "[Red \"GG_chess ; 2721 ;;\"]"));
  CHECK(contains(r.out, "40. H4-2 A6+5"));
  const std::pair<std::string, std::string> words[] = {
      {"Trắng thắng", "1-0"}, {"Đen thắng", "0-1"}, {"Trắng xin thua", "0-1"}, {"Đen xin thua", "1-0"}, {"Hòa", "1/2-1/2"}};
  for (const auto& [word, result] : words) {
    INFO(word);
    r = run(kypho_command("--format json validate " + temp_file("word.vn", "1) P2-5 M8.7 2) M2.3 X9-8\n4 ) X1-2 B7.1\n" + word + "\n")));
    CHECK(contains(r.out, "\"status\":\"valid\",\"plies\":6,\"result\":\"" + result + "\""));
  }
}

TEST_CASE("dialects: full-width WXF and Vietnamese, lower-case Vietnamese letters") {
  auto r = run(kypho_command("convert " + temp_file("fw.txt", "1. Ｃ２＝５ Ｈ８＋７ 2. Ｈ２＋３ Ｒ９．８\n") + " --to wxf 2>&1"));
  CHECK(contains(r.out, "note[non-canonical]: full-width letters, digits and signs (and typographic dashes) are read as ASCII"));
  CHECK(contains(r.out, "1. C2.5 H8+7\n2. H2+3 R9.8"));
  r = run(kypho_command("convert " + temp_file("fwvn.vn", "1) Ｐ２－５ Ｍ８．７\n") + " --to vn 2>/dev/null"));
  CHECK(contains(r.out, "1) P2-5 M8.7"));
  r = run(kypho_command("convert " + temp_file("lower.vn", "1) p2-5 m8.7 2) m2.3 x9-8 3) x1-2 tg5.1\n") + " --to vn 2>&1"));
  CHECK(contains(r.out, "note[non-canonical]: letters in another case than the rulebook's are read as it writes them (P2-5, Tg, Pt)"));
  CHECK(contains(r.out, "1) P2-5 M8.7\n2) M2.3 X9-8\n3) X1-2 Tg5.1"));
  // The general's TG in capitals, full width or not.
  r = run(kypho_command("--color never convert " + temp_file("fwtg.vn", "1) Ｐ２－５ Ｍ８．７\n2) ＴＧ５．１\n") + " --to vn 2>&1"));
  CHECK(contains(r.out, ":2:4: note[non-canonical]: letters in another case than the rulebook's"));
  CHECK(contains(r.out, "2) Tg5.1"));
}

TEST_CASE("numbers: a move number that skips or repeats is a warning at the number, a FEN full-move 0 is read as 1") {
  auto r = run(kypho_command("--color never validate " + temp_file("skip.vn", "1) P2-5 M8.7 5) M2.3 X9-8 3) X1-2 B7.1\n")));
  CHECK(r.status == 0);
  CHECK(contains(r.out, ":1:14: warning[move-number]: move number 5 where 2 was expected"));
  CHECK(!contains(r.out, ":1:26: warning"));  // 3) is where the sheet is again
  r = run(kypho_command("--color never validate " + temp_file("zero.fen", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 0\n")));
  CHECK(r.status == 0);
  CHECK(contains(r.out, ":1:69: warning[fen-counter]: the full-move number is 0"));
}

TEST_CASE("the command line as people expect it") {
  auto r = run(kypho_command("frob 2>&1"));
  CHECK(r.status == 2);
  CHECK(contains(r.out, "unknown command 'frob'; the commands are validate, lint, convert, diff"));
  // Global flags and options with values before the verb are not taken for it.
  r = run(kypho_command("-q --format json --max-errors 3 frob 2>&1"));
  CHECK(contains(r.out, "unknown command 'frob'"));
  r = run(kypho_command("-q --format json --color never validate " + temp_file("flags.vn", "1) P2-5 M8.7\n")));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "\"type\":\"summary\""));
  r = run(kypho_command("help convert"));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "--keep-broken"));
  CHECK(contains(r.out, "Global options, before or after the verb: --game"));
  r = run(kypho_command("validate --help"));
  CHECK(contains(r.out, "--max-errors"));
  r = run(kypho_command("--help"));
  CHECK(contains(r.out, "--format text|json"));
  CHECK(!contains(r.out, "->"));
  const std::string seed = temp_file("cli.vn", "1) P2-5 M8.7\n");
  r = run(kypho_command("show " + seed + " --ply -1 2>&1"));
  CHECK(r.status == 2);
  CHECK(contains(r.out, "counts plies from the start: 0 or more, not -1"));
  r = run(kypho_command("show " + seed + " --ply 99 2>&1"));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "error[no-such-ply]: the record's main line has 2 plies that can be replayed, not 99"));
  r = run(kypho_command("--format json validate /no/such/file"));
  CHECK(r.status == 2);
  CHECK(!contains(r.out, "\"line\""));
  r = run(kypho_command("convert " + seed + " --from nonsense --to wxf 2>&1"));
  CHECK(r.status == 2);
  CHECK(contains(r.out, "--from nonsense: kypho reads vn"));
  r = run(kypho_command("--format json validate " + temp_file("bad.jkf", "{\"header\": [1, }")));
  CHECK(contains(r.out, "not well-formed JSON"));
  CHECK(!contains(r.out, "json.exception"));
  r = run("TERM=dumb " + kypho_command("--color auto validate " + seed));
  CHECK(!contains(r.out, "\x1b["));
  // perft suites hold positions whose side not to move is in check: --force counts them, errors still said.
  const std::string checked = "'4k4/9/9/9/4c4/9/4C4/9/9/3K5 w - - 0 1'";
  CHECK(run(kypho_command("perft --fen " + checked + " --depth 1 2>/dev/null")).status == 2);
  r = run(kypho_command("perft --force --fen " + checked + " --depth 4 2>&1"));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "error[opponent-in-check]"));
  CHECK(r.out.ends_with("62731\n"));
}

TEST_CASE("KIF from Kifu for Windows: the diagram's 手数＝ line and a time written twice are read") {
  const std::string kif = temp_file("kfw.kif",
                                    "後手の持駒：なし\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n"
                                    "|v香v桂v銀v金v玉v金v銀v桂v香|一\n| ・v飛 ・ ・ ・ ・ ・v角 ・|二\n|v歩v歩v歩v歩v歩v歩v歩v歩v歩|三\n"
                                    "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n"
                                    "| 歩 歩 歩 歩 歩 歩 歩 歩 歩|七\n| ・ 角 ・ ・ ・ ・ ・ 飛 ・|八\n| 香 桂 銀 金 玉 金 銀 桂 香|九\n"
                                    "+---------------------------+\n先手の持駒：なし\n手数＝0  まで\n\n手数----指手---------消費時間--\n"
                                    "   1 ７六歩(77)   ( 0:03/00:00:03) ( 0:03/00:00:03)\n   2 ３四歩(33)   ( 0:01/00:00:01)\n");
  auto r = run(kypho_command("--format json validate " + kif));
  CHECK(contains(r.out, "\"status\":\"valid\",\"plies\":2"));
  r = run(kypho_command("convert " + kif + " --to kif 2>/dev/null"));
  CHECK(contains(r.out, "   1 ７六歩(77)   ( 0:03/00:00:03)\n"));
}

TEST_CASE("shogi --keep-broken keeps the moves it could not replay, as a comment after the last one replayed") {
  const std::string usi = temp_file("broken.usi", "position startpos moves 7g7f 3c3d 2h2a 8b8a\n");
  auto r = run(kypho_command("convert --keep-broken " + usi + " --to kif 2>/dev/null"));
  CHECK(r.status == 1);  // written, but an error was reported
  CHECK(contains(r.out, "   2 ３四歩(33)\n*kypho: not replayed: 2h2a 8b8a\n"));
  r = run(kypho_command("convert --keep-broken " + usi + " --to csa 2>/dev/null"));
  CHECK(contains(r.out, "'*kypho: not replayed: 2h2a 8b8a\n"));
  // Text in a move's place that no move reads stops the line too, and is kept with what follows it.
  const std::string unread = temp_file("unread.usi", "position startpos moves 7g7f 3C3D 2g2f\n");
  r = run(kypho_command("convert --keep-broken " + unread + " --to csa 2>/dev/null"));
  CHECK(contains(r.out, "+7776FU\n'*kypho: not replayed: 3C3D 2g2f\n"));
  const std::string ki2 = temp_file("unread.ki2", "▲７六歩　△３四X歩　▲２六歩\n");
  r = run(kypho_command("convert --keep-broken " + ki2 + " --to ki2 2>/dev/null"));
  CHECK(contains(r.out, "*kypho: not replayed: △３四X歩　▲２六歩\n"));
}

TEST_CASE("the Vietnamese long form of web sites and books: read, and written with vn-long") {
  const std::string text = temp_file("long.txt", "Pháo 2 bình 5, Mã 8 tấn 7, Mã 2 tấn 3, Xe 9 bình 8, Xe 1 bình 2, Tốt 7 tiến 1\n");
  auto r = run(kypho_command("convert " + text + " --to vn 2>/dev/null"));
  CHECK(r.out == "1) P2-5 M8.7\n2) M2.3 X9-8\n3) X1-2 B7.1\n*\n");
  r = run(kypho_command("convert " + text + " --to vn-long 2>/dev/null"));
  CHECK(r.out == "1) Pháo 2 bình 5, Mã 8 tấn 7\n2) Mã 2 tấn 3, Xe 9 bình 8\n3) Xe 1 bình 2, Tốt 7 tấn 1\n*\n");
  const std::string back = temp_file("long-back.txt", r.out);
  CHECK(run(kypho_command("convert " + back + " --to iccs 2>/dev/null")).out ==
        run(kypho_command("convert " + text + " --to iccs 2>/dev/null")).out);
}

TEST_CASE("xiangqi SAN as pychess and Fairy-Stockfish write it: read, written with --notation san") {
  const std::string pgn = temp_file("san.pgn", "[Variant \"xiangqi\"]\n\n1. Che3 Hg8 2. Hg3 Rh10 3. Rh1 Pg6 4. Cxb10 *\n");
  auto r = run(kypho_command("convert " + pgn + " --to iccs 2>/dev/null"));
  CHECK(contains(r.out, "1. h2e2 h9g7\n2. h0g2 i9h9\n3. i0h0 g6g5\n4. b2b9\n"));
  r = run(kypho_command("convert " + pgn + " --to pgn --notation san 2>/dev/null"));
  CHECK(contains(r.out, "[Format \"SAN\"]"));
  CHECK(contains(r.out, "1. Che3 Hg8\n2. Hg3 Rh10\n3. Rh1 Pg6\n4. Cxb10\n"));
  r = run(kypho_command("--color never validate " + temp_file("badsan.pgn", "1. Che3 Hg8 2. Ci5\n")));
  CHECK(contains(r.out, ":1:16: error[illegal-move]: ply 3 (Ci5): no cannon of Trắng can move to i5"));
}

TEST_CASE("every writer is idempotent on the corpus: what kypho writes, rewritten, is the same text") {
  namespace fs = std::filesystem;
  int files = 0;
  for (const auto& dir : {"/xiangqi/eleeye", "/xiangqi/walker8088_cchess", "/xiangqi/snippets", "/shogi/kif", "/shogi/ki2",
                          "/shogi/csa", "/shogi/jkf"})
    for (const auto& entry : fs::directory_iterator(CORPUS + dir)) {
      const std::string path = entry.path().string();
      const std::string ext = entry.path().extension().string();
      const bool shogi = std::string(dir).starts_with("/shogi");
      if (!shogi && ext != ".pgn" && ext != ".PGN" && ext != ".txt") continue;
      for (const auto& to : shogi ? std::vector<std::string>{"kif", "ki2", "csa", "jkf"} : std::vector<std::string>{"pgn", "vn", "chinese", "san"}) {
        const auto once = run(kypho_command("convert --keep-broken " + path + " --to " + to + " 2>/dev/null"));
        if (once.status != 0 || once.out.empty()) continue;
        INFO(path << " --to " << to);
        const std::string written = temp_file("idem." + to, once.out);
        CHECK(run(kypho_command("convert --keep-broken " + written + " --to " + to + " 2>/dev/null")).out == once.out);
        ++files;
      }
    }
  CHECK(files > 150);
}

TEST_CASE("a FEN line followed by moves is a record starting there, 红胜 is a result") {
  auto r = run(kypho_command("--format json validate " + CORPUS + "/xiangqi/walker8088_cchess/ucci_test1_move.txt"));
  CHECK(contains(r.out, "\"status\":\"valid\",\"plies\":43,\"result\":\"1-0\",\"end\":\"checkmate\""));
  r = run(kypho_command("--format json validate " + temp_file("fens.txt", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w\n3k5/9/9/9/9/9/9/9/9/4K4 w\n")));
  CHECK(contains(r.out, "\"games\":2,\"valid\":2"));  // FEN lines only: a FEN file
}

TEST_CASE("a Vietnamese scoresheet's header lines are read into tags") {
  const std::string sheet = temp_file("header.txt", "Giải: Vô địch quốc gia 2026\nNgày: 2026-11-20\nVán: 3\nBên trắng: Nguyễn Văn A\n"
                                                    "Bên đen: Trần Văn B\n\n1) P2-5 M8.7 2) M2.3 X9-8\n");
  auto r = run(kypho_command("--format json validate " + sheet));
  CHECK(contains(r.out, "\"status\":\"valid\",\"plies\":4"));
  CHECK(!contains(r.out, "stray-text"));
  r = run(kypho_command("convert " + sheet + " --to pgn 2>/dev/null"));
  CHECK(contains(r.out, "[Event \"Vô địch quốc gia 2026\"]\n[Date \"2026.11.20\"]\n[GameNumber \"3\"]\n[Red \"Nguyễn Văn A\"]\n[Black \"Trần Văn B\"]"));
}

TEST_CASE("lint: walks folders in a fixed order, the same output for any -j, a summary by code and encoding") {
  const std::string dir = temp_path("lint/");
  run("rm -rf " + dir + " && mkdir -p " + dir + "sub " + dir + ".hidden");
  std::ofstream(dir + "a.vn") << "1) P2-5 M8.7 2) X2-5\n";
  std::ofstream(dir + "sub/b.pgn") << "1. C2.5 H8+7 *\n";
  std::ofstream(dir + ".hidden/c.vn") << "1) P2-5 M8.7 2) X2-5\n";
  std::ofstream(dir + "notes.md") << "# notes\n";
  auto one = run(kypho_command("--color never lint -j 1 " + dir));
  auto many = run(kypho_command("--color never lint -j 4 " + dir));
  CHECK(one.status == 1);
  CHECK(one.out == many.out);
  CHECK(contains(one.out, "a.vn:1:17: error[no-such-piece]"));
  CHECK(!contains(one.out, "c.vn"));
  CHECK(contains(one.out, "2 files, 2 games: 1 valid, 1 invalid; 1 error, 0 warnings"));
  CHECK(contains(one.out, "      1 error[no-such-piece]\n"));
  CHECK(contains(one.out, "encodings: 2 utf-8"));
  CHECK(contains(one.out, "left out of the walk: 1 hidden, 1 not record files"));
  CHECK(contains(run(kypho_command("--color never lint --hidden " + dir)).out, "c.vn:1:17"));
  CHECK(run(kypho_command("lint --exit-zero " + dir)).status == 0);
  const auto json = run(kypho_command("--format json lint " + dir));
  CHECK(contains(json.out, "\"type\":\"summary\",\"files\":2"));
  CHECK(contains(json.out, "\"codes\":{\"error[no-such-piece]\":1}"));
  CHECK(run(kypho_command("lint " + dir + "missing 2>&1")).status == 2);
  // Warnings fail the run only when asked.
  std::ofstream(dir + "a.vn") << "1) P2-5 M8.7 5) M2.3\n";
  CHECK(run(kypho_command("lint " + dir)).status == 0);
  CHECK(run(kypho_command("lint --fail-on warning " + dir)).status == 1);
}

TEST_CASE("what a verb leaves out is said: later games in diff and show, unconverted games, an unreadable path list") {
  const std::string two = temp_file("left-out.pgn", "1. C2.5 H8+7 *\n\n[Event \"two\"]\n1. C2.5 H8+7 *\n\n[Event \"three\"]\n1. X2-5 *\n");
  auto r = run(kypho_command("show " + two + " --to fen 2>&1"));
  CHECK(contains(r.out, "info[first-game-only]: show uses the first game; the file's other 2 games are left out"));
  r = run(kypho_command("diff " + two + " " + two + " 2>&1"));
  CHECK(contains(r.out, "info[first-game-only]: diff uses the first game"));
  r = run(kypho_command("convert " + two + " --to wxf 2>&1"));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "left out of the output: 1 game could not be replayed; --keep-broken writes it anyway"));
  r = run(kypho_command("convert " + two + " --to wxf -o " + temp_path("left-out-{n}.wxf") + " 2>&1"));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "not written: 1 game could not be replayed"));
  CHECK(!std::ifstream(temp_path("left-out-3.wxf")).good());
  r = run(kypho_command("lint --files-from " + temp_path("no-such-list") + " 2>&1"));
  CHECK(r.status == 2);
  CHECK(contains(r.out, "cannot read the path list"));
  r = run(kypho_command("convert " + two + " --to wxf -o /proc/kypho-cannot/ 2>&1"));
  CHECK(r.status == 2);
  CHECK(contains(r.out, "cannot create /proc/kypho-cannot/"));
}

TEST_CASE("annotations and evaluations the record cannot keep are named as lossy-conversion") {
  const auto r = run(kypho_command("convert " + temp_file("nag.pgn", "1. C2.5! H8+7 $14 2. H2+3 +- R9.8 *\n") + " --to pgn 2>&1"));
  CHECK(contains(r.out, "1. C2.5! H8+7\n2. H2+3 R9.8\n"));
  CHECK(contains(r.out, "warning[lossy-conversion]: not written: the annotation '$14' on line 1"));
  CHECK(contains(r.out, "warning[lossy-conversion]: not written: the evaluation '+-' on line 1"));
}
