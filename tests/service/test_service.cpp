// kypho::service in process, as a front end with no files, threads or terminal calls it: bytes in, values
// out. Where the command line prints the same thing, the two are compared byte for byte.
#include <fmt/format.h>

#include <map>

#include "helpers.hpp"
#include "service/dedup.hpp"
#include "service/diff.hpp"
#include "service/game_kit.hpp"
#include "service/lint_fix.hpp"
#include "service/lint_policy.hpp"
#include "grammar/text/encoding.hpp"
#include "service/pipeline.hpp"
#include "service/report.hpp"
#include "service/source.hpp"
#include "service/written.hpp"
#include "converters/common/choices.hpp"

using namespace kypho;
using namespace kypho::service;

namespace {

std::string file_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// A source validated whole, as JSON lines, with the summary.
std::string validated(const std::string& name, std::string bytes, const SourceOptions& options = {}) {
  UnitReport unit;
  OpenFailure why{};
  if (const auto in = open_input(name, name, read_from(std::move(bytes)), options, unit.before, why))
    validate_unit(in->src, *find_format(in->format), unit);
  Tally tally;
  tally.files = 1;
  std::uint32_t games = 0;
  const std::string lines = unit_json(unit, games, tally);
  return lines + summary_json(tally) + "\n";
}

}  // namespace

TEST_CASE("service: validating bytes gives what kypho validate --format json prints for the same file") {
  const std::string root = KYPHO_SOURCE_DIR "/";
  for (const char* sample : {"samples/shogi/kif/valid/branches.kif", "samples/xiangqi/vn/valid/scoresheet.vn", "samples/xiangqi/vn/valid/luat-3-moves.vn",
                             "samples/cotulenh/ctl/valid/capture-then-rejoin.ctl"}) {
    INFO(sample);
    const std::string path = root + sample;
    const auto cli = test::run(fmt::format("cd {} && {} --format json validate {}", root, KYPHO_BINARY, sample));
    CHECK(validated(sample, file_bytes(path)) == cli.out);
  }
}

TEST_CASE("service: a source's encoding and format are told from its bytes and said, or named by options") {
  // A KIF game in Shift_JIS, as most KIF files are: 手合割：平手, then ７六歩(77).
  const std::string sjis = "\x8e\xe8\x8d\x87\x8a\x84\x81\x46\x95\xbd\x8e\xe8\n   1 \x82\x56\x98\x5a\x95\xe0(77)\n";
  const std::string told = validated("upload", sjis);
  CHECK(told.find("\"code\":\"encoding\"") != std::string::npos);
  CHECK(told.find("\"code\":\"format\"") != std::string::npos);
  CHECK(told.find("\"status\":\"valid\",\"plies\":1") != std::string::npos);
  // Named, nothing is guessed, and the same game is read.
  const std::string named = validated("upload", sjis, {.from = "kif", .encoding = "cp932"});
  CHECK(named.find("\"code\":\"encoding\"") == std::string::npos);
  CHECK(named.find("\"code\":\"format\"") == std::string::npos);
  CHECK(named.find("\"status\":\"valid\",\"plies\":1") != std::string::npos);
  // An option that cannot be is said, not ignored.
  CHECK(validated("upload", sjis, {.from = "docx"}).find("\"code\":\"unsupported-format\"") != std::string::npos);
  CHECK(validated("upload", sjis, {.game = "xiangqi"}).find("\"code\":\"wrong-game\"") != std::string::npos);
}

TEST_CASE("service: a word that tells a format counts at a line's start, after blanks, and not inside a line") {
  const auto told = [](const std::string& text) {
    const std::string out = validated("upload", text);
    const auto at = out.find("read as ");
    return at == std::string::npos ? std::string() : out.substr(at + 8, out.find(',', at) - at - 8);
  };
  CHECK(told("[Event \"x\"]\n[Variant \"Jieqi\"]\n\n1. h2e2 h9g7 *\n") == "cờ tướng úp's jieqi-pgn");
  CHECK(told("[Event \"x\"]\n \t [Variant \"Jieqi\"]\n\n1. h2e2 h9g7 *\n") == "cờ tướng úp's jieqi-pgn");
  CHECK(told("[Variant \"Jieqi\"]\n1. h2e2 h9g7 *\n") == "cờ tướng úp's jieqi-pgn");  // the first line
  CHECK(told("[Event \"x\"]\n{see [Variant \"Jieqi\"]}\n\n1. h2e2 h9g7 *\n") == "pgn");
  CHECK(told("[Event \"x\"]\n;[Variant \"Jieqi\"]\n\n1. h2e2 h9g7 *\n") == "pgn");
  // No tag says: the moves do, weighed without the tag lines (both sniffers ask the same movetext).
  CHECK(told("[Event \"x\"]\n\n1. Nbc3 Nbb9\n2. Fe1 I&c9\n3. Ch1 Mh8 *\n") == "cờ tư lệnh's ctl-pgn");
  CHECK(told("[Event \"x\"]\n\n1. h2e2=C h7e7=R 2. b2b6 h9g7=N *\n") == "cờ tướng úp's jieqi-pgn");
}

