#include "rules/cotulenh/movegen.hpp"

#include "rules/common/bits.hpp"
#include "rules/cotulenh/attacks.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <optional>

namespace kypho::cotulenh {
namespace {

struct Direction {
  int df, dr;
  bool diagonal() const { return df != 0 && dr != 0; }
};
constexpr Direction ALL_DIRECTIONS[] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};

// The points along each ray from each point, nearest first, then NO_SQUARE: the move generator and the
// attack test walk rays for every sub-move, and a look-up costs less than working out and bounding a
// file and a rank at each step (a tenth of reading a record's turns). A ray is indexed by its direction's
// (df + 1) * 3 + (dr + 1); the longest has RANK_NB - 1 points, and the last entry is always NO_SQUARE.
constexpr std::size_t ray_index(Direction d) { return std::size_t((d.df + 1) * 3 + d.dr + 1); }
constexpr int RAY_LENGTH = RANK_NB;
using Ray = std::array<Square, RAY_LENGTH>;
constexpr std::array<std::array<Ray, 9>, SQUARE_NB> RAYS = [] {
  std::array<std::array<Ray, 9>, SQUARE_NB> rays{};
  for (int s = 0; s < SQUARE_NB; ++s)
    for (int df = -1; df <= 1; ++df)
      for (int dr = -1; dr <= 1; ++dr) {
        Ray& ray = rays[std::size_t(s)][ray_index({df, dr})];
        ray.fill(NO_SQUARE);
        for (int n = 1; n < RAY_LENGTH; ++n) {
          const int f = s % FILE_NB + df * n, r = s / FILE_NB + dr * n;
          if ((df == 0 && dr == 0) || f < 0 || f >= FILE_NB || r < 0 || r >= RANK_NB) break;
          ray[std::size_t(n - 1)] = make_square(f, r);
        }
      }
  return rays;
}();

// The first ATTACK_REACH points of each ray, as a set: a ray with none of a side's pieces on them holds no
// attacker of that side, and most rays round a commander hold none.
constexpr std::array<std::array<PointSet<SQUARE_NB>, 9>, SQUARE_NB> NEAR = [] {
  std::array<std::array<PointSet<SQUARE_NB>, 9>, SQUARE_NB> near{};
  for (std::size_t s = 0; s < SQUARE_NB; ++s)
    for (std::size_t d = 0; d < 9; ++d)
      for (int n = 0; n < ATTACK_REACH && RAYS[s][d][std::size_t(n)] != NO_SQUARE; ++n) near[s][d].set(RAYS[s][d][std::size_t(n)]);
  return near;
}();
// The square `steps` points from s along d, or NO_SQUARE off the board.
Square step(Square s, Direction d, int steps = 1) {
  if (steps > RAY_LENGTH) return NO_SQUARE;
  return RAYS[s][ray_index(d)][std::size_t(steps - 1)];
}

// What a piece moves like: its kind's rules, heroes reaching one point further and along the diagonals.
struct Reach {
  int move, capture;
  bool diagonal;
  int diagonal_shortfall;
};
Reach reach_of(const KindRules& k, Kind kind, bool hero) {
  Reach r{k.move_range, k.capture_range, k.diagonal, k.diagonal_shortfall};
  if (!hero) return r;
  if (kind == HEADQUARTERS) return {1, 1, true, 0};  // a hero headquarters steps to the eight points round it
  if (r.move < FILE_NB) ++r.move;
  ++r.capture;
  r.diagonal = true;
  return r;
}

// A plane's flight along a ray through the enemy's air defence: free until it enters a zone; inside the
// first zone it may only strike (and is lost with its target); a second zone, or a zone after leaving one,
// brings it down.
class Flight {
 public:
  enum Result { SAFE, KAMIKAZE, DESTROYED };
  explicit Flight(const AirDefence* defence) : defence_(defence) {}
  Result enter(Square s) {
    if (!defence_ || result_ == DESTROYED) return result_;
    if (const std::uint32_t p = defence_->providers[s]) seen_ |= p;
    else if (seen_) left_ = true;
    const int zones = bit_count(seen_);
    result_ = zones == 0 ? SAFE : zones == 1 && !left_ ? KAMIKAZE : DESTROYED;
    return result_;
  }

