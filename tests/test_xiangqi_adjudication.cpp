// The rules that judge a whole line of xiangqi: the seed's limits on checks and chases in a row, its draw
// rules, and the cycles of repetition the Asian, Chinese and WXF rules judge, on the golden samples.
#include <string>
#include <vector>

#include "converters/xiangqi_record_reader.hpp"
#include "helpers.hpp"
#include "rules/xiangqi/adjudicate.hpp"
#include "rules/xiangqi/threats.hpp"

using namespace kypho;
using namespace kypho::xiangqi;

namespace {

using Line = test::MainLine<Position, Move>;

// A sample of samples/xiangqi/adjudication: NAME in valid/, or FOLDER/valid/NAME for FOLDER/NAME.
Line sample(const std::string& name) {
  const auto slash = name.find('/');
  const std::string path = slash == std::string::npos ? "valid/" + name : name.substr(0, slash) + "/valid" + name.substr(slash);
  const std::string text = test::read_file(KYPHO_SOURCE_DIR "/samples/xiangqi/adjudication/" + path);
  const grammar::SourceText src(name, text);
  Line line;
  read_xiangqi_records(src, grammar::xiangqi::MoveNotation::UNKNOWN, [&](ReadGame& g) { line.take(g); });
  REQUIRE(!line.moves.empty());
  return line;
}

std::optional<Judgement> judge(const std::string& name, std::string_view rules = "vn") {
  const Line line = sample(name);
  return adjudicate(line.start, line.moves, *find_rules(rules));
}

}  // namespace

TEST_CASE("xiangqi rules: the seed's perpetual check: 6, 12 and 18 checks in a row with one, two and three pieces, and the next loses") {
  struct Case {
    const char* file;
    int ply, count, pieces, limit;
  };
  for (const Case& c : {Case{"perpetual-check-one-piece.pgn", 13, 7, 1, 6}, Case{"perpetual-check-two-pieces.pgn", 25, 13, 2, 12},
                        Case{"perpetual-check-three-pieces.pgn", 37, 19, 3, 18}}) {
    INFO(c.file);
    const auto j = judge(c.file);
    REQUIRE(j);
    CHECK(j->rule == Rule::PERPETUAL_CHECK);
    CHECK(j->ply == c.ply);
    CHECK(j->since == 1);
    CHECK(j->count == c.count);
    CHECK(j->pieces == c.pieces);
    CHECK(j->limit == c.limit);
    CHECK(j->side == RED);
    CHECK(j->verdict == Verdict::BLACK_WINS);
    // One check fewer is within the limit.
    Line line = sample(c.file);
    line.moves.resize(std::size_t(c.ply - 2));
    CHECK_FALSE(adjudicate(line.start, line.moves, seed_rules()));
  }
  CHECK_FALSE(judge("perpetual-check-within-limit.pgn"));
}

TEST_CASE("xiangqi rules: both sides chasing beyond the limit the same way is a draw, judged on the second offender's move") {
  const auto j = judge("mutual-perpetual-chase.pgn");
  REQUIRE(j);
  CHECK(j->rule == Rule::BOTH_VIOLATE);
  CHECK(j->offence == Rule::PERPETUAL_CHASE);
  CHECK(j->ply == 14);
  CHECK(j->since == 1);
  CHECK(j->verdict == Verdict::DRAW);
  // Without black's seventh chase, red alone broke the rule.
  Line line = sample("mutual-perpetual-chase.pgn");
  line.moves.resize(13);
  const auto alone = adjudicate(line.start, line.moves, seed_rules());
  REQUIRE(alone);
  CHECK(alone->rule == Rule::PERPETUAL_CHASE);
  CHECK(alone->side == RED);
  CHECK(alone->verdict == Verdict::BLACK_WINS);
}

TEST_CASE("xiangqi rules: a chase needs an unprotected target, except a chariot a cannon or a horse threatens") {
  auto j = judge("perpetual-chase-unprotected.pgn");
  REQUIRE(j);
  CHECK(j->rule == Rule::PERPETUAL_CHASE);
  CHECK(j->ply == 13);
  CHECK(j->verdict == Verdict::BLACK_WINS);
  j = judge("cannon-chases-protected-chariot.pgn");
  REQUIRE(j);
  CHECK(j->rule == Rule::PERPETUAL_CHASE);
  CHECK(j->pieces == 1);
  CHECK_FALSE(judge("protected-horse-not-chased.pgn"));
  // The threats of the cannon's first move, one by one.
  const Line line = sample("cannon-chases-protected-chariot.pgn");
  const MoveThreats t = threats_of(line.start, line.moves[0]);
  CHECK(t.checkers.empty());
  REQUIRE(t.chases.size() == 1);
  CHECK(t.chases[0].by == line.moves[0].to);
  CHECK(type_of(line.start.at(t.chases[0].target)) == CHARIOT);
}

