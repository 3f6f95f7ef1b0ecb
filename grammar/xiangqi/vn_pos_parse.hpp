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
  std::uint16_t spelling;  // Spelling: how the letter was written beside the rulebook's (`C`, `V`, `tg`, `Ｍ`)
};

struct SidePosition {
  bool red;
  std::vector<PositionEntry> entries;
  int count = -1;  // the (n con) checksum, -1 when absent
  std::size_t count_offset = 0;
};

std::optional<std::vector<SidePosition>> parse_vn_position(std::string_view text, std::vector<SyntaxError>& errors);

// Whether `text` starts with an entry of the shorthand (`Tg5,`, `TG5 (1 con)`, `ｘ１+3`: a piece letter in any
// case or width, a file and the entry's end), as a side line that lists pieces does and one that names a
// player (`Bên trắng: Nguyễn Văn A`) does not: asked by the sniffer and of a record's side lines alike.
bool starts_listing_pieces(std::string_view text);
// Whether `line` is a side line of the shorthand: the side's words, ':' and pieces listed.
bool is_shorthand_side_line(std::string_view line);

}  // namespace kypho::grammar::xiangqi