 private:
  const AirDefence* defence_;  // nullptr: a hero plane, which no zone stops
  std::uint32_t seen_ = 0;
  bool left_ = false;
  Result result_ = SAFE;
};

// Points the commander may not enter or cross: the open lines from the enemy commander towards it.
struct Exposure {
  std::array<bool, SQUARE_NB> open{};
};
Exposure exposure_towards(const Position& pos, Square us, Square them) {
  Exposure e;
  if (them == NO_SQUARE) return e;
  const int df = file_of(us) - file_of(them), dr = rank_of(us) - rank_of(them);
  for (Direction d : {Direction{0, dr > 0 ? 1 : -1}, Direction{df > 0 ? 1 : -1, 0}}) {
    if ((d.dr != 0 && dr == 0) || (d.df != 0 && df == 0)) continue;
    for (Square s = step(them, d); s != NO_SQUARE; s = step(s, d)) {
      if (s != us && !pos.at(s).empty()) break;
      e.open[s] = true;
    }
  }
  return e;
}

// Why a piece may not go on to a point along its ray: nothing stops it, the point's terrain (a ship at the
// shore, a land piece at the sea), or the deep river a heavy piece may not move across.
enum class Barrier { NONE, TERRAIN, RIVER };

// A heavy piece crosses the river only along files f and h; a ship may not cut the corner at the mouth.
Barrier terrain_blocks(const Position& pos, Square from, Square to, Kind kind, Direction d) {
  const Profile& p = pos.profile();
  if (!stands_on(p, kind, to)) return kind != AIR_FORCE ? Barrier::TERRAIN : Barrier::NONE;  // a plane flies over the sea
  if (p.of(kind).heavy) {
    const auto half = [](Square s) { return file_of(s) < 2 ? 0 : rank_of(s) >= 6 ? 1 : 2; };
    const int a = half(from), b = half(to);
    if (a != 0 && b != 0 && a != b && !(d.df == 0 && (file_of(from) == 5 || file_of(to) == 7))) return Barrier::RIVER;
  }
  if (kind == NAVY && p.navy_river_corner) {
    constexpr Square D6 = make_square(3, 5), C5 = make_square(2, 4), C8 = make_square(2, 7), D7 = make_square(3, 6);
    if ((d.df == 1 && d.dr == 1 && to == D6) || (d.df == -1 && d.dr == -1 && to == C5) ||
        (d.df == -1 && d.dr == 1 && to == C8) || (d.df == 1 && d.dr == -1 && to == D7))
      return Barrier::TERRAIN;
  }
  return Barrier::NONE;
}

// What moves in a sub-move: one piece out of its stack (deploying) or the whole stack, led by its carrier.
struct Mover {
  Square from;
  KindSet pieces;
  Kind kind;  // the carrier of `pieces`: its rules move them all
  const KindRules& rules;
  bool hero;
  Reach reach;
  bool deploy;
  std::uint8_t flags(std::uint8_t f) const { return std::uint8_t(f | (deploy ? DEPLOY : 0)); }
};

struct Generator {
  const Position& pos;
  Move* out;
  Color us, them;
  // The enemy's air defence, worked out when a plane that is no hero first flies: most sub-moves asked
  // for (one point's, one stack's) have none.
  std::optional<AirDefence> their_defence{};
  // When not empty, the only points whose sub-moves are asked for: the rays that cannot reach one of them
  // are not walked (a reader that knows where a written sub-move goes asks for those).
  std::span<const Square> towards{};

  const AirDefence* defence() {
    if (!their_defence) their_defence = air_defence(pos, them);
    return &*their_defence;
  }

  void add(const Mover& m, Square to, std::uint8_t flags) { *out++ = Move{m.from, to, m.pieces, m.flags(flags)}; }

