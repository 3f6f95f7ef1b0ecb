// The board, the side to move and the incremental state needed to make and unmake moves.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "rules/xiangqi/tables.hpp"
#include "rules/xiangqi/types.hpp"

namespace kypho::xiangqi {

// What make() must remember so that unmake() can restore the position exactly.
struct Undo {
  Piece captured = NO_PIECE;
  bool captured_unbounded = false;
  std::uint16_t rule_plies = 0;
};

class Position {
 public:
  static Position start();
  static Position empty();

  Piece at(Square s) const { return board_[s]; }
  Color side_to_move() const { return side_; }
  Square general(Color c) const { return general_[c]; }
  std::uint64_t key() const { return key_; }
  int count(Color c, PieceType t) const { return count_[make_piece(c, t)]; }
  // Plies since the last capture; the basis of the no-progress draw rules.
  int rule_plies() const { return rule_plies_; }
  int fullmove() const { return fullmove_; }

  void put(Piece p, Square s);
  void remove(Square s);
  // An advisor or elephant that neither the palace nor the river bounds: cờ tướng úp's revealed ones. The mark
  // travels with the piece; ordinary xiangqi never sets one, and then nothing of it is looked at.
  void set_unbounded(Square s, bool unbounded);
  bool unbounded(Square s) const { return (unbounded_[s >> 6] >> (s & 63)) & 1; }
  bool any_unbounded() const { return (unbounded_[0] | unbounded_[1]) != 0; }
  void set_side_to_move(Color c);
  void set_counters(int rule_plies, int fullmove);

  Undo make(Move m);
  void unmake(Move m, const Undo& u);

  // True when the general of colour c could be captured, or stands on an open file facing the other.
  bool general_attacked(Color c) const;
  bool in_check() const { return general_attacked(side_); }
  bool generals_facing() const;
  // Whether the nearest pieces beyond `s` along `dir` attack it: a chariot or the general of colour `by`
  // first, or its cannon over one screen.
  bool line_attacks(Square s, Direction dir, Color by) const;
  // Whether an unbounded advisor or elephant of colour `by` attacks `s`.
  bool unbounded_attack(Color by, Square s) const;
  // Whether a chariot, a cannon or the general of colour `by` stands on the file (the rank) of point s: only
  // then can a piece that leaves or takes a point of that line change what attacks s along it.
  bool watches_file(Color by, Square s) const {
    const int f = file_of(s);
    return sliders(by).meets(FILE_POINTS[std::size_t(f)]) || (general_[by] != NO_SQUARE && file_of(general_[by]) == f);
  }
  bool watches_rank(Color by, Square s) const {
    const int r = rank_of(s);
    return sliders(by).meets(RANK_POINTS[std::size_t(r)]) || (general_[by] != NO_SQUARE && rank_of(general_[by]) == r);
  }

  // The first piece beyond `s` along `dir`, or NO_SQUARE; the second (a cannon's target over its screen).
  Square first_piece(Square s, Direction dir) const { return piece_beyond<1>(s, dir); }
  Square second_piece(Square s, Direction dir) const { return piece_beyond<2>(s, dir); }
  // The chariots and cannons of colour `c`; its cannons.
  SquareSet sliders(Color c) const { return kinds_[c][CHARIOTS] | kinds_[c][CANNONS]; }
  SquareSet cannons(Color c) const { return kinds_[c][CANNONS]; }
  // The points that can hold colour `c`'s pieces of type `t`: their kind's set (advisors and elephants share
  // one), or the general's point. A resolver tries these few, not every point.
  SquareSet kind_points(Color c, PieceType t) const {
    if (t != GENERAL) return kinds_[c][KIND_OF[t]];
    SquareSet general;
    if (general_[c] != NO_SQUARE) general.set(general_[c]);
    return general;
  }
  // The pieces of colour `c` a chase may be made against: all but the general, and a soldier only once it
  // has crossed the river.
  SquareSet chaseable(Color c) const {
    return sliders(c) | kinds_[c][HORSES] | kinds_[c][GUARDS] | (kinds_[c][SOLDIERS] & CROSSED_POINTS[c]);
  }
  // How many pieces stand strictly between two points of one file or rank.
  int pieces_between(Square a, Square b) const;

 private:
  // The nth piece beyond s along dir (1: the first), or NO_SQUARE.
  template <int N>
  Square piece_beyond(Square s, Direction dir) const;

  // Each point's file and rank with its bit in each, in one entry: make and unmake set and clear two points'
  // bits, and one load gives all four (file_of and rank_of, then the shifts, cost a replayed move 2 % more
  // instructions).
  struct PointBits {
    std::uint8_t file, rank;
    std::uint16_t in_file, in_rank;  // the point's bit in its file's word, and in its rank's
  };
  static constexpr std::array<PointBits, SQUARE_NB> POINT_BITS = [] {
    std::array<PointBits, SQUARE_NB> bits{};
    for (Square s = 0; s < SQUARE_NB; ++s)
      bits[s] = {std::uint8_t(file_of(s)), std::uint8_t(rank_of(s)), std::uint16_t(1u << rank_of(s)), std::uint16_t(1u << file_of(s))};
    return bits;
  }();
  void occupy(Square s) {
    const PointBits& b = POINT_BITS[s];
    files_[b.file] |= b.in_file;
    ranks_[b.rank] |= b.in_rank;
  }
  void vacate(Square s) {
    const PointBits& b = POINT_BITS[s];
    files_[b.file] &= std::uint16_t(~b.in_file);
    ranks_[b.rank] &= std::uint16_t(~b.in_rank);
  }

