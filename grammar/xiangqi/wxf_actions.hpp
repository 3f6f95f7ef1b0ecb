// Actions of the WXF move grammar.
#pragma once

#include "grammar/xiangqi/wxf.hpp"
#include "grammar/xiangqi/record_state.hpp"

namespace kypho::grammar::xiangqi {

namespace wr = wxf::rules;

// The official letters are K A E H R C P in upper case; anything else is read and noted.
template <Kind K, char Official>
struct wxf_letter {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) {
    const char c = ascii_of(in);
    if (is_wide(in)) s.vertical.spelling |= FULL_WIDTH;
    s.vertical.kind = K;
    if (c >= 'a' && c <= 'z') s.vertical.spelling |= LOWER_CASE;
    if ((c & ~0x20) != Official) s.vertical.spelling |= LETTER_SYNONYM;
  }
};

// clang-format off
template <> struct action<wr::king> : wxf_letter<Kind::GENERAL, 'K'> {};
template <> struct action<wr::advisor> : wxf_letter<Kind::ADVISOR, 'A'> {};
template <> struct action<wr::elephant> : wxf_letter<Kind::ELEPHANT, 'E'> {};
template <> struct action<wr::horse> : wxf_letter<Kind::HORSE, 'H'> {};
template <> struct action<wr::rook> : wxf_letter<Kind::CHARIOT, 'R'> {};
template <> struct action<wr::cannon> : wxf_letter<Kind::CANNON, 'C'> {};
template <> struct action<wr::pawn> : wxf_letter<Kind::SOLDIER, 'P'> {};
template <> struct action<wr::front> : set_sign<&VerticalMove::place, Place::FRONT> {};
template <> struct action<wr::rear> : set_sign<&VerticalMove::place, Place::REAR> {};
template <> struct action<wr::advance> : set_sign<&VerticalMove::direction, Direction::ADVANCE> {};
template <> struct action<wr::retreat> : set_sign<&VerticalMove::direction, Direction::RETREAT> {};
template <> struct action<wr::sign_first> : add_spelling<SIGN_FIRST> {};
// clang-format on

template <>
struct action<wr::traverse> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) {
    s.vertical.direction = Direction::TRAVERSE;
    if (ascii_of(in) == '=') s.vertical.spelling |= TRAVERSE_DOT;
    if (is_wide(in)) s.vertical.spelling |= FULL_WIDTH;
  }
};

template <>
struct action<wr::file> : set_digit<&VerticalMove::file> {};
template <>
struct action<wr::number> : set_digit<&VerticalMove::number> {};

template <>
struct action<wr::number_sideways> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) {
    s.vertical.number = std::uint8_t(ascii_of(in) - '0');
    s.vertical.direction = Direction::TRAVERSE;
    s.vertical.spelling |= NO_TRAVERSE_SIGN;
  }
};

template <>
struct action<wr::plain_move> : set_plain_vertical<wr::plain_move> {};

// `++` and `--`: the front-most and rear-most of four or five soldiers on a file.
template <>
struct action<wr::front_most> : set_outer_place<1, true> {};
template <>
struct action<wr::rear_most> : set_outer_place<0, true> {};

template <>
struct action<wr::middle_of_file> : set_field<&VerticalMove::place, Place::MIDDLE> {};

// `7+.6`: tandem soldiers on two files, the file written where the letter would be.
template <>
struct action<wr::file_first> {
  static void apply0(RecordState& s) { s.vertical.kind = Kind::SOLDIER; }
};

}  // namespace kypho::grammar::xiangqi
