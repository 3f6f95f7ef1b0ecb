// The record model: main line, variations, comments, reuse without reallocation, other games' moves.
#include <array>

#include "converters/common/record.hpp"
#include "helpers.hpp"

using namespace kypho;

using XiangqiRecord = Record<xiangqi::Position, xiangqi::Move>;

TEST_CASE("main line and variations") {
  XiangqiRecord r;
  const auto a = r.add_move(XiangqiRecord::ROOT, {1, 2});
  const auto b = r.add_move(a, {3, 4});
  const auto alt = r.add_move(a, {5, 6});  // a variation to b
  const auto c = r.add_move(b, {7, 8});
  CHECK(r.node(a).ply == 1);
  CHECK(r.node(c).ply == 3);
  CHECK(r.node(a).first_child == b);
  CHECK(r.node(b).next_sibling == alt);
  CHECK(r.node(alt).parent == a);
  CHECK(r.node(alt).ply == 2);
  CHECK(r.main_line_end() == c);
  std::vector<int> froms;
  r.for_each_main_line_node([&](const auto& n) { froms.push_back(n.move.from); });
  CHECK(froms == std::vector<int>{1, 3, 7});
}

TEST_CASE("comments, annotations, clocks and tags") {
  XiangqiRecord r;
  r.tags.push_back({"Event", "Giải vô địch"});
  r.tags.push_back({"X-Unknown", "kept"});
  const auto n = r.add_move(XiangqiRecord::ROOT, {1, 2}, {10, 4});
  r.node(n).comment = r.add_text("Pháo đầu");
  r.node(n).annotation = Annotation::GOOD;
  r.node(n).spent_ms = 1500;
  CHECK(r.text(r.node(n).comment) == "Pháo đầu");
  CHECK(r.node(n).source.offset == 10);
  REQUIRE(r.tag("X-Unknown") != nullptr);
  CHECK(*r.tag("X-Unknown") == "kept");
  CHECK(r.tag("Round") == nullptr);
  CHECK(result_text(Result::SECOND_WINS) == "0-1");
  CHECK(termination_text(Termination::STALEMATE) == "stalemate");
}

TEST_CASE("clear() keeps the buffers, so streaming games allocates nothing per move") {
  XiangqiRecord r;
  for (int i = 0; i < 300; ++i) r.add_move(r.main_line_end(), {1, 2});
  r.add_text(std::string(1000, 'x'));
  const auto* first = &r.node(0);
  r.clear();
  CHECK(r.node_count() == 1);
  for (int i = 0; i < 300; ++i) r.add_move(r.main_line_end(), {1, 2});
  CHECK(&r.node(0) == first);
  CHECK(r.result == Result::UNKNOWN);
}

// A cờ tư lệnh turn: several pieces of one stack move in one turn, held inline in the move.
struct StackTurn {
  struct SubMove {
    std::uint8_t from, to, piece;
  };
  std::array<SubMove, 4> parts;
  std::uint8_t count;
};
// A shogi move or drop.
struct ShogiMove {
  std::uint8_t from, to, piece;
  bool promote, drop;
};

TEST_CASE("the model holds other games' moves by value") {
  Record<int, StackTurn> ctl;
  StackTurn t{};
  t.parts[0] = {1, 2, 3};
  t.parts[1] = {1, 5, 4};
  t.count = 2;
  const auto n = ctl.add_move(0, t);
  CHECK(ctl.node(n).move.count == 2);
  CHECK(ctl.node(n).move.parts[1].to == 5);
  Record<int, ShogiMove> shogi;
  CHECK(shogi.node(shogi.add_move(0, {0, 40, 1, false, true})).move.drop);
}
