#include "rules/cotulenh/profile.hpp"

#include <array>
#include <bit>

#include "rules/common/bits.hpp"
#include "rules/common/named.hpp"

namespace kypho::cotulenh {
namespace {

// A form of two or three pieces, carrier first.
constexpr StackForm form(Kind carrier, Kind carried) { return {KindSet(bit(carrier) | bit(carried)), {carrier, carried}, 2}; }
constexpr StackForm form(Kind carrier, Kind a, Kind b) { return {KindSet(bit(carrier) | bit(a) | bit(b)), {carrier, a, b}, 3}; }

template <std::size_t A, std::size_t B>
constexpr std::array<StackForm, A + B> join(const std::array<StackForm, A>& a, const std::array<StackForm, B>& b) {
  std::array<StackForm, A + B> all{};
  for (std::size_t i = 0; i < A; ++i) all[i] = a[i];
  for (std::size_t i = 0; i < B; ++i) all[A + i] = b[i];
  return all;
}

// What both profiles let stack: a tank carries one person; an engineer one heavy piece; an air force a
// person; a ship an air force and one of a person or a tank (the seed's `(HTK)`); headquarters the commander.
constexpr std::array SHARED_STACKS = {
  form(TANK, COMMANDER),        form(TANK, INFANTRY),          form(TANK, MILITIA),
  form(ENGINEER, ARTILLERY),    form(ENGINEER, ANTI_AIR),      form(ENGINEER, MISSILE),
  form(AIR_FORCE, COMMANDER),   form(AIR_FORCE, INFANTRY),     form(AIR_FORCE, MILITIA),
  form(NAVY, COMMANDER),        form(NAVY, INFANTRY),          form(NAVY, MILITIA),
  form(NAVY, TANK),             form(NAVY, AIR_FORCE),         form(NAVY, AIR_FORCE, COMMANDER),
  form(NAVY, AIR_FORCE, INFANTRY), form(NAVY, AIR_FORCE, MILITIA), form(NAVY, AIR_FORCE, TANK),
  form(HEADQUARTERS, COMMANDER),
};
// A8. @cotulenh/core's blueprints also let an air force carry a tank, and a person with it.
constexpr auto COTULENH_STACKS = join(SHARED_STACKS, std::array{
  form(AIR_FORCE, TANK), form(AIR_FORCE, TANK, COMMANDER), form(AIR_FORCE, TANK, INFANTRY), form(AIR_FORCE, TANK, MILITIA),
});
// The seed: the commander, infantry and militia ride a tank, an engineer, an air force or a ship; it gives
// no air force a tank to carry.
constexpr auto SEED_STACKS = join(SHARED_STACKS, std::array{
  form(ENGINEER, COMMANDER), form(ENGINEER, INFANTRY), form(ENGINEER, MILITIA),
});

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
  true,   // deploy_rejoins
};

const Profile SEED{
  "vn", KINDS, SEED_STACKS,
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
  false,  // deploy_rejoins: the seed's pieces leave a stack each by its own move
};
// clang-format on

}  // namespace

const StackForm* Profile::form(KindSet k) const {
  for (const auto& f : stacks)
    if (f.kinds == k) return &f;
  return nullptr;
}

Kind Profile::carrier(KindSet k) const {
  if (single_bit(k)) return Kind(std::countr_zero(k));
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

const Profile* find_profile(std::string_view name) { return find_named(profiles(), name); }

}  // namespace kypho::cotulenh
