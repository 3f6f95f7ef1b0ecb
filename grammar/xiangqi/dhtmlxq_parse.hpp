// The DhtmlXQ blocks of a text (grammar/xiangqi/dhtmlxq.hpp): each block's fields, in order, with where
// each name and value stand; what is not closed is an error at its opening, and what was read is kept.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "grammar/common/syntax_error.hpp"

namespace kypho::grammar::xiangqi {

struct DhtmlField {
  std::string name;   // after `DhtmlXQ_`, in lower case: title, binit, movelist, move_0_3_1, comment5, …
  std::string value;  // as written
  std::size_t offset = 0, value_offset = 0;
};

struct DhtmlBlock {
  std::size_t offset = 0;  // of `[DhtmlXQ]`
  bool dhj = false;        // 打虎将's variant: `[DHJHtmlXQ]`, fields by number
  std::vector<DhtmlField> fields;
  std::vector<SyntaxError> errors;
};

std::vector<DhtmlBlock> parse_dhtmlxq(std::string_view text);

}  // namespace kypho::grammar::xiangqi
