// Archives: files cut into game-sized units read the same as whole files; lint over folders.
#include <fmt/format.h>

#include <filesystem>

#include "cli/input.hpp"
#include "cli/validate_input.hpp"
#include "converters/render.hpp"
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
    const grammar::SourceText src = decode_unit(stream->name(), unit, encoding, r.before);
    validate_unit(src, *find_format(stream->format()), r);
    units.push_back(std::move(r));
    ++count;
  }
  Diagnostics end;
  stream->finish(end);
  for (auto& d : end)
    if (d.code != "empty-file") units.back().before.push_back(d);
  return outcome_lines(units);
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
      if (games > 1) {
        ++cut;
        CHECK(units == std::size_t(games));  // one unit a game when each may be its own
      }
    }
  }
  MESSAGE(files << " files, " << cut << " of them of several games");
  CHECK(files > 50);
  CHECK(cut >= 5);
}

TEST_CASE("units never cut a game: a tag line inside a comment, headers between tags, CRLF, a lone CR") {
  const std::string game1 = "[Event \"one {brace in a tag\"]\nGiải: Hà Nội\n[Red \"A\"]\n\n1. C2.5 {a comment\n[Event \"not a tag\"]\n} H8+7 2. H2+3 *\n";
  const std::string game2 = "[Event \"two\"]\r\n\r\n1. C2.5 H8+7\r\n2. H2+3 1-0\r\n";
  const std::string game3 = "[Event \"three\"]\r1. P7+1 P3+1\r(1... H2+3) 0-1\r";
  const std::string text = game1 + game2 + game3 + "[Event \"four, no moves\"]\n";
  const std::string path = test::temp_file("units.pgn", text);
  std::size_t units = 0;
  const auto split = read_in_units(path, units);
  CHECK(split == read_whole(path));
  CHECK(units == 4);
  CHECK(std::count_if(split.begin(), split.end(), [](const std::string& l) { return l.starts_with("game "); }) == 4);
  std::remove(path.c_str());
}

TEST_CASE("a file of plain ASCII for 64 KiB and then GB18030 is read as GB18030 from there, and says so") {
  std::string text;
  for (int i = 0; text.size() < 70 * 1024; ++i) text += fmt::format("[Event \"game {}\"]\n\n1. C2.5 H8+7 *\n\n", i);
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