  // The sub-moves of `pieces` (one kind out of its stack when `deploy`, else the whole stack) from `from`.
  void piece_moves(Square from, KindSet pieces, bool deploy) {
    const Kind kind = pos.profile().carrier(pieces);
    const KindRules& rules = pos.profile().of(kind);
    const bool hero = pos.at(from).hero(kind);
    const Mover m{from, pieces, kind, rules, hero, reach_of(rules, kind, hero), deploy};
    Exposure exposure;
    if (kind == COMMANDER && pos.profile().commander_safety) exposure = exposure_towards(pos, from, pos.commander(them));
    for (Direction d : ALL_DIRECTIONS)
      if ((!d.diagonal() || m.reach.diagonal) && aims(from, d)) ray(m, d, exposure);
  }

  // Whether the ray from `from` along `d` may reach a point asked for: every sub-move goes along a ray.
  bool aims(Square from, Direction d) const {
    if (towards.empty()) return true;
    return std::ranges::any_of(towards, [&](Square t) {
      const int df = file_of(t) - file_of(from), dr = rank_of(t) - rank_of(from);
      const bool aligned = (df == 0) != (dr == 0) || (df != 0 && std::abs(df) == std::abs(dr));
      return aligned && (df > 0) - (df < 0) == d.df && (dr > 0) - (dr < 0) == d.dr;
    });
  }

  void ray(const Mover& m, Direction d, const Exposure& exposure) {
    const Profile& p = pos.profile();
    const Reach& r = m.reach;
    const bool commander = m.kind == COMMANDER;
    Flight flight(m.kind == AIR_FORCE && !m.hero ? defence() : nullptr);
    bool piece_blocked = false;
    Barrier barrier = Barrier::NONE;
    for (int range = 1;; ++range) {
      const Square to = step(m.from, d, range);
      if (to == NO_SQUARE) break;
      if (commander && exposure.open[to]) break;
      if (d.diagonal() && range > r.move - r.diagonal_shortfall && r.diagonal_shortfall) break;
      if (!commander && range > r.move && range > r.capture) break;
      const Flight::Result flying = m.kind == AIR_FORCE ? flight.enter(to) : Flight::SAFE;
      const Stack& target = pos.at(to);
      if (flying == Flight::DESTROYED || (flying == Flight::KAMIKAZE && target.empty())) {
        // Where the seed has the plane shot down on its way (`@"`), and @cotulenh/core has no way on.
        if (p.planes_shot_down && (target.empty() ? range <= r.move : target.color == them && range <= r.capture)) add(m, to, SHOT_DOWN);
        if (flying == Flight::DESTROYED && !p.planes_shot_down) break;
        continue;  // inside one zone, a plane may still strike a target further in
      }
      if (barrier == Barrier::NONE) barrier = terrain_blocks(pos, m.from, to, m.kind, d);
      if (!target.empty()) {
        const Kind target_kind = p.carrier(target.kinds);
        if (commander && target.color == them && target_kind == COMMANDER && !d.diagonal()) {
          add(m, to, CAPTURE);  // commanders face to face: the first to see takes
          break;
        }
        if (target.color == them && range <= r.capture) {
          if (!(commander && target_kind == COMMANDER)) capture(m, to, target_kind, range, flying == Flight::KAMIKAZE);
        } else if (target.color == us) {
          const KindSet joined = KindSet(m.pieces | target.kinds);
          if (!(m.pieces & target.kinds) && p.form(joined) && range <= r.move && barrier == Barrier::NONE && !piece_blocked &&
              stands_on(p, p.carrier(joined), to))
            add(m, to, COMBINE);
        }
        if (!m.rules.moves_through && !(m.rules.blocked_by_own_kind_only && target_kind != m.kind)) piece_blocked = true;
        if (commander) break;
      } else if (range <= r.move && !piece_blocked && stands_on(p, m.kind, to)) {
        // A commander does not stop where the enemy commander would see it along the same line.
        if (barrier == Barrier::NONE && !(commander && p.commander_safety && !d.diagonal() && sees_enemy_commander(to, d)))
          add(m, to, 0);
        // A heavy piece sent across deep water goes back, and its side has lost the turn (the seed).
        else if (barrier == Barrier::RIVER && p.river_fault_costs_turn && !m.deploy)
          add(m, to, FORFEIT);
      }
      if (piece_blocked && !m.rules.captures_through && !m.rules.moves_through) break;
      if (commander && range >= FILE_NB) break;
    }
  }

