#include "grammar/xiangqi/dhtmlxq_parse.hpp"

#include "grammar/xiangqi/dhtmlxq_actions.hpp"

namespace kypho::grammar::xiangqi {

std::vector<DhtmlBlock> parse_dhtmlxq(std::string_view text) {
  dhtmlxq::State state{text.data(), {}};
  tao::pegtl::memory_input<tao::pegtl::tracking_mode::lazy> in(text.data(), text.size(), "dhtmlxq");
  tao::pegtl::parse<dhtmlxq::page, dhtmlxq::action>(in, state);
  return std::move(state.blocks);
}

}  // namespace kypho::grammar::xiangqi
