#include "rules/shogi/tables.hpp"

namespace kypho::shogi {
namespace {

// From sente's seat: dr < 0 is forward. Gote's moves are the same turned round.
PieceMoves moves_of(PieceType t) {
  PieceMoves m;
  constexpr Step gold[] = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {0, 1}};
  constexpr Step diagonal[] = {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}};
  constexpr Step orthogonal[] = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}};
  switch (t) {
    case PAWN: m.steps.push({0, -1}); break;
    case LANCE: m.slides.push({0, -1}); break;
    case KNIGHT:
      m.steps.push({-1, -2});
      m.steps.push({1, -2});
      break;
    case SILVER:
      for (Step s : diagonal) m.steps.push(s);
      m.steps.push({0, -1});
      break;
    case GOLD: case PRO_PAWN: case PRO_LANCE: case PRO_KNIGHT: case PRO_SILVER:
      for (Step s : gold) m.steps.push(s);
      break;
    case BISHOP:
      for (Step s : diagonal) m.slides.push(s);
      break;
    case ROOK:
      for (Step s : orthogonal) m.slides.push(s);
      break;
    case KING:
      for (Step s : diagonal) m.steps.push(s);
      for (Step s : orthogonal) m.steps.push(s);
      break;
    case HORSE:
      for (Step s : diagonal) m.slides.push(s);
      for (Step s : orthogonal) m.steps.push(s);
      break;
    case DRAGON:
      for (Step s : orthogonal) m.slides.push(s);
      for (Step s : diagonal) m.steps.push(s);
      break;
    default: break;
  }
  return m;
}

std::array<std::array<PieceMoves, PIECE_TYPE_NB>, 2> build_moves() {
  std::array<std::array<PieceMoves, PIECE_TYPE_NB>, 2> all{};
  for (int t = 0; t < PIECE_TYPE_NB; ++t) {
    all[BLACK][t] = moves_of(PieceType(t));
    PieceMoves turned;
    for (Step s : all[BLACK][t].steps) turned.steps.push({std::int8_t(-s.dc), std::int8_t(-s.dr)});
    for (Step s : all[BLACK][t].slides) turned.slides.push({std::int8_t(-s.dc), std::int8_t(-s.dr)});
    all[WHITE][t] = turned;
  }
  return all;
}

Zobrist build_zobrist() {
  Zobrist z{};
  std::uint64_t state = 0x73686F6769ULL;  // "shogi": fixed, so hashes are reproducible
  auto next = [&state] {
    std::uint64_t x = (state += 0x9E3779B97F4A7C15ULL);
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
  };
  for (auto& p : z.board)
    for (auto& k : p) k = next();
  for (auto& c : z.hand)
    for (auto& t : c)
      for (auto& k : t) k = next();
  z.white_to_move = next();
  return z;
}

}  // namespace

const std::array<std::array<PieceMoves, PIECE_TYPE_NB>, 2> MOVES = build_moves();
const Zobrist ZOBRIST = build_zobrist();

}  // namespace kypho::shogi
