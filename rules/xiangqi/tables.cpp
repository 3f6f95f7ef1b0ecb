#include "rules/xiangqi/tables.hpp"

#include <cstdlib>

namespace kypho::xiangqi {
namespace {

bool on_board(int file, int rank) { return file >= 0 && file < FILE_NB && rank >= 0 && rank < RANK_NB; }

// splitmix64: fixed seed, so hashes are the same in every run and on every machine.
std::uint64_t next_random(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

Tables build_tables() {
  Tables t{};
  constexpr int orth[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};  // NORTH SOUTH EAST WEST
  constexpr int diag[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  constexpr int horse[8][2] = {{1, 2}, {-1, 2}, {1, -2}, {-1, -2}, {2, 1}, {2, -1}, {-2, 1}, {-2, -1}};

  for (int s = 0; s < SQUARE_NB; ++s) {
    const int f = file_of(Square(s)), r = rank_of(Square(s));
    for (int d = 0; d < 4; ++d)
      for (int ff = f + orth[d][0], rr = r + orth[d][1]; on_board(ff, rr); ff += orth[d][0], rr += orth[d][1])
        t.ray[s][d].push(make_square(ff, rr));

    for (auto [df, dr] : horse) {
      if (!on_board(f + df, r + dr)) continue;
      // The leg is the point next to the horse in the direction of its long step.
      const Square leg = std::abs(dr) == 2 ? make_square(f, r + dr / 2) : make_square(f + df / 2, r);
      t.horse_moves[s].push({make_square(f + df, r + dr), leg});
      // Seen from the target: a horse at s+(df,dr) jumping back to s has its leg beside itself.
      const Square attacker_leg = std::abs(dr) == 2 ? make_square(f + df, r + dr / 2) : make_square(f + df / 2, r + dr);
      t.horse_attackers[s].push({make_square(f + df, r + dr), attacker_leg});
      t.horse_attack_points[s].set(make_square(f + df, r + dr));
    }

    for (auto [df, dr] : diag) {
      if (on_board(f + df, r + dr)) t.unbounded_advisor_moves[s].push(make_square(f + df, r + dr));
      if (on_board(f + 2 * df, r + 2 * dr)) t.unbounded_elephant_moves[s].push({make_square(f + 2 * df, r + 2 * dr), make_square(f + df, r + dr)});
    }

    for (Color c : {RED, BLACK}) {
      const Square sq = Square(s);
      for (auto [df, dr] : diag) {
        if (on_board(f + 2 * df, r + 2 * dr) && can_stand(c, ELEPHANT, sq) &&
            can_stand(c, ELEPHANT, make_square(f + 2 * df, r + 2 * dr)))
          t.elephant_moves[c][s].push({make_square(f + 2 * df, r + 2 * dr), make_square(f + df, r + dr)});
        if (on_board(f + df, r + dr) && in_palace(c, sq) && can_stand(c, ADVISOR, make_square(f + df, r + dr)))
          t.advisor_moves[c][s].push(make_square(f + df, r + dr));
      }
      for (auto [df, dr] : orth)
        if (on_board(f + df, r + dr) && in_palace(c, sq) && in_palace(c, make_square(f + df, r + dr)))
          t.general_moves[c][s].push(make_square(f + df, r + dr));

      const int forward = c == RED ? 1 : -1;
      if (on_board(f, r + forward)) t.soldier_moves[c][s].push(make_square(f, r + forward));
      if (crossed_river(c, sq))
        for (int df : {-1, 1})
          if (on_board(f + df, r)) t.soldier_moves[c][s].push(make_square(f + df, r));
    }
  }

  for (int s = 0; s < SQUARE_NB; ++s)
    for (Color c : {RED, BLACK})
      for (Square to : t.soldier_moves[c][s]) t.soldier_attack_points[c][to].set(Square(s));

  std::uint64_t seed = 0x6B7970686FULL;  // "kypho"
  for (auto& piece : t.zobrist_piece)
    for (auto& key : piece) key = next_random(seed);
  t.zobrist_black_to_move = next_random(seed);
  return t;
}

}  // namespace

bool can_stand(Color c, PieceType t, Square s) {
  const int f = file_of(s), r = relative_rank(c, rank_of(s));
  switch (t) {
    case GENERAL: return in_palace(c, s);
    case ADVISOR: return in_palace(c, s) && (f == 4) == (r == 1);
    case ELEPHANT:
      return (r == 0 || r == 4) ? (f == 2 || f == 6) : r == 2 && (f == 0 || f == 4 || f == 8);
    case SOLDIER: return r >= 5 || ((r == 3 || r == 4) && f % 2 == 0);
    default: return true;
  }
}

const Tables TABLES = build_tables();

}  // namespace kypho::xiangqi
