// The actions of the KI2 grammar beyond KIF's (kif_actions.hpp): the words that tell apart the pieces that
// could make a move (右, 左, 直, 上, 引, 寄, 打).
#pragma once

#include "grammar/shogi/ki2.hpp"
#include "grammar/shogi/kif_actions.hpp"

namespace kypho::grammar::shogi {
namespace kif_actions {

namespace k2 = ki2::rules;

// clang-format off
template <> struct action<k2::right> { static void apply0(state& s) { s.move.relative |= RIGHT; } };
template <> struct action<k2::left> { static void apply0(state& s) { s.move.relative |= LEFT; } };
template <> struct action<k2::straight> { static void apply0(state& s) { s.move.relative |= STRAIGHT; } };
template <> struct action<k2::up> { static void apply0(state& s) { s.move.relative |= UP; } };
template <> struct action<k2::down> { static void apply0(state& s) { s.move.relative |= DOWN; } };
template <> struct action<k2::sideways> { static void apply0(state& s) { s.move.relative |= SIDEWAYS; } };
template <> struct action<k2::drop> { static void apply0(state& s) { s.move.drop = true; } };
// clang-format on

template <>
struct action<k2::side_mark> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.move = {};
    const std::string_view mark = in.string_view();
    s.move.side = mark == "▲" || mark == "☗" || mark == "▼" ? 0 : 1;
  }
};

// An event of the line being read, kept if the line is moves (filled in where it lies: see Record::add_move).
template <typename ActionInput>
Event& add_line_event(const ActionInput& in, state& s, Event::Type type) {
  Event& e = s.line_moves.emplace_back();
  e.type = type;
  e.offset = s.offset(in);
  e.length = std::uint32_t(in.size());
  return e;
}

template <>
struct action<k2::move> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) { add_line_event(in, s, Event::MOVE).move = s.move; }
};

template <>
struct action<k2::moves_start> {
  static void apply0(state& s) { s.line_moves.clear(); }
};

template <>
struct action<k2::moves_line> {
  static void apply0(state& s) {
    close_setup(s);
    s.game.events.insert(s.game.events.end(), s.line_moves.begin(), s.line_moves.end());
  }
};
template <>
struct action<k2::unread_move> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) { add_line_event(in, s, Event::UNREAD_MOVE); }
};
template <>
struct action<k2::unread_moves_line> : action<k2::moves_line> {};

// KI2 says how a game ended only in its summary: `まで49手で詰み`, `まで3手で時間切れにより先手の勝ち`.
template <>
struct action<k2::summary> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    summary_terminal(in, s);
  }
};

}  // namespace kif_actions

}  // namespace kypho::grammar::shogi