  bool sees_enemy_commander(Square from, Direction d) const {
    for (Square s = step(from, d); s != NO_SQUARE; s = step(s, d))
      if (!pos.at(s).empty()) return pos.at(s).color == them && pos.profile().carrier(pos.at(s).kinds) == COMMANDER;
    return false;
  }

  void capture(const Mover& m, Square to, Kind target_kind, int range, bool kamikaze) {
    const Profile& p = pos.profile();
    if (kamikaze) return add(m, to, SUICIDE);
    if (m.kind == COMMANDER && range > (m.hero && p.hero_commander_reaches_further ? 2 : 1)) return;
    if (m.kind == NAVY && p.navy_guns_shorter && target_kind != NAVY && range > m.reach.capture - 1) return;
    if (!stands_on(p, m.kind, to)) return add(m, to, STAY_CAPTURE);
    add(m, to, CAPTURE);
    // A plane may also strike and fly home, except as a deploy sub-move (and, in the seed, from a plane).
    if (m.kind == AIR_FORCE && !m.deploy && (p.plane_returns_from_planes || target_kind != AIR_FORCE)) add(m, to, STAY_CAPTURE);
  }

  // Each of `pieces` of the stack on `s` out of it, one sub-move each.
  void deploy(Square s, KindSet pieces) {
    for (KindSet rest = pieces; rest; rest &= KindSet(rest - 1)) piece_moves(s, KindSet(rest & -rest), true);
  }

  // The sub-moves out of the point `s`: each piece of a stack deploying, then the whole stack or piece.
  void generate_from(Square s) {
    const Stack& stack = pos.at(s);
    if (stack.empty() || stack.color != us) return;
    if (!single_bit(stack.kinds)) deploy(s, stack.kinds);
    piece_moves(s, stack.kinds, false);
  }

  void generate(const Points& from) {
    (from & pos.occupied(us)).for_each([&](Square s) { generate_from(s); });
  }
};

}  // namespace

AirDefence air_defence(const Position& pos, Color side) {
  AirDefence d;
  int index = 0;
  // The side's stacks in ascending order, as the providers' bits are numbered.
  pos.occupied(side).for_each([&](Square s) {
    const Stack& stack = pos.at(s);
    const Kind k = pos.profile().carrier(stack.kinds);
    const int level = pos.profile().of(k).air_defence;
    if (level == 0 || index == 32) return;
    const int radius = level + (stack.hero(k) ? 1 : 0);
    const std::uint32_t me = 1u << index++;
    for (int df = -radius; df <= radius; ++df)
      for (int dr = -radius; dr <= radius; ++dr) {
        const int f = file_of(s) + df, r = rank_of(s) + dr;
        if (f >= 0 && f < FILE_NB && r >= 0 && r < RANK_NB && df * df + dr * dr <= radius * radius) d.providers[make_square(f, r)] |= me;
      }
  });
  return d;
}

namespace {

// Whether a plane of side `by`, no hero, on `s` reaches the target `distance` points along `d` through the
// other side's air defence. Apart from the attack walk, which asks it rarely: an air defence held in that
// walk's frame, even unset, cost every call more than the walk's rays.
[[gnu::noinline]] bool flies_through(const Position& pos, Square s, Direction d, int distance, Color by) {
  const AirDefence defence = air_defence(pos, ~by);
  Flight flight(&defence);
  const Direction back{-d.df, -d.dr};
  Flight::Result result = Flight::SAFE;
  for (int i = 1; i <= distance && result != Flight::DESTROYED; ++i) result = flight.enter(step(s, back, i));
  return result != Flight::DESTROYED;
}

// Each attacker of `target` of side `by`, to `found(square, kind)`, until it returns true. A template, so
// that the legality test, which runs for every sub-move, pays no call through std::function.
template <typename Found>
bool visit_attackers(const Position& pos, Square target, Color by, Found&& found) {
  const Profile& p = pos.profile();
  const bool land_target = pos.carrier_at(target) != NAVY;
  for (Direction d : ALL_DIRECTIONS) {
    if (!NEAR[target][ray_index(d)].meets(pos.occupied(by))) continue;
    bool blocked = false;
    for (int distance = 1; distance <= ATTACK_REACH; ++distance) {
      const Square s = step(target, d, distance);
      if (s == NO_SQUARE) break;
      const Stack& stack = pos.at(s);
      if (stack.empty()) continue;
      if (stack.color == by) {
        for (KindSet rest = stack.kinds; rest; rest &= KindSet(rest - 1)) {
          const Kind k = Kind(std::countr_zero(rest));
          const Reach r = reach_of(p.of(k), k, stack.hero(k));
          if (d.diagonal() && !r.diagonal) continue;
          const int range = r.capture - (land_target && k == NAVY && p.navy_guns_shorter ? 1 : 0);
          if (distance > range || (blocked && !p.of(k).captures_through)) continue;
          if (k == AIR_FORCE && !stack.hero(k) && !flies_through(pos, s, d, distance, by)) continue;
          if (found(s, k)) return true;
        }
      }
      blocked = true;
    }
  }
  return false;
}

}  // namespace

