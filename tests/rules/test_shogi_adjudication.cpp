// The rules that judge a whole line of shogi: sennichite and its continuous check, and the impasse and
// declaration counts of each rule set; and the terminal words that keep those endings apart in every format.
#include <fmt/format.h>

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "converters/shogi/record_reader.hpp"
#include "converters/shogi/record_writer.hpp"
#include "helpers.hpp"
#include "rules/shogi/adjudicate.hpp"

using namespace kypho;
using namespace kypho::shogi;

namespace {

using Line = test::MainLine<Position, Move>;

Line usi_line(const std::string& usi) {
  const grammar::SourceText src("line.usi", usi);
  Line line;
  read_shogi_records(src, grammar::shogi::Format::USI, [&](ReadGame& g) {
    REQUIRE(g.valid);
    line.take(g);
  });
  return line;
}

std::optional<Judgement> judge(const std::string& usi, Claim claim = Claim::NONE, std::string_view rules = "vn") {
  const Line line = usi_line(usi);
  return adjudicate(line.start, line.moves, *find_rules(rules), claim);
}

const std::string ROOK_SHUFFLE = " 2h5h 8b5b 5h2h 5b8b";
// Sente's rook checks from 1c and 2c while gote's king steps between 1a and 2a.
const std::string CHECKING = "position sfen 8k/9/7R1/9/9/9/9/9/4K4 b - 1 moves";
const std::string CHECKS = " 2c1c 1a2a 1c2c 2a1a";
// Both kings entered: sente owns 32 points, gote 22.
const std::string ENTERED_SHORT = "position sfen 9/4K4/9/9/9/9/9/4k4/9 b 2R2B4G4S4N4l18p 1 moves 5b4b 5h4h";
// Sente's king in the enemy camp with nine tokin and a gold there, rooks and bishops in hand.
const std::string DECLARER = "position sfen +P+P+P+P+P+P+P+P+P/4K1G2/9/9/9/9/9/9/4k4 b 2R2B3g4s4n4l9p 1 moves 5b4b 5i4i";

}  // namespace

TEST_CASE("shogi rules: the fourth time a position stands is sennichite, a draw, and the third is not") {
  std::string usi = "position startpos moves";
  for (int i = 0; i < 2; ++i) usi += ROOK_SHUFFLE;
  CHECK(!judge(usi + ROOK_SHUFFLE.substr(0, 15)));  // the start stands three times, and one move more
  usi += ROOK_SHUFFLE;
  const auto j = judge(usi);
  REQUIRE(j);
  CHECK(j->rule == Rule::REPETITION);
  CHECK(j->verdict == Verdict::DRAW);
  CHECK(j->ply == 12);
  CHECK(j->since == 0);
  CHECK(j->count == 4);
  // Judged where it happens, whatever follows.
  const auto later = judge(usi + ROOK_SHUFFLE);
  REQUIRE(later);
  CHECK(later->ply == 12);
}

TEST_CASE("shogi rules: sennichite with one side checking on every move since the position first stood: that side loses") {
  const auto j = judge(CHECKING + CHECKS + CHECKS + CHECKS);
  REQUIRE(j);
  CHECK(j->rule == Rule::PERPETUAL_CHECK);
  CHECK(j->side == BLACK);
  CHECK(j->verdict == Verdict::GOTE_WINS);
  CHECK(j->ply == 12);
  // One quiet move of the checker inside the cycle makes it an ordinary sennichite: 1c-1b is no check.
  const auto quiet = judge("position sfen 8k/9/7R1/9/9/9/9/9/4K4 b - 1 moves 2c3c 1a2a 3c2c 2a1a 2c3c 1a2a 3c2c 2a1a 2c3c 1a2a 3c2c 2a1a");
  REQUIRE(quiet);
  CHECK(quiet->rule == Rule::REPETITION);
  CHECK(quiet->verdict == Verdict::DRAW);
}

TEST_CASE("shogi rules: a sennichite the record claims but the moves never reached gives no result") {
  const auto j = judge("position startpos moves" + ROOK_SHUFFLE + ROOK_SHUFFLE, Claim::REPETITION);
  REQUIRE(j);
  CHECK(j->rule == Rule::REPETITION);
  CHECK(j->verdict == Verdict::NONE);
  CHECK(j->count == 3);
  CHECK(j->ply == 8);
}

