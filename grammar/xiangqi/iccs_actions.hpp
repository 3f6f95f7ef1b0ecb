// Actions of the ICCS move grammar.
#pragma once

#include "grammar/xiangqi/iccs.hpp"
#include "grammar/xiangqi/record_state.hpp"

namespace kypho::grammar::xiangqi {

namespace ir = iccs::rules;

// A point as written: file letter and rank number (ranks may be 0- or 1-based, decided later).
inline void read_point(std::string_view text, std::uint8_t& file, std::uint8_t& rank, bool& upper) {
  const char f = text[0];
  upper = f >= 'A' && f <= 'I';
  file = std::uint8_t((f | 0x20) - 'a');
  rank = text.size() == 3 ? 10 : std::uint8_t(text[1] - '0');  // the grammar's rank is 10 or one digit
}

template <>
struct action<ir::from_point> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) {
    read_point(in.string_view(), s.coordinate.from_file, s.coordinate.from_rank, s.coordinate.upper_case);
  }
};

template <>
struct action<ir::to_point> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) {
    bool upper = false;
    read_point(in.string_view(), s.coordinate.to_file, s.coordinate.to_rank, upper);
  }
};

// Both points of a plain_move (its four bytes), as from_point's and to_point's actions read them.
inline void read_plain_move(std::string_view text, CoordinateMove& move) {
  bool upper = false;
  read_point(text.substr(0, 2), move.from_file, move.from_rank, move.upper_case);
  read_point(text.substr(2, 2), move.to_file, move.to_rank, upper);
}

template <>
struct action<ir::plain_move> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) {
    read_plain_move(in.string_view(), s.coordinate);
  }
};

template <>
struct action<ir::dash> {
  static void apply0(RecordState& s) { s.coordinate.dash = true; }
};

}  // namespace kypho::grammar::xiangqi