TEST_CASE("service: the kits convert, show and count with no printing: values and diagnostics back") {
  Diagnostics ds;
  OpenFailure why{};
  const auto in = open_input("game.kif", "game.kif", read_from(file_bytes(KYPHO_SOURCE_DIR "/samples/shogi/kif/valid/branches.kif")), {}, ds, why);
  REQUIRE(in);
  std::vector<Converted> games;
  kit_of(in->game).convert(*in, {.to = "csa"}, ds, games);
  REQUIRE(games.size() == 1);
  REQUIRE(games[0].text);
  // The CSA text reads back to the same main line.
  const std::string csa = validated("game.csa", *games[0].text);
  CHECK(csa.find("\"status\":\"valid\",\"plies\":4") != std::string::npos);

  const auto shown = kit_of(in->game).show(&*in, "", {.to = "sfen", .ply = 2}, ds);
  REQUIRE(shown);
  CHECK(*shown == "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3\n");

  // Perft from the start: 44 and 1920 in xiangqi, 30 and 900 in shogi.
  CHECK(kit_of(Game::XIANGQI).perft({.depth = 2}, ds) == "1920\n");
  CHECK(kit_of(Game::SHOGI).perft({.depth = 2}, ds) == "900\n");
  Diagnostics bad;
  CHECK_FALSE(kit_of(Game::XIANGQI).perft({.fen = "not a fen", .depth = 1}, bad));
  CHECK(has_errors(bad));
}

TEST_CASE("service: two sheets from bytes compared: the one move they disagree on, the result, and agreement") {
  const auto open = [](const char* name, std::string bytes) {
    Diagnostics ds;
    OpenFailure why{};
    auto in = open_input(name, name, read_from(std::move(bytes)), {.from = "vn"}, ds, why);
    REQUIRE(in);
    return *in;
  };
  const Input red = open("red.txt", "1. P2-5 M8.7\n2. M2.3 X9-8\n3. X1-2 B7.1\n1-0\n");
  const Input black = open("black.txt", "1. P2-5 M8.7\n2. M2.3 X9-8\n3. X1-2 P8-7\n0-1\n");
  const SheetDiff d = diff_records(red, black, "");
  REQUIRE(d.same_game);
  REQUIRE(d.hunks.size() == 1);
  CHECK(d.hunks[0].a_begin == 5);
  REQUIRE(d.headers.size() == 1);
  CHECK(d.headers[0].name == "result");
  CHECK_FALSE(d.agree());
  CHECK(diff_text(d, false).ends_with("2 places where the two records disagree\n"));
  const SheetDiff same = diff_records(red, red, "");
  CHECK(same.agree());
  CHECK(diff_json(same) == "{\"type\":\"diff\",\"same\":true,\"plies\":6}\n");
}

