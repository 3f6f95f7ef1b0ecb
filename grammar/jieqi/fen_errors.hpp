// Human messages for the points of cờ tướng úp's FEN grammar where no backtracking is possible.
#pragma once

#include "grammar/jieqi/fen.hpp"
#include "rules/common/marked.hpp"

namespace kypho::grammar::jieqi_fen {

template <typename Rule>
inline constexpr const char* error_message = nullptr;

// clang-format off
template <> inline constexpr auto error_message< rules::rank > = N_("expected the board: ranks of piece letters (KABNRCP, also E H), X or x for a face-down piece, and digits 1-9");
template <> inline constexpr auto error_message< rules::next_rank > = N_("expected a rank after '/': piece letters, X or x, and digits 1-9");
template <> inline constexpr auto error_message< rules::side_field > = N_("expected the side to move: 'w' (or 'r') for Red, 'b' for Black");
template <> inline constexpr auto error_message< fen_fields::field > = fen_fields::field_message;
template <> inline constexpr auto error_message< fen_fields::side_end > = fen_fields::side_end_message;
template <> inline constexpr auto error_message< rules::end_of_fen > = N_("unexpected text: a cờ tướng úp FEN is the board, the side to move, the pool of face-down pieces (R2r2N2n2B2b2A2a2C2c2P5p5), the pool of those taken or '-', and two counters");
// clang-format on

struct errors {
  template <typename Rule>
  static constexpr auto message = error_message<Rule>;
};

template <typename Rule>
using control = tao::pegtl::must_if<errors>::control<Rule>;

}  // namespace kypho::grammar::jieqi_fen
