// Actions of cờ tướng úp's record notation: the xiangqi move actions, and the reveal after a move.
#pragma once

#include "grammar/jieqi/record.hpp"
#include "grammar/xiangqi/iccs_actions.hpp"
#include "grammar/xiangqi/record_state.hpp"
#include "grammar/xiangqi/vn_actions.hpp"

namespace kypho::grammar::jieqi {

using grammar::xiangqi::Kind;

struct RecordState : xiangqi::RecordState {
  Kind reveal = Kind::NONE;
  std::uint32_t reveal_offset = 0;

  void reset_move() {
    xiangqi::RecordState::reset_move();
    reveal = Kind::NONE;
  }
  void take_move(xiangqi::Event& e) const {
    xiangqi::RecordState::take_move(e);
    e.move.reveal = reveal;
    e.move.reveal_offset = reveal_offset;
  }
};

template <typename Rule>
struct action : xiangqi::action<Rule> {};

template <Kind K>
struct set_reveal {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) {
    s.reveal = K;
    s.reveal_offset = s.offset(in);
  }
};

// clang-format off
template <> struct action<rules::fen_chariot> : set_reveal<Kind::CHARIOT> {};
template <> struct action<rules::fen_horse> : set_reveal<Kind::HORSE> {};
template <> struct action<rules::fen_elephant> : set_reveal<Kind::ELEPHANT> {};
template <> struct action<rules::fen_advisor> : set_reveal<Kind::ADVISOR> {};
template <> struct action<rules::fen_cannon> : set_reveal<Kind::CANNON> {};
template <> struct action<rules::fen_soldier> : set_reveal<Kind::SOLDIER> {};
template <> struct action<rules::vn_chariot> : set_reveal<Kind::CHARIOT> {};
template <> struct action<rules::vn_horse> : set_reveal<Kind::HORSE> {};
template <> struct action<rules::vn_elephant> : set_reveal<Kind::ELEPHANT> {};
template <> struct action<rules::vn_advisor> : set_reveal<Kind::ADVISOR> {};
template <> struct action<rules::vn_cannon> : set_reveal<Kind::CANNON> {};
template <> struct action<rules::vn_soldier> : set_reveal<Kind::SOLDIER> {};
// clang-format on

}  // namespace kypho::grammar::jieqi