TEST_CASE("service: the pipeline with no threads reads sources from memory, in order, cut into units, one game at a time") {
  // Three games in one source, cut into units of a few bytes each (a unit per game), then a second source.
  std::string three;
  for (int i = 0; i < 3; ++i) three += "[Event \"g\"]\n\n1. P2-5 M8.7 2. M2.3 X9-8 *\n\n";
  const std::vector<std::string> bytes = {three, file_bytes(KYPHO_SOURCE_DIR "/samples/shogi/kif/valid/branches.kif")};
  const std::vector<std::string> names = {"three.vn", "game.kif"};
  std::vector<PipelineSource> sources;
  for (std::size_t i = 0; i < 2; ++i)
    sources.push_back({names[i], [&, i](Diagnostics& out, OpenFailure& why) {
                         return open_stream(names[i], names[i], read_from(bytes[i]), {}, out, why, 16);
                       }});
  struct Collect : PipelineSink {
    std::vector<std::string> events;
    std::uint32_t games = 0;
    Tally tally;
    void file_opened(FileOpened& f) override { events.push_back(fmt::format("open {} {}", f.path, f.format)), games = 0; }
    void unit(std::size_t file, UnitReport& unit) override { events.push_back(fmt::format("unit {} {}", file, unit_json(unit, games, tally))); }
    void file_closed(FileClosed& f) override { events.push_back(fmt::format("close {} {}", f.index, f.bytes)); }
  } sink;
  run_pipeline(sources, sink, {});
  // open, a unit per game, close; then open, one unit, close.
  REQUIRE(sink.events.size() == 8);
  CHECK(sink.events.front() == "open three.vn vn");
  CHECK(sink.events[1].find("\"game\":1,\"status\":\"valid\",\"plies\":4") != std::string::npos);
  CHECK(sink.events[2].find("\"game\":2,\"status\":\"valid\",\"plies\":4") != std::string::npos);
  CHECK(sink.events[3].find("\"game\":3,\"status\":\"valid\",\"plies\":4") != std::string::npos);
  CHECK(sink.events[4] == fmt::format("close 0 {}", three.size()));
  CHECK(sink.events[5] == "open game.kif kif");
  CHECK(sink.events[7] == fmt::format("close 1 {}", bytes[1].size()));
  CHECK(sink.tally.games == 4);
  CHECK(sink.tally.invalid == 0);
}

TEST_CASE("service: a reader that fails once, then says nothing more, is still reported: nothing read is taken for all there is") {
  int calls = 0;
  const ReadBytes failing_once = [&calls](char* into, std::size_t size) -> std::ptrdiff_t {
    const std::string_view head = "1. P2-5 M8.7\n";
    if (calls++ == 0) return std::ptrdiff_t(head.copy(into, std::min(size, head.size())));
    if (calls == 2) {
      errno = EIO;
      return -1;
    }
    return 0;
  };
  Diagnostics ds;
  OpenFailure why{};
  auto stream = open_stream("upload", "", failing_once, {.from = "vn"}, ds, why);
  REQUIRE(stream);
  Unit unit;
  std::string encoding;
  while (stream->next(unit, encoding, ds)) {
  }
  stream->finish(ds);
  CHECK(std::ranges::any_of(ds, [](const Diagnostic& d) { return d.code == "io-error"; }));
}

namespace {

// Lint run in process on sources held in memory, as a front end with no files would: each game's diagnostics
// after the policy, duplicates named, and each source's fixed bytes.
struct LintInMemory : PipelineSink {
  LintPolicy policy;
  Deduplicator dedup{memory_dedup_table(), "table"};
  std::map<std::string, std::uint64_t> allowed;
  std::vector<std::string> findings, fixed;
  std::unique_ptr<SourceFix> fix;
  std::string name, bytes;

  void file_opened(FileOpened& f) override {
    name = std::string(f.path);
    bytes.clear();
    fix = std::make_unique<SourceFix>(name, f.diagnostics, f.byte_order_mark, true);
  }
  void unit(std::size_t, UnitReport& unit) override {
    for (auto& g : unit.games) {
      dedup.check(g, name, g.outcome.game);
      policy.filter(g.diagnostics, allowed);
      for (const auto& d : g.diagnostics) findings.push_back(fmt::format("{} {}", name, d.code));
    }
    bytes += fix->unit(unit, unit_fixes(unit));
  }
  void file_closed(FileClosed& f) override {
    const SourceFix::Outcome o = fix->finish(f.diagnostics);
    CHECK(o.why_not.empty());
    fixed.push_back(o.edits > 0 ? bytes : "");
  }
};

}  // namespace

