// Archives: files cut into game-sized units read the same as whole files; lint over folders.
#include <fmt/format.h>

#include <unistd.h>

#include <filesystem>
#include <map>
#include <set>

#include <nlohmann/json.hpp>

#include "cli/input.hpp"
#include "service/validate.hpp"
#include "converters/common/diagnostic_render.hpp"
#include "helpers.hpp"

using namespace kypho;
using namespace kypho::cli;
namespace fs = std::filesystem;

namespace {

// Every game's outcome and every diagnostic, as lines, with games numbered through the file.
std::vector<std::string> outcome_lines(std::vector<UnitReport>& units) {
  std::vector<std::string> lines;
  std::uint32_t before = 0;
  for (auto& u : units) {
    for (const auto& d : u.before) lines.push_back(render_json(d));
    for (auto& g : u.games) {
      for (auto& d : g.diagnostics) {
        if (d.game) d.game += before;
        lines.push_back(render_json(d));
      }
      lines.push_back(fmt::format("game {} {} {} {} {}", g.outcome.game + before, g.outcome.valid, g.outcome.plies, g.outcome.result, g.outcome.end));
    }
    before += std::uint32_t(u.games.size());
  }
  return lines;
}

std::vector<std::string> read_whole(const std::string& path) {
  GlobalOptions g;
  Diagnostics ds;
  OpenFailure why{};
  auto in = open_input(path, g, ds, why);
  REQUIRE(in.has_value());
  std::vector<UnitReport> units(1);
  units[0].before = ds;
  validate_unit(in->src, *find_format(in->format), units[0]);
  return outcome_lines(units);
}

// The same file cut at every place a game may end (a unit size of one byte).
std::vector<std::string> read_in_units(const std::string& path, std::size_t& count) {
  GlobalOptions g;
  Diagnostics ds;
  OpenFailure why{};
  auto stream = open_stream(path, g, ds, why, 1);
  REQUIRE(stream.has_value());
  std::vector<UnitReport> units(1);
  units[0].before = ds;
  Unit unit;
  std::string encoding;
  Diagnostics notes;
  count = 0;
  while (stream->next(unit, encoding, notes)) {
    UnitReport r;
    r.before = std::move(notes);
    notes.clear();
    const FormatInfo& format = *find_format(stream->format());
    ReadChecks checks;
    checks.follows_result_line = unit.follows_result_line;  // as the pipeline hands it on
    const grammar::SourceText src = decode_unit(stream->name(), std::move(unit), encoding, format, r.before);
    validate_unit(src, format, r, checks);
    units.push_back(std::move(r));
    ++count;
  }
  Diagnostics end;
  stream->finish(end);
  for (auto& d : end)
    if (d.code != "empty-file") units.back().before.push_back(d);
  return outcome_lines(units);
}

// A text written to a file named `name`, read in units of one byte and whole: whether the two read the same,
// how many units it was cut into, how many games it holds, and what it reads as cut.
struct CutReading {
  bool same;
  std::size_t units;
  std::ptrdiff_t games;
  std::vector<std::string> lines;
};
CutReading read_cut_and_whole(const char* name, const std::string& text) {
  const std::string path = test::temp_file(name, text);
  CutReading r{false, 0, 0, {}};
  r.lines = read_in_units(path, r.units);
  r.same = r.lines == read_whole(path);
  r.games = std::count_if(r.lines.begin(), r.lines.end(), [](const std::string& l) { return l.starts_with("game "); });
  std::remove(path.c_str());
  return r;
}

}  // namespace

TEST_CASE("every corpus and sample file reads the same cut into units as whole: games, verdicts, diagnostics at their places") {
  std::size_t files = 0, cut = 0;
  for (const auto* root : {KYPHO_CORPUS_DIR, KYPHO_SOURCE_DIR "/samples"}) {
    if (!fs::exists(root)) continue;
    for (const auto& e : fs::recursive_directory_iterator(root)) {
      if (!e.is_regular_file() || !is_record_file_name(e.path().string())) continue;
      const std::string path = e.path().string();
      INFO(path);
      std::size_t units = 0;
      const auto whole = read_whole(path);
      const auto split = read_in_units(path, units);
      CHECK(split == whole);
      ++files;
      const auto games = std::count_if(whole.begin(), whole.end(), [](const std::string& l) { return l.starts_with("game "); });
      // A game without tags after another's result starts a unit where its line does (the splitter looks at
      // line starts); one on the result's own line is read in that game's unit.
      const auto untagged = std::count_if(whole.begin(), whole.end(), [](const std::string& l) {
        return kypho::test::contains(l, "\"code\":\"untagged-game\"") && !kypho::test::contains(l, "\"col\":1,");
      });
      // One unit a game when each may be its own: a binary library's records are read from the whole file.
      const FormatInfo* format = find_format(format_of_extension(path));
      if (games > 1 && !(format && format->read_binary)) {
        ++cut;
        CHECK(units == std::size_t(games - untagged));
      }
    }
  }
  MESSAGE(files << " files, " << cut << " of them of several games");
  CHECK(files > 50);
  CHECK(cut >= 5);
}

