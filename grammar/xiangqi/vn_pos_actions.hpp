// Actions of the position shorthand grammar.
#pragma once

#include <charconv>

#include "grammar/xiangqi/vn_pos.hpp"
#include "grammar/xiangqi/vn_letters.hpp"
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

template <Kind K, std::uint16_t Spelling = CANONICAL>
struct kind {
  static void apply0(state& s) {
    s.entry.kind = K;
    s.entry.spelling |= Spelling;
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
template <> struct action<vr::voi> : kind<Kind::ELEPHANT, ELEPHANT_V> {};
template <> struct action<vr::chot> : kind<Kind::SOLDIER, LETTER_SYNONYM> {};
// clang-format on

// How the letters were written; the entry's spellings start empty at each side and after each entry.
template <>
struct action<vr::piece> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) { s.entry.spelling |= vn_piece_letter_spelling(in); }
};
template <>
struct action<vr::tuong_g> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) { s.entry.spelling |= vn_general_letter_spelling(in); }
};

template <>
struct action<pr::side_words> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.red = vn_side_moves_first(in.string_view());
  }
};

template <>
struct action<pr::side> {
  static void apply0(state& s) {
    s.sides.push_back({.red = s.red});
    s.entry.spelling = CANONICAL;
  }
};

template <>
struct action<pr::file> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.entry.file = std::uint8_t(ascii_of(in) - '0');
    if (is_wide(in)) s.entry.spelling |= FULL_WIDTH;
    s.entry.rank = -1;
  }
};

template <>
struct action<pr::rank> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.entry.rank = ascii_of(in) - '0';
    if (is_wide(in)) s.entry.spelling |= FULL_WIDTH;
  }
};

template <>
struct action<pr::plus> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    if (is_wide(in)) s.entry.spelling |= FULL_WIDTH;
  }
};

template <>
struct action<pr::entry> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.entry.offset = s.offset(in);
    s.sides.back().entries.push_back(s.entry);
    s.entry.spelling = CANONICAL;
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
