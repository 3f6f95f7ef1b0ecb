// XQF, XQStudio's binary records, read from the corpus: each one's moves as its text twin's, an illegal move
// of one branch reported at its byte and ply, every other branch kept, and a damaged file reported at the
// byte it was being read at, never a crash.
#include <filesystem>

#include <nlohmann/json.hpp>

#include "helpers.hpp"

using namespace kypho::test;
namespace fs = std::filesystem;

namespace {

const std::string XQF_DIR = std::string(KYPHO_CORPUS_DIR) + "/xiangqi";

std::vector<nlohmann::json> json_lines(const std::string& out) {
  std::vector<nlohmann::json> lines;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) lines.push_back(nlohmann::json::parse(line));
  return lines;
}

// Every XQF file of the corpus, whatever the case of its extension.
std::vector<std::string> xqf_files() {
  std::vector<std::string> files;
  for (const auto& entry : fs::recursive_directory_iterator(XQF_DIR)) {
    std::string ext = entry.path().extension().string();
    std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    if (ext == ".xqf") files.push_back(entry.path().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace

TEST_CASE("xqf: every XQF of the corpus is read as one game, whatever its version, and none is unsupported") {
  int files = 0;
  for (const std::string& xqf : xqf_files()) {
    ++files;
    INFO(xqf);
    const auto r = run(kypho_command("validate --format json " + xqf + " 2>/dev/null"));
    CHECK((r.status == 0 || r.status == 1));
    CHECK(!contains(r.out, "unsupported-format"));
    CHECK(contains(r.out, "\"type\":\"summary\",\"files\":1,\"games\":1,"));
  }
  CHECK(files >= 21);
}

TEST_CASE("xqf: the twins read to the same moves as their text records (kypho diff finds no ply apart)") {
  for (const auto& [xqf, text] : {std::pair{"eleeye/SAMPLE.XQF", "eleeye/SAMPLE.PGN"},
                                  std::pair{"walker8088_cchess/test1.xqf", "walker8088_cchess/test1_move.txt"},
                                  std::pair{"walker8088_cchess/ucci_test1.xqf", "walker8088_cchess/ucci_test1_move.txt"}}) {
    INFO(xqf);
    const auto r = run(kypho_command("diff --format json " + XQF_DIR + "/" + xqf + " " + XQF_DIR + "/" + text + " 2>/dev/null"));
    int plies_apart = 0;
    for (const auto& line : json_lines(r.out)) plies_apart += line.contains("ply");
    CHECK(plies_apart == 0);
    // Nor anything else: ucci_test1's start is the same position, its move counters left out in the text.
    CHECK(r.status == 0);
    const auto moves = run(kypho_command("convert -q --to iccs " + XQF_DIR + "/" + xqf));
    CHECK(moves.status == 0);
    CHECK(count(moves.out, ". ") > 10);
  }
}

TEST_CASE("xqf: WildHouse's one illegal move is reported at its ply and byte, and the rest of the tree is kept") {
  const auto r = run(kypho_command("validate --format json " + XQF_DIR + "/walker8088_cchess/WildHouse.xqf"));
  int errors = 0;
  for (const auto& line : json_lines(r.out)) {
    if (line.value("severity", "") != "error") continue;
    ++errors;
    CHECK(line["ply"] == 74);
    CHECK(line.contains("offset"));
    CHECK(!line.contains("line"));
  }
  CHECK(errors == 1);
  // Converted, the bad branch is left out from its illegal move on, said, and every other branch is written.
  const std::string pgn = temp_path("wildhouse.pgn");
  const auto converted = run(kypho_command("convert --to pgn " + XQF_DIR + "/walker8088_cchess/WildHouse.xqf -o " + pgn + " 2>&1"));
  CHECK(contains(converted.out, "warning[lossy-conversion]: not written: the variation from ply 74 (e7f7) on, as its move cannot be played"));
  const std::string written = read_file(pgn);
  CHECK(count(written, "(") > 50);
  // --keep-broken keeps the cut variation's text as a comment after its last played move, said, and the
  // record it writes still reads valid, with the same main line.
  const std::string kept_pgn = temp_path("wildhouse-kept.pgn");
  const auto kept = run(kypho_command("convert --keep-broken --to pgn --notation iccs " + XQF_DIR + "/walker8088_cchess/WildHouse.xqf -o " + kept_pgn + " 2>&1"));
  CHECK(contains(kept.out, "not written: the variation from ply 74 (e7f7) on as moves: its move cannot be played, and its text is kept as a comment"));
  CHECK(contains(read_file(kept_pgn), "; kypho: not replayed: e7f7 d1d0 f7f8 d8d9"));
  CHECK(contains(run(kypho_command("validate -q --format json " + kept_pgn)).out, "\"valid\":1,\"invalid\":0"));
  CHECK(run(kypho_command("diff -q " + XQF_DIR + "/walker8088_cchess/WildHouse.xqf " + kept_pgn)).status == 0);
  const auto again = run(kypho_command("validate -q --format json " + pgn));
  CHECK(contains(again.out, "\"valid\":1,\"invalid\":0"));
}

TEST_CASE("xqf: a file cut short or damaged is reported at the byte being read, with the moves before kept") {
  const std::string whole = read_file(XQF_DIR + "/eleeye/SAMPLE.XQF");
  REQUIRE(whole.size() > 2000);
  // Cut inside the header: one diagnostic at the end of what there is.
  auto r = run(kypho_command("validate --format json " + temp_file("header.xqf", whole.substr(0, 1000))));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "\"offset\":1000,\"severity\":\"error\",\"code\":\"damaged-file\""));
  // Cut inside the moves: the damage at its byte, the moves before it read and replayed.
  r = run(kypho_command("validate --format json " + temp_file("moves.xqf", whole.substr(0, 1600))));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "\"code\":\"damaged-file\""));
  bool replayed = false;
  for (const auto& line : json_lines(r.out))
    if (line.value("type", "") == "game") replayed = line.value("plies", 0) > 0;
  CHECK(replayed);
  // Every length, every fifth byte flipped: reported, never a crash or a hang.
  for (std::size_t cut = 1024; cut < whole.size(); cut += 211) {
    std::string damaged = whole.substr(0, cut);
    for (std::size_t i = 1024; i < damaged.size(); i += 5) damaged[i] = char(~damaged[i]);
    INFO(cut);
    r = run(kypho_command("validate -q " + temp_file("damaged.xqf", damaged)));
    CHECK((r.status == 0 || r.status == 1));
  }
}

