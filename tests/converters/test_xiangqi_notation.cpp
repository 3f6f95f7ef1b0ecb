// Resolving and writing moves in Vietnamese, WXF, Chinese and ICCS notation.
#include "converters/xiangqi/notation.hpp"
#include "converters/xiangqi/record_reader.hpp"
#include "helpers.hpp"

using namespace kypho;
using namespace kypho::test;
using xiangqi::Notation;

namespace {

// Plays a Vietnamese movetext from `fen` and returns the position after it.
xiangqi::Position after(std::string_view movetext, std::string_view fen = xiangqi::START_FEN) {
  const std::string text = "[FEN \"" + std::string(fen) + "\"]\n" + std::string(movetext);
  const grammar::SourceText src("t.vn", text);
  std::optional<xiangqi::Position> pos;
  xiangqi::read_xiangqi_records(src, grammar::xiangqi::Notation::VIETNAMESE, [&](xiangqi::ReadGame& g) {
    INFO(movetext);
    for (const auto& d : g.diagnostics) INFO(d.message);
    REQUIRE(g.valid);
    pos = g.record.position_after(g.plies).first;
  });
  REQUIRE(pos);
  return *pos;
}

std::string write(const xiangqi::Position& pos, std::string_view iccs, Notation n) {
  for (auto m : xiangqi::MoveList(const_cast<xiangqi::Position&>(pos)))
    if (xiangqi::move_name(m) == iccs) return xiangqi::write_move(pos, m, n);
  FAIL("not a legal move: " << iccs);
  return {};
}

// The first diagnostic of reading `movetext` (Vietnamese unless told) from `fen`.
Diagnostic first_problem(std::string_view movetext, std::string_view fen = xiangqi::START_FEN,
                         grammar::xiangqi::Notation n = grammar::xiangqi::Notation::VIETNAMESE) {
  const std::string text = "[FEN \"" + std::string(fen) + "\"]\n" + std::string(movetext);
  const grammar::SourceText src("t", text);
  Diagnostic found;
  xiangqi::read_xiangqi_records(src, n, [&](xiangqi::ReadGame& g) {
    for (const auto& d : g.diagnostics)
      if (d.severity == Severity::ERROR) {
        found = d;
        return;
      }
  });
  return found;
}

}  // namespace

TEST_CASE("the seed's opening in every notation") {
  auto pos = xiangqi::Position::start();
  CHECK(write(pos, "h2e2", Notation::VIETNAMESE) == "P2-5");
  CHECK(write(pos, "h2e2", Notation::WXF) == "C2.5");
  CHECK(write(pos, "h2e2", Notation::CHINESE) == "炮二平五");
  CHECK(write(pos, "h2e2", Notation::ICCS) == "h2e2");
  pos = after("1) P2-5");
  CHECK(write(pos, "h9g7", Notation::VIETNAMESE) == "M8.7");
  CHECK(write(pos, "h9g7", Notation::WXF) == "H8+7");
  CHECK(write(pos, "h9g7", Notation::CHINESE) == "马８进７");
  pos = after("1) P2-5 M8.7 2) M2.3 X9-8 3)X1-2");
  CHECK(write(pos, "g6g5", Notation::VIETNAMESE) == "B7.1");
  CHECK(write(pos, "g6g5", Notation::CHINESE) == "卒７进１");
}

TEST_CASE("steps for straight movers, destination files for diagonal ones") {
  auto pos = xiangqi::Position::start();
  CHECK(write(pos, "a0a2", Notation::VIETNAMESE) == "X9.2");
  CHECK(write(pos, "b2b9", Notation::VIETNAMESE) == "P8.7");
  CHECK(write(pos, "c0e2", Notation::VIETNAMESE) == "T7.5");
  CHECK(write(pos, "d0e1", Notation::VIETNAMESE) == "S6.5");
  CHECK(write(pos, "e0e1", Notation::VIETNAMESE) == "Tg5.1");
  CHECK(write(pos, "e0e1", Notation::WXF) == "K5+1");
  pos = after("1) T3.5 T3.5 2) S4.5 S4.5");
  CHECK(write(pos, "e2g0", Notation::VIETNAMESE) == "T5/3");
  CHECK(write(pos, "e1f0", Notation::WXF) == "A5-4");
  CHECK(write(pos, "e1f2", Notation::CHINESE) == "仕五进四");
}

