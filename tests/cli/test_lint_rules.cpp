// lint's checks beyond legality, their levels (--allow/--warn/--deny, kypho.toml) and --fix/--diff: exact
// places, exact rewrites, files left as they were when they cannot be rewritten faithfully.
#include <doctest/doctest.h>
#include <fmt/format.h>
#include <sys/stat.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>

#include "grammar/text/encoding.hpp"
#include "helpers.hpp"

namespace kypho {
namespace {

namespace fs = std::filesystem;

// The diagnostics of a `lint --format json` run, as "line:col code" with their fixes' replacements.
std::vector<std::string> findings(const std::string& out) {
  std::vector<std::string> found;
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);) {
    const auto j = nlohmann::json::parse(line);
    if (j["type"] != "diagnostic") continue;
    std::string f = fmt::format("{}:{} {}[{}]", j.value("line", 0), j.value("col", 0), j["severity"].get<std::string>(),
                                j["code"].get<std::string>());
    if (j.contains("fixes"))
      for (const auto& e : j["fixes"])
        f += fmt::format(" {}:{}-{}='{}'", e["line"].get<int>(), e["col"].get<int>(), e["end_col"].get<int>(),
                         e["replacement"].get<std::string>());
    found.push_back(f);
  }
  return found;
}

std::string fresh_folder(const std::string& name) {
  const std::string dir = test::temp_path(name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

constexpr std::string_view VN_GAME =
    "[Event \"club\"]\n[Date \"2024-01-05\"]\n[Result \"1-0\"]\n\n"
    "1. P2–5 M8.7\n2. m2.3 X9-8\n3. X1-2 P8-9 0-1\n(1) ghi chú\n";

TEST_CASE("lint: spellings, a malformed Date, a Result tag the moves contradict and text after the result, each at its place with its fix") {
  const std::string dir = fresh_folder("lint-rules");
  const std::string file = test::temp_file("lint-rules/game.txt", std::string(VN_GAME));
  const auto r = test::run(test::kypho_command("--format json lint " + dir));
  CHECK(r.status == 0);
  // A .txt file's format is told by its content, and said.
  const std::vector<std::string> expected = {
      "0:0 info[format]",
      "2:8 warning[malformed-header] 2:8-18='2024.01.05'",
      "5:4 note[non-canonical] 5:4-8='P2-5'",
      "6:4 note[non-canonical] 6:4-8='M2.3'",
      "7:14 warning[result-mismatch]",
      "8:1 note[trailing-text]",
  };
  CHECK(findings(r.out) == expected);
  // Denied, a note is an error; allowed, it is counted and not shown.
  CHECK(test::run(test::kypho_command("lint --deny non-canonical " + dir + " >/dev/null")).status == 1);
  const auto allowed = test::run(test::kypho_command("--format json lint --allow non-canonical --allow trailing-text " + dir));
  CHECK(findings(allowed.out).size() == 3);
  CHECK(test::last_line(allowed.out).find("\"allowed\":{\"non-canonical\":2,\"trailing-text\":1}") != std::string::npos);
  // missing-header is off until asked for.
  const auto headers = test::run(test::kypho_command("--format json lint --warn missing-header " + dir));
  CHECK(findings(headers.out).at(1) == "1:1 warning[missing-header]");
}

TEST_CASE("lint: a move in another notation than its game's is played, warned of at its place, and rewritten by --fix") {
  const std::string dir = fresh_folder("lint-mixed");
  const std::string file = test::temp_file("lint-mixed/game.vn", "1. P2-5 M8.7\n2. H2+3 X9-8\n3. b0c2 B7.1\n4. 炮八平九 *\n");
  auto r = test::run(test::kypho_command("--format json lint " + dir));
  const std::vector<std::string> expected = {
      "2:4 warning[mixed-notation] 2:4-8='M2.3'",
      "3:4 warning[mixed-notation] 3:4-8='M8.7'",
      "4:4 warning[mixed-notation] 4:4-8='P8-9'",
  };
  CHECK(findings(r.out) == expected);
  CHECK(r.out.find("\"valid\":1") != std::string::npos);  // every move was played
  r = test::run(test::kypho_command("lint -q --fix --no-backup " + file));
  CHECK(test::read_file(file) == "1. P2-5 M8.7\n2. M2.3 X9-8\n3. M8.7 B7.1\n4. P8-9 *\n");
  r = test::run(test::kypho_command("--format json lint " + dir));
  CHECK(findings(r.out).empty());
}

TEST_CASE("lint --diff shows what --fix writes, --fix rewrites in place, keeps FILE.orig, and a second lint finds nothing to fix") {
  const std::string dir = fresh_folder("lint-fix");
  const std::string file = test::temp_file("lint-fix/game.txt", std::string(VN_GAME));
  chmod(file.c_str(), 0640);
  const auto diff = test::run(test::kypho_command("lint --diff " + dir + " 2>/dev/null"));
  CHECK(diff.out == "--- " + file + "\n+++ " + file +
                        "\n@@ -1,8 +1,8 @@\n [Event \"club\"]\n-[Date \"2024-01-05\"]\n+[Date \"2024.01.05\"]\n [Result \"1-0\"]\n \n"
                        "-1. P2–5 M8.7\n-2. m2.3 X9-8\n+1. P2-5 M8.7\n+2. M2.3 X9-8\n 3. X1-2 P8-9 0-1\n (1) ghi chú\n");
  CHECK(test::read_file(file) == VN_GAME);  // --diff writes nothing
  CHECK(!fs::exists(file + ".orig"));

  const auto fixed = test::run(test::kypho_command("lint --fix " + dir));
  CHECK(fixed.out.find("--fix rewrote 1 file (3 edits)") != std::string::npos);
  std::string expected(VN_GAME);
  expected.replace(expected.find("2024-01-05"), 10, "2024.01.05");
  expected.replace(expected.find("P2–5"), std::string_view("P2–5").size(), "P2-5");
  expected.replace(expected.find("m2.3"), 4, "M2.3");
  CHECK(test::read_file(file) == expected);
  CHECK(test::read_file(file + ".orig") == VN_GAME);
  CHECK((fs::status(file).permissions() & fs::perms::all) == (fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read));
  const auto again = test::run(test::kypho_command("--format json lint " + dir + "/game.txt"));
  for (const auto& f : findings(again.out)) CHECK(f.find("='") == std::string::npos);

  // A backup in the way: the file stays as it was, and says why.
  test::temp_file("lint-fix/game.txt", std::string(VN_GAME));
  const auto refused = test::run(test::kypho_command("--format json lint --fix " + dir + "/game.txt"));
  CHECK(refused.out.find("\"code\":\"not-fixed\"") != std::string::npos);
  CHECK(test::read_file(file) == VN_GAME);
  // No temporary file is left beside it.
  std::size_t entries = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir)) ++entries;
  CHECK(entries == 2);
  CHECK(test::run(test::kypho_command("lint --fix --diff " + dir + " 2>/dev/null")).status == 2);
  // Standard input is never rewritten, and no temporary file is made for it.
  const auto piped = test::run("cd " + dir + " && printf '1. C2=5 h8+7\\n' | " + test::kypho_command("--format json --from wxf lint --fix -"));
  CHECK(piped.out.find("standard input cannot be rewritten") != std::string::npos);
  entries = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir)) ++entries;
  CHECK(entries == 2);
}

