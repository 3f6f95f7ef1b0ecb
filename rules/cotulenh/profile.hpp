// The rules that differ between rule sets, as data (Fairy-Stockfish's variants.ini is the model): what each
// kind moves and captures like, where it may stand, its air-defence radius, and which stacks may form.
// One move generator reads it; no kind is special-cased there beyond what a column here says.
#pragma once

#include <array>
#include <bit>
#include <optional>
#include <span>
#include <string_view>

#include "rules/cotulenh/types.hpp"

namespace kypho::cotulenh {

enum class Terrain : std::uint8_t { LAND, WATER };  // LAND: files c–k; WATER: a–c and the river banks d6 e6 d7 e7

struct KindRules {
  char letter;                // in FEN and SAN, Red's in upper case
  std::uint8_t move_range;    // points along a ray; 0: does not move
  std::uint8_t capture_range;
  bool diagonal;              // moves and captures along the diagonals too
  std::uint8_t diagonal_shortfall;  // its diagonals reach this many points less than its axes (the missile: 1)
  bool moves_through;         // moving is not stopped by pieces on the way (the air force)
  bool captures_through;      // capturing is not stopped by pieces on the way (artillery, missile, air force, navy)
  bool blocked_by_own_kind_only;  // moving is stopped only by a piece of its own kind (a ship sails past the others)
  bool heavy;                 // crosses the river only at a ford, unless capturing
  Terrain stands_on;
  std::uint8_t air_defence;   // radius of its zone; 0: none
  std::uint8_t value;         // points, the seed's count
};

// A stack that may form: its kinds, carrier first, then the carried in the order FEN writes them.
struct StackForm {
  KindSet kinds;
  std::array<Kind, 3> order;
  std::uint8_t size;
};

struct Profile {
  std::string_view name;
  std::array<KindRules, KIND_NB> kinds;
  std::span<const StackForm> stacks;  // the forms of two or more pieces
  // A ship's guns reach one point less than its anti-ship missiles: against anything but a ship.
  bool navy_guns_shorter;
  // A ship may not cut the land corner at the river's mouth (c5–d6, c8–d7).
  bool navy_river_corner;
  // Whether any capture of a turn resets the halfmove clock; otherwise only a first sub-move that takes
  // its target's point does (@cotulenh/core's count).
  bool clock_reset_by_any_capture;
  // Whether a side with no legal turn and not in check has drawn (@cotulenh/core), or lost.
  bool no_turn_draws;
  // The points where the seed and the programs differ (the spec's A1–A14) that are not in the tables
  // above, each decided here once. A11: a turn must leave the mover's commander neither attacked nor face
  // to face with the enemy's; otherwise such a turn is a legal blunder and the commander may be taken.
  bool commander_safety;
  // A7: a plane that flies into air defence it may not strike through is lost on the way (`@"`), rather
  // than the flight being refused.
  bool planes_shot_down;
  // A10: a heavy piece's move across deep water is played, and costs the turn (`$`), rather than refused.
  bool river_fault_costs_turn;
  // A12: a plane that takes a plane may still fly home rather than take its point.
  bool plane_returns_from_planes;
  // A9: a hero commander captures one point further, as every hero does, rather than only next to it.
  bool hero_commander_reaches_further;
  // The seed's end conditions beside the commander's fall: the air battle (both air forces lost), the sea
  // battle (both ships) and the land war (every tank, infantry and artillery) end the game.
  bool battles_end_game;
  // @cotulenh/core's recombine: a piece still in a deploying stack may join a piece deployed earlier in
  // the turn, wherever the carrier of the two could have gone alone, even beyond the joining piece's reach.
  bool deploy_rejoins;

  const KindRules& of(Kind k) const { return kinds[k]; }
  // The form of a set of kinds, or nullptr when they may not stack.
  const StackForm* form(KindSet kinds) const;
  Kind carrier(KindSet kinds) const;
  // Calls f(kind) for each of `kinds` in the order records write a stack: its form's, carrier first; a set
  // that forms no stack of the profile's (what stays behind when a carrier deploys) in the order of Kind,
  // so that no piece of it is left out.
  template <typename F>
  void for_each_written(KindSet kinds, F f) const {
    if (const StackForm* stack = form(kinds)) {
      for (int i = 0; i < stack->size; ++i) f(stack->order[std::size_t(i)]);
      return;
    }
    for (KindSet rest = kinds; rest; rest &= KindSet(rest - 1)) f(Kind(std::countr_zero(rest)));
  }
  // The kind a letter names, in either case (Blue's are lower case in FEN); nothing for another letter.
  std::optional<Kind> kind_of_letter(char letter) const;
};

const Profile& cotulenh_profile();  // @cotulenh/core's behaviour, for interoperability
const Profile& seed_profile();      // the seed's text wherever it speaks: kypho's default
const Profile* find_profile(std::string_view name);
// The profiles' names, the default first, for messages.
std::span<const Profile* const> profiles();

}  // namespace kypho::cotulenh
