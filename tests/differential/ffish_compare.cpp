// Compares kypho's legal moves and check detection with Fairy-Stockfish's, position by position.
// Input: lines of `FEN <tab> in-check(0|1) <tab> sorted ICCS moves`, as ffish_positions.js writes them.
#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "converters/text_join.hpp"
#include "converters/xiangqi_fen.hpp"
#include "converters/xiangqi_names.hpp"
#include "converters/xiangqi_record_reader.hpp"
#include "rules/xiangqi/movegen.hpp"

int main(int argc, char** argv) {
  using namespace kypho;
  if (argc != 2) {
    fmt::print(stderr, "usage: ffish_compare POSITIONS.tsv\n");
    return 2;
  }
  std::ifstream in(argv[1]);
  std::string line;
  int positions = 0, mismatches = 0;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string fen, check, moves;
    std::getline(fields, fen, '\t');
    std::getline(fields, check, '\t');
    std::getline(fields, moves);
    ++positions;
    const grammar::SourceText src("ffish", fen);
    Diagnostics ds;
    auto pos = xiangqi::read_fen(src, ds);
    if (!pos) {
      fmt::print("MISMATCH kypho rejects a position ffish reached: {}\n", fen);
      for (const auto& d : ds) fmt::print("  {}\n", d.message);
      ++mismatches;
      continue;
    }
    std::vector<std::string> ours;
    for (auto m : xiangqi::MoveList(*pos)) ours.push_back(xiangqi::move_name(m));
    std::sort(ours.begin(), ours.end());
    std::string joined;
    for (const auto& m : ours) append_item(joined, " ", m);
    const bool check_ours = pos->in_check();
    // The replay path's direct legality test must agree with the generator on every from/to pair.
    if (positions % 8 == 0) {
      const xiangqi::MoveList legal(*pos);
      for (int from = 0; from < xiangqi::SQUARE_NB; ++from)
        for (int to = 0; to < xiangqi::SQUARE_NB; ++to) {
          const xiangqi::Move m{xiangqi::Square(from), xiangqi::Square(to)};
          if (xiangqi::is_legal(*pos, m) != legal.contains(m)) {
            ++mismatches;
            fmt::print("MISMATCH is_legal({}) disagrees with the move list in {}\n", xiangqi::move_name(m), fen);
          }
        }
    }
    if (joined != moves || check_ours != (check == "1")) {
      ++mismatches;
      fmt::print("MISMATCH {}\n  ffish: check={} {}\n  kypho: check={} {}\n", fen, check, moves, int(check_ours), joined);
    }
  }
  fmt::print("{} positions compared with ffish, {} mismatches\n", positions, mismatches);

  // Games Fairy-Stockfish wrote in WXF must read back, through kypho's WXF reader, as ffish's own moves.
  std::ifstream wxf_in(std::string(argv[1]) + ".wxf");
  int games = 0, wxf_mismatches = 0;
  while (std::getline(wxf_in, line)) {
    std::istringstream fields(line);
    std::string fen, wxf, iccs;
    std::getline(fields, fen, '\t');
    std::getline(fields, wxf, '\t');
    std::getline(fields, iccs);
    ++games;
    const grammar::SourceText src("ffish.wxf", "[FEN \"" + fen + "\"]\n" + wxf);
    std::string ours;
    bool valid = false;
    xiangqi::read_xiangqi_records(src, grammar::xiangqi::MoveNotation::WXF, [&](xiangqi::ReadGame& g) {
      valid = g.valid;
      for (const auto& d : g.diagnostics)
        if (d.severity == Severity::ERROR) fmt::print("  {} at ply {}: {}\n", d.move, d.ply, d.message);
      g.record.for_each_main_line_node([&](const auto& n) {
        if (!ours.empty()) ours += ' ';
        ours += xiangqi::move_name(n.move);
      });
    });
    if (!valid || ours != iccs) {
      ++wxf_mismatches;
      fmt::print("MISMATCH WXF game from {}\n  ffish wxf: {}\n  ffish:     {}\n  kypho:     {}\n", fen, wxf, iccs, ours);
    }
  }
  fmt::print("{} games in ffish's WXF read back as ffish's moves, {} mismatches\n", games, wxf_mismatches);
  mismatches += wxf_mismatches;
  // Too few positions means the generator did not run properly: that is a failure, not a pass.
  return mismatches == 0 && positions >= 1000 && games >= 50 ? 0 : 1;
}