TEST_CASE("lint --fix writes a PGN date spelt another way, year first, as YYYY.MM.DD, and leaves one whose order is not plain") {
  const std::string dir = fresh_folder("lint-dates");
  const auto game = [](std::string_view date) { return fmt::format("[Game \"Chinese Chess\"]\n[Date \"{}\"]\n\n1. h2e2 *\n", date); };
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"2017-03-20", "2017.03.20"}, {"2017/3/5", "2017.03.05"}, {"2017.3.20", "2017.03.20"},
      {"2017年3月20日", "2017.03.20"}, {"", "????.??.??"}, {"20-03-2017", "20-03-2017"}, {"2017-13-01", "2017-13-01"}};
  for (const auto& [written, fixed] : cases) {
    INFO(written);
    const std::string file = test::temp_file("lint-dates/game.pgn", game(written));
    const auto r = test::run(test::kypho_command("--format json lint " + file));
    CHECK(test::contains(r.out, "\"line\":2,\"col\":8,\"severity\":\"warning\",\"code\":\"malformed-header\""));
    test::run(test::kypho_command("lint -q --fix --no-backup " + file + " 2>&1"));
    CHECK(test::read_file(file) == game(fixed));
  }
}

TEST_CASE("lint --diff says where a file ends without a newline, as a patch needs, changed there or not") {
  const std::string dir = fresh_folder("lint-diff-eof");
  const std::string changed = test::temp_file("lint-diff-eof/a.vn", "1. P2-5 M8.7\n2. m2.3 X9-8");
  auto diff = test::run(test::kypho_command("lint --diff " + changed + " 2>/dev/null"));
  CHECK(diff.out == "--- " + changed + "\n+++ " + changed +
                        "\n@@ -1,2 +1,2 @@\n 1. P2-5 M8.7\n-2. m2.3 X9-8\n\\ No newline at end of file\n"
                        "+2. M2.3 X9-8\n\\ No newline at end of file\n");
  const std::string context = test::temp_file("lint-diff-eof/b.vn", "1. P2-5 m8.7\n2. M2.3 X9-8");
  diff = test::run(test::kypho_command("lint --diff " + context + " 2>/dev/null"));
  CHECK(diff.out == "--- " + context + "\n+++ " + context +
                        "\n@@ -1,2 +1,2 @@\n-1. P2-5 m8.7\n+1. P2-5 M8.7\n 2. M2.3 X9-8\n\\ No newline at end of file\n");
}

