// Actions of the position shorthand grammar.
#pragma once

#include <charconv>

#include "grammar/xiangqi/vn_pos.hpp"
#include "grammar/xiangqi/vn_pos_parse.hpp"

namespace kypho::grammar::xiangqi::vn_pos_actions {

namespace pr = vn_pos::rules;
namespace vr = vn::rules;

struct state {
  std::vector<SidePosition>& sides;
  const char* text_begin;
  PositionEntry entry{};
  bool red = true;
  template <typename ActionInput>
  std::size_t offset(const ActionInput& in) const {
    return std::size_t(in.begin() - text_begin);
  }
};

template <typename Rule>
struct action : tao::pegtl::nothing<Rule> {};

template <Kind K, bool Chot = false>
struct kind {
  static void apply0(state& s) {
    s.entry.kind = K;
    s.entry.chot = Chot;
  }
};
// clang-format off
template <> struct action<vr::tuong> : kind<Kind::GENERAL> {};
template <> struct action<vr::si> : kind<Kind::ADVISOR> {};
template <> struct action<vr::tuong_voi> : kind<Kind::ELEPHANT> {};
template <> struct action<vr::xe> : kind<Kind::CHARIOT> {};
template <> struct action<vr::phao> : kind<Kind::CANNON> {};
template <> struct action<vr::ma> : kind<Kind::HORSE> {};
template <> struct action<vr::binh_chot> : kind<Kind::SOLDIER> {};
template <> struct action<vr::chot> : kind<Kind::SOLDIER, true> {};
// clang-format on

template <>
struct action<pr::side_words> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.red = vn_side_moves_first(in.string_view());
  }
};

template <>
struct action<pr::side> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.sides.push_back({s.red, {}, -1, s.offset(in)});
  }
};

template <>
struct action<pr::file> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.entry.file = std::uint8_t(in.peek_char() - '0');
    s.entry.rank = -1;
  }
};

template <>
struct action<pr::rank> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.entry.rank = in.peek_char() - '0';
  }
};

template <>
struct action<pr::entry> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.entry.offset = s.offset(in);
    s.sides.back().entries.push_back(s.entry);
  }
};

template <>
struct action<pr::count> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    int n = 0;
    std::from_chars(in.begin(), in.end(), n);
    s.sides.back().count = n;
    s.sides.back().count_offset = s.offset(in);
  }
};

}  // namespace kypho::grammar::xiangqi::vn_pos_actions