TEST_CASE("units never cut a game: a tag line inside a comment, headers between tags, CRLF, a lone CR, a title on two lines") {
  const std::string game1 = "[Event \"one {brace in a tag\"]\nGiải: Hà Nội\n[Red \"A\"]\n\n1. C2.5 {a comment\n[Event \"not a tag\"]\n} H8+7 2. H2+3 *\n";
  const std::string game2 = "[Event \"two\"]\r\n\r\n1. C2.5 H8+7\r\n2. H2+3 1-0\r\n";
  const std::string game3 = "[Event \"three\"]\r1. P7+1 P3+1\r(1... H2+3) 0-1\r";
  // Lines that close one comment and open the next: the last brace of a line says whether one is open.
  const std::string game4 = "[Event \"four\"]\n1. C2.5 {first} H8+7 {second\n[Event \"still a comment\"]\nend} 2. H2+3 {third} {fourth\n"
                            "[Event \"a comment too\"]\n} *\n";
  // A title that goes on to a line of its own, which starts with a digit as moves do, and a game whose tags
  // start after its predecessor's moves on their line.
  const std::string game5 = "[Event \"five, no moves\"]\n[TitleA \"Giải\n2026\"]\n[Site \"x\"]\n1. C2.5 *[Event \"six\n7\"]\n[Site \"y\"]\n";
  const CutReading r = read_cut_and_whole("units.pgn", game1 + game2 + game3 + game4 + game5);
  CHECK(r.same);
  CHECK(r.units == 5);
  CHECK(r.games == 6);
}

TEST_CASE("a tag value that never closes is no value: the lines after its tag are cut as the grammar reads them") {
  // A value goes on to the next line, but not into a blank line or a '[' line (record_layout's tag_line_break):
  // the tag line is then a malformed tag alone, and a '{' on the lines after it opens a comment that holds tag
  // lines.
  const std::string blank = "[Event \"a\"]\n[Result \"*\n1. h2e2 {comment\n\n2. h0g2\n[Event \"b\"]\nstill comment }\n2... h7h0 *\n";
  const std::string tag_line = "[Event \"c\"]\n[Result \"*\n1. h2e2 {comment\n[Site \"d\"]\n2. h0g2\n[Event \"e\"]\n} *\n";
  // An escaped quote closes nothing (`\"]`): the value goes on to the line that closes it, and a '{' in it opens
  // no comment, so the tag line after the moves starts a game.
  const std::string escaped = "[Event \"f\\\"]\n1. h2e2 {g\"]\n1. h2e2\n[Event \"h\"]\n1. h2e2 *\n";
  const CutReading r = read_cut_and_whole("values.pgn", blank + tag_line + escaped);
  CHECK(r.same);
  CHECK(r.units == 4);
  CHECK(r.games == 4);
}

TEST_CASE("a tag line after a line that opens another scoresheet is that sheet's header: no unit starts at it") {
  // `Ván 2` and `Bên Đen: …` begin the next game where no result did (record_layout's next_sheet), and the tag
  // lines after them are its headers, after moves or after a result alike.
  const CutReading r = read_cut_and_whole(
      "sheets.pgn", "[Event \"one\"]\n\n1. C2.5 H8+7 *\nVán 2\n[Event \"two\"]\n1. C2.5 H8+7\nBên Đen: Lê B\n\n[Site \"Huế\"]\n1. P7+1 *\n");
  CHECK(r.same);
  CHECK(r.units == 1);
  CHECK(r.games == 3);
}

