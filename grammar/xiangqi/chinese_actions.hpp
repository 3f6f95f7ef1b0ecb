// Actions of the Chinese move grammar.
#pragma once

#include <array>

#include "grammar/xiangqi/chinese.hpp"
#include "grammar/text/utf8.hpp"
#include "grammar/xiangqi/record_state.hpp"

namespace kypho::grammar::xiangqi {

namespace cr = chinese::rules;

// The value of a numeral and the side its spelling implies: 一…九 Red, １…９ Black; ASCII 1…9 say nothing.
struct Numeral {
  std::uint8_t value;
  Side side;
  bool ascii;
};

inline Numeral read_numeral(std::string_view text) {
  if (text.size() == 1) return {std::uint8_t(text[0] - '0'), Side::UNKNOWN, true};
  if (text.size() == 3 && static_cast<unsigned char>(text[0]) == 0xEF)  // U+FF11..FF19
    return {std::uint8_t(static_cast<unsigned char>(text[2]) - 0x90), Side::BLACK, false};
  constexpr std::array<std::string_view, 9> red{"一", "二", "三", "四", "五", "六", "七", "八", "九"};
  for (std::size_t i = 0; i < red.size(); ++i)
    if (text == red[i]) return {std::uint8_t(i + 1), Side::RED, false};
  return {0, Side::UNKNOWN, false};
}

inline void note_side(RecordState& s, Side side) {
  if (side != Side::UNKNOWN && s.vertical.side == Side::UNKNOWN) s.vertical.side = side;
}

template <Kind K, Side S>
struct chinese_piece {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) {
    s.vertical.kind = K;
    note_side(s, S);
    std::size_t at = 0;
    switch (next_code_point(in.string_view(), at)) {
      case U'帥': case U'將': case U'馬': case U'車': case U'砲': case U'包': case U'傌': case U'俥':
        s.vertical.spelling |= TRADITIONAL;
        break;
      default: break;
    }
  }
};

// clang-format off
template <> struct action<cr::red_general> : chinese_piece<Kind::GENERAL, Side::RED> {};
template <> struct action<cr::black_general> : chinese_piece<Kind::GENERAL, Side::BLACK> {};
template <> struct action<cr::red_advisor> : chinese_piece<Kind::ADVISOR, Side::RED> {};
template <> struct action<cr::black_advisor> : chinese_piece<Kind::ADVISOR, Side::BLACK> {};
template <> struct action<cr::red_elephant> : chinese_piece<Kind::ELEPHANT, Side::RED> {};
template <> struct action<cr::black_elephant> : chinese_piece<Kind::ELEPHANT, Side::BLACK> {};
template <> struct action<cr::red_horse> : chinese_piece<Kind::HORSE, Side::RED> {};
template <> struct action<cr::horse> : chinese_piece<Kind::HORSE, Side::UNKNOWN> {};
template <> struct action<cr::red_chariot> : chinese_piece<Kind::CHARIOT, Side::RED> {};
template <> struct action<cr::chariot> : chinese_piece<Kind::CHARIOT, Side::UNKNOWN> {};
template <> struct action<cr::cannon> : chinese_piece<Kind::CANNON, Side::UNKNOWN> {};
template <> struct action<cr::red_soldier> : chinese_piece<Kind::SOLDIER, Side::RED> {};
template <> struct action<cr::black_soldier> : chinese_piece<Kind::SOLDIER, Side::BLACK> {};
template <> struct action<cr::front> : set_field<&VerticalMove::place, Place::FRONT> {};
template <> struct action<cr::middle> : set_field<&VerticalMove::place, Place::MIDDLE> {};
template <> struct action<cr::advance> : set_field<&VerticalMove::direction, Direction::ADVANCE> {};
template <> struct action<cr::retreat> : set_field<&VerticalMove::direction, Direction::RETREAT> {};
template <> struct action<cr::traverse> : set_field<&VerticalMove::direction, Direction::TRAVERSE> {};
// clang-format on

template <>
struct action<cr::rear> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) {
    s.vertical.place = Place::REAR;
    if (in.string_view() == "後") s.vertical.spelling |= TRADITIONAL;
  }
};

template <>
struct action<cr::index> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) {
    s.vertical.place = Place::INDEX;
    s.vertical.index = read_numeral(in.string_view()).value;
  }
};

template <typename Field>
struct chinese_number {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) {
    const Numeral n = read_numeral(in.string_view());
    s.vertical.*Field::member = n.value;
    note_side(s, n.side);
    if (n.ascii) s.vertical.spelling |= ASCII_DIGITS;
  }
};
struct file_field {
  static constexpr auto member = &VerticalMove::file;
};
struct number_field {
  static constexpr auto member = &VerticalMove::number;
};
template <>
struct action<cr::file> : chinese_number<file_field> {};
template <>
struct action<cr::number> : chinese_number<number_field> {};

}  // namespace kypho::grammar::xiangqi
