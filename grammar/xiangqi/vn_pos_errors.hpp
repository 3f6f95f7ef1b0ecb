// Human messages for the points of the position shorthand's grammar where no backtracking is possible.
#pragma once

#include <tao/pegtl.hpp>

#include "grammar/xiangqi/vn_pos.hpp"
#include "rules/common/marked.hpp"

namespace kypho::grammar::vn_pos {

template <typename Rule>
inline constexpr const char* error_message = nullptr;
// clang-format off
template <> inline constexpr auto error_message< rules::side_entries > = N_("expected pieces after the side: Tg5, S5, T7, P5+6, ...");
template <> inline constexpr auto error_message< rules::end_of_position > = N_("expected a side line (Bên trắng: … or Bên đen: …) or a piece like P5+6");
// clang-format on
struct errors {
  template <typename Rule>
  static constexpr auto message = error_message<Rule>;
};
template <typename Rule>
using control = tao::pegtl::must_if<errors>::control<Rule>;

}  // namespace kypho::grammar::vn_pos
