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

Attacks build_attacks(const std::array<std::array<PieceMoves, PIECE_TYPE_NB>, 2>& moves) {
  Attacks a{};
  for (int s = 0; s < SQUARE_NB; ++s)
    for (int d = 0; d < 8; ++d)
      for (int c = column_of(Square(s)) + DIRECTIONS[d].dc, r = row_of(Square(s)) + DIRECTIONS[d].dr; c >= 0 && c < FILE_NB && r >= 0 && r < RANK_NB;
           c += DIRECTIONS[d].dc, r += DIRECTIONS[d].dr)
      {
        a.ray[std::size_t(s)][std::size_t(d)].push(make_square(c, r));
        a.ray_squares[std::size_t(s)][std::size_t(d)].toggle(make_square(c, r));
      }
  for (int from = 0; from < SQUARE_NB; ++from)
    for (int to = 0; to < SQUARE_NB; ++to) a.direction[std::size_t(from)][std::size_t(to)] = std::int8_t(direction_between(Square(from), Square(to)));
  for (int color = 0; color < 2; ++color)
    for (int t = 0; t < PIECE_TYPE_NB; ++t)
      for (int d = 0; d < 8; ++d) {
        const auto towards = [&](Step st) { return st.dc == -DIRECTIONS[d].dc && st.dr == -DIRECTIONS[d].dr; };
        for (Step st : moves[std::size_t(color)][std::size_t(t)].steps)
          if (towards(st)) a.step[std::size_t(color)][std::size_t(t)] |= std::uint8_t(1u << d);
        for (Step st : moves[std::size_t(color)][std::size_t(t)].slides)
          if (towards(st)) a.slide[std::size_t(color)][std::size_t(t)] |= std::uint8_t(1u << d);
      }
  for (int color = 0; color < 2; ++color)
    for (int t = 0; t < PIECE_TYPE_NB; ++t)
      for (Step st : moves[std::size_t(color)][std::size_t(t)].steps)
        a.stepping[std::size_t(color)][offset_index(st.dc, st.dr)] |= std::uint16_t(1u << t);
  return a;
}

Targets build_targets(const std::array<std::array<PieceMoves, PIECE_TYPE_NB>, 2>& moves) {
  Targets t{};
  const auto direction_of = [](Step st) {
    for (std::uint8_t d = 0; d < 8; ++d)
      if (DIRECTIONS[d].dc == st.dc && DIRECTIONS[d].dr == st.dr) return d;
    return std::uint8_t(8);
  };
  for (std::size_t color = 0; color < 2; ++color)
    for (std::size_t type = 0; type < PIECE_TYPE_NB; ++type) {
      for (Step st : moves[color][type].slides) t.slides[color][type].push(direction_of(st));
      for (int s = 0; s < SQUARE_NB; ++s)
        for (Step st : moves[color][type].steps)
          if (const int c = column_of(Square(s)) + st.dc, r = row_of(Square(s)) + st.dr; c >= 0 && c < FILE_NB && r >= 0 && r < RANK_NB)
            t.steps[color][type][std::size_t(s)].push(make_square(c, r));
    }
  return t;
}

}  // namespace

const std::array<std::array<PieceMoves, PIECE_TYPE_NB>, 2> MOVES = build_moves();
const Attacks ATTACKS = build_attacks(MOVES);
const Targets TARGETS = build_targets(MOVES);
const Zobrist ZOBRIST = build_zobrist();

}  // namespace kypho::shogi
