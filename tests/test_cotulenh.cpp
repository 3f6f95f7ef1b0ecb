// Cờ tư lệnh's rules engine against @cotulenh/core's own answers (../shared/corpus/cotulenh/oracle-*.jsonl):
// the same legal sub-moves, position by position.
#include <algorithm>
#include <fstream>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "converters/cotulenh_fen.hpp"
#include "converters/cotulenh_notation.hpp"
#include "helpers.hpp"
#include "rules/cotulenh/movegen.hpp"

using namespace kypho;
using namespace kypho::cotulenh;

namespace {

const std::string ORACLE = KYPHO_CORPUS_DIR "/cotulenh/oracle-moves.jsonl";

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

TEST_CASE("cotulenh: @cotulenh/core's own games, each whole-piece move played here, reach the positions it wrote") {
  std::ifstream in(KYPHO_CORPUS_DIR "/cotulenh/oracle-games.jsonl");
  REQUIRE(in);
  int played = 0;
  for (std::string line; std::getline(in, line);) {
    const auto game = nlohmann::json::parse(line);
    for (const auto& ply : game["plies"]) {
      const std::string flags = ply["flags"];
      if (flags.find('d') != std::string::npos) continue;  // a deploy sub-move: its turn ends when the deploy is committed
      Diagnostics ds;
      auto pos = read_fen(grammar::SourceText("before", ply["fen_before"].get<std::string>()), ds);
      REQUIRE(pos);
      std::optional<Move> chosen;
      for (Move m : MoveList(*pos))
        if (lan(*pos, m) == ply["lan"]) chosen = m;
      INFO(ply["fen_before"].get<std::string>() << " " << ply["lan"].get<std::string>());
      REQUIRE(chosen);
      pos->make(*chosen);
      CHECK(write_fen(*pos) == ply["fen_after"].get<std::string>());
      ++played;
    }
  }
  MESSAGE(played << " moves played");
  CHECK(played > 100);
}