TEST_CASE("an archive of games with no tags is cut where each starts after a result, and only where the reader starts one") {
  // Pieces of a file of games with no tags; `cut`: whether the splitter starts a unit with the piece. It
  // does at a line that numbers move 1 after a line that ends with a result, where the grammar, reading from
  // the game before's start, begins a game; the reader still begins the games it cannot cut before.
  struct Piece {
    std::string text;
    bool cut;
  };
  const std::vector<Piece> pieces = {
      {"1. C2.5 H8+7 2. H2+3 R9.8 1-0\n", false},  // the file's first game
      {"1. P7+1 P3+1 0-1\n\n\n", true},           // after a result; blank lines after it
      {"1. C8.5 {a comment\n that holds 1-0}\n", true},
      {"1. H2+3 *\n", false},                        // the result above is in a comment: moves of the game
      {"1. h2e2 h9g7 (1... b9c7 1-0\n", true},      // ICCS after WXF: any notation's move opens a game
      {"1. b0c2 1/2-1/2) *\n", false},               // the result above is a variation's
      {"1. C2.5 ; a line comment (\n*\n", true},
      {"1. P3+1 *\n", true},                         // after a line comment that holds a '(', the result alone
      {"1. 炮二平五 马８进７ 1-0\r\n", true},
      {"1. X2.1 1-0 1. X8.1 *\r\n", true},           // its second game starts on the result's line: not cut
      {"Ván 2\nKết quả: 1-0\n", false},              // a sheet's opening (the grammar's next game) and header
      {"1. P2-5 M8.7 *\n", false},                   // that sheet's moves, after a header that ends with a result
      {"1. Nguyễn Văn A 1-0\n", false},              // a list, not moves: the epilogue of the game before
      {"  1. C2.5 *\n", false},                      // indented: a game to the grammar; the splitter does not look
      {"1. C2.5 {a ( in a comment} *\n", true},
      {"1. H2+3 (2. P7+1 21) *\n", true},            // `21)` is a move number: the variation is still open
      {"1. P7+1 *\n", false},
  };
  std::string text;
  for (const auto& p : pieces) text += p.text;
  const std::string path = test::temp_file("untagged.pgn", text);
  std::size_t units = 0;
  const auto split = read_in_units(path, units);
  CHECK(split == read_whole(path));
  // Every place a unit may start is cut at (a unit size of one byte), and no other.
  CHECK(units == 1 + std::size_t(std::count_if(pieces.begin(), pieces.end(), [](const Piece& p) { return p.cut; })));
  std::remove(path.c_str());
}

TEST_CASE("an archive of cờ tư lệnh or cờ tướng úp games with no tags is cut where each starts after a result, as xiangqi's") {
  // Each game family's record grammar says where its games with no tags begin (the formats table): a file of
  // them streams in units of a game or more, and reads as it does whole.
  struct Archive {
    const char* name;
    std::string game;  // one game with no tags and its result
  };
  const std::vector<Archive> archives = {
      {"untagged.ctl", "1. H1.1_4.1 K10.4_10.6\n2. K1.8_5.8 B7.10_6.10 1-0\n\n"},
      {"untagged-san.pgn", "1. Nbc3 Nbb9\n2. Fe1 I&c9 *\n"},
      {"untagged-jieqi.pgn", "1. h2e2=R h7e7=C 2. b2b5=C {a note} *\n"},
  };
  for (const auto& a : archives) {
    CAPTURE(a.name);
    std::string text;
    for (int i = 0; i < 5; ++i) text += a.game;
    const CutReading r = read_cut_and_whole(a.name, text);
    CHECK(r.same);
    CHECK(r.units == 5);
    CHECK(std::count_if(r.lines.begin(), r.lines.end(), [](const std::string& l) { return l.starts_with("game ") && kypho::test::contains(l, " true "); }) == 5);
    CHECK(std::count_if(r.lines.begin(), r.lines.end(), [](const std::string& l) { return kypho::test::contains(l, "\"code\":\"untagged-game\""); }) == 4);
  }
}