TEST_CASE("shogi rules: points count rook and bishop (promoted or not) 5, every other piece but the king 1") {
  const Position start = Position::start();
  CHECK(count_points(start, BLACK, false).points == 27);
  CHECK(count_points(start, WHITE, false).points == 27);
  CHECK(count_points(start, BLACK, true).points == 0);  // nothing in the enemy camp, nothing in hand
  const Line declarer = usi_line(DECLARER);
  Position end = declarer.start;
  for (Move m : declarer.moves) end.make(m);
  const Count sente = count_points(end, BLACK, true);
  CHECK(sente.points == 30);
  CHECK(sente.in_zone == 10);
  CHECK(count_points(end, WHITE, false).points == 24);
  // A rook-handicap game: gote, which gave it, is credited with the rook.
  const Line rook_odds = usi_line("position sfen lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1 moves 3c3d");
  const Count gote = count_points(rook_odds.start, WHITE, false);
  CHECK(gote.points == 27);
  CHECK(gote.handicap == 5);
  CHECK(count_points(rook_odds.start, BLACK, false).handicap == 0);
}

TEST_CASE("shogi rules: the seed's impasse: both kings entered, below 24 points loses, else a draw") {
  const auto short_of = judge(ENTERED_SHORT, Claim::IMPASSE);
  REQUIRE(short_of);
  CHECK(short_of->rule == Rule::IMPASSE);
  CHECK(short_of->verdict == Verdict::SENTE_WINS);
  CHECK(short_of->counts[BLACK].points == 32);
  CHECK(short_of->counts[WHITE].points == 22);
  const auto draw = judge("position sfen 9/4K4/9/9/9/9/9/4k4/9 b 2R2B4G3Ss4n4l18p 1 moves 5b4b 5h4h", Claim::IMPASSE);
  REQUIRE(draw);
  CHECK(draw->verdict == Verdict::DRAW);
  // Before both kings have entered, the count is not made.
  const auto early = judge("position startpos moves 7g7f", Claim::IMPASSE);
  REQUIRE(early);
  CHECK(early->verdict == Verdict::NONE);
  CHECK(early->shortfall == Shortfall::KINGS_NOT_ENTERED);
  // A CSA server's rules count no impasse.
  CHECK(!judge(ENTERED_SHORT, Claim::IMPASSE, "declare27"));
}

TEST_CASE("shogi rules: the 27-point declaration: king entered, not in check, ten pieces in the camp, 28 points for sente") {
  const auto won = judge(DECLARER, Claim::DECLARATION, "declare27");
  REQUIRE(won);
  CHECK(won->rule == Rule::DECLARATION);
  CHECK(won->verdict == Verdict::SENTE_WINS);
  CHECK(won->shortfall == Shortfall::NONE);
  // The seed has no declaration of its own: it judges one by the CSA's rule.
  CHECK(judge(DECLARER, Claim::DECLARATION, "seed")->verdict == Verdict::SENTE_WINS);
  // The gold outside the camp: nine pieces there.
  const auto few = judge("position sfen +P+P+P+P+P+P+P+P+P/4K4/9/6G2/9/9/9/9/4k4 b 2R2B3g4s4n4l9p 1 moves 5b4b 5i4i",
                         Claim::DECLARATION, "declare27");
  CHECK(few->shortfall == Shortfall::FEW_PIECES);
  CHECK(few->verdict == Verdict::GOTE_WINS);
  // One bishop fewer in hand: 25 points.
  const auto poor = judge("position sfen +P+P+P+P+P+P+P+P+P/4K1G2/9/9/9/9/9/9/4k4 b 2RB3gb4s4n4l9p 1 moves 5b4b 5i4i",
                          Claim::DECLARATION, "declare27");
  CHECK(poor->shortfall == Shortfall::FEW_POINTS);
  CHECK(poor->verdict == Verdict::GOTE_WINS);
  // In check: gote's rook on file 4 checks the king at 4b.
  const auto checked = judge("position sfen +P+P+P+P+P+P+P+P+P/4K1G2/9/9/9/9/9/9/4k4 b R2Br3g4s4n4l9p 1 moves 5b4b R*4h",
                             Claim::DECLARATION, "declare27");
  CHECK(checked->shortfall == Shortfall::IN_CHECK);
  const auto home = judge("position startpos moves 7g7f 3c3d", Claim::DECLARATION, "declare27");
  CHECK(home->shortfall == Shortfall::KING_NOT_ENTERED);
}

TEST_CASE("shogi rules: the 24-point declaration: 31 points win, 24 to 30 draw, fewer lose") {
  CHECK(judge(DECLARER, Claim::DECLARATION, "declare24")->verdict == Verdict::DRAW);  // 30 points
  const auto won = judge("position sfen +P+P+P+P+P+P+P+P+P/4K1G2/9/9/9/9/9/9/4k4 b 2R2BG2g4s4n4l9p 1 moves 5b4b 5i4i",
                         Claim::DECLARATION, "declare24");
  CHECK(won->verdict == Verdict::SENTE_WINS);  // 31
  const auto lost = judge("position sfen +P+P+P+P+P+P+P+P+P/4K1G2/9/9/9/9/9/9/4k4 b 2R3g2b4s4n4l9p 1 moves 5b4b 5i4i",
                          Claim::DECLARATION, "declare24");
  CHECK(lost->verdict == Verdict::GOTE_WINS);  // 20
}

