// What the xiangqi record grammar's actions share: the game being built and the move being read.
#pragma once

#include <tao/pegtl.hpp>

#include "grammar/common/plain_vertical.hpp"
#include "grammar/common/record_layout_actions.hpp"
#include "grammar/common/wide.hpp"
#include "grammar/xiangqi/record_parse.hpp"

namespace kypho::grammar::xiangqi {

struct RecordState : record::LayoutState<GameSyntax> {
  std::optional<Notation> fixed;  // what the caller said; nothing to decide per game
  VerticalMove vertical{};  // the move being read
  CoordinateMove coordinate{};
  SanMove san{};

  void reset_move() {
    vertical = {};
    coordinate = {};
    san = {};
  }
  void take_move(Event& e) const { e.move = {vertical, coordinate, san}; }
};

template <typename Rule>
struct action : record::layout_action<Rule> {};

// Sets a field of the move being read to a constant when a rule matches.
template <auto Member, auto Value>
struct set_field {
  static void apply0(RecordState& s) { s.vertical.*Member = Value; }
};

// The same for a sign a notation writes in one character (`.`, `/`, `-`, `+`), which may come full-width
// (`．`, `＋`) or as a typographic dash (`−`): read, and noted.
template <auto Member, auto Value>
struct set_sign {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) {
    s.vertical.*Member = Value;
    if (is_wide(in)) s.vertical.spelling |= FULL_WIDTH;
  }
};

// Sets a field of the move being read to the digit a rule matched.
template <auto Member>
struct set_digit {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) {
    s.vertical.*Member = std::uint8_t(ascii_of(in) - '0');
    if (is_wide(in)) s.vertical.spelling |= FULL_WIDTH;
  }
};

// The front-most (1) or rear-most (0: resolved as the last) of four or five soldiers on one file: WXF `++`
// and `--` (which also name the soldier), Vietnamese `tt` and `ss`.
template <std::uint8_t Index, bool NamesSoldier>
struct set_outer_place {
  static void apply0(RecordState& s) {
    if (NamesSoldier) s.vertical.kind = Kind::SOLDIER;
    s.vertical.place = Place::INDEX;
    s.vertical.index = Index;
  }
};

// The four fields of a plain_vertical move, from its four bytes: the letter's and the sign's places in the
// notation's spelling are the kind and the direction.
template <typename PlainMove>
struct set_plain_vertical {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) {
    const auto* p = reinterpret_cast<const unsigned char*>(in.begin());
    s.vertical.kind = Kind(PlainMove::KIND_OF[p[0]]);
    s.vertical.file = std::uint8_t(p[1] - '0');
    s.vertical.direction = Direction(PlainMove::DIRECTION_OF[p[2]]);
    s.vertical.number = std::uint8_t(p[3] - '0');
  }
};

template <std::uint16_t Flag>
struct add_spelling {
  static void apply0(RecordState& s) { s.vertical.spelling |= Flag; }
};

}  // namespace kypho::grammar::xiangqi
