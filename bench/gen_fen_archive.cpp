// Writes a large FEN archive for whole-CLI benchmarks: the positions of random legal games, one per
// line, with every tenth position made impossible so that the error path is measured too.
// Usage: kypho_gen_fen_archive POSITIONS > archive.fen
#include <fmt/format.h>

#include <cstdlib>

#include "converters/xiangqi/fen.hpp"
#include "rules/xiangqi/movegen.hpp"

int main(int argc, char** argv) {
  using namespace kypho::xiangqi;
  const long wanted = argc > 1 ? std::atol(argv[1]) : 1'000'000;
  std::uint64_t seed = 42;
  long written = 0;
  while (written < wanted) {
    auto pos = Position::start();
    for (int ply = 0; ply < 160 && written < wanted; ++ply) {
      const MoveList moves(pos);
      if (moves.size() == 0) break;
      seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
      pos.make(moves[(seed >> 33) % moves.size()]);
      std::string fen = write_fen(pos);
      if (written % 10 == 9) fen[fen.find(' ') + 1] = fen[fen.find(' ') + 1] == 'w' ? 'b' : 'w';
      fmt::print("{}\n", fen);
      ++written;
    }
  }
}
