#include "rules/cotulenh/profile.hpp"

#include <bit>

namespace kypho::cotulenh {
namespace {

constexpr KindSet of(Kind a, Kind b) { return KindSet(bit(a) | bit(b)); }
constexpr KindSet of(Kind a, Kind b, Kind c) { return KindSet(bit(a) | bit(b) | bit(c)); }

// @cotulenh/core's blueprints: a tank carries one person; an engineer one heavy piece; an air force a tank
// and a person; a ship an air force and one of a person or a tank; headquarters the commander.
constexpr StackForm COTULENH_STACKS[] = {
  {of(TANK, COMMANDER), {TANK, COMMANDER}, 2},
  {of(TANK, INFANTRY), {TANK, INFANTRY}, 2},
  {of(TANK, MILITIA), {TANK, MILITIA}, 2},
  {of(AIR_FORCE, COMMANDER), {AIR_FORCE, COMMANDER}, 2},
  {of(AIR_FORCE, INFANTRY), {AIR_FORCE, INFANTRY}, 2},
  {of(AIR_FORCE, MILITIA), {AIR_FORCE, MILITIA}, 2},
  {of(AIR_FORCE, TANK), {AIR_FORCE, TANK}, 2},
  {of(AIR_FORCE, TANK, COMMANDER), {AIR_FORCE, TANK, COMMANDER}, 3},
  {of(AIR_FORCE, TANK, INFANTRY), {AIR_FORCE, TANK, INFANTRY}, 3},
  {of(AIR_FORCE, TANK, MILITIA), {AIR_FORCE, TANK, MILITIA}, 3},
  {of(ENGINEER, ARTILLERY), {ENGINEER, ARTILLERY}, 2},
  {of(ENGINEER, ANTI_AIR), {ENGINEER, ANTI_AIR}, 2},
  {of(ENGINEER, MISSILE), {ENGINEER, MISSILE}, 2},
  {of(NAVY, COMMANDER), {NAVY, COMMANDER}, 2},
  {of(NAVY, INFANTRY), {NAVY, INFANTRY}, 2},
  {of(NAVY, MILITIA), {NAVY, MILITIA}, 2},
  {of(NAVY, TANK), {NAVY, TANK}, 2},
  {of(NAVY, AIR_FORCE), {NAVY, AIR_FORCE}, 2},
  {of(NAVY, AIR_FORCE, COMMANDER), {NAVY, AIR_FORCE, COMMANDER}, 3},
  {of(NAVY, AIR_FORCE, INFANTRY), {NAVY, AIR_FORCE, INFANTRY}, 3},
  {of(NAVY, AIR_FORCE, MILITIA), {NAVY, AIR_FORCE, MILITIA}, 3},
  {of(NAVY, AIR_FORCE, TANK), {NAVY, AIR_FORCE, TANK}, 3},
  {of(HEADQUARTERS, COMMANDER), {HEADQUARTERS, COMMANDER}, 2},
};

// The seed's forms: the commander, infantry and militia ride a tank, an engineer, an air force or a ship;
// tanks and air forces board a ship (its example `(HTK)` is a ship carrying both); an engineer carries the
// heavy pieces across the river; the commander hides in headquarters. The seed gives no air force a tank
// to carry (A8).
constexpr StackForm SEED_STACKS[] = {
  {of(TANK, COMMANDER), {TANK, COMMANDER}, 2},
  {of(TANK, INFANTRY), {TANK, INFANTRY}, 2},
  {of(TANK, MILITIA), {TANK, MILITIA}, 2},
  {of(ENGINEER, COMMANDER), {ENGINEER, COMMANDER}, 2},
  {of(ENGINEER, INFANTRY), {ENGINEER, INFANTRY}, 2},
  {of(ENGINEER, MILITIA), {ENGINEER, MILITIA}, 2},
  {of(ENGINEER, ARTILLERY), {ENGINEER, ARTILLERY}, 2},
  {of(ENGINEER, ANTI_AIR), {ENGINEER, ANTI_AIR}, 2},
  {of(ENGINEER, MISSILE), {ENGINEER, MISSILE}, 2},
  {of(AIR_FORCE, COMMANDER), {AIR_FORCE, COMMANDER}, 2},
  {of(AIR_FORCE, INFANTRY), {AIR_FORCE, INFANTRY}, 2},
  {of(AIR_FORCE, MILITIA), {AIR_FORCE, MILITIA}, 2},
  {of(NAVY, COMMANDER), {NAVY, COMMANDER}, 2},
  {of(NAVY, INFANTRY), {NAVY, INFANTRY}, 2},
  {of(NAVY, MILITIA), {NAVY, MILITIA}, 2},
  {of(NAVY, TANK), {NAVY, TANK}, 2},
  {of(NAVY, AIR_FORCE), {NAVY, AIR_FORCE}, 2},
  {of(NAVY, AIR_FORCE, COMMANDER), {NAVY, AIR_FORCE, COMMANDER}, 3},
  {of(NAVY, AIR_FORCE, INFANTRY), {NAVY, AIR_FORCE, INFANTRY}, 3},
  {of(NAVY, AIR_FORCE, MILITIA), {NAVY, AIR_FORCE, MILITIA}, 3},
  {of(NAVY, AIR_FORCE, TANK), {NAVY, AIR_FORCE, TANK}, 3},
  {of(HEADQUARTERS, COMMANDER), {HEADQUARTERS, COMMANDER}, 2},
};

constexpr auto L = Terrain::LAND;
constexpr auto W = Terrain::WATER;
constexpr std::uint8_t UNLIMITED = 11;

// The pieces move alike in both profiles: the seed's text, which @cotulenh/core follows (A4: artillery
// along the diagonals; A5: the missile's zone two points along the axes and one along the diagonals).
// clang-format off
constexpr std::array<KindRules, KIND_NB> KINDS{{
  // letter move capture diagonal diag-short moves-through captures-through own-kind-only heavy stands AA value
  {'C', UNLIMITED, 1, false, 0, false, false, false, false, L, 0, 0},   // commander: captures only next to it
  {'I', 1, 1, false, 0, false, false, false, false, L, 0, 10},          // infantry
  {'M', 1, 1, true,  0, false, false, false, false, L, 0, 10},          // militia
  {'A', 3, 3, true,  0, false, true, false,  true,  L, 0, 30},          // artillery
  {'G', 1, 1, false, 0, false, false, false, true,  L, 1, 10},          // anti-air gun
  {'S', 2, 2, true,  1, false, true, false,  true,  L, 2, 20},          // missile
  {'T', 2, 2, false, 0, false, false, false, false, L, 0, 20},          // tank
  {'F', 4, 4, true,  0, true,  true, false,  false, L, 0, 40},          // air force
  {'E', 1, 1, false, 0, false, false, false, false, L, 0, 10},          // engineer
  {'N', 4, 4, true,  0, false, true, true ,  false, W, 1, 80},          // navy
  {'H', 0, 0, false, 0, false, false, false, false, L, 0, 0},           // headquarters
}};

const Profile COTULENH{
  "cotulenh", KINDS, COTULENH_STACKS,
  true,   // navy_guns_shorter
  true,   // navy_river_corner
  false,  // clock_reset_by_any_capture
  true,   // no_turn_draws
  true,   // commander_safety
  false,  // planes_shot_down
  false,  // river_fault_costs_turn
  true,   // plane_returns_from_planes
  false,  // hero_commander_reaches_further
  false,  // battles_end_game
};

const Profile SEED{
  "seed", KINDS, SEED_STACKS,
  true,   // navy_guns_shorter: the ship's guns shoot as artillery does (3), its missiles 4 at ships
  true,   // navy_river_corner: its river is beyond the coast, not across the land at the mouth
  true,   // clock_reset_by_any_capture
  false,  // no_turn_draws: the seed has no draw but by agreement (A13)
  false,  // commander_safety (A11)
  true,   // planes_shot_down (A7)
  true,   // river_fault_costs_turn (A10)
  false,  // plane_returns_from_planes (A12)
  true,   // hero_commander_reaches_further (A9)
  true,   // battles_end_game
};
// clang-format on

}  // namespace

const StackForm* Profile::form(KindSet k) const {
  for (const auto& f : stacks)
    if (f.kinds == k) return &f;
  return nullptr;
}

Kind Profile::carrier(KindSet k) const {
  if (std::has_single_bit(k)) return Kind(std::countr_zero(k));
  const StackForm* f = form(k);
  return f ? f->order[0] : Kind(std::countr_zero(k));
}

std::optional<Kind> Profile::kind_of_letter(char letter) const {
  const char upper = char(letter & ~0x20);
  for (int k = 0; k < KIND_NB; ++k)
    if (kinds[std::size_t(k)].letter == upper) return Kind(k);
  return std::nullopt;
}

const Profile& cotulenh_profile() { return COTULENH; }
const Profile& seed_profile() { return SEED; }

std::span<const Profile* const> profiles() {
  static constexpr const Profile* ALL[] = {&SEED, &COTULENH};
  return ALL;
}

const Profile* find_profile(std::string_view name) {
  for (const Profile* p : profiles())
    if (p->name == name) return p;
  return nullptr;
}

}  // namespace kypho::cotulenh