TEST_CASE("shogi endings: an impasse, a draw declaration and the move limit stay apart through every format") {
  struct Case {
    std::string csa;
    std::string_view end;
    std::string_view kif;  // KIF's word, or empty where KIF has none
  };
  for (const Case& c : {Case{"%JISHOGI", "impasse", "持将棋"}, Case{"%HIKIWAKE", "agreed-draw", ""}, Case{"%MAX_MOVES", "move-limit", ""}}) {
    INFO(c.csa);
    const std::string csa = test::temp_file("end.csa", "V2.2\nPI\n+\n+7776FU\n" + c.csa + "\n");
    auto r = test::run(test::kypho_command("validate --format json " + csa));
    CHECK(test::contains(r.out, fmt::format("\"end\":\"{}\"", c.end)));
    r = test::run(test::kypho_command("convert " + csa + " --to csa 2>&1"));
    CHECK(test::contains(r.out, c.csa + "\n"));
    r = test::run(test::kypho_command("convert " + csa + " --to kif 2>&1"));
    if (c.kif.empty()) CHECK(test::contains(r.out, fmt::format("lossy-conversion]: not written: the ending ({}): KIF has no word for it", c.end)));
    else CHECK(test::contains(r.out, fmt::format("   2 {}\n", c.kif)));
  }
}

TEST_CASE("shogi rules: tsshogi (npm) gives the same sennichite, continuous checker and declaration verdicts") {
  const bool can_check = std::system("command -v node >/dev/null 2>&1") == 0 && std::filesystem::exists(KYPHO_SOURCE_DIR "/tests/node_modules/tsshogi");
  if (!can_check) {
    MESSAGE("SKIPPED: node or tsshogi (npm ci --prefix tests) is missing, so the tsshogi verdicts were not compared");
    return;
  }
  std::vector<std::string> lines = {
      "position startpos moves" + ROOK_SHUFFLE + ROOK_SHUFFLE + ROOK_SHUFFLE,
      "position startpos moves 7g7f 3c3d" + ROOK_SHUFFLE + ROOK_SHUFFLE + ROOK_SHUFFLE + ROOK_SHUFFLE,
      "position startpos moves" + ROOK_SHUFFLE + ROOK_SHUFFLE,
      CHECKING + CHECKS + CHECKS + CHECKS,
      CHECKING + CHECKS + CHECKS + CHECKS + " 2c1c",
      // The cycle begins with gote's move: the position after ply 1 stands a fourth time after ply 13.
      "position sfen 8k/9/6R2/9/9/9/9/9/4K4 b - 1 moves 5i5h 1a2a 3c3b 2a1a 3b3c 1a2a 3c3b 2a1a 3b3c 1a2a 3c3b 2a1a 3b3c",
      ENTERED_SHORT,
      DECLARER,
      "position sfen +P+P+P+P+P+P+P+P+P/4K4/9/6G2/9/9/9/9/4k4 b 2R2B3g4s4n4l9p 1 moves 5b4b 5i4i",
      "position sfen +P+P+P+P+P+P+P+P+P/4K1G2/9/9/9/9/9/9/4k4 b 2RB3gb4s4n4l9p 1 moves 5b4b 5i4i",
      "position sfen +P+P+P+P+P+P+P+P+P/4K1G2/9/9/9/9/9/9/4k4 b R2Br3g4s4n4l9p 1 moves 5b4b R*4h",
      "position sfen +P+P+P+P+P+P+P+P+P/4K1G2/9/9/9/9/9/9/4k4 b 2R2BG2g4s4n4l9p 1 moves 5b4b 5i4i",
      "position sfen +P+P+P+P+P+P+P+P+P/4K1G2/9/9/9/9/9/9/4k4 b 2R3g2b4s4n4l9p 1 moves 5b4b 5i4i",
      // Gote declares: 27 points are enough for it.
      "position sfen 4K4/9/9/9/9/9/4g4/3+p+p+p+p+p1/+p+p+p3k1+p w 2r2b3G4S4N4L9P 1 moves 3i2i 5a5b",
      // The same with one rook removed by a handicap: 25 points of its own, and 5 credited for the rook.
      "position sfen 4K4/9/9/9/9/9/4g4/3+p+p+p+p+p1/+p+p+p3k1+p w r2b3G4S4N4L9P 1 moves 3i2i 5a5b",
  };
  const std::string file = test::temp_file("lines.usi", [&] {
    std::string s;
    for (const auto& l : lines) s += l + "\n";
    return s;
  }());
  const auto oracle = test::run("node " KYPHO_SOURCE_DIR "/tests/differential/tsshogi_judge.mjs " + file);
  REQUIRE(oracle.status == 0);
  std::istringstream answers(oracle.out);
  for (const auto& l : lines) {
    INFO(l);
    std::string answer;
    std::getline(answers, answer);
    const Line line = usi_line(l);
    const auto rep = adjudicate(line.start, line.moves, seed_rules(), Claim::NONE);
    const auto verdict = [&](std::string_view rules) {
      const auto j = adjudicate(line.start, line.moves, *find_rules(rules), Claim::DECLARATION);
      // A finding: the CSA's rule ("以上1つでも条件を満たしていない場合、宣言した方が負けとなる") makes a
      // declarer short of 28 or 27 points lose; tsshogi's judgeJishogiDeclaration calls it a draw.
      if (rules == "declare27" && j->shortfall == Shortfall::FEW_POINTS) return "draw";
      const Color us = j->side;
      return j->verdict == Verdict::DRAW ? "draw" : j->verdict == (us == BLACK ? Verdict::SENTE_WINS : Verdict::GOTE_WINS) ? "win" : "lose";
    };
    // Past a sennichite the declaration is not asked of kypho's rules: compare it on lines that have none.
    const std::string ours = rep ? fmt::format("{} {} ", rep->ply, rep->rule == Rule::PERPETUAL_CHECK ? (rep->side == BLACK ? "b" : "w") : "-")
                                 : std::string("- - ");
    CHECK(answer.substr(0, ours.size()) == ours);
    if (!rep) CHECK(answer.substr(ours.size()) == fmt::format("{} {}", verdict("declare27"), verdict("declare24")));
  }
}

