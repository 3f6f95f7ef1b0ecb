#include "grammar/xiangqi/vn_pos_parse.hpp"

#include "grammar/common/parse_whole.hpp"
#include "grammar/xiangqi/vn_pos_actions.hpp"
#include "grammar/xiangqi/vn_pos_errors.hpp"

namespace kypho::grammar::xiangqi {

std::optional<std::vector<SidePosition>> parse_vn_position(std::string_view text, std::vector<SyntaxError>& errors) {
  std::vector<SidePosition> sides;
  vn_pos_actions::state st{sides, text.data()};
  if (!parse_whole<vn_pos::rules::position, vn_pos_actions::action, vn_pos::control>(text, "", st, errors)) return std::nullopt;
  return sides;
}

}  // namespace kypho::grammar::xiangqi
