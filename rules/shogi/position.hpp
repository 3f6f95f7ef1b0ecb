// The shogi board, both hands, the side to move, and the incremental state of make/unmake.
#pragma once

#include <array>
#include <cstdint>

#include "rules/shogi/tables.hpp"
#include "rules/shogi/types.hpp"

namespace kypho::shogi {

struct Undo {
  Piece captured = NO_PIECE;
  bool checked = false;  // the side to move's check before the move
};

class Position {
 public:
  static Position start();

  Piece at(Square s) const { return board_[s]; }
  int in_hand(Color c, PieceType t) const { return hands_[c][t]; }
  const Hand& hand(Color c) const { return hands_[c]; }
  Color side_to_move() const { return side_; }
  Square king(Color c) const { return king_[c]; }
  std::uint64_t key() const { return key_; }
  int ply() const { return ply_; }  // the SFEN move number

  void put(Piece p, Square s);
  void remove(Square s);
  void set_hand(Color c, PieceType t, int count);
  void set_side_to_move(Color c);
  void set_ply(int ply) { ply_ = ply; }

  Undo make(Move m);
  void unmake(Move m, const Undo& u);

  // The first piece from `s` along direction d (an index of DIRECTIONS), or NO_SQUARE.
  Square first_piece(Square s, int d) const { return nearest(occupied_ & ATTACKS.ray_squares[s][std::size_t(d)], d); }
  // Whether no piece stands between `from` and `to`, `to` on the ray from `from` along direction d: the
  // ray's squares before `to` (the ray from `to` the same way is the rest of it) are all empty.
  bool clear_between(Square from, Square to, int d) const {
    const Squares& ray = ATTACKS.ray_squares[from][std::size_t(d)];
    const Squares& rest = ATTACKS.ray_squares[to][std::size_t(d)];
    const Squares before = occupied_.without(to);
    return ((before.words[0] & ray.words[0] & ~rest.words[0]) | (before.words[1] & ray.words[1] & ~rest.words[1])) == 0;
  }

  bool attacked(Square s, Color by) const;
  // Whether the side to move's king would be attacked after `m`: asked of the board as the move would leave
  // it, without making it (the key, the hands and the check state make() keeps say nothing of it).
  bool king_attacked_after(Move m) const;
  // Kept up by make and unmake, which find it from the move alone (a direct check by the piece that moved,
  // or one it uncovered): every legality test asks it, and a full attack test is dear. Asked afresh after
  // the set-up functions.
  bool in_check() const {
    if (!check_known_) {
      checked_ = king_[side_] != NO_SQUARE && attacked(king_[side_], ~side_);
      check_known_ = true;
    }
    return checked_;
  }
  // An unpromoted pawn of colour c on this file (file 1..9 as written): the nifu test for drops.
  bool has_pawn_on_file(Color c, int column) const;

 private:
  std::array<Piece, SQUARE_NB> board_{};
  std::array<Hand, 2> hands_{};
  std::array<Square, 2> king_{NO_SQUARE, NO_SQUARE};
  Color side_ = BLACK;
  int ply_ = 1;
  std::uint64_t key_ = 0;
  mutable bool checked_ = false;
  mutable bool check_known_ = false;
  Squares occupied_;  // the squares board_ holds a piece on

  bool gives_check(Move m) const;
};


}  // namespace kypho::shogi
