// Cờ tư lệnh's rules engine against @cotulenh/core's own answers (../shared/corpus/cotulenh/oracle-*.jsonl):
// the same legal sub-moves, position by position.
#include <algorithm>
#include <fstream>
#include <sstream>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "converters/cotulenh/ctl.hpp"
#include "converters/cotulenh/fen.hpp"
#include "converters/cotulenh/notation.hpp"
#include "converters/cotulenh/san.hpp"
#include "helpers.hpp"
#include "rules/cotulenh/status.hpp"
#include "rules/cotulenh/turns.hpp"

using namespace kypho;
using namespace kypho::cotulenh;

namespace {

const std::string ORACLE = KYPHO_CORPUS_DIR "/cotulenh/oracle-moves.jsonl";

// Each position of @cotulenh/core's oracle, read in both profiles, to `f(position)`; the FEN and the profile
// are the context of what `f` checks.
template <typename F>
void for_each_oracle_position(F f) {
  std::ifstream in(ORACLE);
  REQUIRE(in);
  for (std::string line; std::getline(in, line);) {
    const auto j = nlohmann::json::parse(line);
    for (const Profile* profile : {&cotulenh_profile(), &seed_profile()}) {
      Diagnostics ds;
      auto pos = read_fen(grammar::SourceText("oracle", j["fen"].get<std::string>()), ds, *profile);
      if (!pos) continue;
      INFO(j["fen"].get<std::string>() << " by " << profile->name);
      f(*pos);
    }
  }
}

std::vector<std::string> legal_lans(Position& pos) {
  std::vector<std::string> out;
  for (Move m : MoveList(pos)) out.push_back(lan(pos, m));
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("cotulenh: the standard start, its FEN both ways, and Red's 116 sub-moves as @cotulenh/core counts them") {
  Position start = Position::start();
  const std::string fen = "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1";
  CHECK(write_fen(start) == fen);
  Diagnostics ds;
  const auto read = read_fen(grammar::SourceText("start", fen), ds);
  REQUIRE(read);
  CHECK(ds.empty());
  CHECK(*read == start);
  CHECK(perft(start, 1) == 116);

  // A stack written carrier last is read in its form's order, and said.
  ds.clear();
  const auto reordered = read_fen(grammar::SourceText("stack", "6c4/11/11/11/11/11/6(IT)4/11/11/11/11/5C5 r - - 0 1"), ds);
  REQUIRE(reordered);
  REQUIRE(ds.size() == 1);
  CHECK(ds[0].code == "non-canonical");
  CHECK(ds[0].col == 22);
  CHECK(write_fen(*reordered) == "6c4/11/11/11/11/11/6(TI)4/11/11/11/11/5C5 r - - 0 1");

  // No side to move: Red is assumed, and said.
  ds.clear();
  const auto sideless = read_fen(grammar::SourceText("sideless", "6c4/11/11/11/11/11/11/11/11/11/11/5C5"), ds);
  REQUIRE(sideless);
  REQUIRE(ds.size() == 1);
  CHECK(ds[0].code == "missing-turn");
  CHECK(ds[0].col == 38);
  CHECK(sideless->side_to_move() == RED);

  // Move number 0, which some tools write, is read as 1 and said, as in xiangqi's FEN.
  ds.clear();
  const auto numbered = read_fen(grammar::SourceText("zero", "6c4/11/11/11/11/11/11/11/11/11/11/5C5 r - - 0 0"), ds);
  REQUIRE(numbered);
  REQUIRE(ds.size() == 1);
  CHECK(ds[0].code == "fen-counter");
  CHECK(ds[0].severity == Severity::WARNING);
  CHECK(numbered->fullmove() == 1);
}

TEST_CASE("cotulenh: every position @cotulenh/core plays on has exactly its legal sub-moves") {
  std::ifstream in(ORACLE);
  REQUIRE(in);
  int compared = 0, agreed = 0;
  for (std::string line; std::getline(in, line);) {
    const auto j = nlohmann::json::parse(line);
    if (!j.contains("moves")) continue;
    const std::string fen = j["fen"];
    Diagnostics ds;
    auto pos = read_fen(grammar::SourceText("oracle", fen), ds);
    if (!pos) continue;
    std::vector<std::string> expected = j["lan"];
    std::sort(expected.begin(), expected.end());
    const auto ours = legal_lans(*pos);
    ++compared;
    // Its verdict on the position: mate, no legal move, or a commander gone (a lesson without one).
    const Status status = cotulenh::status(*pos);
    const bool gone = pos->commander(RED) == NO_SQUARE || pos->commander(BLUE) == NO_SQUARE;
    CHECK(gone == j["commander_captured"].get<bool>());
    if (!gone) {
      CHECK((status == Status::CHECKMATE) == j["checkmate"].get<bool>());
      CHECK((status == Status::STALEMATE) == j["stalemate"].get<bool>());
    }
    if (ours == expected) {
      ++agreed;
      continue;
    }
    std::vector<std::string> missing, extra;
    std::set_difference(expected.begin(), expected.end(), ours.begin(), ours.end(), std::back_inserter(missing));
    std::set_difference(ours.begin(), ours.end(), expected.begin(), expected.end(), std::back_inserter(extra));
    INFO(fen);
    INFO("missing: " << fmt::format("{}", fmt::join(missing, " ")));
    INFO("extra: " << fmt::format("{}", fmt::join(extra, " ")));
    CHECK(ours == expected);
  }
  MESSAGE(compared << " positions compared, " << agreed << " agree");
  CHECK(compared >= 100);
}

TEST_CASE("cotulenh: @cotulenh/core's own games: every ply's legal sub-moves and whole turns counted, its turn played, its position reached") {
  std::ifstream in(KYPHO_CORPUS_DIR "/cotulenh/oracle-games.jsonl");
  REQUIRE(in);
  int played = 0, deployments = 0, agreed = 0;
  for (std::string line; std::getline(in, line);) {
    const auto game = nlohmann::json::parse(line);
    for (const auto& ply : game["plies"]) {
      Diagnostics ds;
      auto pos = read_fen(grammar::SourceText("before", ply["fen_before"].get<std::string>()), ds);
      REQUIRE(pos);
      INFO(ply["fen_before"].get<std::string>() << " " << ply["lan"].get<std::string>());
      CHECK(perft(*pos, 1, Count::STEPS) == ply["legal_moves"].get<std::uint64_t>());
      const std::uint64_t turns = perft(*pos, 1, Count::TURNS);
      CHECK(turns == ply["turns"].get<std::uint64_t>());
      agreed += turns == ply["turns"].get<std::uint64_t>();
      CHECK(pos->in_check() == ply["in_check"].get<bool>());
      const std::string written = ply["lan"];
      std::optional<Turn> chosen;
      const auto colons = written.find("::") != std::string::npos ? written.find("::") + 1 : written.find(':', written.find(':') + 1);
      if (colons == std::string::npos) {
        for (const Turn& t : TurnList(*pos))
          if (lan(*pos, t) == written) chosen = t;
      } else {
        // A deployment, in the order @cotulenh/core played its sub-moves; this lists each set in one order.
        std::vector<std::string> steps;
        for (std::size_t at = colons + 1, comma; at <= written.size(); at = comma + 1) {
          comma = std::min(written.find(',', at), written.size());
          steps.push_back(written.substr(at, comma - at));
        }
        for (const Turn& t : TurnList(*pos)) {
          if (!t.deploy() || t.count != steps.size()) continue;
          const auto names = sub_move_names(*pos, t);
          Turn ordered;
          for (const std::string& step : steps)
            for (int i = 0; i < t.count; ++i)
              if (names[std::size_t(i)] == step) ordered.push(t.steps[std::size_t(i)]);
          if (ordered.count == t.count && same_sub_moves(ordered, t)) chosen = ordered;
        }
        REQUIRE(chosen);
        CHECK(playable(*pos, *chosen));
        CHECK(lan(*pos, *chosen) == written);
      }
      REQUIRE(chosen);
      const std::string theirs = ply["san"], ours = san(*pos, *chosen);
      // Where @cotulenh/core cuts a two-digit rank to its first digit, this writes it whole.
      CHECK((ours == theirs || ours.substr(0, 2) + ours.substr(3) == theirs));
      pos->make(*chosen);
      CHECK(write_fen(*pos) == ply["fen_after"].get<std::string>());
      ++played;
      deployments += chosen->deploy();
    }
  }
  MESSAGE(played << " turns played, " << deployments << " of them deployments; whole-turn counts agree on " << agreed);
  CHECK(played >= 600);
  CHECK(deployments >= 20);
  CHECK(agreed == played);
}

TEST_CASE("cotulenh: @cotulenh/core's SAN read back: each ply of its games names the turn it played, its games' move text replays") {
  std::ifstream in(KYPHO_CORPUS_DIR "/cotulenh/oracle-games.jsonl");
  REQUIRE(in);
  int plies = 0, games = 0;
  for (std::string line; std::getline(in, line);) {
    const auto game = nlohmann::json::parse(line);
    Diagnostics ds;
    auto pos = read_fen(grammar::SourceText("start", game["start_fen"].get<std::string>()), ds);
    REQUIRE(pos);
    // Its PGN's move text, word by word: move numbers, then each turn in SAN.
    const std::string text = game["pgn_moves"];
    std::size_t ply = 0;
    for (std::size_t at = 0, end; at < text.size(); at = end + 1) {
      end = std::min(text.find(' ', at), text.size());
      const std::string word = text.substr(at, end - at);
      if (word.empty() || word.back() == '.') continue;
      INFO(game["id"].get<std::string>() << " ply " << ply + 1 << " " << word);
      const auto written = grammar::parse_cotulenh_san(word);
      REQUIRE(written);
      const SanMatch match = match_san(*pos, *written);
      REQUIRE(match.turns.size() == 1);
      const auto& expected = game["plies"][ply];
      CHECK(lan(*pos, match.turns[0]) == expected["lan"].get<std::string>());
      pos->make(match.turns[0]);
      CHECK(write_fen(*pos) == expected["fen_after"].get<std::string>());
      ++ply;
      ++plies;
    }
    CHECK(ply == game["plies"].size());
    ++games;
  }
  MESSAGE(games << " games, " << plies << " turns read back");
  CHECK(games == 10);
}

TEST_CASE("cotulenh: a SAN that cuts a two-digit rank to its first digit is ambiguous when two pieces fit, and kypho's whole rank is not") {
  // Blue's ships on b11 and b10 may both go to c10; @cotulenh/core writes both N1c10.
  Diagnostics ds;
  auto pos = read_fen(grammar::SourceText("two ships", "6c4/1n9/1n9/11/11/11/11/11/11/11/11/5C5 b - - 0 1"), ds);
  REQUIRE(pos);
  const auto cut = grammar::parse_cotulenh_san("N1c10");
  REQUIRE(cut);
  const SanMatch both = match_san(*pos, *cut);
  REQUIRE(both.turns.size() == 2);
  std::vector<std::string> candidates{lan(*pos, both.turns[0]), lan(*pos, both.turns[1])};
  std::sort(candidates.begin(), candidates.end());
  CHECK(candidates == std::vector<std::string>{"Nb10c10", "Nb11c10"});
  for (const Turn& t : both.turns) {
    const std::string ours = san(*pos, t);
    CHECK((ours == "N10c10" || ours == "N11c10"));
    const auto whole = grammar::parse_cotulenh_san(ours);
    REQUIRE(whole);
    const SanMatch one = match_san(*pos, *whole);
    REQUIRE(one.turns.size() == 1);
    CHECK(one.turns[0] == t);
  }
  // Text that is not a SAN turn is not read as one.
  for (const char* bad : {"", "Nc13", "Xc10", "N>", "N1c10,", "(Nc10"}) CHECK_FALSE(grammar::parse_cotulenh_san(bad));
}

namespace {

// Every legal turn in `fen`, by `profile`, written in SAN and in the seed's notation: each reads back to it
// and to no other. The number of turns.
std::size_t each_turn_reads_back(const char* fen, const Profile& profile) {
  Diagnostics ds;
  auto pos = read_fen(grammar::SourceText("stack", fen), ds, profile);
  REQUIRE(pos);
  const TurnList turns(*pos);
  for (const Turn& t : turns) {
    const std::string written = san(*pos, t), seed = ctl(*pos, t, LetterSet::SEED);
    INFO(profile.name, ": ", written, " / ", seed);
    const auto parsed = grammar::parse_cotulenh_san(written);
    REQUIRE(parsed);
    const auto parsed_ctl = grammar::parse_ctl_turn(seed);
    REQUIRE(parsed_ctl);
    std::string why;
    const auto as_san = as_san_turn(*pos, *parsed_ctl, LetterSet::SEED, why);
    REQUIRE(as_san);
    for (const grammar::CotulenhSanTurn* written_turn : {&*parsed, &*as_san}) {
      // As the reader matches: a recombine of the whole stack onto one point is listed beside the stack's
      // own move and named alike, and found as a turn whose written order cannot be played; a join onto a
      // point a sub-move before took (`T>&c12` after `N>xc12`) is read by its pieces and points alone.
      const SanMatch m = match_san(*pos, *written_turn);
      std::vector<Turn> found = m.turns;
      found.insert(found.end(), m.out_of_order.begin(), m.out_of_order.end());
      if (found.empty()) found = match_san(*pos, *written_turn, false).turns;
      REQUIRE(found.size() == 1);
      CHECK(same_sub_moves(found[0], t));
    }
  }
  return turns.size();
}

}  // namespace

TEST_CASE("cotulenh: every turn of a three-piece stack reads back from what kypho writes, in SAN and in the seed's notation, by either profile") {
  // The input that timed fuzz_cotulenh out (tests/fuzz/seeds/cotulenh/three-stack): matching one SAN listed
  // every deployment of the stack; the matcher now lists only those made of the sub-moves it names.
  const char* open = "5c5/11/11/11/11/11/11/11/2(NFT)8/11/11/6C4 r - - 0 1";
  CHECK(each_turn_reads_back(open, cotulenh_profile()) == 2407);
  CHECK(each_turn_reads_back(open, seed_profile()) > 0);
  // The seed's example of a stack's pieces going out one by one, with targets about (the fuzzer's find
  // cotulenh-record-deployment-stay-capture): by the seed's rules the ship may take from where it stands
  // and leave the tank and the plane, which form no stack of their own, on its point. Written as `()<N>_e12`,
  // the pieces that stay were lost.
  const char* targets = "2n1c6/1n2f6/2(NFT)8/10i/6m4/11/11/11/11/6M4/4F6/6C4 r - - 0 1";
  for (const Profile* profile : {&cotulenh_profile(), &seed_profile()}) CHECK(each_turn_reads_back(targets, *profile) > 0);
  Diagnostics ds;
  auto pos = read_fen(grammar::SourceText("stack", targets), ds, seed_profile());
  REQUIRE(pos);
  const auto parsed = grammar::parse_cotulenh_san("(TF)<N>_e12");
  REQUIRE(parsed);
  const SanMatch m = match_san(*pos, *parsed);
  REQUIRE(m.turns.size() == 1);
  CHECK(san(*pos, m.turns[0]) == "(TF)<N>_e12");
  CHECK(ctl(*pos, m.turns[0], LetterSet::SEED) == "(HTK)H9.2+@*11.4^");
  const auto garbage = grammar::parse_cotulenh_san("Ch12,(NFT)>_a1");
  if (garbage) CHECK(match_san(*pos, *garbage).turns.empty());
}

TEST_CASE("cotulenh: perft --count steps --divide names every sub-move as @cotulenh/core's moves() lists it") {
  std::ifstream in(ORACLE);
  REQUIRE(in);
  int compared = 0, agreed = 0;
  for (std::string line; std::getline(in, line);) {
    const auto j = nlohmann::json::parse(line);
    if (!j.contains("moves") || j["check_fen"] != "valid") continue;
    const std::string fen = j["fen"];
    const auto r = test::run(test::kypho_command("perft --game cotulenh --rules cotulenh --fen '" + fen + "' --depth 1 --count steps --divide 2>/dev/null"));
    std::vector<std::string> ours;
    std::istringstream rows(r.out);
    for (std::string row; std::getline(rows, row);)
      if (row.ends_with(" 1")) ours.push_back(row.substr(0, row.size() - 2));
    std::vector<std::string> theirs = j["moves"];
    std::sort(ours.begin(), ours.end());
    std::sort(theirs.begin(), theirs.end());
    ++compared;
    agreed += ours == theirs;
    INFO(fen);
    INFO(fmt::format("kypho: {}", fmt::join(ours, " ")));
    INFO(fmt::format("@cotulenh/core: {}", fmt::join(theirs, " ")));
    CHECK(ours == theirs);
  }
  MESSAGE(compared << " positions, the names of every sub-move agree on " << agreed);
  CHECK(compared >= 40);
}

namespace {

std::optional<Turn> turn_named(Position& pos, const std::string& written) {
  for (const Turn& t : TurnList(pos))
    if (san(pos, t) == written) return t;
  return std::nullopt;
}

}  // namespace

TEST_CASE("cotulenh: a carried piece sent where an earlier sub-move of its turn went rejoins it, as @cotulenh/core's session plays it") {
  Diagnostics ds;
  SUBCASE("after a stay capture: the air force sent to the ship's target makes the whole stack shoot from its point") {
    // Its session takes F>d3 after N>_d3 for a recombine and plays (NF)>_d3, though a ship may not stand on
    // d3: 257 turns, where kypho listed 256 before.
    auto pos = read_fen(grammar::SourceText("ship", "6c4/1n2fhsh3/8fa1/2n1gt1t1g1/2i1e1m2ei/11/6M4/2I6EI/1N2GT1T3/3a2S1GA1/2(NF)2H1HF2/9C1 r - - 2 7"), ds);
    REQUIRE(pos);
    CHECK(perft(*pos, 1) == 257);
    const auto whole = turn_named(*pos, "(NF)>_d3"), stay = turn_named(*pos, "F<N>_d3");
    REQUIRE(whole);
    REQUIRE(stay);
    CHECK(playable(*pos, *whole));
    // Its SAN read back names it and no other.
    const auto parsed = grammar::parse_cotulenh_san("(NF)>_d3");
    REQUIRE(parsed);
    const SanMatch m = match_san(*pos, *parsed);
    REQUIRE(m.turns.size() == 1);
    CHECK(same_sub_moves(m.turns[0], *whole));
    // It reaches the position the ship's stay capture reaches, its air force left on board.
    Position a = *pos, b = *pos;
    a.make(*whole);
    b.make(*stay);
    CHECK(write_fen(a) == write_fen(b));
    // The two sub-moves one by one are no turn of their own: the session never plays them so.
    CHECK_FALSE(turn_named(*pos, "F>d3,N>_d3"));
    CHECK_FALSE(turn_named(*pos, "N>_d3,F>d3"));
  }
  SUBCASE("after a join: the piece left behind may not rejoin where its own carrier could not stand") {
    // F>&b3 joins the ship on b3; the infantry may not follow as (FI)>&b3, for its session asks whether an
    // air force may stand on b3's water (the pieces that join), not the ship it joins there.
    auto pos = read_fen(grammar::SourceText("join", "2c8/5hth3/n2a3fg2/2n1gt4f/2ie2s1ea1/11/11/3E5E1/2(FI)1G2TG2/1N1A2S2AI/1N1M1HFH3/6C4 r - - 10 18"), ds);
    REQUIRE(pos);
    CHECK(turn_named(*pos, "I<F>&b3"));
    CHECK_FALSE(turn_named(*pos, "(FI)>&b3"));
    const auto parsed = grammar::parse_cotulenh_san("(FI)>&b3");
    REQUIRE(parsed);
    CHECK(match_san(*pos, *parsed).turns.empty());
  }
}

TEST_CASE("cotulenh: whole turns counted as @cotulenh/core's session lists them, in positions of its random games rich in stacks") {
  // tests/data/cotulenh-core-turns.jsonl, made by tests/differential/cotulenh_core_turns.ts. Where that
  // program is wrong, the data says so and kypho is checked against the rules:
  // - `stale`: a turn it lists only because its air-defence cache went stale (a gun carried under an
  //   engineer still guarding its old zone; the same position loaded afresh has the commander in danger);
  // - `throws`: a deployment's sub-move it offers and throws on when played (after a plane's kamikaze, the
  //   ship's "recombine" with the plane that is gone, `F>@c6,N>&c6`, in place of its own sub-move `N>c6`):
  //   the turns with that sub-move are legal, and kypho lists them.
  std::ifstream in(KYPHO_SOURCE_DIR "/tests/data/cotulenh-core-turns.jsonl");
  REQUIRE(in);
  int positions = 0, stale = 0, thrown = 0;
  for (std::string line; std::getline(in, line);) {
    const auto j = nlohmann::json::parse(line);
    const std::string fen = j["fen"];
    Diagnostics ds;
    auto pos = read_fen(grammar::SourceText("data", fen), ds);
    REQUIRE(pos);
    INFO(fen);
    for (const auto& s : j["stale"]) {
      const auto parsed = grammar::parse_cotulenh_san(s.get<std::string>());
      REQUIRE(parsed);
      CHECK(match_san(*pos, *parsed).turns.empty());
    }
    std::vector<std::vector<std::string>> offered;  // each thrown sequence, its last sub-move without the '&'
    for (const auto& s : j["throws"]) {
      std::vector<std::string> steps;
      const std::string text = s;
      for (std::size_t at = 0, comma; at <= text.size(); at = comma + 1) {
        comma = std::min(text.find(',', at), text.size());
        steps.push_back(text.substr(at, comma - at));
      }
      std::erase(steps.back(), '&');
      offered.push_back(steps);
    }
    const TurnList turns(*pos);
    std::size_t lost = 0;
    std::vector<bool> found(offered.size());
    for (const Turn& t : turns) {
      const auto names = sub_move_names(*pos, t);
      bool with_thrown = false;
      for (std::size_t i = 0; i < offered.size(); ++i)
        if (std::all_of(offered[i].begin(), offered[i].end(), [&](const std::string& n) { return std::find(names.begin(), names.end(), n) != names.end(); }))
          found[i] = with_thrown = true;
      lost += with_thrown;
    }
    CHECK(std::all_of(found.begin(), found.end(), [](bool b) { return b; }));
    CHECK(turns.size() == j["turns"].get<std::size_t>() - j["stale"].size() + lost);
    ++positions;
    stale += int(j["stale"].size());
    thrown += int(offered.size());
  }
  MESSAGE(positions << " positions; left out, @cotulenh/core's stale turns: " << stale << "; played, the sub-moves it throws on: " << thrown);
  CHECK(positions >= 100);
}

TEST_CASE("cotulenh: a sub-move's legality asked alone, and status() from one sub-move, answer as the whole lists do, in both profiles") {
  int positions = 0, statuses = 0;
  for_each_oracle_position([&](Position& pos) {
    const MoveList legal_moves(pos);
    std::array<Move, MAX_SUB_MOVES> pseudo;
    const Move* last = generate_pseudo_legal(pos, pseudo.data());
    for (const Move& m : std::span<const Move>(pseudo.data(), last)) CHECK(is_legal(pos, m) == legal_moves.contains(m));
    for (const Move& m : legal_moves) {
      Move elsewhere = m;
      elsewhere.to = Square((m.to + 1) % SQUARE_NB);
      CHECK(is_legal(pos, elsewhere) == legal_moves.contains(elsewhere));
    }
    // status() by its definition: no turn at all, or in check none that saves the commander.
    if (!decided(pos)) {
      const Color us = pos.side_to_move();
      const TurnList turns(pos);
      const bool check = pos.in_check();
      const bool saved = std::any_of(turns.begin(), turns.end(), [&](const Turn& t) {
        const TurnUndo undo = pos.make(t);
        const bool safe = !commander_in_danger(pos, us);
        pos.unmake(t, undo);
        return !check || safe;
      });
      CHECK(cotulenh::status(pos) == (saved ? Status::ONGOING : check ? Status::CHECKMATE : Status::STALEMATE));
      ++statuses;
    }
    ++positions;
  });
  MESSAGE(positions << " positions, " << statuses << " statuses");
  CHECK(positions >= 200);
}

TEST_CASE("cotulenh: each side's occupied points are its stacks' points, through turns made and taken back, in the oracle's positions") {
  // The attack test skips a ray holding none of a side's points: a point missing from the set would hide
  // an attacker, one left behind would only cost a walk. Every turn of each position (a stack's thousands of
  // deployments, captures, planes lost on the way) is made and taken back.
  const auto agrees = [](const Position& pos) {
    for (Square s = 0; s < SQUARE_NB; ++s)
      for (Color c : {RED, BLUE})
        if (pos.occupied(c).test(s) != (!pos.at(s).empty() && pos.at(s).color == c)) return false;
    return true;
  };
  int turns = 0;
  for_each_oracle_position([&](Position& pos) {
    REQUIRE(agrees(pos));
    for (const Turn& t : TurnList(pos)) {
      const TurnUndo undo = pos.make(t);
      CHECK(agrees(pos));
      pos.unmake(t, undo);
      ++turns;
    }
    CHECK(agrees(pos));
  });
  CHECK(turns >= 10000);
}
