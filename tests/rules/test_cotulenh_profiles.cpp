// The points where the seed and @cotulenh/core differ (../shared/spec/cotulenh.md §1.10, A1–A14), each
// tested in both profiles: what the seed's text decides in `seed`, what that program does in `cotulenh`.
// Turns are named in the seed's notation in both, so that one name means one turn.
#include <set>
#include <string>

#include "converters/cotulenh/ctl.hpp"
#include "converters/cotulenh/notation.hpp"
#include "converters/cotulenh/record_reader.hpp"
#include "converters/cotulenh/san.hpp"
#include "helpers.hpp"
#include "rules/cotulenh/score.hpp"
#include "rules/cotulenh/status.hpp"
#include "rules/cotulenh/turns.hpp"

using namespace kypho;
using namespace kypho::cotulenh;

namespace {

Square at(std::string_view name) { return make_square(name[0] - 'a', std::stoi(std::string(name.substr(1))) - 1); }

// A position of the pieces named as FEN writes them (`+` a hero, several letters a stack), Red's in upper case.
struct Setup {
  std::string_view pieces;
  std::string_view square;
};
Position position(const Profile& profile, std::initializer_list<Setup> placed, Color side = RED) {
  Position pos(profile);
  for (const auto& [pieces, square] : placed) {
    Stack stack;
    bool hero = false;
    for (char c : pieces) {
      if (c == '+') {
        hero = true;
        continue;
      }
      const Kind k = *profile.kind_of_letter(c);
      stack.kinds |= bit(k);
      if (hero) stack.heroes |= bit(k);
      stack.color = c >= 'a' ? BLUE : RED;
      hero = false;
    }
    pos.put(at(square), stack);
  }
  pos.set_side_to_move(side);
  return pos;
}

// The legal turns' names, without the check and mate marks (which the seed's battles change, not the turn).
std::set<std::string> turns(Position pos) {
  std::set<std::string> names;
  for (const Turn& t : TurnList(pos)) {
    std::string name = ctl(pos, t, LetterSet::SEED);
    while (name.ends_with('>') || name.ends_with('^')) name.pop_back();
    names.insert(name);
  }
  return names;
}

// Plays the legal turn named `name` (marks aside).
void play(Position& pos, std::string_view name) {
  for (const Turn& t : TurnList(pos)) {
    std::string n = ctl(pos, t, LetterSet::SEED);
    while (n.ends_with('>') || n.ends_with('^')) n.pop_back();
    if (n == name) return (void)pos.make(t);
  }
  FAIL("no legal turn ", name);
}

// The names of `names` that start from the point `name` starts from: what a failed check shows.
std::string near(const std::set<std::string>& names, const std::string& name) {
  const std::string origin = name.substr(0, name.find_first_of("_@+>/", 1));
  std::string found = "turns from " + origin + ":";
  for (const auto& n : names)
    if (n.starts_with(origin)) found += " " + n;
  return found;
}
#define CHECK_TURN(names, name) CHECK_MESSAGE((names).count(name) == 1, near(names, name))
#define CHECK_NO_TURN(names, name) CHECK_MESSAGE((names).count(name) == 0, near(names, name))

// How many legal turns `text`, in the seed's notation, names in `pos`.
std::size_t named(Position pos, std::string_view text) {
  const auto written = grammar::parse_ctl_turn(text);
  REQUIRE(written);
  std::string why;
  const auto san = as_san_turn(pos, *written, LetterSet::SEED, why);
  REQUIRE_MESSAGE(san, why);
  return match_san(pos, *san).turns.size();
}

const Profile& SEED = seed_profile();
const Profile& MR = cotulenh_profile();

}  // namespace

TEST_CASE("A1 A2 A3: the coast holds ships and land pieces, fords on f and h, ships in the river only at d6 e6 d7 e7, in both profiles") {
  for (const Profile* p : profiles()) {
    CAPTURE(p->name);
    CHECK(stands_on(*p, NAVY, at("c5")));
    CHECK(stands_on(*p, INFANTRY, at("c5")));
    CHECK_FALSE(stands_on(*p, INFANTRY, at("b5")));
    CHECK(stands_on(*p, NAVY, at("e7")));
    CHECK_FALSE(stands_on(*p, NAVY, at("f7")));
    // A heavy piece crosses straight at a ford (f, h); an artillery on e6 may not move across to e7.
    const auto names = turns(position(*p, {{"C", "k1"}, {"c", "a12"}, {"A", "f6"}}));
    CHECK_TURN(names, "P5.5_6.5");
  }
}

