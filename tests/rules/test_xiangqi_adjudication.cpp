// The rules that judge a whole line of xiangqi: the seed's limits on checks and chases in a row, its draw
// rules, and the cycles of repetition the Asian, Chinese and WXF rules judge, on the golden samples.
#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "converters/xiangqi/record_reader.hpp"
#include "helpers.hpp"
#include "rules/xiangqi/adjudicate.hpp"
#include "rules/xiangqi/movegen.hpp"
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
  read_xiangqi_records(src, std::nullopt, [&](ReadGame& g) { line.take(g); });
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

// The chase screen looks at older positions by taking moves back from the newest: across a capture, what
// the move took must come back (the cannon's first screen, a pawn the soldier took, is what it chased over).
TEST_CASE("xiangqi rules: a chase over a screen that is taken and replaced is judged from the positions as they stood") {
  const auto j = judge("chase-across-a-capture.pgn");
  REQUIRE(j);
  CHECK(j->rule == Rule::PERPETUAL_CHASE);
  CHECK(j->ply == 13);
  CHECK(j->since == 1);
  CHECK(j->count == 7);
  CHECK(j->verdict == Verdict::BLACK_WINS);
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

// What judging a line only where it matters rests on: the screens it asks first never miss what the exact
// threats find, and what it takes for proof that a move answered no check never was one, on every ply of
// random games (captures and threats preferred, so that chases abound).
TEST_CASE("xiangqi rules: a move's possible chases hold every chase threats_of finds, gives_check is a check by some piece, and a move out of check may answer it") {
  test::Random next(11);
  int plies = 0, chases = 0, checks = 0, answers = 0;
  for (int game = 0; game < 120; ++game) {
    Position pos = Position::start();
    bool was_in_check = false;
    for (int ply = 0; ply < 160; ++ply) {
      const MoveList moves(pos);
      if (moves.size() == 0) break;
      Move m = moves[next() % moves.size()];
      for (int tries = 0; tries < 3 && pos.at(m.to) == NO_PIECE; ++tries) m = moves[next() % moves.size()];
      const MoveThreats exact = threats_of(pos, m);
      Position after = pos;
      after.make(m);
      const SquareSet possible = possible_chases(after, m, was_in_check);
      for (const Threat& t : exact.chases) {
        bool listed = false;
        possible.for_each([&](Square s) { listed |= s == t.target; });
        INFO("ply ", ply + 1, " of game ", game + 1);
        CHECK(listed);
      }
      CHECK(after.in_check() == !exact.checkers.empty());
      CHECK(gives_check(after, m) == after.in_check());
      // The judge takes a move that may not have answered a check for proof that there was none to answer.
      if (pos.in_check()) CHECK(may_answer_check(pos.general(pos.side_to_move()), m));
      answers += pos.in_check();
      chases += !exact.chases.empty();
      checks += after.in_check();
      was_in_check = after.in_check();
      pos = after;
      ++plies;
    }
  }
  // The games did chase and check: the checks above were put to the test.
  CHECK(chases > plies / 20);
  CHECK(checks > plies / 100);
  CHECK(answers > plies / 100);
}

TEST_CASE("xiangqi rules: a piece's chaseable targets, read off the enemy's sets, are its captures of pieces a chase may be made against, and second_piece is a walk's second") {
  // The definition, point by point: what the piece could take by its movement alone (its pseudo-legal
  // captures), of the enemy's pieces other than the general, a soldier only once it has crossed the river.
  const auto by_definition = [](const Position& pos, Square from) {
    Position as_mover = pos;
    const Color us = color_of(pos.at(from));
    as_mover.set_side_to_move(us);
    SquareSet targets;
    const PieceType t = type_of(pos.at(from));
    if (t == GENERAL || t == SOLDIER) return targets;
    Slots<Move, MAX_MOVES> list;
    const Move* end = generate_pseudo_legal_from(as_mover, from, list.data());
    for (const Move* m = list.data(); m != end; ++m) {
      const Piece p = pos.at(m->to);
      if (p != NO_PIECE && type_of(p) != GENERAL && (type_of(p) != SOLDIER || crossed_river(color_of(p), m->to))) targets.set(m->to);
    }
    return targets;
  };
  const auto walk = [](const Position& pos, Square s, int d, int nth) {
    const int df[] = {0, 0, 1, -1}, dr[] = {1, -1, 0, 0};
    for (int f = file_of(s) + df[d], r = rank_of(s) + dr[d]; f >= 0 && f < FILE_NB && r >= 0 && r < RANK_NB; f += df[d], r += dr[d])
      if (pos.at(make_square(f, r)) != NO_PIECE && --nth == 0) return make_square(f, r);
    return NO_SQUARE;
  };
  const auto same = [](const SquareSet& a, const SquareSet& b) {
    bool equal = true;
    a.for_each([&](Square s) { equal &= (b & SquareSet().set(s)).any(); });
    b.for_each([&](Square s) { equal &= (a & SquareSet().set(s)).any(); });
    return equal;
  };
  test::Random next(29);
  int targets = 0, differ = 0;
  for (int game = 0; game < 60; ++game) {
    Position pos = Position::start();
    for (int ply = 0; ply < 160; ++ply) {
      for (Square s = 0; s < SQUARE_NB; ++s) {
        for (int d = 0; d < 4; ++d) differ += pos.second_piece(s, Direction(d)) != walk(pos, s, d, 2);
        if (pos.at(s) == NO_PIECE) continue;
        SquareSet found;
        add_chaseable_targets(pos, s, color_of(pos.at(s)), found);
        const SquareSet want = by_definition(pos, s);
        differ += !same(found, want);
        want.for_each([&](Square) { ++targets; });
      }
      const MoveList moves(pos);
      if (moves.size() == 0) break;
      pos.make(moves[next() % moves.size()]);
    }
  }
  CHECK(differ == 0);
  CHECK(targets > 10000);
}

TEST_CASE("xiangqi rules: reaches() finds a legal move onto a point exactly when the legal moves hold one") {
  test::Random next(5);
  int found = 0, asked = 0;
  for (int game = 0; game < 60; ++game) {
    Position pos = Position::start();
    for (int ply = 0; ply < 150; ++ply) {
      const MoveList moves(pos);
      if (moves.size() == 0) break;
      for (Square to = 0; to < SQUARE_NB; ++to) {
        bool any = false;
        for (const Move m : moves) any |= m.to == to;
        CHECK(reaches(pos, to) == any);
        found += any;
        ++asked;
      }
      pos.make(moves[next() % moves.size()]);
    }
  }
  CHECK(found > asked / 10);
}

TEST_CASE("xiangqi rules: a general stepping off a horse's line frees the cannon that was the horse's leg: its target is chased") {
  // The red cannon on f1 is the leg of the black horse on g1 that would attack the general on e0: taking the
  // horse on f6 (over the soldier on f3) was illegal. The general steps to d0, and the capture is legal.
  const Position pos = test::fen_position("4k4/9/9/5n3/9/9/4Pp3/9/5Cn2/4K4 w - - 0 1");
  const Move m{make_square(4, 0), make_square(3, 0)};
  const MoveThreats exact = threats_of(pos, m);
  REQUIRE(exact.chases.size() == 1);
  CHECK(exact.chases[0].by == make_square(5, 1));
  CHECK(exact.chases[0].target == make_square(5, 6));
  Position after = pos;
  after.make(m);
  bool listed = false;
  possible_chases(after, m, false).for_each([&](Square s) { listed |= s == make_square(5, 6); });
  CHECK(listed);
}

// The judge walks a line once, as it is played: what it says of a ply before the last cannot depend on the
// plies after it. A line the rules end early and a mate ends later (found by the random games of kypho
// bench) was once judged as if the early end fell on the mating ply, and lost.
TEST_CASE("xiangqi rules: a line judged as it is played ends where its first judgement falls, whatever the plies after it") {
  test::Random next(29);
  int judged_early = 0, mated_after = 0;
  for (int game = 0; game < 400; ++game) {
    Position pos = Position::start();
    std::vector<Move> line;
    for (int ply = 0; ply < 200; ++ply) {
      const MoveList moves(pos);
      if (moves.size() == 0) break;
      line.push_back(moves[next() % moves.size()]);
      pos.make(line.back());
    }
    // The line without its last ply, judged before that ply: the whole line says the same.
    const auto cut = adjudicate(Position::start(), std::span<const Move>(line.data(), line.size() - 1), seed_rules());
    if (!cut || cut->ply + 1 >= int(line.size())) continue;
    ++judged_early;
    mated_after += status(pos) != Status::ONGOING;
    const auto whole = adjudicate(Position::start(), line, seed_rules());
    INFO("game ", game + 1);
    REQUIRE(whole);
    CHECK(cut->ply == whole->ply);
    CHECK(cut->rule == whole->rule);
    CHECK(cut->verdict == whole->verdict);
    CHECK(cut->since == whole->since);
  }
  CHECK(judged_early > 10);
  CHECK(mated_after > 0);  // the case that once failed was among them
}

namespace {

// The seed's limits on checks and chases in a row, counted at every ply from every ply's exact threats:
// what the adjudicator's screens, which work threats out only where a run could break a limit, must agree
// with. A reference, so it follows the rule book's words rather than the adjudicator's steps.
struct Offence {
  Rule rule;
  Color side;
  int ply, since, count, pieces, limit;
};

struct RowOfThreats {
  int length = 0, since = 0;
  std::vector<int> pieces, targets;  // identities
};

Verdict loser(Color side) { return side == RED ? Verdict::BLACK_WINS : Verdict::RED_WINS; }

// An offence as judged on ply `ply`: the offender loses.
Judgement judged(const Offence& o, int ply) {
  return Judgement{ply, o.rule, loser(o.side), o.since, o.side, o.count, o.pieces, o.limit, Rule::REPETITION};
}

std::optional<Judgement> runs_by_reference(const Position& start, const std::vector<Move>& line, const RuleSet& rules) {
  std::array<int, SQUARE_NB> id{};
  for (Square s = 0; s < SQUARE_NB; ++s) id[s] = start.at(s) == NO_PIECE ? 0 : s + 1;
  const auto join = [](std::vector<int>& set, int x) {
    if (std::find(set.begin(), set.end(), x) == set.end()) set.push_back(x);
  };
  std::array<RowOfThreats, 2> checks, chases;
  std::optional<Offence> waiting;
  Position pos = start;
  for (int ply = 1; ply <= int(line.size()); ++ply) {
    const Move m = line[std::size_t(ply - 1)];
    const Color mover = pos.side_to_move();
    const MoveThreats t = threats_of(pos, m);
    pos.make(m);
    id[m.to] = id[m.from];
    id[m.from] = 0;
    RowOfThreats& ch = checks[mover];
    if (t.checkers.empty()) {
      ch = {};
    } else {
      if (ch.length++ == 0) ch.since = ply;
      for (Square s : t.checkers) join(ch.pieces, id[s]);
    }
    RowOfThreats& cs = chases[mover];
    std::vector<int> chased, kept;
    for (const Threat& c : t.chases) join(chased, id[c.target]);
    for (int x : cs.targets)
      if (std::find(chased.begin(), chased.end(), x) != chased.end()) kept.push_back(x);
    if (chased.empty()) {
      cs = {};
    } else if (cs.length == 0 || kept.empty()) {
      cs = {1, ply, {}, chased};
    } else {
      cs.targets = kept;
      ++cs.length;
    }
    if (!chased.empty())
      for (const Threat& c : t.chases) join(cs.pieces, id[c.by]);
    const auto limit = [&](const RowOfThreats& r) { return rules.run_limits[std::size_t(std::min<std::size_t>(r.pieces.size(), 3) - 1)]; };
    std::optional<Offence> now;
    if (ch.length > 0 && ch.length > limit(ch)) now = Offence{Rule::PERPETUAL_CHECK, mover, ply, ch.since, ch.length, int(ch.pieces.size()), limit(ch)};
    else if (cs.length > 0 && cs.length > limit(cs)) now = Offence{Rule::PERPETUAL_CHASE, mover, ply, cs.since, cs.length, int(cs.pieces.size()), limit(cs)};
    if (!waiting) {
      waiting = now;
      continue;
    }
    // The other side's move after an offence ends the game, judged on the offence; on this move when it
    // offended too: a draw when the same way, else the check outranks the chase.
    Judgement j = judged(*waiting, now ? ply : waiting->ply);
    if (now && (now->rule == Rule::PERPETUAL_CHASE) == (j.rule == Rule::PERPETUAL_CHASE)) {
      j.offence = j.rule;
      j.rule = Rule::BOTH_VIOLATE;
      j.verdict = Verdict::DRAW;
    } else if (now && now->rule == Rule::PERPETUAL_CHECK) {
      j.rule = Rule::PERPETUAL_CHECK;
      j.side = mover;
      j.verdict = loser(mover);
    }
    return j;
  }
  if (!waiting) return std::nullopt;
  return judged(*waiting, waiting->ply);
}

// The adjudicator's judgement of `line` by `rules` and a reference's (a count at every ply, as the rule book
// words it): the same, field by field. The reference's judgements are counted by rule in `found`.
template <typename Reference>
void agrees_with(Reference reference, const Position& start, const std::vector<Move>& line, const RuleSet& rules, std::map<Rule, int>& found) {
  const auto want = reference(start, line, rules);
  const auto got = adjudicate(start, line, rules);
  INFO("by the ", rules.name);
  REQUIRE(want.has_value() == got.has_value());
  if (!want) return;
  ++found[want->rule];
  CHECK(got->ply == want->ply);
  CHECK(got->rule == want->rule);
  CHECK(got->offence == want->offence);
  CHECK(got->verdict == want->verdict);
  CHECK(got->side == want->side);
  CHECK(got->since == want->since);
  CHECK(got->count == want->count);
  CHECK(got->pieces == want->pieces);
  CHECK(got->limit == want->limit);
}

}  // namespace

// Random lines leaning on chases and checks (a side mostly plays a move that may chase or check, often with
// the piece it moved last), judged by the seed's limits alone and by smaller ones: the adjudicator, which
// looks at a ply's threats only when its screens let a run through, finds every offence the reference
// counts at every ply, at the same ply, with the same count, pieces and limit.
TEST_CASE("xiangqi rules: the screened judge of runs finds what a count of every ply's exact threats finds") {
  constexpr RuleSet SEED_RUNS{"runs", "", {6, 12, 18}, 0, false, 0, 0, false, 0};
  constexpr RuleSet SHORT_RUNS{"short runs", "", {2, 4, 5}, 0, false, 0, 0, false, 0};
  test::Random next(41);
  std::map<Rule, int> found;
  for (int game = 0; game < 90; ++game) {
    Position pos = Position::start();
    std::vector<Move> line;
    std::array<Square, 2> last_to{NO_SQUARE, NO_SQUARE};
    for (int ply = 0; ply < 120; ++ply) {
      const MoveList moves(pos);
      if (moves.size() == 0) break;
      std::vector<Move> threatening, again, checking;
      const bool in_check = pos.in_check();
      for (const Move m : moves) {
        Position after = pos;
        after.make(m);
        const bool checks = after.in_check();
        if (checks) checking.push_back(m);
        if (!checks && !possible_chases(after, m, in_check).any()) continue;
        threatening.push_back(m);
        if (m.from == last_to[pos.side_to_move()]) again.push_back(m);
      }
      Move m = moves[next() % moves.size()];
      if (!checking.empty() && next() % 3 == 0) m = checking[next() % checking.size()];
      else if (!again.empty() && next() % 4 != 0) m = again[next() % again.size()];
      else if (!threatening.empty() && next() % 5 != 0) m = threatening[next() % threatening.size()];
      last_to[pos.side_to_move()] = m.to;
      line.push_back(m);
      pos.make(m);
    }
    // The last position's own end (a mate) outranks a judgement on its ply: left to the test of finish().
    if (status(pos) != Status::ONGOING) line.pop_back();
    INFO("game ", game + 1);
    for (const RuleSet* rules : {&SEED_RUNS, &SHORT_RUNS}) agrees_with(runs_by_reference, Position::start(), line, *rules, found);
  }
  // Each kind of judgement was met, so that none of the comparisons above is empty.
  CHECK(found[Rule::PERPETUAL_CHECK] > 3);
  CHECK(found[Rule::PERPETUAL_CHASE] > 3);
  CHECK(found[Rule::BOTH_VIOLATE] > 0);
  MESSAGE("reference judgements: ", found[Rule::PERPETUAL_CHECK], " checks, ", found[Rule::PERPETUAL_CHASE], " chases, ",
          found[Rule::BOTH_VIOLATE], " both");
}

namespace {

// The draw rules counted at every ply from every ply's exact threats and moves, as the rule books word them:
// a progress is a capture or (where the rules say so) a crossed soldier's step forward; an effective move is
// neither a check nor a chase nor the move after one. What the adjudicator, which reads a ply's progress and
// threats only when a count could reach its bound, must agree with.
std::optional<Judgement> draws_by_reference(const Position& start, const std::vector<Move>& line, const RuleSet& rules) {
  Position pos = start;
  int last_progress = -start.rule_plies(), effective = 0;
  bool threat_before = false;
  for (int ply = 1; ply <= int(line.size()); ++ply) {
    const Move m = line[std::size_t(ply - 1)];
    const Color mover = pos.side_to_move();
    const MoveThreats t = threats_of(pos, m);
    const bool threat = !t.checkers.empty() || !t.chases.empty();
    const bool capture = pos.at(m.to) != NO_PIECE;
    const bool soldier_forward = type_of(pos.at(m.from)) == SOLDIER && crossed_river(mover, m.from) && file_of(m.from) == file_of(m.to) &&
                                 (rank_of(m.to) > rank_of(m.from)) == (mover == RED);
    pos.make(m);
    if (capture || (rules.soldier_progress && soldier_forward)) last_progress = ply;
    effective += !threat && !threat_before;
    threat_before = threat;
    const auto draw = [&](Rule rule, int count, int limit, int since) { return Judgement{ply, rule, Verdict::DRAW, since, RED, count, 0, limit, Rule::REPETITION}; };
    if (rules.effective_moves && effective >= 2 * rules.effective_moves) return draw(Rule::EFFECTIVE_MOVES, effective / 2, rules.effective_moves, 1);
    if (rules.no_progress_moves && ply - last_progress >= 2 * rules.no_progress_moves)
      return draw(Rule::NO_PROGRESS, (ply - last_progress) / 2, rules.no_progress_moves, last_progress + 1);
    if (rules.total_moves && ply >= 2 * rules.total_moves) return draw(Rule::TOTAL_MOVES, ply / 2, rules.total_moves, 1);
  }
  return std::nullopt;
}

}  // namespace

// Random lines that seldom capture and often push soldiers, judged by the draw rules alone at the seed's
// bounds and at smaller ones (with and without a soldier's step as progress): the adjudicator draws each
// where the reference does, by the same rule, count and stretch.
TEST_CASE("xiangqi rules: the draw rules, read only near their bounds, draw where a count at every ply does") {
  constexpr RuleSet SEED_DRAWS{"draws", "", {0, 0, 0}, 0, false, 120, 30, true, 300};
  constexpr RuleSet SHORT_NO_PROGRESS{"short no-progress", "", {0, 0, 0}, 0, false, 0, 9, true, 0};
  constexpr RuleSet CAPTURES_ONLY{"captures only", "", {0, 0, 0}, 0, false, 0, 12, false, 0};
  constexpr RuleSet EFFECTIVE_OR_TOTAL{"effective or total", "", {0, 0, 0}, 0, false, 30, 0, false, 45};
  test::Random next(53);
  std::map<Rule, int> found;
  for (int game = 0; game < 150; ++game) {
    Position pos = Position::start();
    // A start with plies on its capture clock, now and then: they count towards the no-progress rule.
    if (game % 5 == 4) pos.set_counters(int(next() % 20), 1);
    const Position start = pos;
    std::vector<Move> line;
    for (int ply = 0; ply < 260; ++ply) {
      const MoveList moves(pos);
      if (moves.size() == 0) break;
      std::vector<Move> quiet, soldiers;
      for (const Move m : moves) {
        if (pos.at(m.to) != NO_PIECE) continue;
        quiet.push_back(m);
        if (type_of(pos.at(m.from)) == SOLDIER) soldiers.push_back(m);
      }
      Move m = moves[next() % moves.size()];
      if (!soldiers.empty() && next() % 6 == 0) m = soldiers[next() % soldiers.size()];
      else if (!quiet.empty() && next() % 12 != 0) m = quiet[next() % quiet.size()];
      line.push_back(m);
      pos.make(m);
    }
    if (status(pos) != Status::ONGOING) line.pop_back();
    INFO("game ", game + 1);
    for (const RuleSet* rules : {&SEED_DRAWS, &SHORT_NO_PROGRESS, &CAPTURES_ONLY, &EFFECTIVE_OR_TOTAL})
      agrees_with(draws_by_reference, start, line, *rules, found);
  }
  // Each draw was met, so that none of the comparisons above is empty.
  CHECK(found[Rule::NO_PROGRESS] > 10);
  CHECK(found[Rule::EFFECTIVE_MOVES] > 3);
  CHECK(found[Rule::TOTAL_MOVES] > 3);
  MESSAGE("reference draws: ", found[Rule::NO_PROGRESS], " no progress, ", found[Rule::EFFECTIVE_MOVES], " effective moves, ",
          found[Rule::TOTAL_MOVES], " total moves");
}
