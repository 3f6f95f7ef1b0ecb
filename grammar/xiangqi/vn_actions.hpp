// Actions of the Vietnamese move grammar.
#pragma once

#include "grammar/xiangqi/vn.hpp"
#include "grammar/xiangqi/record_state.hpp"
#include "grammar/xiangqi/vn_letters.hpp"

namespace kypho::grammar::xiangqi {

namespace vr = vn::rules;
using V = VerticalMove;

// clang-format off
template <> struct action<vr::tuong> : set_field<&V::kind, Kind::GENERAL> {};
template <> struct action<vr::si> : set_field<&V::kind, Kind::ADVISOR> {};
template <> struct action<vr::tuong_voi> : set_field<&V::kind, Kind::ELEPHANT> {};
template <> struct action<vr::xe> : set_field<&V::kind, Kind::CHARIOT> {};
template <> struct action<vr::phao> : set_field<&V::kind, Kind::CANNON> {};
template <> struct action<vr::ma> : set_field<&V::kind, Kind::HORSE> {};
template <> struct action<vr::binh_chot> : set_field<&V::kind, Kind::SOLDIER> {};
template <> struct action<vr::truoc> : set_field<&V::place, Place::FRONT> {};
template <> struct action<vr::giua> : set_field<&V::place, Place::MIDDLE> {};
template <> struct action<vr::sau> : set_field<&V::place, Place::REAR> {};
template <> struct action<vr::tan> : set_sign<&V::direction, Direction::ADVANCE> {};
template <> struct action<vr::thoai> : set_sign<&V::direction, Direction::RETREAT> {};
template <> struct action<vr::binh> : set_sign<&V::direction, Direction::TRAVERSE> {};
template <> struct action<vr::stray_space> : add_spelling<SPACE_INSIDE> {};
// clang-format on

// A long-form word: what vn_words' table says it is, into `Field`, and whether it was written without some of
// its marks.
template <auto Field, typename Value>
void take_word(const VnWordReading<Value>& r, RecordState& s) {
  s.vertical.*Field = r.value;
  if (r.marks_left_out) s.vertical.spelling |= MARKS_LEFT_OUT;
}
template <>
struct action<vr::piece_word> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) {
    const auto r = read_vn_piece_word(in.string_view());
    take_word<&V::kind>(r, s);
    s.vertical.also = r.also;
  }
};
template <>
struct action<vr::place_word> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) { take_word<&V::place>(read_vn_place_word(in.string_view()), s); }
};
template <>
struct action<vr::direction_word> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) {
    const auto r = read_vn_direction_word(in.string_view());
    take_word<&V::direction>(r, s);
    if (r.word == "thối") s.vertical.spelling |= THOI;  // thoái as many sites spell it
  }
};

template <>
struct action<vr::piece> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) { s.vertical.spelling |= vn_piece_letter_spelling(in); }
};
template <>
struct action<vr::tuong_g> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) { s.vertical.spelling |= vn_general_letter_spelling(in); }
};
// `PT.4`, `XS-2`: the place letters in capitals.
template <>
struct action<vr::place> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) {
    const char c = ascii_of(in);
    if (c >= 'A' && c <= 'Z') s.vertical.spelling |= LOWER_CASE;
  }
};

template <>
struct action<vr::truoc_nhat> : set_outer_place<1, false> {};
template <>
struct action<vr::sau_nhat> : set_outer_place<0, false> {};

template <>
struct action<vr::chot> {
  static void apply0(RecordState& s) {
    s.vertical.kind = Kind::SOLDIER;
    s.vertical.spelling |= LETTER_SYNONYM;
  }
};

template <>
struct action<vr::long_start> {
  static void apply0(RecordState& s) { s.vertical = {.long_form = true}; }
};

template <>
struct action<vr::voi> {
  static void apply0(RecordState& s) {
    s.vertical.kind = Kind::ELEPHANT;
    s.vertical.spelling |= ELEPHANT_V;
  }
};

template <>
struct action<vr::binh_en_dash> {
  static void apply0(RecordState& s) {
    s.vertical.direction = Direction::TRAVERSE;
    s.vertical.spelling |= EN_DASH;
  }
};

template <>
struct action<vr::plain_move> : set_plain_vertical<vr::plain_move> {};

template <>
struct action<vr::file> : set_digit<&VerticalMove::file> {};
template <>
struct action<vr::number> : set_digit<&VerticalMove::number> {};

}  // namespace kypho::grammar::xiangqi
