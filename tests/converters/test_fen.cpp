// FEN reading and writing: round trips, the variants real tools write, and errors at exact places.
#include "helpers.hpp"

using namespace kypho;
using namespace kypho::test;

namespace {

Diagnostics fen_diagnostics(std::string_view fen) {
  const grammar::SourceText src("t.fen", std::string(fen));
  Diagnostics ds;
  xiangqi::read_fen(src, ds);
  return ds;
}

// The one error a FEN must produce: its code and column.
void expect_error(std::string_view fen, std::string_view code, std::uint32_t col) {
  const auto ds = fen_diagnostics(fen);
  INFO(fen);
  REQUIRE(ds.size() == 1);
  CHECK(ds[0].severity == Severity::ERROR);
  CHECK(ds[0].code == code);
  CHECK(ds[0].line == 1);
  CHECK(ds[0].col == col);
}

}  // namespace

TEST_CASE("FEN round trips") {
  CHECK(xiangqi::write_fen(xiangqi::Position::start()) == xiangqi::START_FEN);
  for (std::string_view fen : {"1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1",
                               "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1",
                               "4k4/9/9/9/9/9/9/9/4A4/3K5 b - - 12 40"}) {
    auto pos = fen_position(fen);
    CHECK(xiangqi::write_fen(pos) == fen);
  }
}

TEST_CASE("FEN variants are read and written canonically") {
  // E/H letters, 'r' for Red to move, and the trailing fields left out.
  const std::string_view variant = "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r";
  CHECK(xiangqi::write_fen(fen_position(variant)) == xiangqi::START_FEN);
  const auto ds = fen_diagnostics(variant);
  REQUIRE(ds.size() == 3);  // h, e and r: each its own note
  CHECK(ds[0].severity == Severity::NOTE);
  CHECK(ds[0].code == "non-canonical");
  CHECK(ds[0].col == 2);
  CHECK(ds[1].col == 3);
  CHECK(ds[2].col == 61);
  CHECK(xiangqi::write_fen(fen_position("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR")) ==
        xiangqi::START_FEN);
  CHECK(xiangqi::write_fen(fen_position("  rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - -  \n")) ==
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1");
}

TEST_CASE("FEN syntax errors point at the offending character") {
  expect_error("", "syntax", 1);
  expect_error("rnbakabnr/9/1c5c1/p1p1x1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "syntax", 23);
  expect_error("rnbakabnr//1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", "syntax", 11);
  expect_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x", "syntax", 61);
  // The side is one letter: `w,` (a test file of the Python cchess library) is reported at the comma.
  expect_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w, h2e2", "syntax", 62);
  CHECK(fen_diagnostics("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR wx")[0].message ==
        "the side to move is one letter: expected a space or the FEN's end after it");
  expect_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 junk", "syntax", 71);
  // A rank of the wrong width is reported at its start; the board still has to have ten ranks.
  expect_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w", "fen-rank-width", 51);
  expect_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w", "fen-rank-count", 58);
  expect_error("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w 99999999999 1", "fen-counter", 63);
}

TEST_CASE("a FEN without the side to move is read as Red to move, and said where the side would be written") {
  const auto ds = fen_diagnostics("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR  ");
  REQUIRE(ds.size() == 1);
  CHECK(ds[0].code == "missing-turn");
  CHECK(ds[0].severity == kypho::Severity::WARNING);
  CHECK(ds[0].col == 60);
  CHECK(ds[0].message == "the position does not say who moves; Red (w) is assumed");
}

TEST_CASE("set-ups that cannot arise are errors at the piece concerned") {
  expect_error("3k5/9/9/9/9/9/9/9/4K4/4K4 w", "too-many-pieces", 24);
  expect_error("4k4/9/9/9/9/9/9/9/9/3KA4 w", "piece-off-point", 23);     // advisor on e0
  expect_error("4k4/9/9/9/9/9/9/9/B8/3K5 w", "piece-off-point", 19);     // elephant on a1
  expect_error("4k4/9/9/9/9/9/9/4P4/9/3K5 w", "piece-off-point", 18);    // soldier behind its start
  expect_error("4k4/9/9/9/9/9/1P7/9/9/3K5 w", "piece-off-point", 16);    // soldier off a c e g i
  expect_error("4k4/9/9/9/9/9/9/9/9/4K4 w", "generals-face", 2);
  expect_error("4k4/9/9/9/9/9/9/9/4R4/3K5 w", "opponent-in-check", 2);
  expect_error("9/9/9/9/9/9/9/9/9/4K4 w", "missing-general", 1);
  const auto ds = fen_diagnostics("4k4/9/9/9/9/9/9/9/9/3KA4 w");
  CHECK(ds[0].message == "a Red advisor can never stand on e0; its points are d0 f0 e1 d2 f2");
}

TEST_CASE("WXF's E and H, and the side as 'r' or in capitals, are read and each said once, every letter a fix") {
  const auto ds = fen_diagnostics("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR B - - 0 1");
  REQUIRE(ds.size() == 3);
  CHECK(ds[0].col == 2);
  CHECK(ds[0].message == "'h' is read as a horse; FEN is written with 'n'");
  CHECK(ds[0].fixes.size() == 4);
  CHECK(ds[1].col == 3);
  CHECK(ds[1].message == "'e' is read as an elephant; FEN is written with 'b'");
  CHECK(ds[1].fixes.size() == 4);
  CHECK(ds[1].fixes[3].replacement == "B");
  CHECK(ds[2].col == 61);
  CHECK(ds[2].message == "'B' is read as Black to move; FEN is written with 'b'");
  for (const auto& d : ds) CHECK(d.code == "non-canonical");
  const auto red = fen_diagnostics("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r");
  REQUIRE(red.size() == 1);
  CHECK(red[0].message == "'r' is read as Red to move; FEN is written with 'w'");
  CHECK(fen_diagnostics(xiangqi::START_FEN).empty());
}