Attackers attackers_of(const Position& pos, Square target, Color by) {
  Attackers found;
  visit_attackers(pos, target, by, [&](Square s, Kind k) {
    found.push({s, k});
    return false;
  });
  return found;
}

bool attacked(const Position& pos, Square target, Color by) {
  return visit_attackers(pos, target, by, [](Square, Kind) { return true; });
}

bool exposed(const Position& pos, Color c) {
  const Square us = pos.commander(c), them = pos.commander(~c);
  if (us == NO_SQUARE || them == NO_SQUARE) return false;
  return exposure_towards(pos, us, them).open[us];
}

bool commander_in_danger(const Position& pos, Color c) {
  const Square s = pos.commander(c);
  return s == NO_SQUARE || attacked(pos, s, ~c) || exposed(pos, c);
}

Move* generate_pseudo_legal(const Position& pos, Move* out, const Points& from, std::span<const Square> towards) {
  Generator g{pos, out, pos.side_to_move(), ~pos.side_to_move(), std::nullopt, towards};
  g.generate(from);
  return g.out;
}

Move* generate_deploy_steps(const Position& pos, Square stack, KindSet pieces, Move* out) {
  Generator g{pos, out, pos.side_to_move(), ~pos.side_to_move()};
  if (!pos.at(stack).empty() && pos.at(stack).color == g.us) g.deploy(stack, KindSet(pieces & pos.at(stack).kinds));
  return g.out;
}

bool Position::in_check() const {
  const Square s = commander_[side_];
  return s != NO_SQUARE && (attacked(*this, s, ~side_) || exposed(*this, side_));
}

bool legal(Position& pos, const Move& m) {
  if (!pos.profile().commander_safety) return true;  // a turn that exposes the commander is a blunder, not illegal
  // A deploy out of a stack that holds the commander is judged when the whole turn ends (@cotulenh/core).
  if (m.is(DEPLOY) && pos.at(m.from).has(COMMANDER)) return true;
  const Color us = pos.side_to_move();
  const Undo undo = pos.make_step(m);
  // A commander that shot from where it stands was kept off open lines when its moves were made.
  const bool commander_stayed = !m.is(DEPLOY) && !pos.at(m.from).empty() && pos.carrier_at(m.from) == COMMANDER;
  const Square home = pos.commander(us);
  const bool safe = commander_stayed ? home != NO_SQUARE && !attacked(pos, home, ~us) : !commander_in_danger(pos, us);
  pos.unmake_step(undo);
  return safe;
}

Move* generate_legal(Position& pos, Move* out) {
  Move* end = generate_pseudo_legal(pos, out);
  return std::remove_if(out, end, [&](const Move& m) { return !legal(pos, m); });
}

bool is_legal(Position& pos, const Move& m) {
  if (m.from >= SQUARE_NB) return false;
  Slots<Move, MAX_MOVES_FROM_POINT> from;
  const Move* last = generate_pseudo_legal(pos, from.data(), Points().set(m.from), std::span(&m.to, 1));
  return std::find(static_cast<const Move*>(from.data()), last, m) != last && legal(pos, m);
}

}  // namespace kypho::cotulenh