TEST_CASE("A4 A5 A6: artillery goes along the diagonals, the missile's zone is 2 along the axes and 1 diagonally, only what carries projects a zone, in both profiles") {
  for (const Profile* p : profiles()) {
    CAPTURE(p->name);
    CHECK_TURN(turns(position(*p, {{"C", "k1"}, {"c", "a12"}, {"A", "e3"}})), "P2.4_4.6");
    Position pos = position(*p, {{"C", "k1"}, {"c", "a12"}, {"s", "g8"}, {"eg", "d10"}});
    const AirDefence zone = air_defence(pos, BLUE);
    CHECK(zone.providers[at("g10")] != 0);
    CHECK(zone.providers[at("h9")] != 0);
    CHECK(zone.providers[at("h10")] == 0);  // two along, one across: outside the circle
    CHECK(zone.providers[at("d11")] == 0);  // an anti-air gun carried by an engineer projects nothing
  }
}

TEST_CASE("A7: a plane flying through air defence is shot down on its way in the seed (`@\"`), and cannot fly so in @cotulenh/core") {
  // Blue's plane on i10 aims at the artillery on i6; the anti-air gun on h8 covers i8, where Red's infantry
  // stands, so the plane enters the zone and leaves it before its target.
  const auto placed = {Setup{"C", "g1"}, Setup{"M", "g3"}, Setup{"c", "g12"}, Setup{"m", "g7"}, Setup{"f", "i10"}, Setup{"G", "h8"},
                       Setup{"I", "i8"}, Setup{"A", "i6"}};
  const auto seed = turns(position(SEED, placed, BLUE));
  const auto mr = turns(position(MR, placed, BLUE));
  CHECK_TURN(seed, "K9.8@\"P5.8");
  CHECK_TURN(seed, "K9.8@\"6.8");  // or an empty point past the zone
  CHECK_NO_TURN(mr, "K9.8@\"P5.8");
  CHECK_NO_TURN(mr, "K9.8_6.8");
  // Inside one zone and not out of it, both take the infantry one for one.
  CHECK_TURN(seed, "K9.8><B7.8");
  CHECK_TURN(mr, "K9.8><B7.8");
  // The seed's own example reads as one turn, with its curly quote; after it the plane is gone and the
  // artillery stands.
  Position pos = position(SEED, placed, BLUE);
  CHECK(named(pos, "K9,8@”P5,8") == 1);
  CHECK(named(position(MR, placed, BLUE), "K9,8@”P5,8") == 0);
  play(pos, "K9.8@\"P5.8");
  CHECK(pos.at(at("i10")).empty());
  CHECK(pos.at(at("i6")).has(ARTILLERY));
}

TEST_CASE("A8: the engineer carries infantry, militia and the commander in the seed, only heavy pieces in @cotulenh/core, a plane carries a tank only there") {
  const auto placed = {Setup{"C", "g1"}, Setup{"c", "e12"}, Setup{"E", "d5"}, Setup{"I", "d4"}, Setup{"F", "i2"}, Setup{"T", "i3"}};
  const auto seed = turns(position(SEED, placed));
  const auto mr = turns(position(MR, placed));
  CHECK_TURN(seed, "B3.3_4.3");
  CHECK_TURN(seed, "C4.3_3.3");
  CHECK_NO_TURN(mr, "B3.3_4.3");
  CHECK_NO_TURN(seed, "T2.8_1.8");
  CHECK_TURN(mr, "T2.8_1.8");
  CHECK(SEED.form(KindSet(bit(ENGINEER) | bit(COMMANDER))) != nullptr);
  CHECK(MR.form(KindSet(bit(ENGINEER) | bit(COMMANDER))) == nullptr);
}

TEST_CASE("A9: a hero commander captures two points away in the seed, only next to it in @cotulenh/core, a hero headquarters steps one point in both") {
  // Blue keeps two pieces beside its commander: one alone would be its last guard, and a hero.
  const auto placed = {Setup{"+C", "e5"}, Setup{"c", "k12"}, Setup{"i", "e7"}, Setup{"m", "j11"}, Setup{"+H", "h2"}};
  const auto seed = turns(position(SEED, placed));
  const auto mr = turns(position(MR, placed));
  CHECK_TURN(seed, "+*4.4@B6.4");
  CHECK_NO_TURN(mr, "+*4.4@B6.4");
  CHECK_TURN(seed, "+S1.7_2.8");
  CHECK_TURN(mr, "+S1.7_2.8");
}

