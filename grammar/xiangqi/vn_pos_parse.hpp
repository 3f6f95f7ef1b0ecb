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

// Where `text` first names the general as the shorthand's entries do, in either case as the grammar reads it
// (`Tg`, `TG` typed in capitals, `tg`); npos where it does not. What tells a side line that lists pieces from
// one that names a player, for the sniffer and for a record's side lines alike.
constexpr std::size_t find_general_letters(std::string_view text) {
  for (std::size_t at = 0; at + 1 < text.size(); ++at)
    if ((text[at] == 'T' || text[at] == 't') && (text[at + 1] == 'g' || text[at + 1] == 'G')) return at;
  return std::string_view::npos;
}

}  // namespace kypho::grammar::xiangqi