TEST_CASE("xiangqi rules: the seed's no-progress draw after thirty moves, counted in moves of both sides") {
  const auto j = judge("no-progress-thirty-moves.pgn");
  REQUIRE(j);
  CHECK(j->rule == Rule::NO_PROGRESS);
  CHECK(j->ply == 60);
  CHECK(j->count == 30);
  CHECK(j->verdict == Verdict::DRAW);
  // Without a capture clock it is the Asian rules' 60 moves: not reached.
  CHECK(judge("no-progress-thirty-moves.pgn", "asian")->rule == Rule::REPETITION);
}

TEST_CASE("xiangqi rules: the Asian, Chinese and WXF rules judge the cycle when a position comes back a third time") {
  for (std::string_view rules : {"asian", "chinese", "wxf"}) {
    CAPTURE(rules);
    // Checks on every Red move of the cycle: Red loses at ply 8, the start's position's third time.
    auto j = judge("perpetual-check-one-piece.pgn", rules);
    REQUIRE(j);
    CHECK(j->rule == Rule::PERPETUAL_CHECK);
    CHECK(j->ply == 8);
    CHECK(j->since == 5);
    CHECK(j->verdict == Verdict::BLACK_WINS);
    j = judge("perpetual-chase-unprotected.pgn", rules);
    REQUIRE(j);
    CHECK(j->rule == Rule::PERPETUAL_CHASE);
    CHECK(j->ply == 8);
    // Idle moves on both sides: a drawn repetition.
    j = judge("no-progress-thirty-moves.pgn", rules);
    REQUIRE(j);
    CHECK(j->rule == Rule::REPETITION);
    CHECK(j->verdict == Verdict::DRAW);
    // A threat against a protected horse is no chase: the cycle is idle.
    j = judge("protected-horse-not-chased.pgn", rules);
    REQUIRE(j);
    CHECK(j->rule == Rule::REPETITION);
  }
}

TEST_CASE("xiangqi rules: a mate threatened on every move of a cycle breaks the Chinese rules and is idle for the Asian and WXF") {
  const auto chinese = judge("rules-chinese/perpetual-mate-threat.pgn", "chinese");
  REQUIRE(chinese);
  CHECK(chinese->rule == Rule::PERPETUAL_MATE_THREAT);
  CHECK(chinese->ply == 8);
  CHECK(chinese->side == RED);
  CHECK(chinese->verdict == Verdict::BLACK_WINS);
  for (const char* idle : {"asian", "wxf"}) {
    INFO(idle);
    const auto j = judge("rules-chinese/perpetual-mate-threat.pgn", idle);
    REQUIRE(j);
    CHECK(j->rule == Rule::REPETITION);
    CHECK(j->verdict == Verdict::DRAW);
  }
  // Each of red's moves threatens mate and none checks; black's parries threaten nothing.
  const Line line = sample("rules-chinese/perpetual-mate-threat.pgn");
  Position pos = line.start;
  for (std::size_t i = 0; i < line.moves.size(); ++i) {
    pos.make(line.moves[i]);
    CHECK_FALSE(pos.in_check());
    CHECK(threatens_mate(pos) == (i % 2 == 0));
  }
}

TEST_CASE("xiangqi rules: a move after a mate is refused with the reason first: the game was already over") {
  const std::string pgn = test::temp_file("after-mate.pgn", "[FEN \"4k4/R8/1R7/9/9/9/9/9/9/3K5 w - - 0 1\"]\n[Result \"1-0\"]\n\n1. b7-b9 e9-e8 1-0\n");
  const auto r = test::run(test::kypho_command("validate " + pgn + " 2>&1"));
  CHECK(r.status == 1);
  CHECK(test::contains(r.out, "after-mate.pgn:4:10: error[leaves-general-in-check]: ply 2 (e9-e8): it leaves the general of Đen in check\n"));
  CHECK(test::contains(r.out, "    note: the game was over before this move: it ended after ply 1 in checkmate of Đen (1-0)\n"));
}

TEST_CASE("xiangqi rules: a run of checks beyond the limit ends the game there, though a mate comes later, and a fix rewrites a result word whole") {
  // ucci_test1_move.txt (python cchess): Red checks 19 times in a row with four pieces and mates 6 plies
  // after the 19th. Luật cờ tướng ends a game by mate, by no legal move, or when a side breaks the advanced
  // rule, which applies past the limit: the 19th check ends it, and the mate after it is not played. A check
  // that is itself a mate ends the game by mate before the limit is asked (Walk::play), so a mating run is
  // never a loss for the mater.
  const std::string file = KYPHO_CORPUS_DIR "/xiangqi/walker8088_cchess/ucci_test1_move.txt";
  auto r = test::run(test::kypho_command("--color never validate " + file));
  CHECK(test::contains(r.out, "ply 37: Trắng has checked 19 times in a row with 4 pieces since ply 1"));
  CHECK(test::contains(r.out, "so the result is 0-1, not 1-0"));
  r = test::run(test::kypho_command("--color never lint --diff " + file + " 2>/dev/null"));
  CHECK(test::contains(r.out, "-红胜\n"));
  CHECK(test::contains(r.out, "+0-1\n"));
  CHECK(!test::contains(r.out, "0-1胜"));
}