TEST_CASE("lint --fix writes a GB18030 file back in GB18030, changing only the fixed moves' bytes") {
  const std::string dir = fresh_folder("lint-fix-gb");
  const std::string text = "[Event \"象棋\"]\n\n1. 炮二平五 馬８進７\n2. 馬二進三 車９平８\n";
  const auto bytes = grammar::encode(text, "gb18030");
  REQUIRE(bytes.has_value());
  const std::string file = test::temp_file("lint-fix-gb/game.pgn", *bytes);
  test::run(test::kypho_command("lint --fix --no-backup --encoding gb18030 " + file + " >/dev/null"));
  const auto expected = grammar::encode("[Event \"象棋\"]\n\n1. 炮二平五 马８进７\n2. 马二进三 车９平８\n", "gb18030");
  CHECK(test::read_file(file) == *expected);
  CHECK(!fs::exists(file + ".orig"));
}

TEST_CASE("lint --merge adds up what shards run with --fix rewrote") {
  const std::string dir = fresh_folder("lint-merge-fix");
  fs::create_directories(dir + "/a");
  fs::create_directories(dir + "/b");
  test::temp_file("lint-merge-fix/a/game.txt", std::string(VN_GAME));
  test::temp_file("lint-merge-fix/b/game.txt", std::string(VN_GAME));
  test::run(test::kypho_command("--format json lint --fix --no-backup " + dir + "/a > " + dir + "/a.jsonl"));
  test::run(test::kypho_command("--format json lint --fix --no-backup " + dir + "/b > " + dir + "/b.jsonl"));
  const auto merged = test::run(test::kypho_command("--format json lint --merge " + dir + "/a.jsonl " + dir + "/b.jsonl"));
  CHECK(merged.out.find("\"fix\":{\"files\":2,\"edits\":6}") != std::string::npos);
}

TEST_CASE("lint --fix leaves a file whose encoding was a guess in doubt as it was") {
  const std::string dir = fresh_folder("lint-fix-doubt");
  // One byte of no telling encoding: CP1258 wins, but not surely.
  const std::string text = "1. C2=5 h8+7 {\xE9}\n";
  const std::string file = test::temp_file("lint-fix-doubt/game.wxf", text);
  const auto r = test::run(test::kypho_command("--format json lint --fix " + file));
  CHECK(r.out.find("could not be told for sure") != std::string::npos);
  CHECK(r.out.find("\"code\":\"not-fixed\"") != std::string::npos);
  CHECK(test::read_file(file) == text);
  CHECK(!fs::exists(file + ".orig"));
}

TEST_CASE("lint: a superfluous KI2 word is noted with its fix, and removed by --fix") {
  const std::string dir = fresh_folder("lint-ki2");
  const std::string file = test::temp_file("lint-ki2/golds.ki2", test::read_file(std::string(KYPHO_SOURCE_DIR) + "/samples/shogi/ki2/valid/golds.ki2"));
  const auto r = test::run(test::kypho_command("--format json lint " + file));
  CHECK(findings(r.out) == std::vector<std::string>{"8:5 note[superfluous-disambiguation] 8:5-6=''"});
  test::run(test::kypho_command("lint --fix --no-backup " + file + " >/dev/null"));
  const std::string after = test::read_file(file);
  CHECK(after.find("▲５九金\n") != std::string::npos);
  CHECK(findings(test::run(test::kypho_command("--format json lint " + file)).out).empty());
}

