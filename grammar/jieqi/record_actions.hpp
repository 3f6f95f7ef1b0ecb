// Actions of cờ tướng úp's record notation: the xiangqi move actions, and the reveal after a move.
#pragma once

#include "grammar/jieqi/record.hpp"
#include "grammar/xiangqi/iccs_actions.hpp"
#include "grammar/xiangqi/record_state.hpp"
#include "grammar/xiangqi/vn_actions.hpp"
#include "grammar/xiangqi/vn_letters.hpp"

namespace kypho::grammar::jieqi {

using grammar::xiangqi::Kind;

struct RecordState : xiangqi::RecordState {
  using Mark = xiangqi::XiangqiMoveSyntax::PieceMark;
  std::array<Mark, 2> marks{};
  std::size_t mark_count = 0;
  bool after_sign = false;  // the next letter follows '='

  void reset_move() {
    xiangqi::RecordState::reset_move();
    marks = {};
    mark_count = 0;
    after_sign = false;
  }
  void take_move(xiangqi::Event& e) const {
    xiangqi::RecordState::take_move(e);
    e.move.marks = marks;
  }
};

template <typename Rule>
struct action : xiangqi::action<Rule> {};

template <>
struct action<rules::reveal_sign> {
  static void apply0(RecordState& s) { s.after_sign = true; }
};

// A letter after the move: its piece, its case, whether '=' stood before it, and where.
template <Kind K>
struct add_mark {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) {
    if (s.mark_count < s.marks.size())
      s.marks[s.mark_count++] = {K, ascii_of(in) >= 'A' && ascii_of(in) <= 'Z', s.after_sign, s.offset(in)};
    s.after_sign = false;
  }
};
// The rulebook's letter after '=' (`P2-5=X`), and how it was written beside it: in lower case or full width,
// or `C` (chốt) for the soldier, `V` (voi) for the elephant (`Spelling`), each said as the move's piece
// letter is.
template <Kind K, std::uint16_t Spelling = xiangqi::CANONICAL>
struct add_vn_mark {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) {
    add_mark<K>::apply(in, s);
    s.vertical.spelling |= xiangqi::vn_piece_letter_spelling(in) | Spelling;
  }
};

// clang-format off
template <> struct action<rules::fen_chariot> : add_mark<Kind::CHARIOT> {};
template <> struct action<rules::fen_horse> : add_mark<Kind::HORSE> {};
template <> struct action<rules::fen_elephant> : add_mark<Kind::ELEPHANT> {};
template <> struct action<rules::fen_advisor> : add_mark<Kind::ADVISOR> {};
template <> struct action<rules::fen_cannon> : add_mark<Kind::CANNON> {};
template <> struct action<rules::fen_soldier> : add_mark<Kind::SOLDIER> {};
template <> struct action<rules::vn_chariot> : add_vn_mark<Kind::CHARIOT> {};
template <> struct action<rules::vn_horse> : add_vn_mark<Kind::HORSE> {};
template <> struct action<rules::vn_elephant> : add_vn_mark<Kind::ELEPHANT> {};
template <> struct action<rules::vn_voi> : add_vn_mark<Kind::ELEPHANT, xiangqi::ELEPHANT_V> {};
template <> struct action<rules::vn_advisor> : add_vn_mark<Kind::ADVISOR> {};
template <> struct action<rules::vn_cannon> : add_vn_mark<Kind::CANNON> {};
template <> struct action<rules::vn_soldier> : add_vn_mark<Kind::SOLDIER> {};
template <> struct action<rules::vn_chot> : add_vn_mark<Kind::SOLDIER, xiangqi::LETTER_SYNONYM> {};
// clang-format on

}  // namespace kypho::grammar::jieqi