TEST_CASE("shogi rules: lint --fix rewrites a terminal word the rules contradict with the word for the end they give") {
  // KIF: 千日手 where sente checked throughout is sente's foul, 反則負け with sente to move.
  const std::string kif = test::temp_file(
      "continuous.kif", test::read_file(KYPHO_SOURCE_DIR "/samples/shogi/adjudication/valid/sennichite-continuous-check.kif"));
  auto r = test::run(test::kypho_command("lint --fix " + kif + " 2>&1"));
  CHECK(test::contains(test::read_file(kif), "  13 反則負け\n"));
  r = test::run(test::kypho_command("validate " + kif + " 2>&1"));
  CHECK(test::contains(r.out, "0 errors, 0 warnings"));
  // KI2: the summary line is the word, rewritten whole.
  const std::string ki2 = test::temp_path("continuous.ki2u");  // UTF-8; a .ki2 is written in Shift_JIS
  std::filesystem::remove(ki2);
  test::run(test::kypho_command("convert --to ki2 " KYPHO_SOURCE_DIR "/samples/shogi/adjudication/valid/sennichite-continuous-check.kif -o " +
                                ki2 + " 2>&1"));
  REQUIRE(test::contains(test::read_file(ki2), "まで12手で千日手\n"));
  r = test::run(test::kypho_command("lint --fix " + ki2 + " 2>&1"));
  CHECK(test::contains(test::read_file(ki2), "まで12手で先手の反則負け\n"));
  // CSA: a resignation after the fourth repetition is a sennichite.
  std::string csa = "V2.2\nPI\n+\n";
  for (int i = 0; i < 3; ++i) csa += "+2858HI\n-8252HI\n+5828HI\n-5282HI\n";
  const std::string file = test::temp_file("resigned.csa", csa + "%TORYO\n");
  r = test::run(test::kypho_command("lint --fix " + file + " 2>&1"));
  CHECK(test::read_file(file) == csa + "%SENNICHITE\n");
  // Moves written after that fourth repetition: the game ended before them, and no word is offered in
  // place of the resignation that follows them.
  const std::string on = test::temp_file("played-on.csa", csa + "+2858HI\n-8252HI\n%TORYO\n");
  r = test::run(test::kypho_command("lint " + on + " 2>&1"));
  CHECK(test::contains(r.out, "warning[game-over]"));
  CHECK(test::contains(r.out, "warning[result-mismatch]"));
  CHECK_FALSE(test::contains(r.out, "fix:"));
  // A failed declaration keeps its word: the declaration was made, and lost.
  const std::string few = test::temp_file(
      "few.csa", test::read_file(KYPHO_SOURCE_DIR "/samples/shogi/adjudication/rules-declare27/valid/declaration-27-points-few-pieces.csa"));
  r = test::run(test::kypho_command("--rules declare27 validate " + few + " 2>&1"));
  CHECK(test::contains(r.out, "warning[result-mismatch]"));
  CHECK_FALSE(test::contains(r.out, "fix:"));
}