TEST_CASE("A10: a heavy piece moved across deep water costs the turn in the seed (`$`), @cotulenh/core refuses it") {
  const auto placed = {Setup{"C", "g1"}, Setup{"M", "g3"}, Setup{"c", "g12"}, Setup{"m", "g9"}, Setup{"A", "e6"}};
  const auto seed = turns(position(SEED, placed));
  const auto mr = turns(position(MR, placed));
  CHECK_TURN(seed, "P5.4_6.4$");
  CHECK_NO_TURN(mr, "P5.4_6.4$");
  CHECK_NO_TURN(mr, "P5.4_6.4");
  // The turn passes and the board is as it was.
  Position pos = position(SEED, placed);
  const Position before = pos;
  play(pos, "P5.4_6.4$");
  CHECK(pos.side_to_move() == BLUE);
  CHECK(pos.at(at("e6")) == before.at(at("e6")));
}

TEST_CASE("A11: exposing one's own commander is a legal blunder in the seed, after which it is taken, @cotulenh/core refuses it") {
  const auto placed = {Setup{"C", "g1"}, Setup{"M", "g5"}, Setup{"c", "g12"}, Setup{"F", "e2"}, Setup{"f", "e11"}, Setup{"N", "b2"},
                       Setup{"n", "b11"}, Setup{"T", "k1"}, Setup{"t", "k12"}};
  const auto seed = turns(position(SEED, placed));
  CHECK_TURN(seed, "D4.6_4.7");
  CHECK_NO_TURN(turns(position(MR, placed)), "D4.6_4.7");
  Position pos = position(SEED, placed);
  play(pos, "D4.6_4.7");
  CHECK(pos.in_check());
  const auto answers = turns(pos);
  CHECK_TURN(answers, "*11.6@*0.6");
  play(pos, "*11.6@*0.6");
  CHECK(status(pos) == Status::COMMANDER_CAPTURED);
  CHECK(loser(pos, Status::COMMANDER_CAPTURED) == RED);
}

TEST_CASE("A12: a plane may strike a plane and fly home in @cotulenh/core, must take its point in the seed, against anything else both offer both") {
  const auto placed = {Setup{"C", "g1"}, Setup{"M", "g3"}, Setup{"c", "g12"}, Setup{"m", "g9"}, Setup{"F", "e2"}, Setup{"f", "e5"},
                       Setup{"i", "d3"}};
  const auto seed = turns(position(SEED, placed));
  const auto mr = turns(position(MR, placed));
  CHECK_TURN(seed, "K1.4@K4.4");
  CHECK_NO_TURN(seed, "K1.4+@K4.4");
  CHECK_TURN(mr, "K1.4+@K4.4");
  CHECK_TURN(seed, "K1.4+@B2.3");
  CHECK_TURN(mr, "K1.4+@B2.3");
}

TEST_CASE("A13: a side with no turn has drawn in @cotulenh/core, in the seed, where blunders are turns, it still has them and no rule draws") {
  // Red's commander on k1 is shut in by Blue's two headquarters, each guarded by a tank.
  const auto placed = {Setup{"C", "k1"}, Setup{"h", "j1"}, Setup{"h", "k2"}, Setup{"t", "j3"}, Setup{"t", "k4"}, Setup{"c", "c12"}};
  Position mr = position(MR, placed);
  CHECK(status(mr) == Status::STALEMATE);
  CHECK_FALSE(loser(mr, Status::STALEMATE).has_value());
  CHECK(GameRules::result_of(mr, Status::STALEMATE) == Result::DRAW);
  Position seed = position(SEED, placed);
  CHECK_TURN(turns(seed), "*0.10@S0.9");
  CHECK(loser(seed, Status::STALEMATE) == RED);
}

TEST_CASE("A14: a stack moves whole or sends its pieces out one by one in one turn, in both profiles (the seed's own example)") {
  const auto placed = {Setup{"NFT", "c10"}, Setup{"n", "c12"}, Setup{"c", "e12"}, Setup{"n", "b11"}, Setup{"C", "g1"}, Setup{"f", "k12"}};
  for (const Profile* p : profiles()) {
    CAPTURE(p->name);
    const Position pos = position(*p, placed);
    // The navy takes the ship on c12, the tank goes to e10, the plane stays and checks the commander on e12.
    CHECK(named(pos, "(HTK)H9.2@H11.2/T9.2_9.4/ K9.2>*11.4") == 1);
    CHECK(named(pos, "(HTK) 9.2_7.2") == 1);
  }
}

