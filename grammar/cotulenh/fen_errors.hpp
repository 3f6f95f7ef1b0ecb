// Human messages for the points of cờ tư lệnh's FEN grammar where no backtracking is possible.
#pragma once

#include <tao/pegtl.hpp>

#include "grammar/cotulenh/fen.hpp"
#include "rules/common/marked.hpp"

namespace kypho::grammar::cotulenh_fen {

template <typename Rule>
inline constexpr const char* error_message = nullptr;
// clang-format off
template <> inline constexpr auto error_message< rules::rank > = N_("expected the board: ranks of piece letters (C I M A G S T F E N H), stacks in parentheses and counts of empty points");
template <> inline constexpr auto error_message< rules::next_rank > = N_("expected a rank after '/'");
template <> inline constexpr auto error_message< rules::hero_letter > = N_("expected a piece letter after the hero mark '+': C I M A G S T F E N H (Blue in lower case)");
template <> inline constexpr auto error_message< rules::stack_first > = N_("expected the pieces of a stack, carrier first");
template <> inline constexpr auto error_message< rules::stack_close > = N_("expected ')' closing the stack");
template <> inline constexpr auto error_message< rules::side_field > = N_("expected the side to move: 'r' for Red, 'b' for Blue");
template <> inline constexpr auto error_message< fen_fields::side_end > = fen_fields::side_end_message;
template <> inline constexpr auto error_message< fen_fields::field > = fen_fields::field_message;
template <> inline constexpr auto error_message< rules::end_of_fen > = N_("unexpected text: a FEN is 12 ranks joined by '/', then the side to move, '- -' and two counters");
// clang-format on

struct errors {
  template <typename Rule>
  static constexpr auto message = error_message<Rule>;
};
template <typename Rule>
using control = tao::pegtl::must_if<errors>::control<Rule>;

}  // namespace kypho::grammar::cotulenh_fen
