// Human messages for the points of the SFEN grammar where no backtracking is possible.
#pragma once

#include <tao/pegtl.hpp>

#include "grammar/shogi/sfen.hpp"
#include "rules/common/marked.hpp"

namespace kypho::grammar::sfen {

template <typename Rule>
inline constexpr const char* error_message = nullptr;
// clang-format off
template <> inline constexpr auto error_message< rules::rank > = N_("expected the board: ranks of piece letters (PLNSGBRK, + for promoted) and digits 1-9");
template <> inline constexpr auto error_message< rules::next_rank > = N_("expected a rank after '/'");
template <> inline constexpr auto error_message< rules::side_field > = N_("expected the side to move: 'b' (sente) or 'w' (gote)");
template <> inline constexpr auto error_message< rules::hands_field > = N_("expected the pieces in hand, such as 2Pb, or '-'");
template <> inline constexpr auto error_message< rules::end_of_sfen > = N_("unexpected text after the SFEN");
// clang-format on
struct errors {
  template <typename Rule>
  static constexpr auto message = error_message<Rule>;
};
template <typename Rule>
using control = tao::pegtl::must_if<errors>::control<Rule>;

}  // namespace kypho::grammar::sfen
