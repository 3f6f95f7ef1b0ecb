// The FEN reader's plain API: what was written, where, and what could not be read.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "grammar/common/syntax_error.hpp"

namespace kypho::grammar {

struct FenPiece {
  char letter;        // as written
  std::uint8_t file;  // 0 = a, from Red's left
  std::uint8_t rank;  // 0 = Red's back rank
  std::size_t offset;
};

struct FenSyntax {
  std::vector<FenPiece> pieces;
  std::optional<char> side;  // as written; nothing when the field is missing
  std::size_t side_offset = 0;
  std::optional<unsigned> halfmove;
  std::optional<unsigned> fullmove;
};

// Offsets are relative to `text`. Returns nothing when the text is not a FEN at all; a FEN whose ranks
// have the wrong width or count is returned with errors so that later checks still run.
std::optional<FenSyntax> parse_fen(std::string_view text, std::vector<SyntaxError>& errors);

}  // namespace kypho::grammar