TEST_CASE("lint: a KI2 move only the legal moves tell apart (the other gold is pinned) is warned of, and --fix adds the word") {
  const std::string dir = fresh_folder("lint-ki2-pin");
  // Sente's gold on 58 is pinned by gote's rook on 51; the gold on 49 goes up to 48. kypho writes 上.
  const std::string usi = test::temp_file("lint-ki2-pin/pin.usi", "position sfen 4r3k/9/9/9/9/9/9/4G4/4KG3 b - 1 moves 4i4h\n");
  std::string ki2 = test::run(test::kypho_command("convert --to ki2 " + usi + " 2>/dev/null")).out;
  const auto at = ki2.find("▲４八金上");
  REQUIRE(at != std::string::npos);
  ki2.erase(at + std::string_view("▲４八金").size(), std::string_view("上").size());
  const std::string file = test::temp_file("lint-ki2-pin/pin.ki2", ki2);
  const auto r = test::run(test::kypho_command("--format json lint " + file));
  // Line 16: kypho's UTF-8 KI2 begins with the encoding line.
  CHECK(findings(r.out) == std::vector<std::string>{"16:1 warning[missing-disambiguation] 16:5-5='上'"});
  test::run(test::kypho_command("lint --fix --no-backup " + file + " >/dev/null"));
  CHECK(test::read_file(file).find("▲４八金上") != std::string::npos);
  CHECK(findings(test::run(test::kypho_command("--format json lint " + file)).out).empty());
}

TEST_CASE("lint levels: the nearest kypho.toml above a file, the command line over it, and a broken one stops the run at its place") {
  const std::string dir = fresh_folder("lint-config");
  fs::create_directories(dir + "/quiet");
  test::temp_file("lint-config/loud.txt", std::string(VN_GAME));
  test::temp_file("lint-config/quiet/game.txt", std::string(VN_GAME));
  test::temp_file("lint-config/quiet/kypho.toml", "[lint]\nallow = [\"non-canonical\", \"malformed-header\"]\n");
  auto r = test::run(test::kypho_command("--format json lint " + dir));
  std::size_t loud = 0, quiet = 0;
  std::istringstream lines(r.out);
  for (std::string line; std::getline(lines, line);) {
    loud += line.find("loud.txt") != std::string::npos && line.find("\"diagnostic\"") != std::string::npos;
    quiet += line.find("quiet/game.txt") != std::string::npos && line.find("\"diagnostic\"") != std::string::npos;
  }
  CHECK(loud == 6);
  CHECK(quiet == 3);  // the format told by the content, result-mismatch and trailing-text
  CHECK(r.out.find("\"code\":\"config\"") != std::string::npos);
  r = test::run(test::kypho_command("--format json lint --warn non-canonical " + dir + "/quiet"));
  CHECK(findings(r.out).size() == 1 + 1 + 2 + 2);  // the config and format infos, the two spellings as warnings, the two others

  test::temp_file("lint-config/quiet/kypho.toml", "[lint]\ndeny = [\"illegal-move\"]\n");
  r = test::run(test::kypho_command("--format json lint " + dir));
  CHECK(r.status == 2);
  CHECK(findings(r.out) == std::vector<std::string>{"2:9 error[config]"});
  test::temp_file("lint-config/quiet/kypho.toml", "[lint\n");
  CHECK(test::run(test::kypho_command("lint " + dir + " >/dev/null")).status == 2);
  CHECK(test::run(test::kypho_command("lint --allow syntax " + dir + " >/dev/null 2>&1")).status == 2);
  CHECK(test::run(test::kypho_command("lint --allow no-such-code " + dir + " >/dev/null 2>&1")).status == 2);
}

TEST_CASE("lint --fix in a folder it cannot write to leaves the file as it was and says why") {
  if (geteuid() == 0 && std::system("command -v su >/dev/null") != 0) return;
  const std::string dir = fresh_folder("lint-fix-readonly");
  const std::string file = test::temp_file("lint-fix-readonly/game.txt", std::string(VN_GAME));
  chmod(dir.c_str(), 0555);
  chmod(file.c_str(), 0666);
  const std::string as_other = geteuid() == 0 ? "su nobody -s /bin/sh -c '" : "sh -c '";
  const auto r = test::run(as_other + test::kypho_command("--format json lint --fix " + file) + "'");
  chmod(dir.c_str(), 0755);
  CHECK(r.out.find("\"code\":\"not-fixed\"") != std::string::npos);
  CHECK(test::read_file(file) == VN_GAME);
}

}  // namespace
}  // namespace kypho
