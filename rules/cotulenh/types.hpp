// Plain value types of cờ tư lệnh: sides, the eleven kinds, points of the 11×12 board, stacks and sub-moves.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "rules/common/board_points.hpp"
#include "rules/common/point_set.hpp"

namespace kypho::cotulenh {

// Red moves first and sits at ranks 1–6; Blue is Red mirrored across the river.
enum Color : std::uint8_t { RED, BLUE };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

// In the order of @cotulenh's role bits, so that a set of kinds is the same number there and here.
enum Kind : std::uint8_t {
  COMMANDER, INFANTRY, MILITIA, ARTILLERY, ANTI_AIR, MISSILE, TANK, AIR_FORCE, ENGINEER, NAVY, HEADQUARTERS,
};
constexpr int KIND_NB = 11;
using KindSet = std::uint16_t;  // bit k: kind k
constexpr KindSet bit(Kind k) { return KindSet(1u << k); }

// Points: files a–k (x 0..10, a and b open sea, c the coast), ranks 1–12 (y 0..11) from Red's side.
constexpr int FILE_NB = 11, RANK_NB = 12, SQUARE_NB = 132;
using Square = std::uint8_t;
constexpr Square NO_SQUARE = 0xFF;
constexpr Square make_square(int file, int rank) { return Square(rank * FILE_NB + file); }
constexpr int file_of(Square s) { return COLUMN_ROW<FILE_NB>[s].column; }
// The farthest any piece captures, in points along a ray: a hero plane's 4 + 1.
constexpr int ATTACK_REACH = 5;
constexpr int rank_of(Square s) { return COLUMN_ROW<FILE_NB>[s].row; }
using Points = PointSet<SQUARE_NB>;

// What stands on a point: one piece, or a carrier and what it carries, all of one side. Each kind appears
// at most once in a stack, so a stack is the set of its kinds; which one carries is the profile's to say.
struct Stack {
  KindSet kinds = 0;
  KindSet heroes = 0;  // the kinds of the stack that are heroes
  Color color = RED;
  bool empty() const { return kinds == 0; }
  bool has(Kind k) const { return kinds & bit(k); }
  bool hero(Kind k) const { return heroes & bit(k); }
  bool operator==(const Stack&) const = default;
};

// How a sub-move ends.
enum MoveFlag : std::uint8_t {
  CAPTURE = 1,       // takes the target's point
  STAY_CAPTURE = 2,  // removes the target and stays (a bomb, a ship shelling the land, a shot into the sea)
  SUICIDE = 4,       // a plane inside one air-defence zone takes its target and is lost with it
  DEPLOY = 8,        // one piece leaves its stack; the rest stay
  COMBINE = 16,      // joins a friendly piece or stack
  SHOT_DOWN = 32,    // the seed's `@"`: a plane flew into air defence on its way to `to` and was lost there
  FORFEIT = 64,      // the seed's `$`: a heavy piece tried to cross deep water; it goes back and the turn is lost
};
// The flags that say how a sub-move ends, as notations tell them apart.
constexpr std::uint8_t OUTCOME_FLAGS = CAPTURE | STAY_CAPTURE | SUICIDE | COMBINE | SHOT_DOWN | FORFEIT;

// One piece's (or one whole stack's) sub-move. `pieces` is what moves: the whole stack, or one kind of it.
struct Move {
  Square from = NO_SQUARE;
  Square to = NO_SQUARE;
  KindSet pieces = 0;
  std::uint8_t flags = 0;
  std::uint8_t unused = 0;  // named, so that a move's bytes are its value: records hash them
  bool operator==(const Move&) const = default;
  bool is(MoveFlag f) const { return flags & f; }
};

// A stack holds at most three pieces, and each moves at most once in a turn.
constexpr int MAX_STEPS = 3;

// What a player does in one turn: one sub-move of a piece or a whole stack, or a deployment of pieces
// out of one stack, each with its own sub-move (the rest stay). Legal or not as a whole.
struct Turn {
  std::array<Move, MAX_STEPS> steps{};
  std::uint8_t count = 0;

  Turn() = default;
  explicit Turn(Move m) : steps{m}, count(1) {}
  std::span<const Move> moves() const { return {steps.data(), count}; }
  const Move& first() const { return steps[0]; }
  Square from() const { return steps[0].from; }
  bool deploy() const { return steps[0].is(DEPLOY); }
  void push(Move m) { steps[count++] = m; }
  // The pieces that have made their sub-move; a piece that shot and stayed has made it too.
  KindSet moved() const {
    KindSet k = 0;
    for (int i = 0; i < count; ++i) k |= steps[std::size_t(i)].pieces;
    return k;
  }
  bool operator==(const Turn& o) const {
    if (count != o.count) return false;
    for (int i = 0; i < count; ++i)
      if (steps[std::size_t(i)] != o.steps[std::size_t(i)]) return false;
    return true;
  }
};

}  // namespace kypho::cotulenh
