// The point sets every engine asks "is one of these there" with: against a plain list of points.
#include <algorithm>
#include <random>
#include <vector>

#include "helpers.hpp"
#include "rules/common/point_set.hpp"

using namespace kypho;

namespace {

// Random sets of a board of N points, each checked against the points it was given.
template <int N>
void against_lists() {
  std::mt19937 rng(N);
  for (int round = 0; round < 200; ++round) {
    PointSet<N> a, b;
    std::vector<bool> in_a(N), in_b(N);
    for (int s = 0; s < N; ++s) {
      if (rng() % 4 == 0) in_a[std::size_t(s)] = true, a.set(std::size_t(s));
      if (rng() % 4 == 0) in_b[std::size_t(s)] = true, b.set(std::size_t(s));
    }
    std::vector<int> each, each_not, each_both;
    a.for_each([&](std::uint8_t s) { each.push_back(s); });
    (~a).for_each([&](std::uint8_t s) { each_not.push_back(s); });
    (a & b).for_each([&](std::uint8_t s) { each_both.push_back(s); });
    std::vector<int> want, want_not, want_both;
    for (int s = 0; s < N; ++s) {
      (in_a[std::size_t(s)] ? want : want_not).push_back(s);
      if (in_a[std::size_t(s)] && in_b[std::size_t(s)]) want_both.push_back(s);
      CHECK(a.test(std::size_t(s)) == in_a[std::size_t(s)]);
    }
    CHECK(each == want);          // ascending, as the generators rely on
    CHECK(each_not == want_not);  // only points of the board
    CHECK(each_both == want_both);
    CHECK(a.meets(b) == !want_both.empty());
    CHECK(a.any() == !want.empty());
  }
  int all = 0;
  PointSet<N>::all().for_each([&](std::uint8_t) { ++all; });
  CHECK(all == N);
}

}  // namespace

TEST_CASE("point sets: set, test, complement, intersection and ascending walk agree with lists, on xiangqi's, shogi's and cờ tư lệnh's boards") {
  against_lists<90>();
  against_lists<81>();
  against_lists<132>();
  against_lists<64>();
}
