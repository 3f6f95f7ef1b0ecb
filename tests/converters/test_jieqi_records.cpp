// Cờ tướng úp records in process: the hand-written game through both notations, each game kypho's fuzzer
// flagged (tests/fuzz/finds/jieqi-record*), and the reveals' bookkeeping along a game.
#include <filesystem>

#include "converters/jieqi/jieqibox.hpp"
#include "converters/jieqi/record_writer.hpp"
#include "grammar/text/encoding.hpp"
#include "helpers.hpp"

using namespace kypho;
using namespace kypho::test;
namespace fs = std::filesystem;

namespace {

struct Read {
  bool valid = false;
  std::string moves;
  jieqi::JieqiRecord record;
};

std::vector<Read> read_all(const std::string& text) {
  std::vector<Read> out;
  jieqi::read_jieqi_records(grammar::SourceText("game", text), std::nullopt, [&](jieqi::ReadGame& game) {
    Read r{game.valid, {}, game.record};
    game.record.for_each_main_line_node([&](const auto& n) { r.moves += jieqi::GameRules::key(n.move) + ' '; });
    out.push_back(std::move(r));
  });
  return out;
}

// A valid game written in each notation reads back valid with the same moves and reveals.
void check_round_trip(const std::string& text) {
  for (const auto& game : read_all(text)) {
    if (!game.valid) continue;
    for (auto notation : {jieqi::Notation::ICCS, jieqi::Notation::VIETNAMESE}) {
      const std::string written = jieqi::write_record(game.record, {notation, {}});
      INFO(written);
      const auto back = read_all(written);
      REQUIRE(!back.empty());
      CHECK(back[0].valid);
      CHECK(back[0].moves == game.moves);
    }
  }
}

}  // namespace

TEST_CASE("jieqi records: the thirty-move game round-trips through ICCS and Vietnamese notation") {
  const std::string text = read_file(KYPHO_SOURCE_DIR "/samples/jieqi/jieqi-pgn/valid/thirty-moves.pgn");
  const auto games = read_all(text);
  REQUIRE(games.size() == 1);
  CHECK(games[0].valid);
  CHECK(games[0].moves.starts_with("g0i2=B b7b0=A a0b0=N "));
  check_round_trip(text);
  // At its end each pool holds what was neither turned up nor is on the board face down: Red turned up seven.
  auto [end, plies] = games[0].record.position_after(0xFFFFFFFF);
  CHECK(plies == 60);
  CHECK(end.hidden_count(xiangqi::RED) == 0);
  int red_pool = 0;
  for (int n : end.pool(xiangqi::RED)) red_pool += n;
  CHECK(red_pool == 8);
}

TEST_CASE("fuzz-finds: every cờ tướng úp record the fuzzer flagged reads back to the same moves") {
  // jieqi-record-epilogue-notation: a Vietnamese game whose epilogue held an ICCS word was once read back as
  // ICCS, counting the epilogue's word as a move.
  int finds = 0;
  for (const auto& entry : fs::directory_iterator(KYPHO_SOURCE_DIR "/tests/fuzz/finds")) {
    const std::string name = entry.path().filename().string();
    if (!name.starts_with("jieqi-record")) continue;
    INFO(name);
    const std::string bytes = read_file(entry.path().string());
    REQUIRE(!bytes.empty());
    check_round_trip(grammar::decode(std::string_view(bytes).substr(1)).text);
    ++finds;
  }
  CHECK(finds >= 1);
}

TEST_CASE("fuzz-finds: every text the fuzzer flagged as JieqiBox's record is read without harm") {
  // jieqibox-not-json: a text that is no JSON at all once made the reader walk a temporary's fields (ASan).
  int finds = 0;
  for (const auto& entry : fs::directory_iterator(KYPHO_SOURCE_DIR "/tests/fuzz/finds")) {
    const std::string name = entry.path().filename().string();
    if (!name.starts_with("jieqibox")) continue;
    INFO(name);
    const std::string bytes = read_file(entry.path().string());
    REQUIRE(!bytes.empty());
    Diagnostics ds;
    const auto made = jieqi::read_jieqibox(std::make_shared<const grammar::SourceText>("box", grammar::decode(std::string_view(bytes).substr(1)).text), ds);
    CHECK(has_errors(ds));  // none of them is a JieqiBox record
    check_round_trip(std::string(made.text()));
    ++finds;
  }
  CHECK(finds >= 1);
}
