// The position shorthand reader's plain API.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "grammar/common/syntax_error.hpp"
#include "grammar/xiangqi/move_syntax.hpp"

namespace kypho::grammar::xiangqi {

struct PositionEntry {
  Kind kind;
  std::uint8_t file;  // from the side's right
  int rank;           // ranks up from the side's back rank, -1 when left out
  std::size_t offset;
  bool chot;          // written C
};

struct SidePosition {
  bool red;
  std::vector<PositionEntry> entries;
  int count = -1;  // the (n con) checksum, -1 when absent
  std::size_t offset, count_offset = 0;
};

std::optional<std::vector<SidePosition>> parse_vn_position(std::string_view text, std::vector<SyntaxError>& errors);

}  // namespace kypho::grammar::xiangqi