TEST_CASE("service: lint in process: the policy, a duplicate, and fixes written back in the source's encoding with its byte-order mark") {
  const std::string text = "1. P2-5 M8.7\n2. H2+3 X9-8 *\n";  // H2+3: a WXF move among Vietnamese ones
  const std::string utf16 = "\xFF\xFE" + *grammar::encode(text, "utf-16le");
  const std::vector<std::string> bytes = {"\xEF\xBB\xBF" + text, utf16, text};
  const std::vector<std::string> names = {"bom.vn", "utf16.vn", "plain.vn"};
  std::vector<PipelineSource> sources;
  for (std::size_t i = 0; i < bytes.size(); ++i)
    sources.push_back({names[i], [&, i](Diagnostics& out, OpenFailure& why) {
                         return open_stream(names[i], names[i], read_from(bytes[i]), {}, out, why);
                       }});
  LintInMemory sink;
  run_pipeline(sources, sink, {.checks = {.fingerprints = true}, .keep_text = true});
  // Each source's game has the misspelt move; the second and third repeat the first's moves.
  CHECK(std::ranges::count(sink.findings, std::string("bom.vn mixed-notation")) == 1);
  CHECK(std::ranges::count(sink.findings, std::string("utf16.vn duplicate-game")) == 1);
  CHECK(std::ranges::count(sink.findings, std::string("plain.vn duplicate-game")) == 1);
  const std::string fixed_text = "1. P2-5 M8.7\n2. M2.3 X9-8 *\n";
  REQUIRE(sink.fixed.size() == 3);
  CHECK(sink.fixed[0] == "\xEF\xBB\xBF" + fixed_text);
  CHECK(sink.fixed[1] == "\xFF\xFE" + *grammar::encode(fixed_text, "utf-16le"));
  CHECK(sink.fixed[2] == fixed_text);

  // A policy that allows the check: nothing shown, nothing fixed, the allowed one counted.
  LintInMemory quiet;
  quiet.policy.levels["mixed-notation"] = Level::ALLOW;
  run_pipeline(sources, quiet, {.checks = {.fingerprints = true}, .keep_text = true});
  CHECK(std::ranges::count(quiet.findings, std::string("bom.vn mixed-notation")) == 0);
  CHECK(quiet.allowed["mixed-notation"] == 3);
  CHECK(quiet.fixed == std::vector<std::string>{"", "", ""});
}

TEST_CASE("service: a front end names the choices its messages tell the user to make: the command line's options, a page's menus") {
  const std::string record = "1. P2-5 M8.7\n";
  // The service's own words until a front end names its choices.
  CHECK(validated("upload", record, {.from = "docx"}).find("the format option docx: kypho reads") != std::string::npos);
  ChoiceNames page;
  page.fill("the Choices menu");
  page[std::size_t(Choice::FORMAT)] = "the Format menu";
  // The names before are put back as they were: views of the literals they name (choice_name's words,
  // translations made for one message, would be gone by then, and the next test read freed memory).
  const ChoiceNames before = name_choices(page);
  const std::string named = validated("upload", record, {.from = "docx"});
  CHECK(named.find("the Format menu docx: kypho reads") != std::string::npos);
  CHECK(validated("upload", record).find("name the format with the Format menu") != std::string::npos);
  Diagnostics ds;
  CHECK_FALSE(kit_of(Game::XIANGQI).perft({.fen = "not a fen", .depth = 1}, ds));
  REQUIRE_FALSE(ds.empty());
  CHECK(ds.front().file == "the Choices menu");  // the position, named as the page names it
  name_choices(before);
}

TEST_CASE("service: a record written as a file: the encoding its name means, KIF's line that says another, '?' for what it cannot hold") {
  const FormatInfo& kif = *find_format("kif");
  CHECK(written_encoding(kif, "game.kif") == "cp932");
  CHECK(written_encoding(kif, "GAME.KI2") == "cp932");
  CHECK(written_encoding(kif, "game.kifu") == "utf-8");
  CHECK(written_encoding(kif, "-") == "utf-8");
  CHECK(written_encoding(*find_format("csa"), "game.kif") == "utf-8");
  Diagnostics ds;
  CHECK(written_bytes("先手：a\n", "utf-8", kif, "out.kifu", ds) == "#KIF version=2.0 encoding=UTF-8\n先手：a\n");
  // Shift_JIS by any of its names needs no line; the bytes are Shift_JIS.
  CHECK(written_bytes("先手\n", "Shift_JIS", kif, "out.kif", ds) == "\x90\xE6\x8E\xE8\n");
  CHECK(ds.empty());
  CHECK(written_bytes("先手：Hòa\n", "cp932", kif, "out.kif", ds) == *grammar::encode("先手：H?a\n", "cp932"));
  REQUIRE(ds.size() == 1);
  CHECK(ds[0].code == "lossy-conversion");
  CHECK(ds[0].message.find("ò") != std::string::npos);
}