TEST_CASE("xqf: read by its content whatever its name, and never rewritten by lint --fix") {
  const std::string bytes = read_file(XQF_DIR + "/walker8088_cchess/test1.xqf");
  auto r = run(kypho_command("validate " + temp_file("game.dat", bytes)));
  CHECK(contains(r.out, "info[format]: read as xqf, told by its content"));
  const std::string file = temp_file("fix.xqf", bytes);
  r = run(kypho_command("lint --fix " + file));
  CHECK(read_file(file) == bytes);
}

TEST_CASE("xqf: written in the version it was read from (10 for any other record), it reads back to the same record: XQF to XQF and PGN to XQF keep every move, variation and comment") {
  int round_trips = 0;
  for (const std::string& xqf : xqf_files()) {
    if (run(kypho_command("validate -q " + xqf + " >/dev/null 2>&1")).status != 0) continue;
    INFO(xqf);
    const std::string written = temp_path("written.xqf");
    REQUIRE(run(kypho_command("convert -q --to xqf " + xqf + " -o " + written + " 2>/dev/null")).status == 0);
    const std::string bytes = read_file(written), original = read_file(xqf);
    // The version the file had (the encrypted ones written with keys of zero, which XQStudio's checksum takes).
    const char version = original[2] >= 11 && original[2] <= 18 ? original[2] : 10;
    CHECK(bytes.substr(0, 3) == std::string("XQ") + version);
    CHECK(run(kypho_command("validate " + written)).out.find("checksum") == std::string::npos);
    // Every move, variation, comment and tag the record had, as the ICCS text of each shows them.
    CHECK(run(kypho_command("convert -q --to iccs " + written + " 2>/dev/null")).out == run(kypho_command("convert -q --to iccs " + xqf + " 2>/dev/null")).out);
    ++round_trips;
  }
  CHECK(round_trips >= 15);
  // Through PGN the version is a tag, and comes back: XQF 18 to PGN to XQF 18.
  const std::string v18 = XQF_DIR + "/eleeye/SAMPLE.XQF", as_pgn = temp_path("v18.pgn"), again = temp_path("v18.xqf");
  REQUIRE(run(kypho_command("convert -q --to pgn " + v18 + " -o " + as_pgn + " 2>/dev/null")).status == 0);
  CHECK(contains(read_file(as_pgn), "[XQFVersion \"18\"]"));
  REQUIRE(run(kypho_command("convert -q --to xqf " + as_pgn + " -o " + again + " 2>/dev/null")).status == 0);
  CHECK(read_file(again)[2] == 18);
  CHECK(run(kypho_command("diff -q " + v18 + " " + again)).status == 0);
  const std::string pgn = XQF_DIR + "/eleeye/SAMPLE.PGN", written = temp_path("from-pgn.xqf");
  const auto r = run(kypho_command("convert --to xqf " + pgn + " -o " + written + " 2>&1"));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "warning[lossy-conversion]: not written: the tag ECCO (XQF has no field for it)"));
  CHECK(run(kypho_command("diff -q " + pgn + " " + written)).out.find("ply") == std::string::npos);
}

