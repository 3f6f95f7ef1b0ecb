// Compares kypho's shogi legal moves and check detection with Fairy-Stockfish's, position by position.
// Input: lines of `SFEN <tab> in-check(0|1) <tab> sorted USI moves`, as ffish_shogi_positions.js writes them.
#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "converters/shogi/position.hpp"
#include "converters/common/text_join.hpp"
#include "rules/shogi/movegen.hpp"

int main(int argc, char** argv) {
  using namespace kypho;
  if (argc != 2) {
    fmt::print(stderr, "usage: shogi_compare POSITIONS.tsv\n");
    return 2;
  }
  std::ifstream in(argv[1]);
  std::string line;
  int positions = 0, mismatches = 0, drops = 0, ffish_uchifuzume = 0;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string sfen, check, moves;
    std::getline(fields, sfen, '\t');
    std::getline(fields, check, '\t');
    std::getline(fields, moves);
    ++positions;
    const grammar::SourceText src("ffish", sfen);
    Diagnostics ds;
    auto pos = shogi::read_sfen(src, ds);
    if (!pos) {
      fmt::print("MISMATCH kypho rejects a position ffish reached: {}\n", sfen);
      for (const auto& d : ds) fmt::print("  {}\n", d.message);
      ++mismatches;
      continue;
    }
    std::vector<std::string> ours;
    for (auto m : shogi::MoveList(*pos)) {
      ours.push_back(shogi::usi_move(m));
      drops += m.is_drop();
    }
    std::sort(ours.begin(), ours.end());
    std::string joined;
    for (const auto& m : ours) append_item(joined, " ", m);
    // A disagreement is checked against the rules before it counts. Fairy-Stockfish 0.7.10 lets through
    // some pawn drops that mate (uchifuzume): kypho keeps them out, and plays them to prove the mate.
    if (joined != moves) {
      std::istringstream theirs(moves);
      std::vector<std::string> ffish_only;
      for (std::string m; theirs >> m;)
        if (!std::binary_search(ours.begin(), ours.end(), m)) ffish_only.push_back(m);
      bool all_uchifuzume = ffish_only.size() + ours.size() == std::size_t(std::count(moves.begin(), moves.end(), ' ') + 1);
      for (const auto& m : ffish_only) {
        if (m.size() != 4 || m[0] != 'P' || m[1] != '*') {
          all_uchifuzume = false;
          continue;
        }
        const shogi::Move drop{shogi::NO_SQUARE, shogi::square_at(m[2] - '0', m[3] - 'a' + 1), shogi::PAWN, false};
        if (shogi::why_illegal(*pos, drop) != shogi::Illegal::UCHIFUZUME) {
          all_uchifuzume = false;
          continue;
        }
        const auto undo = pos->make(drop);
        const bool mate = pos->in_check() && shogi::MoveList(*pos).size() == 0;
        pos->unmake(drop, undo);
        if (!mate) all_uchifuzume = false;
        else fmt::print("ffish allows the mating pawn drop {} in {}: uchifuzume, kept out by kypho\n", m, sfen);
      }
      if (all_uchifuzume) {
        ++ffish_uchifuzume;
        joined = moves;
      }
    }
    if (joined != moves || pos->in_check() != (check == "1")) {
      ++mismatches;
      fmt::print("MISMATCH {}\n  ffish: check={} {}\n  kypho: check={} {}\n", sfen, check, moves, int(pos->in_check()), joined);
    }
  }
  fmt::print("{} shogi positions compared with ffish ({} drops among kypho's moves), {} mismatches; {} positions where ffish "
             "allowed a mating pawn drop\n",
             positions, drops, mismatches, ffish_uchifuzume);
  return mismatches == 0 && positions >= 1000 && drops > 0 ? 0 : 1;
}
