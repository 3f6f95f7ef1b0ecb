#include "rules/jieqi/position.hpp"

#include <bit>

namespace kypho::jieqi {
namespace {

using xiangqi::ADVISOR;
using xiangqi::ELEPHANT;
using xiangqi::make_piece;
using xiangqi::type_of;
using xiangqi::color_of;

// splitmix64 from a seed of its own: a face-down piece's key on each point, apart from xiangqi's.
std::array<std::uint64_t, SQUARE_NB> hidden_keys() {
  std::array<std::uint64_t, SQUARE_NB> keys{};
  std::uint64_t state = 0x4A69657169ULL;  // "Jieqi"
  for (auto& key : keys) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    key = z ^ (z >> 31);
  }
  return keys;
}
const std::array<std::uint64_t, SQUARE_NB> HIDDEN_KEYS = hidden_keys();

bool moves_unbounded(PieceType t) { return t == ADVISOR || t == ELEPHANT; }

}  // namespace

PieceType start_type(Color c, Square s) {
  static const xiangqi::Position start = xiangqi::Position::start();
  const Piece p = start.at(s);
  if (p == NO_PIECE || color_of(p) != c || type_of(p) == xiangqi::GENERAL) return NO_PIECE_TYPE;
  return type_of(p);
}

Position Position::start() {
  Position p;
  const xiangqi::Position start = xiangqi::Position::start();
  for (int s = 0; s < SQUARE_NB; ++s) {
    const Piece piece = start.at(Square(s));
    if (piece == NO_PIECE) continue;
    if (type_of(piece) == xiangqi::GENERAL) p.put(piece, Square(s));
    else p.put_hidden(color_of(piece), Square(s));
  }
  p.pool_ = {START_COUNTS, START_COUNTS};
  return p;
}

std::uint64_t Position::key() const {
  // The pools' counts as one number, mixed (splitmix64's finaliser) so that nearby counts differ in every bit.
  std::uint64_t pools = 0;
  for (const Counts* counts : {&pool_[RED], &pool_[BLACK], &taken_[RED], &taken_[BLACK]})
    for (std::uint8_t n : *counts) pools = pools * 17 + n;
  pools = (pools ^ (pools >> 30)) * 0xBF58476D1CE4E5B9ULL;
  pools = (pools ^ (pools >> 27)) * 0x94D049BB133111EBULL;
  return key_ ^ pools ^ (pools >> 31);
}

int Position::hidden_count(Color c) const {
  int n = 0;
  for (int s = 0; s < SQUARE_NB; ++s)
    if (hidden(Square(s)) && color_of(board_.at(Square(s))) == c) ++n;
  return n;
}

void Position::flip_hidden(Square s) {
  hidden_[s >> 6] ^= std::uint64_t(1) << (s & 63);
  key_ ^= HIDDEN_KEYS[s];
}

void Position::put(Piece p, Square s) {
  remove(s);
  const std::uint64_t before = board_.key();
  board_.put(p, s);
  board_.set_unbounded(s, moves_unbounded(type_of(p)));
  key_ ^= before ^ board_.key();
}

void Position::put_hidden(Color c, Square s) {
  const PieceType t = start_type(c, s);
  if (t == NO_PIECE_TYPE) return;
  put(make_piece(c, t), s);
  board_.set_unbounded(s, false);
  flip_hidden(s);
}

void Position::remove(Square s) {
  if (hidden(s)) flip_hidden(s);
  const std::uint64_t before = board_.key();
  board_.remove(s);
  key_ ^= before ^ board_.key();
}

void Position::set_side_to_move(Color c) {
  const std::uint64_t before = board_.key();
  board_.set_side_to_move(c);
  key_ ^= before ^ board_.key();
}

Undo Position::make(Move m) {
  const Color us = side_to_move();
  Undo u;
  u.from_hidden = hidden(m.from);
  u.to_hidden = hidden(m.to);
  const std::uint64_t before = board_.key();
  u.board = board_.make(m);
  if (u.to_hidden) {
    flip_hidden(m.to);
    if (m.taken != NO_PIECE_TYPE) {
      --pool_[~us][m.taken];
      ++taken_[~us][m.taken];
    }
  }
  if (u.from_hidden) {
    flip_hidden(m.from);
    if (m.reveal != NO_PIECE_TYPE) {
      board_.put(make_piece(us, m.reveal), m.to);
      --pool_[us][m.reveal];
    }
    board_.set_unbounded(m.to, moves_unbounded(type_of(board_.at(m.to))));
  }
  key_ ^= before ^ board_.key();
  return u;
}

void Position::unmake(Move m, const Undo& u) {
  const Color us = ~side_to_move();
  const std::uint64_t before = board_.key();
  if (u.from_hidden) {
    if (m.reveal != NO_PIECE_TYPE) {
      ++pool_[us][m.reveal];
      board_.put(make_piece(us, start_type(us, m.from)), m.to);
    }
    board_.set_unbounded(m.to, false);
    flip_hidden(m.from);
  }
  if (u.to_hidden) {
    flip_hidden(m.to);
    if (m.taken != NO_PIECE_TYPE) {
      ++pool_[~us][m.taken];
      --taken_[~us][m.taken];
    }
  }
  board_.unmake(m, u.board);
  key_ ^= before ^ board_.key();
}

}  // namespace kypho::jieqi
