#include "grammar/xiangqi/vn_pos_parse.hpp"

#include "grammar/common/parse_whole.hpp"
#include "grammar/xiangqi/vn_pos_actions.hpp"

namespace kypho::grammar::xiangqi {
namespace {

template <typename Rule>
inline constexpr const char* error_message = nullptr;
// clang-format off
template <> inline constexpr auto error_message< vn_pos::rules::side_entries > = "expected pieces after the side: Tg5, S5, T7, P5+6, ...";
template <> inline constexpr auto error_message< vn_pos::rules::end_of_position > = "expected a side line (Bên trắng: … or Bên đen: …) or a piece like P5+6";
// clang-format on
struct errors {
  template <typename Rule>
  static constexpr auto message = error_message<Rule>;
};
template <typename Rule>
using control = tao::pegtl::must_if<errors>::control<Rule>;

}  // namespace

std::optional<std::vector<SidePosition>> parse_vn_position(std::string_view text, std::vector<SyntaxError>& errors) {
  std::vector<SidePosition> sides;
  vn_pos_actions::state st{sides, text.data()};
  if (!parse_whole<vn_pos::rules::position, vn_pos_actions::action, control>(text, "", st, errors)) return std::nullopt;
  return sides;
}

}  // namespace kypho::grammar::xiangqi
