#include "rules/cotulenh/position.hpp"

#include <utility>

#include "rules/cotulenh/attacks.hpp"

namespace kypho::cotulenh {
namespace {

// The standard start, Red's half; Blue's is it mirrored across the river.
struct Placed {
  Kind kind;
  char file;
  int rank;
};
constexpr Placed RED_START[] = {
  {COMMANDER, 'g', 1}, {HEADQUARTERS, 'f', 2}, {HEADQUARTERS, 'h', 2}, {AIR_FORCE, 'e', 2}, {AIR_FORCE, 'i', 2},
  {NAVY, 'b', 2},      {NAVY, 'c', 4},         {ARTILLERY, 'd', 3},    {ARTILLERY, 'j', 3}, {MISSILE, 'g', 3},
  {ANTI_AIR, 'e', 4},  {ANTI_AIR, 'i', 4},     {TANK, 'f', 4},         {TANK, 'h', 4},      {INFANTRY, 'c', 5},
  {INFANTRY, 'k', 5},  {ENGINEER, 'd', 5},     {ENGINEER, 'j', 5},     {MILITIA, 'g', 5},
};

}  // namespace

bool stands_on(const Profile& profile, Kind k, Square s) {
  const int f = file_of(s), r = rank_of(s);
  if (profile.of(k).stands_on == Terrain::WATER) return f <= 2 || ((f == 3 || f == 4) && (r == 5 || r == 6));
  return f >= 2;
}

Position Position::start(const Profile& profile) {
  Position pos(profile);
  for (const auto& [kind, file, rank] : RED_START) {
    pos.put(make_square(file - 'a', rank - 1), {bit(kind), 0, RED});
    pos.put(make_square(file - 'a', RANK_NB - rank), {bit(kind), 0, BLUE});
  }
  return pos;
}

void Position::put(Square s, Stack stack) {
  const Stack& old = board_[s];
  if (old.has(COMMANDER) && commander_[old.color] == s) commander_[old.color] = NO_SQUARE;
  if (!old.empty()) {
    --points_[old.color];
    occupied_[old.color].reset(s);
  }
  board_[s] = stack;
  if (!stack.empty()) {
    ++points_[stack.color];
    occupied_[stack.color].set(s);
  }
  if (stack.has(COMMANDER)) commander_[stack.color] = s;
}

void Position::change(Square s, Stack stack, Undo& undo) {
  bool saved = false;
  for (int i = 0; i < undo.count; ++i) saved |= undo.squares[std::size_t(i)] == s;
  if (!saved) {
    undo.squares[undo.count] = s;
    undo.stacks[undo.count++] = board_[s];
  }
  put(s, stack);
}

Undo Position::make_step(Move m) {
  Undo undo;
  make_step(m, undo);
  return undo;
}

void Position::make_step(Move m, Undo& undo) {
  undo.count = 0;
  Stack mover = board_[m.from];
  Stack left{};
  if (m.is(DEPLOY)) {
    left = mover;
    left.kinds &= KindSet(~m.pieces);
    left.heroes &= left.kinds;
    mover.kinds = m.pieces;
    mover.heroes &= m.pieces;
    if (left.kinds == 0) left = {};
  }
  if (m.is(FORFEIT)) return;  // the piece went back: the board is as it was
  if (m.is(STAY_CAPTURE)) {
    change(m.to, {}, undo);  // the shooter does not leave its point
  } else {
    change(m.from, left, undo);
    if (m.is(SUICIDE)) {
      change(m.to, {}, undo);
    } else if (m.is(COMBINE)) {
      Stack joined = board_[m.to];
      joined.kinds |= mover.kinds;
      joined.heroes |= mover.heroes;
      change(m.to, joined, undo);
    } else if (!m.is(SHOT_DOWN)) {  // a plane shot down on its way reaches nothing
      change(m.to, mover, undo);
    }
  }
  promote_heroes(mover.color, undo);
}

void Position::unmake_step(const Undo& undo) {
  for (int i = undo.count - 1; i >= 0; --i) put(undo.squares[std::size_t(i)], undo.stacks[std::size_t(i)]);
}

TurnUndo Position::make(const Turn& t) {
  TurnUndo undo;
  undo.halfmove = std::uint16_t(halfmove_);
  bool captured = false;
  for (int i = 0; i < t.count; ++i) {
    make_step(t.steps[std::size_t(i)], undo.steps[std::size_t(i)]);
    captured |= t.steps[std::size_t(i)].is(CAPTURE) || (profile_->clock_reset_by_any_capture && t.steps[std::size_t(i)].flags & (STAY_CAPTURE | SUICIDE));
  }
  if (!profile_->clock_reset_by_any_capture) captured = t.first().is(CAPTURE);
  halfmove_ = captured ? 0 : halfmove_ + 1;
  if (side_ == BLUE) ++fullmove_;
  side_ = ~side_;
  return undo;
}

void Position::unmake(const Turn& t, const TurnUndo& undo) {
  side_ = ~side_;
  if (side_ == BLUE) --fullmove_;
  for (int i = t.count - 1; i >= 0; --i) unmake_step(undo.steps[std::size_t(i)]);
  halfmove_ = undo.halfmove;
}

std::uint64_t Position::key() const {
  // splitmix64 over each occupied point: cheap, and well spread for a hash set of positions.
  const auto mix = [](std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  };
  std::uint64_t h = mix(side_ + 1);
  for (Color c : {RED, BLUE})
    occupied_[c].for_each([&](Square s) {
      const Stack& st = board_[s];
      h ^= mix((std::uint64_t(s) << 40) | (std::uint64_t(st.color) << 32) | (std::uint64_t(st.heroes) << 16) | st.kinds);
    });
  return h;
}

void Position::promote_heroes(Color mover, Undo& undo) {
  if (const Square target = commander_[~mover]; target != NO_SQUARE) {
    const Attackers attackers = attackers_of(*this, target, mover);
    for (const auto [s, k] : attackers) {
      Stack promoted = board_[s];
      promoted.heroes |= bit(k);
      if (promoted != board_[s]) change(s, promoted, undo);
    }
  }
  // The last guard: a side with no stack and one piece beside its commander makes that piece a hero.
  for (Color c : {RED, BLUE}) {
    if (points_[c] > 2) continue;  // more than a commander and one piece
    Square guard = NO_SQUARE;
    bool alone = true;
    for (Square s = 0; s < SQUARE_NB && alone; ++s) {
      const Stack& st = board_[s];
      if (st.empty() || st.color != c) continue;
      if (st.kinds & (st.kinds - 1)) alone = false;
      else if (!st.has(COMMANDER)) alone = std::exchange(guard, s) == NO_SQUARE;
    }
    if (alone && guard != NO_SQUARE && !board_[guard].heroes) {
      Stack hero = board_[guard];
      hero.heroes = hero.kinds;
      change(guard, hero, undo);
    }
  }
}

}  // namespace kypho::cotulenh