TEST_CASE("service: each notation a kit's PGN offers writes moves that read back, the default first") {
  Diagnostics ds;
  OpenFailure why{};
  // A game of four plies of each game whose PGN offers notations.
  const auto game_of = [&](Game g) {
    if (g == Game::JIEQI) return open_input("game.pgn", "game.pgn", read_from("[Variant \"Jieqi\"]\n\n1. h2e2=C h7e7=R 2. b2b6=A h9g7=N *\n"), {}, ds, why);
    return open_input("game.vn", "game.vn", read_from("1. P2-5 M8.7\n2. M2.3 X9-8 *\n"), {}, ds, why);
  };
  for (Game g : all_games())
    for (std::string_view notation : words_of(kit_of(g).pgn_notations())) {
      REQUIRE((g == Game::XIANGQI || g == Game::JIEQI));
      const auto in = game_of(g);
      REQUIRE(in);
      std::vector<Converted> games;
      kit_of(g).convert(*in, {.to = "pgn", .notation = notation}, ds, games);
      REQUIRE(games.size() == 1);
      REQUIRE(games[0].text);
      CHECK_MESSAGE(validated("game.pgn", *games[0].text).find("\"status\":\"valid\",\"plies\":4") != std::string::npos, notation);
    }
  const auto in = game_of(Game::XIANGQI);
  std::vector<Converted> by_default, wxf;
  kit_of(Game::XIANGQI).convert(*in, {.to = "pgn"}, ds, by_default);
  kit_of(Game::XIANGQI).convert(*in, {.to = "pgn", .notation = first_word(kit_of(Game::XIANGQI).pgn_notations())}, ds, wxf);
  CHECK(by_default[0].text == wxf[0].text);
}

TEST_CASE("a game kept whole up to --max-errors per code loses nothing a report shows: the first of each code, and every count") {
  // Junk a reader makes a diagnostic of at every word, in several codes: words no notation reads, a
  // stray line, moves in another notation.
  std::string junk = "[Event \"junk\"]\n";
  for (int i = 0; i < 400; ++i) junk += fmt::format("{}. h2e2 h9g7 qq{} C2.5 {}\n", i + 1, i, i % 7 == 0 ? "xx yy zz ww" : "");
  const auto read = [&](std::size_t keep) {
    UnitReport unit;
    OpenFailure why{};
    const auto in = open_input("junk.pgn", "junk.pgn", read_from(std::string(junk)), {}, unit.before, why);
    REQUIRE(in);
    ReadChecks checks;
    checks.keep_whole = keep;
    validate_unit(in->src, *find_format(in->format), unit, checks);
    REQUIRE(unit.games.size() == 1);
    return unit.games.front();
  };
  const GameReport all = read(0), kept = read(50);
  CHECK(all.outcome.valid == kept.outcome.valid);
  CHECK(all.diagnostics.size() > 200);
  std::map<std::string, std::vector<const Diagnostic*>> by_code;
  for (const auto& d : all.diagnostics) {
    CHECK(d.repeats == 0);
    by_code[fmt::format("{}[{}]", int(d.severity), d.code)].push_back(&d);
  }
  std::map<std::string, std::size_t> seen, counted;
  for (const auto& d : kept.diagnostics) {
    const std::string key = fmt::format("{}[{}]", int(d.severity), d.code);
    const Diagnostic& same = *by_code[key].at(seen[key]++);
    CHECK(d.line == same.line);
    CHECK(d.col == same.col);
    CHECK(d.message == same.message);
    CHECK(d.notes == same.notes);
    counted[key] += 1 + d.repeats;
  }
  for (const auto& [key, list] : by_code) {
    CHECK(seen[key] == std::min<std::size_t>(list.size(), 50));
    CHECK(counted[key] == list.size());
  }
  Tally a, b;
  for (const auto& d : all.diagnostics) a.count(d);
  for (const auto& d : kept.diagnostics) b.count(d);
  CHECK(a.errors == b.errors);
  CHECK(a.warnings == b.warnings);
  CHECK(a.notes == b.notes);
}