TEST_CASE("a file of plain ASCII for 64 KiB and then GB18030 is read as GB18030 from there, and says so") {
  std::string text;
  // Past the first unit too (256 KiB), so that the encoding changes in a later one.
  for (int i = 0; text.size() < 300 * 1024; ++i) text += fmt::format("[Event \"game {}\"]\n\n1. C2.5 H8+7 *\n\n", i);
  const std::size_t ascii_games = std::size_t(std::count(text.begin(), text.end(), '*'));
  text += "[Event \"\xBB\xC6\xBA\xD3\xB1\xAD\"]\n\n1. C2.5 {\xBA\xEC\xCF\xC8} H8+7 *\n";  // 黄河杯, 红先 in GB18030
  const std::string path = test::temp_file("late-gb18030.pgn", text);
  std::size_t units = 0;
  auto split = read_in_units(path, units), whole = read_whole(path);
  // Read whole, the encoding is said before the games; cut, before the unit it changes in.
  std::sort(split.begin(), split.end());
  std::sort(whole.begin(), whole.end());
  CHECK(split == whole);
  const auto out = test::run(std::string(KYPHO_BINARY) + " --format json validate " + path + " 2>&1");
  CHECK(out.out.find("then read as gb18030") != std::string::npos);
  CHECK(out.out.find("\\u9ec4\\u6cb3\\u676f") == std::string::npos);  // JSON keeps UTF-8 as is
  // The summary counts the file under the encoding its text was read in, not the head's plain ASCII.
  const auto linted = test::run(std::string(KYPHO_BINARY) + " --format json lint " + path);
  CHECK(linted.out.find("\"encodings\":{\"gb18030\":1}") != std::string::npos);
  const auto shown = test::run(std::string(KYPHO_BINARY) + " convert --to pgn " + path + " 2>/dev/null");
  CHECK(shown.out.find("黄河杯") != std::string::npos);
  CHECK(shown.out.find("红先") != std::string::npos);
  CHECK(std::count(shown.out.begin(), shown.out.end(), '*') == std::ptrdiff_t(ascii_games + 1));
  std::remove(path.c_str());
}

TEST_CASE("UTF-16 is read as it streams, cut into units like any file") {
  std::string utf8;
  for (int i = 0; i < 3000; ++i) utf8 += fmt::format("[Event \"Giải {}\"]\r\n\r\n1. C2.5 H8+7 2. H2+3 *\r\n\r\n", i);
  std::string utf16 = "\xFF\xFE";
  for (std::size_t i = 0; i < utf8.size();) {
    const unsigned char c = static_cast<unsigned char>(utf8[i]);
    char32_t cp = c;
    std::size_t n = 1;
    if (c >= 0xE0) { cp = char32_t(((c & 0x0F) << 12) | ((utf8[i + 1] & 0x3F) << 6) | (utf8[i + 2] & 0x3F)); n = 3; }
    else if (c >= 0xC0) { cp = char32_t(((c & 0x1F) << 6) | (utf8[i + 1] & 0x3F)); n = 2; }
    utf16 += char(cp & 0xFF);
    utf16 += char(cp >> 8);
    i += n;
  }
  const std::string path = test::temp_file("utf16.pgn", utf16);
  std::size_t units = 0;
  const auto split = read_in_units(path, units);
  CHECK(split == read_whole(path));
  CHECK(units == 3000);
  const auto out = test::run(std::string(KYPHO_BINARY) + " --format json lint -j 3 " + path);
  CHECK(out.out.find("\"games\":3000") != std::string::npos);
  CHECK(out.out.find("\"utf-16le\":1") != std::string::npos);
  std::remove(path.c_str());
}

namespace {

// A folder of real records with two duplicates in it: one under other headers, one byte for byte.
std::string archive_with_duplicates() {
  const std::string dir = test::temp_path("archive");
  fs::remove_all(dir);
  fs::create_directories(dir + "/x/deep");
  fs::create_directories(dir + "/s");
  for (const auto& e : fs::directory_iterator(KYPHO_SOURCE_DIR "/samples/xiangqi/pgn/valid")) fs::copy(e.path(), dir + "/x/" + e.path().filename().string());
  for (const auto& e : fs::directory_iterator(KYPHO_CORPUS_DIR "/shogi/csa")) fs::copy(e.path(), dir + "/s/" + e.path().filename().string());
  std::string game = test::read_file(KYPHO_SOURCE_DIR "/samples/xiangqi/pgn/valid/two-games.pgn");
  test::temp_file("archive/x/deep/copy.pgn", game);
  game.replace(game.find("kypho sample"), 12, "another event");
  test::temp_file("archive/x/deep/renamed.pgn", game);
  return dir;
}

}  // namespace

