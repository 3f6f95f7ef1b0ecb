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

namespace {
namespace pr = vn_pos::rules;
namespace pegtl = tao::pegtl;
struct listing_start : pegtl::seq< pr::entry, pegtl::star< pegtl::blank >, pegtl::sor< pegtl::one< ',', '(', '\r' >, pegtl::eolf > > {};
struct side_line_start : pegtl::seq< pr::side, pegtl::star< pegtl::blank >, listing_start > {};

template <typename Rule>
bool starts_with(std::string_view text) {
  pegtl::memory_input in(text.data(), text.size(), "");
  return pegtl::parse< Rule >(in);
}
}  // namespace

bool starts_listing_pieces(std::string_view text) { return starts_with<listing_start>(text); }
bool is_shorthand_side_line(std::string_view line) { return starts_with<side_line_start>(line); }

}  // namespace kypho::grammar::xiangqi
