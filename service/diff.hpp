// Two records of one game compared, as an arbiter compares both players' scoresheets: the moves paired by a
// longest common subsequence (a missing or extra move does not make every later ply differ), a move that
// cannot be played replaced by the other sheet's where both go on alike, the result and the headers both
// give. Rendered as text or JSON lines, as `kypho diff` prints them.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "service/game_kit.hpp"

namespace kypho::service {

// Plies [begin, end) of each sheet that differ.
struct Hunk {
  std::size_t a_begin, a_end, b_begin, b_end;
};

struct HeaderDifference {
  std::string name;  // "result", or a header both sheets give
  std::string a, b;
};

struct SheetDiff {
  Sheet a, b;
  Diagnostics read_a, read_b;  // what reading each record found
  bool same_game = true;       // false: nothing was compared
  std::vector<HeaderDifference> headers;
  std::vector<Hunk> hunks;
  // The first illegal ply of each, when both sheets write it alike: no disagreement, and no game to accept.
  std::optional<std::pair<std::size_t, std::size_t>> both_illegal;
  std::size_t illegal_a = 0, illegal_b = 0;  // each sheet's first illegal ply (its size when none)

  // Where the two records disagree: headers and hunks.
  std::size_t places() const { return headers.size() + hunks.size(); }
  bool agree() const { return places() == 0 && !both_illegal; }
};

// `rules`: the rule set both are read by, empty for the game's default.
SheetDiff diff_records(const Input& a, const Input& b, std::string_view rules);

// As `kypho diff` prints it; `quiet` leaves out the closing count.
std::string diff_text(const SheetDiff& d, bool quiet);
std::string diff_json(const SheetDiff& d);

}  // namespace kypho::service
