// Cờ tướng úp (Jieqi, 揭棋): xiangqi whose pieces, the generals aside, start face down, shuffled over their
// side's fifteen start points. A face-down piece moves as the piece whose start point it stands on, and its
// first move turns it face up: from then on it moves as what it is, advisors and elephants bound by neither
// palace nor river. The board is a xiangqi position in which a face-down piece stands as its start point's
// type (so it moves as one) and a face-up advisor or elephant is marked unbounded; what is Jieqi's own is
// which pieces are face down and the pool of what they may turn out to be.
#pragma once

#include <array>
#include <cstdint>

#include "rules/xiangqi/position.hpp"

namespace kypho::jieqi {

using xiangqi::BLACK;
using xiangqi::Color;
using xiangqi::Move;
using xiangqi::NO_PIECE;
using xiangqi::NO_PIECE_TYPE;
using xiangqi::NO_SQUARE;
using xiangqi::Piece;
using xiangqi::PieceType;
using xiangqi::RED;
using xiangqi::Square;
using xiangqi::SQUARE_NB;

// How many pieces of each type: a side's face-down pool, or what a side starts with.
using Counts = std::array<std::uint8_t, xiangqi::PIECE_TYPE_NB>;
// The fifteen pieces besides the general that each side starts with.
inline constexpr Counts START_COUNTS = {0, 0, 2, 2, 2, 2, 2, 5};

// The type of piece an ordinary xiangqi game starts on `s` for colour `c`, or NO_PIECE_TYPE: what a face-down
// piece there moves as. The generals' points are no face-down piece's.
PieceType start_type(Color c, Square s);

struct Undo {
  xiangqi::Undo board;
  bool from_hidden = false;
  bool to_hidden = false;
};

class Position {
 public:
  // Every piece but the generals face down, each pool the fifteen a side starts with.
  static Position start();
  static Position empty() { return Position{}; }

  const xiangqi::Position& board() const { return board_; }
  // The board as the xiangqi rules see it: its legal moves are Jieqi's (notations resolve moves on it).
  xiangqi::Position& board() { return board_; }
  Piece at(Square s) const { return board_.at(s); }
  bool hidden(Square s) const { return (hidden_[s >> 6] >> (s & 63)) & 1; }
  int hidden_count(Color c) const;
  // The identities a side's face-down pieces may still turn out to be: those not yet seen.
  const Counts& pool(Color c) const { return pool_[c]; }
  // The identities of face-down pieces taken before they moved, as far as they are known (JieqiBox's
  // captured pool); they are no longer in the pool.
  const Counts& taken_hidden(Color c) const { return taken_[c]; }
  Color side_to_move() const { return board_.side_to_move(); }
  bool in_check() const { return board_.in_check(); }
  int rule_plies() const { return board_.rule_plies(); }
  int fullmove() const { return board_.fullmove(); }
  // The board, which pieces are face down, and the pools: two positions alike but for what their face-down
  // pieces may still be are not one.
  std::uint64_t key() const;

  // A piece face up (an advisor or elephant unbounded) or face down (standing as its point's start type).
  void put(Piece p, Square s);
  void put_hidden(Color c, Square s);
  void remove(Square s);
  void set_pool(Color c, const Counts& pool) { pool_[c] = pool; }
  void set_taken_hidden(Color c, const Counts& taken) { taken_[c] = taken; }
  void set_side_to_move(Color c);
  void set_counters(int rule_plies, int fullmove) { board_.set_counters(rule_plies, fullmove); }

  // A face-down piece's move turns it into `m.reveal`, taken from its side's pool; with no reveal (perft,
  // which counts a face-down piece's move once) it stays its start point's type. A face-down piece taken
  // whose identity the record gives (`m.taken`) leaves its side's pool for the pool of those taken.
  Undo make(Move m);
  void unmake(Move m, const Undo& u);

 private:
  void flip_hidden(Square s);

  xiangqi::Position board_;
  std::array<std::uint64_t, 2> hidden_{};
  std::array<Counts, 2> pool_{};
  std::array<Counts, 2> taken_{};
  std::uint64_t key_ = 0;
};

}  // namespace kypho::jieqi