TEST_CASE("pieces sharing a file: t/s, +/-, 前/后, and only where needed") {
  // Red chariots on b2 (front) and b1 (rear), file 8.
  const auto pos = fen_position("4k4/9/9/9/9/9/9/1R7/1R7/3K5 w - - 0 1");
  CHECK(write(pos, "b2e2", Notation::VIETNAMESE) == "Xt-5");
  CHECK(write(pos, "b1e1", Notation::VIETNAMESE) == "Xs-5");
  CHECK(write(pos, "b2e2", Notation::WXF) == "R+.5");
  CHECK(write(pos, "b1e1", Notation::WXF) == "R-.5");
  CHECK(write(pos, "b2e2", Notation::CHINESE) == "前车平五");
  CHECK(write(pos, "b1e1", Notation::CHINESE) == "后车平五");
  // Three soldiers on one file take t, g, s; two files with two each add the file.
  const auto pawns = fen_position("3k5/9/4P4/4P4/4P4/9/9/9/9/5K3 w - - 0 1");
  CHECK(write(pawns, "e7e8", Notation::VIETNAMESE) == "Bt.1");
  CHECK(write(pawns, "e6d6", Notation::VIETNAMESE) == "Bg-6");
  CHECK(write(pawns, "e5f5", Notation::CHINESE) == "后兵平四");
  const auto two_files = fen_position("3k5/9/9/2P1P4/2P1P4/9/9/9/9/4K4 w - - 0 1");
  CHECK(write(two_files, "e6e7", Notation::VIETNAMESE) == "Bt5.1");
  CHECK(write(two_files, "c5b5", Notation::WXF) == "7-.8");
  // Advisors and elephants on one file never need a place: the direction tells them apart.
  const auto elephants = fen_position("3k5/9/9/9/9/2B6/9/9/9/2B1K4 w - - 0 1");
  CHECK(write(elephants, "c4e2", Notation::VIETNAMESE) == "T7/5");
  CHECK(write(elephants, "c0e2", Notation::VIETNAMESE) == "T7.5");
}

TEST_CASE("reading t/s/g with or without the file digit") {
  const auto fen = "4k4/9/9/9/9/9/9/1R7/1R7/3K5 w - - 0 1";
  CHECK(xiangqi::write_fen(after("1) Xs-5", fen)).starts_with("4k4/9/9/9/9/9/9/1R7/4R4/3K5 b"));
  CHECK(xiangqi::write_fen(after("1) Xt8-5", fen)).starts_with("4k4/9/9/9/9/9/9/4R4/1R7/3K5 b"));
  CHECK(xiangqi::write_fen(after("1) X8t-5", fen)).starts_with("4k4/9/9/9/9/9/9/4R4/1R7/3K5 b"));
}

TEST_CASE("why a move cannot be played, and what was probably meant") {
  auto d = first_problem("1) P2-5 M8.7 2) M2.3 X9-8 3) X1-2 B7.1 4) P2-5");
  CHECK(d.code == "no-such-piece");
  CHECK(d.message == "no cannon on file 2 for Trắng");
  CHECK(d.ply == 7);
  REQUIRE(!d.notes.empty());
  CHECK(d.notes.back() == "P2-5 is a legal move for Đen: is a move missing before it?");

  d = first_problem("1) X8-5", "4k4/9/9/9/9/9/9/1R7/1R7/3K5 w - - 0 1");
  CHECK(d.code == "ambiguous-move");
  CHECK(d.message == "2 chariots can play this: write Xt-5 or Xs-5");

  d = first_problem("1) M2.4");
  CHECK(d.code == "blocked");
  CHECK(d.message == "the horse on file 2, rank 1 (h0) is hobbled: file 3, rank 1 (g0) blocks its leg");  // as the sheet counts
  CHECK(d.notes.front() == "legal moves close to what was written: M2.3, M2.1");

  d = first_problem("1) M2-3");
  CHECK(d.code == "wrong-direction");
  CHECK(d.message == "a horse never moves sideways");

  d = first_problem("1) T7.9", "4k4/9/9/9/9/2B6/9/9/9/3K5 w - - 0 1");
  CHECK(d.code == "illegal-move");
  CHECK(d.message == "an elephant never crosses the river: file 9, rank 7 (a6) is across it");
  // The advisor on e1 is the only screen between the generals.
  d = first_problem("1) S5.4", "4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1");
  CHECK(d.code == "generals-face");
  d = first_problem("1) S5/4", "4k4/9/9/9/9/9/9/9/4A4/5K3 w - - 0 1");
  CHECK(d.code == "own-piece");
  d = first_problem("1) X6.1", "5k3/9/9/9/9/9/9/9/9/r2RK4 w - - 0 1");
  CHECK(d.code == "leaves-general-in-check");
  d = first_problem("1. 马８进７", xiangqi::START_FEN, grammar::xiangqi::Notation::CHINESE);
  CHECK(d.code == "wrong-side");
}

