// The unit splitter cuts a stream only where a game may end, at the first such place once a unit reaches its
// target size, and numbers each unit's first line as the file does: checked against a line count and a
// reading of each place of its own, on texts of short lines (CSA, USI, PGN movetext) whose quiet stretches
// the splitter counts without reading, read in pieces of odd sizes (a \r\n cut between two reads).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "service/units.hpp"
#include "tests/fuzz/cut_as_whole.hpp"

namespace {

using kypho::service::Splitting;
using kypho::service::Unit;
using kypho::service::UnitReader;

// Each place a line starts (after \n, \r\n, or a lone \r), and how many line ends come before each byte.
struct Lines {
  std::vector<std::size_t> starts;
  std::vector<std::uint32_t> before;  // by byte offset, up to and with text.size()
  explicit Lines(const std::string& text) : before(text.size() + 1) {
    starts.push_back(0);
    std::uint32_t ends = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
      before[i] = ends;
      const bool end = text[i] == '\n' || (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'));
      if (end) {
        ++ends;
        starts.push_back(i + 1);
      }
    }
    before[text.size()] = ends;
  }
};

std::string line_at(const std::string& text, std::size_t start) {
  const std::size_t end = text.find_first_of("\r\n", start);
  return text.substr(start, (end == std::string::npos ? text.size() : end) - start);
}

// Where a unit may end, read for each line start on its own: after a line that holds '/' alone (CSA), after
// any line (USI), before a '[' line that follows moves outside a comment (PGN: this text's comments open and
// close on one line or hold no '[' line, and its moves start with a digit).
std::vector<bool> may_end(const std::string& text, const Lines& lines, Splitting splitting) {
  std::vector<bool> at(text.size() + 1);
  bool moves = false, brace = false;
  for (std::size_t k = 0; k < lines.starts.size(); ++k) {
    const std::size_t s = lines.starts[k];
    const std::string line = line_at(text, s);
    const std::size_t first = line.find_first_not_of(" \t");
    const char c = first == std::string::npos ? ' ' : line[first];
    if (splitting == Splitting::PGN_LAYOUT) {
      if (!brace && c == '[') {
        at[s] = moves && s > 0;
        moves = false;
      } else if (!moves && !brace && c >= '0' && c <= '9') {
        moves = true;
      }
      for (char b : line)
        if (b == (brace ? '}' : '{')) brace = !brace;
    }
    if (k + 1 < lines.starts.size()) {
      const std::size_t next = lines.starts[k + 1];
      if (splitting == Splitting::LINES) at[next] = true;
      if (splitting == Splitting::CSA && first != std::string::npos && line.substr(first).find_first_not_of(" \t", 1) == std::string::npos && c == '/')
        at[next] = true;
    }
  }
  return at;
}

// Reads `text` through a splitter in pieces of `piece` bytes and checks every unit against the reading above.
void check_cut(const std::string& text, Splitting splitting, std::size_t target, std::size_t piece) {
  CAPTURE(target);
  CAPTURE(piece);
  const Lines lines(text);
  const std::vector<bool> ends_here = may_end(text, lines, splitting);
  std::size_t at = 0;
  UnitReader reader(
      [&](char* into, std::size_t size) {
        const std::size_t n = std::min({size, piece, text.size() - at});
        std::memcpy(into, text.data() + at, n);
        at += n;
        return std::ptrdiff_t(n);
      },
      "", splitting, target);
  Unit unit;
  std::string joined;
  std::size_t units = 0;
  while (reader.next(unit)) {
    ++units;
    const std::size_t begin = joined.size(), end = begin + unit.bytes.size();
    REQUIRE(unit.byte_offset == begin);
    CHECK(unit.first_line == 1 + lines.before[begin]);
    joined += unit.bytes;
    if (end == text.size()) continue;
    // A unit ends where a game may, at the first such place once it holds `target` bytes.
    CHECK(ends_here[end]);
    CHECK(end - begin >= target);
    CHECK(std::find(ends_here.begin() + std::ptrdiff_t(begin + target), ends_here.begin() + std::ptrdiff_t(end), true) ==
          ends_here.begin() + std::ptrdiff_t(end));
  }
  CHECK(joined == text);
  CHECK(units > 1);
}

std::string random_text(Splitting splitting, std::mt19937& random) {
  const auto pick = [&](int n) { return int(random() % unsigned(n)); };
  const char* const breaks[] = {"\n", "\r\n", "\r"};
  std::string text;
  for (int game = 0; game < 60; ++game) {
    const char* const br = breaks[pick(8) == 0 ? 1 + pick(2) : 0];
    if (splitting == Splitting::PGN_LAYOUT) {
      text += std::string("[Event \"g\"]") + br + "[Round \"" + std::to_string(game) + "\"]" + br + br;
      for (int m = 1, n = 5 + pick(40); m <= n; ++m) {
        text += std::to_string(m) + ". h2e2 h9g7";
        if (pick(12) == 0) text += " {a note [not a tag]}";
        if (pick(30) == 0) text += std::string(" {a note") + br + "  [Event \"inside\"]" + br + "still}";
        text += br;
      }
    } else if (splitting == Splitting::CSA) {
      text += std::string("V2.2") + br + "PI" + br + "+" + br;
      for (int m = 0, n = 5 + pick(60); m < n; ++m) text += std::string(m % 2 ? "-3334FU" : "+7776FU") + br;
      text += std::string(pick(5) == 0 ? " / " : "/") + br;
      if (pick(6) == 0) text += br;
    } else {
      text += "position startpos moves";
      for (int m = 0, n = pick(50); m < n; ++m) text += " 7g7f";
      text += br;
    }
  }
  return text;
}

}  // namespace

TEST_CASE("units: cut where a game may end, at the first such place past the target size, lines numbered as the file's") {
  std::mt19937 random(2026);
  for (const Splitting splitting : {Splitting::CSA, Splitting::LINES, Splitting::PGN_LAYOUT}) {
    CAPTURE(int(splitting));
    for (int round = 0; round < 4; ++round) {
      const std::string text = random_text(splitting, random);
      for (const std::size_t target : {std::size_t(1), std::size_t(97), std::size_t(1000), text.size() / 3})
        for (const std::size_t piece : {std::size_t(7), std::size_t(4096), text.size()}) check_cut(text, splitting, target, piece);
    }
  }
}

TEST_CASE("units: every text fuzz_units flagged reads cut into units as it reads whole") {
  // A result at a line's start, at its movetext's or after a lone CR once counted the next game's words for
  // its notation; a '[' among moves begins a game where it stands, and none does inside a `/* … */` comment;
  // `21)` is a move number, not a variation's end; a '}' in a variation once made its '(' a stray.
  int finds = 0;
  for (const auto& entry : std::filesystem::directory_iterator(KYPHO_SOURCE_DIR "/tests/fuzz/finds")) {
    if (!entry.path().filename().string().starts_with("units-")) continue;
    INFO(entry.path().string());
    std::ifstream in(entry.path(), std::ios::binary);
    std::stringstream bytes;
    bytes << in.rdbuf();
    for (const std::string_view format : kypho::fuzz::LAYOUT_FORMATS) {
      CAPTURE(format);
      const auto [whole, cut] = kypho::fuzz::read_whole_and_cut(bytes.str(), format);
      CHECK(cut == whole);
    }
    ++finds;
  }
  CHECK(finds >= 7);
}
