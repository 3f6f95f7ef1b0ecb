// How a Vietnamese piece letter was written beside the rulebook's `P`, `Tg`: what the move grammar and the
// position shorthand both note, each into its own state.
#pragma once

#include <cstdint>

#include "grammar/common/wide.hpp"
#include "grammar/xiangqi/move_syntax.hpp"

namespace kypho::grammar::xiangqi {

// A piece letter (vn::rules::piece): `p2-5` in lower case, `Ｐ２－５` in full width.
template <typename ActionInput>
std::uint16_t vn_piece_letter_spelling(const ActionInput& in) {
  const char c = ascii_of(in);
  return std::uint16_t((c >= 'a' && c <= 'z' ? LOWER_CASE : 0) | (is_wide(in) ? FULL_WIDTH : 0));
}

// The general's second letter (vn::rules::tuong_g): `TG` typed in capitals, in ASCII or full width.
template <typename ActionInput>
std::uint16_t vn_general_letter_spelling(const ActionInput& in) {
  return ascii_of(in) == 'G' ? LOWER_CASE : CANONICAL;
}

}  // namespace kypho::grammar::xiangqi