  // A piece comes to or leaves point s: its point flips in its kind's set. A piece of no kind kept (the
  // general) flips nothing, by the same instructions: make() asks no question a search could not predict.
  // Chariots and cannons apart: a move's chases ask which of the mover's cannons its lines pass, and the
  // kinds cost make() nothing (one flip per piece, whatever its kind).
  enum Kind : std::uint8_t { CHARIOTS, CANNONS, HORSES, SOLDIERS, GUARDS, KIND_NB };  // GUARDS: advisors and elephants
  static constexpr std::array<Kind, PIECE_TYPE_NB> KIND_OF = {CHARIOTS, CHARIOTS, GUARDS, GUARDS, HORSES, CHARIOTS, CANNONS, SOLDIERS};
  static constexpr std::array<std::uint64_t, PIECE_TYPE_NB> KEPT = {0, 0, 1, 1, 1, 1, 1, 1};
  void flip(Piece p, Square s) { kinds_[color_of(p)][KIND_OF[type_of(p)]].flip(s, KEPT[type_of(p)]); }

  std::array<Piece, SQUARE_NB> board_{};
  // The occupied points of each file (a bit per rank) and each rank (a bit per file): the pieces along a
  // line are found with a mask and a bit scan, not a walk.
  std::array<std::uint16_t, FILE_NB> files_{};
  std::array<std::uint16_t, RANK_NB> ranks_{};
  std::array<std::uint8_t, PIECE_NB> count_{};
  // Each side's chariots, cannons, horses, soldiers, advisors and elephants, a bit per point: a general's
  // lines and the points a horse or soldier would attack it from are looked at only where one stands, and
  // most of the time none does; what a piece could chase is its targets among the enemy's sets, not a test
  // of each point's piece.
  std::array<std::array<SquareSet, KIND_NB>, 2> kinds_{};
  std::array<Square, 2> general_{NO_SQUARE, NO_SQUARE};
  // A bit per point (0–63, 64–89) of the pieces set_unbounded marks.
  std::array<std::uint64_t, 2> unbounded_{};
  Color side_ = RED;
  std::uint16_t rule_plies_ = 0;
  std::uint16_t fullmove_ = 1;
  std::uint64_t key_ = 0;
};

// The pieces beyond s are the occupied bits of its file or rank past it: towards higher bits the nearest is
// the lowest set one, towards lower bits the highest. The nth is read after dropping the nearer ones. Inlined
// into each caller: left to the compiler, the chase test paid ~1 % more reading ICCS records.
template <int N>
[[gnu::always_inline]] inline Square Position::piece_beyond(Square s, Direction dir) const {
  const int f = file_of(s), r = rank_of(s);
  const unsigned file = files_[f], rank = ranks_[r];
  const auto up = [](unsigned b) {
    for (int i = 1; i < N; ++i) b &= b - 1;
    return b;
  };
  const auto down = [](unsigned b) {
    for (int i = 1; i < N && b; ++i) b ^= 1u << (std::bit_width(b) - 1);
    return b;
  };
  unsigned beyond = 0;
  switch (dir) {
    case NORTH:
      beyond = up(file & ~((2u << r) - 1));
      return beyond ? make_square(f, std::countr_zero(beyond)) : NO_SQUARE;
    case SOUTH:
      beyond = down(file & ((1u << r) - 1));
      return beyond ? make_square(f, std::bit_width(beyond) - 1) : NO_SQUARE;
    case EAST:
      beyond = up(rank & ~((2u << f) - 1));
      return beyond ? make_square(std::countr_zero(beyond), r) : NO_SQUARE;
    case WEST:
      beyond = down(rank & ((1u << f) - 1));
      return beyond ? make_square(std::bit_width(beyond) - 1, r) : NO_SQUARE;
  }
  return NO_SQUARE;
}

inline bool Position::line_attacks(Square s, Direction dir, Color by) const {
  // The nearest two pieces beyond s, from the occupied bits of its file or rank (towards higher bits: the
  // lowest set ones; towards lower bits: the highest).
  const int f = file_of(s), r = rank_of(s);
  const bool along_file = dir == NORTH || dir == SOUTH, upwards = dir == NORTH || dir == EAST;
  const int at = along_file ? r : f;
  const unsigned beyond = (along_file ? files_[f] : ranks_[r]) & (upwards ? ~((2u << at) - 1) : (1u << at) - 1);
  if (beyond == 0) return false;
  const auto square_at = [&](int i) { return along_file ? make_square(f, i) : make_square(i, r); };
  const int first = upwards ? std::countr_zero(beyond) : std::bit_width(beyond) - 1;
  // An enemy general first on the line can only be on the same file: the generals face each other.
  const Piece p = board_[square_at(first)];
  if (p == make_piece(by, CHARIOT) || p == make_piece(by, GENERAL)) return true;
  const Piece cannon = make_piece(by, CANNON);
  if (count_[cannon] == 0) return false;
  const unsigned rest = beyond & ~(1u << first);
  if (rest == 0) return false;
  return board_[square_at(upwards ? std::countr_zero(rest) : std::bit_width(rest) - 1)] == cannon;
}

}  // namespace kypho::xiangqi