TEST_CASE("lint --dedup names each duplicate and the earlier game it repeats, under the same or other headers") {
  const std::string dir = archive_with_duplicates();
  const auto out = test::run(std::string(KYPHO_BINARY) + " lint -q --dedup " + dir + " 2>&1");
  const auto count = [&](std::string_view s) {
    std::size_t n = 0;
    for (std::size_t at = 0; (at = out.out.find(s, at)) != std::string::npos; ++at) ++n;
    return n;
  };
  // two-games.pgn's two games, each copied twice (copy.pgn, renamed.pgn), plus whatever the samples repeat
  CHECK(count("x/deep/copy.pgn: warning[duplicate-game]: game 1 repeats " + dir + "/x/deep") == 0);  // copy.pgn comes first in the walk
  CHECK(out.out.find("x/deep/renamed.pgn: warning[duplicate-game]: game 1 repeats " + dir + "/x/deep/copy.pgn game 1: the same 6 moves from the same start, under other headers") != std::string::npos);
  CHECK(out.out.find("x/deep/renamed.pgn: warning[duplicate-game]: game 2 repeats " + dir + "/x/deep/copy.pgn game 2: the same 4 moves from the same start, and the same headers") != std::string::npos);
  CHECK(out.out.find("x/two-games.pgn: warning[duplicate-game]: game 1 repeats " + dir + "/x/deep/copy.pgn game 1") != std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE("lint sharded with GNU parallel and merged gives the summary of one -j 1 run, duplicates across shards included") {
  if (std::system("command -v parallel >/dev/null 2>&1") != 0) {
    MESSAGE("SKIPPED: GNU parallel is not installed (scripts/test installs it)");
    return;
  }
  const std::string dir = archive_with_duplicates();
  const std::string work = test::temp_path("shards");
  fs::remove_all(work);
  fs::create_directories(work);
  const auto one = test::run(std::string(KYPHO_BINARY) + " lint --format json --dedup -j 1 " + dir);
  const int status = std::system(("parallel --will-cite -j 3 '" + std::string(KYPHO_BINARY) + " lint --format json --dedup --shard {}/3 " + dir + " > " + work +
                                  "/shard-{}.jsonl' ::: 1 2 3")
                                     .c_str());
  CHECK(status == 256);  // each shard exits 1: the CSA corpus has invalid games
  const auto merged = test::run(std::string(KYPHO_BINARY) + " lint --format json --merge " + work + "/shard-1.jsonl " + work + "/shard-2.jsonl " + work + "/shard-3.jsonl");
  CHECK(test::last_line(merged.out) == test::last_line(one.out));
  std::size_t reported = 0;
  for (std::size_t at = 0; (at = one.out.find("\"code\":\"duplicate-game\"", at)) != std::string::npos; ++at) ++reported;
  CHECK(reported >= 4);
  CHECK(test::last_line(one.out).find(fmt::format("\"warning[duplicate-game]\":{}", reported)) != std::string::npos);
  // Every shard holds part of the run, none all of it.
  for (int i = 1; i <= 3; ++i) CHECK(test::last_line(test::read_file(work + "/shard-" + std::to_string(i) + ".jsonl")) != test::last_line(one.out));
  fs::remove_all(work);
  fs::remove_all(dir);
}

TEST_CASE("lint output is byte-identical for any -j and on re-runs") {
  const std::string dir = archive_with_duplicates();
  const auto a = test::run(std::string(KYPHO_BINARY) + " lint --format json --dedup -j 1 " + dir);
  const auto b = test::run(std::string(KYPHO_BINARY) + " lint --format json --dedup -j 4 " + dir);
  const auto c = test::run(std::string(KYPHO_BINARY) + " lint --dedup -j 3 " + dir + " 2>&1");
  const auto d = test::run(std::string(KYPHO_BINARY) + " lint --dedup -j 1 " + dir + " 2>&1");
  CHECK(a.out == b.out);
  CHECK(c.out == d.out);
  CHECK(a.out.find("\"type\":\"game\"") != std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE(".kyphoignore leaves out what it names, counted, --no-ignore reads it all") {
  const std::string dir = archive_with_duplicates();
  test::temp_file("archive/.kyphoignore", "# not these\ndeep/\n*.csa\n!k4j__8mai.csa\n");
  const auto ignored = test::run(std::string(KYPHO_BINARY) + " lint --format json " + dir);
  const auto all = test::run(std::string(KYPHO_BINARY) + " lint --format json --no-ignore " + dir);
  CHECK(ignored.out.find("deep/copy.pgn") == std::string::npos);
  CHECK(ignored.out.find("k4j__chudan.csa") == std::string::npos);
  CHECK(ignored.out.find("k4j__8mai.csa") != std::string::npos);
  const auto csa_files = std::distance(fs::directory_iterator(dir + "/s"), fs::directory_iterator());
  CHECK(test::last_line(ignored.out).find(fmt::format("\"ignored\":{}", csa_files - 1 + 1)) != std::string::npos);  // the CSA files but one, and deep/
  CHECK(all.out.find("deep/copy.pgn") != std::string::npos);
  CHECK(test::last_line(all.out).find("\"ignored\":0") != std::string::npos);
  CHECK(test::last_line(all.out).find("\"hidden\":1") != std::string::npos);  // .kyphoignore itself

  // An ignore file that cannot be read (here a folder of that name) is an error, and the walk goes on.
  fs::remove(dir + "/.kyphoignore");
  fs::create_directory(dir + "/.kyphoignore");
  auto unreadable = test::run(std::string(KYPHO_BINARY) + " lint " + dir + " 2>&1");
  CHECK(unreadable.status == 1);
  CHECK(unreadable.out.find(dir + "/.kyphoignore: error[io-error]: cannot read this ignore file; its folder was walked without its rules") !=
        std::string::npos);
  unreadable = test::run(std::string(KYPHO_BINARY) + " lint --format json " + dir);
  CHECK(unreadable.out.find("deep/copy.pgn") != std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE("lint --format sarif is a valid SARIF 2.1.0 log (checked against its JSON schema) with each diagnostic at its place") {
  const std::string checker = KYPHO_SOURCE_DIR "/tests/differential/sarif_validate.js";
  const bool can_check = std::system("command -v node >/dev/null 2>&1") == 0 && fs::exists(KYPHO_SOURCE_DIR "/tests/node_modules/ajv");
  if (!can_check) MESSAGE("SKIPPED: node or the npm packages (npm ci --prefix tests) are missing, so the SARIF schema check did not run");
  // Every diagnostic, then --max-errors 1, whose left-out diagnostics the log says too; then fixes.
  const std::string csa = KYPHO_CORPUS_DIR "/shogi/csa", wxf = KYPHO_SOURCE_DIR "/samples/xiangqi/wxf";
  for (const auto& [options, path] : {std::pair{"", csa}, {"--max-errors 1 ", csa}, {"", wxf}}) {
    INFO(options << path);
    const std::string sarif = test::temp_path("lint.sarif");
    const auto out = test::run(std::string(KYPHO_BINARY) + " lint " + options + "--format sarif " + path + " > " + sarif);
    CHECK(out.status == (path == csa ? 1 : 0));
    const std::string log = test::read_file(sarif);
    CHECK(log.find("\"columnKind\": \"unicodeCodePoints\"") != std::string::npos);
    CHECK(log.find("\"startLine\":") != std::string::npos);
    if (path == wxf) CHECK(log.find("\"deletedRegion\"") != std::string::npos);
    else if (std::string_view(options).empty()) CHECK(log.find("\"ruleId\": \"nifu\"") != std::string::npos);
    else CHECK(log.find("more diagnostics left out (--max-errors 1; 0 shows all)") != std::string::npos);
    if (can_check) {
      const auto checked = test::run("node " + checker + " " + sarif + " 2>&1");
      INFO(checked.out);
      CHECK(checked.status == 0);
    }
    std::remove(sarif.c_str());
  }
}

TEST_CASE("a generated archive of every format and encoding: lint finds each injected fault at its file, line, column and ply, each duplicate, and nothing else, --fix leaves nothing to fix and the same games") {
  const std::string dir = test::temp_path("generated");
  fs::remove_all(dir);
  REQUIRE(std::system((std::string(KYPHO_GEN_ARCHIVE) + " " + dir + " 1500 11 >/dev/null").c_str()) == 0);
  std::set<std::string> faults, duplicates;
  {
    std::ifstream in(dir + "/faults.jsonl");
    for (std::string line; std::getline(in, line);) {
      const auto j = nlohmann::json::parse(line);
      faults.insert(fmt::format("{}:{}:{} ply {}", j["file"].get<std::string>(), j["line"].get<int>(), j["col"].get<int>(), j["ply"].get<int>()));
    }
    std::ifstream dups(dir + "/duplicates.jsonl");
    for (std::string line; std::getline(dups, line);) {
      const auto j = nlohmann::json::parse(line);
      // The copy a walk in name order meets second is the duplicate.
      auto copy = std::pair(j["file"].get<std::string>(), j["game"].get<int>());
      auto first = std::pair(j["repeats"].get<std::string>(), j["repeats_game"].get<int>());
      const auto& later = std::max(copy, first);
      duplicates.insert(fmt::format("{} game {}", later.first, later.second));
    }
  }
  CHECK(faults.size() > 30);
  CHECK(duplicates.size() > 10);
  const auto out = test::run(std::string(KYPHO_BINARY) + " lint --format json --dedup -j 2 " + dir);
  std::set<std::string> errors, repeated, others;
  std::map<std::string, int> encodings;
  std::istringstream lines(out.out);
  for (std::string line; std::getline(lines, line);) {
    const auto j = nlohmann::json::parse(line);
    if (j["type"] == "summary") encodings = j["encodings"].get<std::map<std::string, int>>();
    if (j["type"] != "diagnostic" || (j["severity"] != "error" && j["severity"] != "warning")) continue;
    if (j["code"] == "duplicate-game") repeated.insert(fmt::format("{} game {}", j["file"].get<std::string>(), j["game"].get<int>()));
    else if (j["severity"] == "error" && j.contains("ply"))
      errors.insert(fmt::format("{}:{}:{} ply {}", j["file"].get<std::string>(), j["line"].get<int>(), j["col"].get<int>(), j["ply"].get<int>()));
    else others.insert(line);
  }
  CHECK(errors == faults);
  CHECK(repeated == duplicates);
  CHECK(others.empty());

  // The same duplicates with the games seen kept in a file (it grows from 1,024 slots as they come); a
  // second run with that file finds every game of the archive again, each named as seen by the earlier run.
  const std::string table = dir + ".dedup";
  fs::remove(table);
  const auto found_with_table = [&] {
    const auto r = test::run(std::string(KYPHO_BINARY) + " lint --format json --max-errors 0 --dedup-table " + table + " -j 2 " + dir);
    std::set<std::string> found;
    std::size_t games = 0, by_earlier_run = 0;
    std::istringstream in(r.out);
    for (std::string line; std::getline(in, line);) {
      const auto j = nlohmann::json::parse(line);
      games += j["type"] == "fingerprint";
      if (j["type"] != "diagnostic" || j["code"] != "duplicate-game") continue;
      found.insert(fmt::format("{} game {}", j["file"].get<std::string>(), j["game"].get<int>()));
      by_earlier_run += j["message"].get<std::string>().find("seen by an earlier run") != std::string::npos;
    }
    return std::tuple(found, games, by_earlier_run);
  };
  const auto [first_run, games_seen, from_before] = found_with_table();
  CHECK(first_run == duplicates);
  CHECK(from_before == 0);
  CHECK(fs::file_size(table) > 1024 * 48 * 2);
  const auto [second_run, games_again, from_first_run] = found_with_table();
  CHECK(second_run.size() == games_again);
  CHECK(from_first_run == games_again);
  fs::remove(table);
  for (const auto* e : {"utf-8", "cp1258", "utf-16le", "gb18030", "big5", "cp932"}) CHECK_MESSAGE(encodings[e] > 0, e);

  // --fix rewrites the misspelt moves in every encoding; a second lint finds nothing to fix, the same games
  // (by their fingerprints) and the same errors at the same places.
  const auto lint_summary = [&](const std::string& extra) {
    const auto r = test::run(std::string(KYPHO_BINARY) + " lint --format json --dedup -j 2 " + extra + " " + dir);
    std::vector<std::string> games;
    std::size_t fixable = 0;
    nlohmann::json summary;
    std::istringstream in(r.out);
    for (std::string line; std::getline(in, line);) {
      const auto j = nlohmann::json::parse(line);
      if (j["type"] == "fingerprint") games.push_back(j["file"].get<std::string>() + j["key"].get<std::string>());
      fixable += j["type"] == "diagnostic" && j.contains("fixes");
      if (j["type"] == "summary") summary = j;
    }
    return std::tuple(games, fixable, summary);
  };
  const auto [games_before, fixable_before, summary_before] = lint_summary("");
  CHECK(fixable_before > 10);
  const auto [games_fixing, fixable_fixing, summary_fixing] = lint_summary("--fix --no-backup");
  CHECK(summary_fixing["fix"]["files"].get<int>() > 5);
  const auto [games_after, fixable_after, summary_after] = lint_summary("");
  CHECK(fixable_after == 0);
  CHECK(games_after == games_before);
  CHECK(summary_after["errors"] == summary_before["errors"]);
  CHECK(summary_after["encodings"] == summary_before["encodings"]);
  CHECK(!summary_after["codes"].contains("note[non-canonical]"));
  CHECK(test::run(std::string(KYPHO_BINARY) + " lint --format json -j 1 " + dir + " | grep -c not-fixed").out == "0\n");
  fs::remove_all(dir);
}

TEST_CASE("a read that fails is an io-error with its own reason, not an empty file") {
  if (!fs::exists("/proc/self/mem")) return;  // reading it from offset 0 fails with EIO on Linux
  const auto out = test::run(std::string(KYPHO_BINARY) + " validate /proc/self/mem 2>&1");
  CHECK(out.status == 1);
  CHECK(out.out.find("error[io-error]: reading stopped before the end of the file: Input/output error") != std::string::npos);
  CHECK(out.out.find("empty-file") == std::string::npos);
}

TEST_CASE("the line an encoding is decided on counts lone CR line ends, as every other line number does") {
  std::string text;
  for (int i = 0; text.size() < 80 * 1024; ++i) text += fmt::format("[Event \"game {}\"]\r\r1. C2.5 H8+7 *\r\r", i);
  const auto lines = std::count(text.begin(), text.end(), '\r');
  text += "[Event \"\xBB\xC6\xBA\xD3\xB1\xAD\"]\r\r1. C2.5 H8+7 *\r";
  const std::string path = test::temp_file("late-gb18030-cr.pgn", text);
  const auto out = test::run(std::string(KYPHO_BINARY) + " validate " + path + " 2>&1");
  CHECK(out.out.find(fmt::format("plain ASCII up to line {}, then read as gb18030", lines + 1)) != std::string::npos);
  std::remove(path.c_str());
}

TEST_CASE("a folder the walk cannot read is an io-error naming it, never skipped silently") {
  const std::string dir = test::temp_path("unreadable");
  fs::remove_all(dir);
  fs::create_directories(dir + "/closed");
  fs::create_directories(dir + "/open");
  fs::copy(KYPHO_SOURCE_DIR "/samples/xiangqi/pgn/valid/two-games.pgn", dir + "/open/two-games.pgn");
  fs::permissions(dir + "/closed", fs::perms::none);
  // root reads any folder: the walk then runs as nobody
  const std::string as_user = geteuid() == 0 ? "su nobody -s /bin/sh -c '" : "sh -c '";
  const auto out = test::run(as_user + std::string(KYPHO_BINARY) + " lint " + dir + "' 2>&1");
  if (out.out.find("This account is currently not available") != std::string::npos || out.out.find("su:") == 0) {
    MESSAGE("SKIPPED: cannot run as another user here");
  } else {
    CHECK(out.out.find(dir + "/closed: error[io-error]: cannot read this folder: Permission denied; its files were not linted") != std::string::npos);
    CHECK(out.out.find("1 file, 2 games") != std::string::npos);
    CHECK(out.status == 1);
  }
  fs::permissions(dir + "/closed", fs::perms::owner_all);
  fs::remove_all(dir);
}

TEST_CASE("lint --merge says where a shard's output is cut short instead of merging around it") {
  const std::string shard = test::temp_path("cut-shard.jsonl");
  REQUIRE(std::system((std::string(KYPHO_BINARY) + " --format json lint " KYPHO_SOURCE_DIR "/samples/xiangqi/pgn/valid > " + shard).c_str()) == 0);
  { std::ofstream(shard, std::ios::app) << "{\"type\":\"gam"; }
  const auto lines = std::count(std::istreambuf_iterator<char>(*std::make_unique<std::ifstream>(shard)), {}, '\n');
  const auto out = test::run(std::string(KYPHO_BINARY) + " lint --merge " + shard + " 2>&1");
  CHECK(out.out.find(fmt::format("{}:{}: not a JSON line of kypho lint; left out", shard, lines + 1)) != std::string::npos);
  std::remove(shard.c_str());
}

TEST_CASE("lint --dedup-table never writes into a file that is not a table: it says so, exits 2, and the file is as it was") {
  const std::string notes = test::temp_file("notes.txt", "my notes, not a table\n");
  const auto r = test::run(std::string(KYPHO_BINARY) + " lint --dedup-table " + notes + " " KYPHO_SOURCE_DIR "/samples 2>&1");
  CHECK(r.status == 2);
  CHECK(r.out.find(notes + " is not a kypho dedup table; it is left as it is") != std::string::npos);
  CHECK(test::read_file(notes) == "my notes, not a table\n");
}

TEST_CASE("forum markup at a line's start ([b], [/game]) starts no game: cut anywhere, one game as read whole") {
  const std::string path = test::temp_file("markup-units.vn", "[game]\n1. P2-5 M8.7\n[b]2. M2.3 X9-8[/b]\n[i]3. X1-2 B7.1[/i]\n[/game]\n");
  std::size_t units = 0;
  const auto cut = read_in_units(path, units);
  CHECK(cut == read_whole(path));
  CHECK(units == 1);
}