// The moves a SAN movetext from `fen` reads as, in ICCS; empty when any could not be played.
std::vector<std::string> san_moves(std::string_view movetext, std::string_view fen) {
  const std::string text = "[FEN \"" + std::string(fen) + "\"]\n" + std::string(movetext);
  const grammar::SourceText src("t.pgn", text);
  std::vector<std::string> moves;
  xiangqi::read_xiangqi_records(src, grammar::xiangqi::Notation::SAN, [&](xiangqi::ReadGame& g) {
    if (!g.valid) return;
    g.record.for_each_main_line_node([&](const auto& n) { moves.push_back(xiangqi::move_name(n.move)); });
  });
  return moves;
}

TEST_CASE("SAN: the piece is looked for among its kind's, narrowed by the file and the rank written") {
  // Two chariots on rank 2, two cannons on file b: each pair can reach a point the other can.
  constexpr std::string_view fen = "3k5/9/9/9/1C7/9/9/1C7/R7R/4K4 w - - 0 1";
  const auto d = first_problem("1. Re2 *", fen, grammar::xiangqi::Notation::SAN);
  CHECK(d.code == "ambiguous-move");
  CHECK(d.message == "2 chariots can go there: write Rae2 or Rie2");  // in the order of their points
  CHECK(first_problem("1. Cb4 *", fen, grammar::xiangqi::Notation::SAN).code == "ambiguous-move");
  CHECK(san_moves("1. Rie2 Kd9 2. C3b4 Kd10 3. C6b5 *", fen) == std::vector<std::string>{"i1e1", "d9d8", "b2b3", "d8d9", "b5b4"});
  // The general is a kind of its own: one point, not a set the engine keeps.
  CHECK(san_moves("1. Kf1 *", fen) == std::vector<std::string>{"e0f0"});
  const auto none = first_problem("1. Hc3 *", fen, grammar::xiangqi::Notation::SAN);
  CHECK(none.code == "no-such-piece");
}

TEST_CASE("spellings read by every notation") {
  using MN = grammar::xiangqi::Notation;
  const auto final_fen = [](std::string_view text, std::optional<MN> n) {
    const grammar::SourceText src("t", std::string(text));
    std::string fen;
    xiangqi::read_xiangqi_records(src, n, [&](xiangqi::ReadGame& g) {
      INFO(text);
      REQUIRE(g.valid);
      fen = xiangqi::write_fen(g.record.position_after(g.plies).first);
    });
    return fen;
  };
  const std::string expected = final_fen("1) P2-5 M8.7 2) M2.3 X9-8", MN::VIETNAMESE);
  CHECK(final_fen("1. P2–5 ……… M8.7\n2 M2.3 X9- 8", MN::VIETNAMESE) == expected);
  CHECK(final_fen("1. C2.5 H8+7 2. H2+3 R9.8", MN::WXF) == expected);
  CHECK(final_fen("1. C2=5 h8+7 2. n2+3 r9=8", MN::WXF) == expected);
  CHECK(final_fen("1. C25 H8+7 2. H2+3 R98", MN::WXF) == expected);
  CHECK(final_fen("1. 炮二平五 马８进７ 2. 马二进三 车９平８", MN::CHINESE) == expected);
  CHECK(final_fen("1. 炮二平五 馬8進7 2. 傌二進三 車9平8", MN::CHINESE) == expected);
  CHECK(final_fen("h2e2 h9g7 h0g2 i9h9", MN::ICCS) == expected);
  CHECK(final_fen("H2-E2 H9-G7 H0-G2 I9-H9", MN::ICCS) == expected);
  CHECK(final_fen("h3e3 h10g8 h1g3 i10h10", MN::ICCS) == expected);
  CHECK(final_fen("1. C2.5 H8+7 2. H2+3 R9.8", std::nullopt) == expected);
  CHECK(final_fen("1. 炮二平五 马８进７ 2. 马二进三 车９平８", std::nullopt) == expected);
  CHECK(final_fen("h2e2 h9g7 h0g2 i9h9", std::nullopt) == expected);
  // Tandem forms: WXF's sign-first (+C-2) and clubxiangqi's letter-sign-sign (H-+3).
  const auto tandem = "4k4/9/9/9/9/9/9/1R7/1R7/3K5 w - - 0 1";
  const std::string pgn = std::string("[FEN \"") + tandem + "\"]\n";
  CHECK(final_fen(pgn + "1. +R.5", MN::WXF) == final_fen(pgn + "1. R+.5", MN::WXF));
  CHECK(final_fen(pgn + "1. 前车平五", MN::CHINESE) == final_fen(pgn + "1. R+.5", MN::WXF));
}