TEST_CASE("xqf: a folder walk counts the XQF files by format, in text and in JSON") {
  const std::string folder = XQF_DIR + "/walker8088_cchess";
  const auto text = run(kypho_command("lint " + folder + " 2>/dev/null"));
  CHECK(contains(text.out, "  formats: 2 cbf, 1 cbl, 2 cbr, 7 pgn, 18 xqf\n"));
  const auto json = run(kypho_command("lint --format json " + folder + " 2>/dev/null"));
  CHECK(contains(json.out, "\"formats\":{\"cbf\":2,\"cbl\":1,\"cbr\":2,\"pgn\":7,\"xqf\":18}"));
}

TEST_CASE("xqf: what the header cannot say for sure is said: a result byte of no meaning, a version XQStudio never wrote, failed keys") {
  std::string bytes = read_file(XQF_DIR + "/eleeye/SAMPLE.XQF");
  bytes[0x33] = 7;
  auto r = run(kypho_command("validate " + temp_file("result.xqf", bytes) + " 2>&1"));
  CHECK(contains(r.out, "result.xqf:51: warning[damaged-file]: header: the result byte is 7"));
  bytes = read_file(XQF_DIR + "/eleeye/SAMPLE.XQF");
  REQUIRE(bytes[2] > 10);
  bytes[2] = 30;
  bytes[0x0C] = char(bytes[0x0C] + 1);
  r = run(kypho_command("validate " + temp_file("version.xqf", bytes) + " 2>&1"));
  CHECK(contains(r.out, "version.xqf:2: warning[damaged-file]: header: version 30 is not one of XQF's (10 to 18); read as version 18"));
  CHECK(contains(r.out, "version.xqf:12: warning[damaged-file]: header: the keys fail XQStudio's checksum"));
}

TEST_CASE("xqf and dhtmlxq: with --keep-broken, the moves not played, which neither can hold, are said") {
  const auto sheet = std::string(KYPHO_SOURCE_DIR) + "/samples/xiangqi/vn/invalid/wrong-cannon.vn";
  auto r = run(kypho_command("convert --keep-broken --to xqf " + sheet + " -o " + temp_path("broken.xqf") + " 2>&1"));
  CHECK(contains(r.out, "warning[lossy-conversion]: not written: the moves from the first that could not be played on: 'P2-5 M2.3'"));
  r = run(kypho_command("convert --keep-broken --to dhtmlxq " + sheet + " 2>&1 >/dev/null"));
  CHECK(contains(r.out, "warning[lossy-conversion]: not written: the moves from the first that could not be played on: 'P2-5 M2.3'"));
}

TEST_CASE("binary records say what of their text they cannot decode, an --encoding they do not know, and one they do not use") {
  // game_test.xqf has a comment with bytes that are no GB18030 (at 2068): read as U+FFFD, and said there.
  auto r = run(kypho_command("validate " + XQF_DIR + "/walker8088_cchess/game_test.xqf"));
  CHECK(contains(r.out, "game_test.xqf:2068: warning[encoding]: the bytes here are no text in gb18030: read as U+FFFD"));
  r = run(kypho_command("validate --encoding bogus " + XQF_DIR + "/eleeye/SAMPLE.XQF"));
  CHECK(contains(r.out, "SAMPLE.XQF: error[encoding]: --encoding bogus: no such encoding; the record's text is read as gb18030, told by its content"));
  r = run(kypho_command("validate --encoding gb18030 " + XQF_DIR + "/walker8088_cchess/test.cbr"));
  CHECK(contains(r.out, "test.cbr: warning[encoding]: --encoding gb18030 is not used: CCBridge writes its text in UTF-16LE"));
  r = run(kypho_command("validate --encoding cp932 " + std::string(KYPHO_SOURCE_DIR) + "/samples/xiangqi/chn/valid/opening.chn"));
  CHECK(contains(r.out, "opening.chn: warning[encoding]: --encoding cp932 is not used: the format holds no text"));
}

TEST_CASE("xqf: an XQFVersion tag of no XQF version is said as written as version 10") {
  const std::string pgn = temp_file("v25.pgn", "[Game \"Chinese Chess\"]\n[XQFVersion \"25\"]\n\n1. h2e2 *\n"), xqf = temp_path("v25.xqf");
  const auto r = run(kypho_command("convert --to xqf " + pgn + " -o " + xqf + " 2>&1"));
  CHECK(contains(r.out, "warning[lossy-conversion]: not written: the tag XQFVersion '25', no version of XQF's (10 to 18): the file is version 10"));
  CHECK(read_file(xqf)[2] == 10);
}