TEST_CASE("recombine: a piece still on the stack joins one deployed earlier in the turn, beyond its own reach, in @cotulenh/core only, and two orders of one set are one turn in both") {
  // A tank carrying militia on f4: the militia steps one point, the tank goes two along the axes.
  const auto placed = {Setup{"TM", "f4"}, Setup{"C", "g1"}, Setup{"c", "e12"}};
  for (const Profile* p : profiles()) {
    CAPTURE(p->name);
    const Position pos = position(*p, placed);
    const auto names = turns(pos);
    // The tank goes to f2, and the militia, which cannot go there, joins it: the tank's own move, made by both.
    if (p->deploy_rejoins) CHECK_TURN(names, "(TD)(TD)3.5_1.5");
    else CHECK_NO_TURN(names, "(TD)(TD)3.5_1.5");
    // The militia goes to e5, where the tank cannot follow: no recombine there in either profile.
    CHECK_NO_TURN(names, "(TD)(TD)3.5_4.4");
    // Tank to f3 and militia onto it, or the other way round: the same turn, listed once.
    int both_to_f3 = 0;
    Position copy = pos;
    for (const Turn& t : TurnList(copy))
      both_to_f3 += t.count == 2 && t.steps[0].to == at("f3") && t.steps[1].to == at("f3");
    CHECK(both_to_f3 == 1);
  }
  // In @cotulenh/core the militia sent after the tank to f3 rejoins it: the tank's sub-move made by both,
  // the only way that program plays it. The tank joining the militia there is a sub-move of its own.
  {
    Position pos = position(MR, placed);
    bool militia_joins = false, tank_joins = false;
    for (const Turn& t : TurnList(pos)) {
      const bool both_to_f3 = t.count == 2 && t.steps[0].to == at("f3") && t.steps[1].to == at("f3");
      militia_joins |= both_to_f3 && t.steps[1].pieces == bit(MILITIA);
      tank_joins |= both_to_f3 && t.steps[1].pieces == bit(TANK);
    }
    CHECK_FALSE(militia_joins);
    CHECK(tank_joins);
    const auto written = grammar::parse_cotulenh_san("T>f3,M>&f3");
    REQUIRE(written);
    const auto read = match_san(pos, *written);
    REQUIRE(read.turns.size() == 1);
    CHECK(san(pos, read.turns[0]) == "(TM)>f3");
  }
  // In @cotulenh/core's SAN the recombine is the stack's deploy sub-move, read back to the same turn.
  Position pos = position(MR, placed);
  const auto read = grammar::parse_cotulenh_san("(TM)>f2");
  REQUIRE(read);
  const auto match = match_san(pos, *read);
  REQUIRE(match.turns.size() == 1);
  CHECK(match.turns[0].steps[0].pieces == (bit(TANK) | bit(MILITIA)));
  CHECK(san(pos, match.turns[0]) == "(TM)>f2");
  // The seed's notation writes it as a sub-move of the stack made by two, and reads it back.
  CHECK(named(pos, "(TD)(TD)3.5_1.5") == 1);
}

TEST_CASE("the seed's battles: a side that loses both planes, both ships, or every tank, infantry and artillery has lost, @cotulenh/core plays on") {
  const auto placed = {Setup{"C", "g1"}, Setup{"M", "g3"}, Setup{"c", "g12"}, Setup{"m", "g9"}, Setup{"F", "e2"}, Setup{"N", "b2"},
                       Setup{"n", "b11"}, Setup{"T", "k1"}, Setup{"t", "k12"}};
  Position seed = position(SEED, placed, BLUE);
  CHECK(status(seed) == Status::AIR_BATTLE);
  CHECK(loser(seed, Status::AIR_BATTLE) == BLUE);
  CHECK(GameRules::result_of(seed, Status::AIR_BATTLE) == Result::FIRST_WINS);
  Position mr = position(MR, placed, BLUE);
  CHECK(status(mr) == Status::ONGOING);
  // The seed's count: Red has won the air battle (+100); Red still has its plane, ship and tank, so Blue
  // has won none.
  const Score sc = score(seed);
  CHECK(sc.bonus[RED] == 100);
  CHECK(sc.bonus[BLUE] == 0);
  // Taking the commander is worth 200.
  Position taken = position(SEED, {{"C", "g1"}, {"F", "e2"}, {"N", "b2"}, {"T", "k1"}, {"f", "e11"}, {"n", "b11"}, {"t", "k12"}});
  CHECK(score(taken).bonus[RED] == 200);
  CHECK(status(taken) == Status::COMMANDER_CAPTURED);
  CHECK(loser(taken, Status::COMMANDER_CAPTURED) == BLUE);
}
