// A cờ tư lệnh position: the stacks on the 132 points, the side to move, the clocks, and the rule profile
// that says what the pieces may do.
#pragma once

#include <array>
#include <cstdint>

#include "rules/common/point_set.hpp"
#include "rules/common/slots.hpp"
#include "rules/cotulenh/profile.hpp"

namespace kypho::cotulenh {

// What make_step() changed, for unmake_step(): the points it touched as they were, oldest first. At most
// the sub-move's two, the points of the pieces it made heroes by attack (on the 8 rays of ATTACK_REACH
// points round the enemy commander) and the two last guards.
struct Undo {
  static constexpr int CAPACITY = 2 + 8 * ATTACK_REACH + 2;
  std::array<Square, CAPACITY> squares;
  Slots<Stack, CAPACITY> stacks;  // the first `count` set
  std::uint8_t count = 0;
};

struct TurnUndo {
  std::array<Undo, MAX_STEPS> steps;
  std::uint16_t halfmove = 0;
};

class Position {
 public:
  explicit Position(const Profile& profile = cotulenh_profile()) : profile_(&profile) {}
  static Position start(const Profile& profile = cotulenh_profile());

  const Profile& profile() const { return *profile_; }
  const Stack& at(Square s) const { return board_[s]; }
  Color side_to_move() const { return side_; }
  int halfmove() const { return halfmove_; }
  int fullmove() const { return fullmove_; }
  // Where a side's commander stands (alone or in a stack), NO_SQUARE when it has none.
  Square commander(Color c) const { return commander_[c]; }
  Kind carrier_at(Square s) const { return profile_->carrier(board_[s].kinds); }
  // The points side c stands on: whether one of them lies along a line is one look, not a walk.
  const PointSet<SQUARE_NB>& occupied(Color c) const { return occupied_[c]; }

  // Set-up, for position readers: nothing here checks the rules of set-up. An empty stack clears the point.
  void put(Square s, Stack stack);
  void set_side_to_move(Color c) { side_ = c; }
  void set_clocks(int halfmove, int fullmove) {
    halfmove_ = halfmove;
    fullmove_ = fullmove;
  }

  // One sub-move on the board, as the move generator made it; the side to move and the clocks are the
  // turn's. After it, every piece of the mover that attacks the enemy commander becomes a hero, and so
  // does the last piece a side has beside its commander.
  Undo make_step(Move m);
  void unmake_step(const Undo& undo);
  // A whole turn: its sub-moves in order, then the clocks, and the other side moves.
  TurnUndo make(const Turn& t);
  void unmake(const Turn& t, const TurnUndo& undo);

  // Of the board and the side to move, for repetitions.
  std::uint64_t key() const;
  // The side to move's commander is attacked or stands face to face with the enemy's.
  bool in_check() const;

  bool operator==(const Position& o) const { return board_ == o.board_ && side_ == o.side_; }

 private:
  // make_step() into the turn's own record: an Undo is a few hundred bytes, copied for nothing otherwise.
  void make_step(Move m, Undo& undo);
  void change(Square s, Stack stack, Undo& undo);
  void promote_heroes(Color mover, Undo& undo);

  const Profile* profile_;
  std::array<Stack, SQUARE_NB> board_{};
  std::array<Square, 2> commander_{NO_SQUARE, NO_SQUARE};
  std::array<PointSet<SQUARE_NB>, 2> occupied_{};  // the points each side stands on
  // How many they are, kept beside them: the last-guard test asks it after every sub-move, and a count of
  // three words' bits there cost reading records 2 %.
  std::array<std::uint8_t, 2> points_{};
  Color side_ = RED;
  int halfmove_ = 0, fullmove_ = 1;
};

// Where a kind may stand on a point.
bool stands_on(const Profile& profile, Kind k, Square s);

}  // namespace kypho::cotulenh
