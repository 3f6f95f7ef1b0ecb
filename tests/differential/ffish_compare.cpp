// Compares kypho's legal moves and check detection with Fairy-Stockfish's, position by position.
// Input: lines of `FEN <tab> in-check(0|1) <tab> sorted ICCS moves`, as ffish_positions.js writes them.
#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "converters/common/text_join.hpp"
#include "converters/xiangqi/fen.hpp"
#include "converters/xiangqi/names.hpp"
#include "converters/xiangqi/record_reader.hpp"
#include "rules/xiangqi/movegen.hpp"

using namespace kypho;

namespace {

// Reads the games of OUT.wxf or OUT.san (start FEN, ffish's moves as written, the same in ICCS).
int compare_written_games(const std::string& out, grammar::xiangqi::Notation notation, int& games) {
  const bool san = notation == grammar::xiangqi::Notation::SAN;
  const std::string name = san ? "SAN" : "WXF";
  std::ifstream in(out + (san ? ".san" : ".wxf"));
  std::string line;
  int read = 0, mismatches = 0, written_differently = 0;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string fen, text, iccs;
    std::getline(fields, fen, '\t');
    std::getline(fields, text, '\t');
    std::getline(fields, iccs);
    ++read;
    const grammar::SourceText src("ffish", "[FEN \"" + fen + "\"]\n" + text);
    std::string ours, ours_written;
    bool valid = false;
    xiangqi::read_xiangqi_records(src, notation, [&](xiangqi::ReadGame& g) {
      valid = g.valid;
      for (const auto& d : g.diagnostics)
        if (d.severity == Severity::ERROR) fmt::print("  {} at ply {}: {}\n", d.move, d.ply, d.message);
      auto pos = g.record.start;
      g.record.for_each_main_line_node([&](const auto& n) {
        if (!ours.empty()) ours += ' ';
        ours += xiangqi::move_name(n.move);
        if (!ours_written.empty()) ours_written += ' ';
        ours_written += xiangqi::write_move(pos, n.move, xiangqi::Notation::SAN);
        pos.make(n.move);
      });
    });
    if (!valid || ours != iccs) {
      ++mismatches;
      fmt::print("MISMATCH {} game from {}\n  ffish {}: {}\n  ffish:     {}\n  kypho:     {}\n", name, fen, name, text, iccs, ours);
    }
    if (san && ours_written != text) {
      ++written_differently;
      fmt::print("MISMATCH kypho's SAN from {}\n  ffish: {}\n  kypho: {}\n", fen, text, ours_written);
    }
  }
  fmt::print("{} games in ffish's {} read back as ffish's moves, {} mismatches\n", read, name, mismatches);
  if (san) fmt::print("{} games written by kypho in SAN as ffish writes them, {} differ\n", read, written_differently);
  games += read;
  return mismatches + written_differently;
}

}  // namespace

int main(int argc, char** argv) {
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

  // Games Fairy-Stockfish wrote in WXF and in SAN must read back, through kypho's readers, as ffish's own
  // moves; and kypho must write SAN exactly as Fairy-Stockfish does.
  int games = 0;
  for (const auto notation : {grammar::xiangqi::Notation::WXF, grammar::xiangqi::Notation::SAN})
    mismatches += compare_written_games(argv[1], notation, games);
  // Too few positions means the generator did not run properly: that is a failure, not a pass.
  return mismatches == 0 && positions >= 1000 && games >= 100 ? 0 : 1;
}
