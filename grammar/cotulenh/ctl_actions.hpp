// The actions of cờ tư lệnh's turn grammar (Luật cờ tư lệnh's notation): the pieces, points and parts of one turn.
#pragma once

#include <algorithm>
#include <charconv>
#include <type_traits>
#include <utility>

#include "grammar/cotulenh/ctl.hpp"
#include "grammar/common/piece_token_actions.hpp"

namespace kypho::grammar::cotulenh_ctl {

namespace pegtl = tao::pegtl;
using namespace cotulenh_ctl::rules;

struct State {
  const char* text;
  CtlTurn turn;
  std::vector<CtlPiece> token;  // the letters of the piece or stack last read
  bool hero = false;
  CtlPart part;
  CtlPoint point;
  std::size_t reached = 0;  // the farthest any rule began: where a text that is no turn stops being one
};

template <typename Rule>
struct action : pegtl::nothing<Rule> {};

template <>
struct action<hero> : hero_mark_action<State> {};
template <>
struct action<letter> : piece_letter_action<State> {};
// A coordinate's one or two digits, read where they stand.
template <typename Input>
std::uint8_t coordinate_value(const Input& in) {
  int value = 0;
  std::from_chars(in.begin(), in.end(), value);
  return std::uint8_t(value);
}
template <>
struct action<y> {
  template <typename Input>
  static void apply(const Input& in, State& s) { s.point.y = coordinate_value(in); }
};
template <>
struct action<x> {
  template <typename Input>
  static void apply(const Input& in, State& s) { s.point.x = coordinate_value(in); }
};
template <>
struct action<origin> {
  static void apply0(State& s) { s.part.from = s.point; }
};
template <>
struct action<target_point> {
  static void apply0(State& s) { s.part.to = s.point; }
};
template <>
struct action<target_piece> {
  static void apply0(State& s) { s.part.target = std::exchange(s.token, {}); }
};
template <>
struct action<deploy_stack> {
  static void apply0(State& s) { s.turn.stack = std::exchange(s.token, {}); }
};
// What moves, and where in the turn it is written.
template <>
struct action<part_piece> {
  template <typename Input>
  static void apply(const Input& in, State& s) {
    s.part.pieces = std::exchange(s.token, {});
    s.part.offset = std::size_t(in.begin() - s.text);
  }
};
template <>
struct action<moving_stack> : action<part_piece> {};

template <CtlPart::How How>
struct how_action {
  static void apply0(State& s) { s.part.how = How; }
};
template <> struct action<move> : how_action<CtlPart::How::MOVE> {};
template <> struct action<dash_move> : how_action<CtlPart::How::MOVE> {};
template <> struct action<capture> : how_action<CtlPart::How::CAPTURE> {};
template <> struct action<chess_capture> : how_action<CtlPart::How::CAPTURE> {};
template <> struct action<stay_capture> : how_action<CtlPart::How::STAY_CAPTURE> {};
template <> struct action<shot_down> : how_action<CtlPart::How::SHOT_DOWN> {};
template <> struct action<exchange> : how_action<CtlPart::How::EXCHANGE> {};
template <> struct action<checks> : how_action<CtlPart::How::CHECKS> {};

template <>
struct action<part> {
  static void apply0(State& s) { s.turn.parts.push_back(std::exchange(s.part, {})); }
};
template <>
struct action<whole_stack> : action<part> {};
template <>
struct action<lone> : action<part> {};

template <>
struct action<check_mark> {
  static void apply0(State& s) { s.turn.check = true; }
};
template <>
struct action<mate_mark> {
  static void apply0(State& s) { s.turn.mate = true; }
};
template <>
struct action<fault_mark> {
  static void apply0(State& s) { s.turn.fault = true; }
};
template <>
struct action<draw_mark> {
  static void apply0(State& s) { s.turn.draw = true; }
};
template <>
struct action<lost_mark> {
  static void apply0(State& s) { s.turn.lost = true; }
};
template <>
struct action<judgement> {
  template <typename Input>
  static void apply(const Input& in, State& s) { s.turn.judgements.push_back(in.string()); }
};

// Actions run as their rules match, also inside an alternative that then fails: each alternative of a
// turn's first part starts clean, so that what a failed one read is forgotten.
template <typename Rule>
struct control : pegtl::normal<Rule> {
  template <typename Input>
  static void start(const Input& in, State& s) {
    s.reached = std::max(s.reached, std::size_t(in.current() - s.text));
    if constexpr (std::is_same_v<Rule, deploying> || std::is_same_v<Rule, whole_stack> || std::is_same_v<Rule, lone>) {
      s.turn.stack.clear();
      s.turn.parts.clear();
      s.part = {};
    }
    if constexpr (std::is_same_v<Rule, part_piece> || std::is_same_v<Rule, moving_stack> || std::is_same_v<Rule, deploy_stack> ||
                  std::is_same_v<Rule, target_piece>) {
      s.token.clear();
      s.hero = false;
    }
  }
};

}  // namespace kypho::grammar::cotulenh_ctl
