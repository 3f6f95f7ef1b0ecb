// The cờ tư lệnh FEN reader's plain API: each piece as written, with its point, its stack and its offset.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "grammar/common/syntax_error.hpp"

namespace kypho::grammar {

struct CotulenhFenPiece {
  char letter;        // as written: upper case Red, lower case Blue
  bool hero;
  std::uint8_t file;  // 0 = a
  std::uint8_t rank;  // 0 = rank 1
  std::size_t offset;
};

struct CotulenhFenSyntax {
  std::vector<CotulenhFenPiece> pieces;  // the pieces of a stack share a point, carrier first
  std::optional<char> side;               // 'r' or 'b'; nothing when the field is missing
  std::size_t side_offset = 0;
  std::optional<unsigned> halfmove, fullmove;
};

// Offsets are relative to `text`. Nothing when the text is not such a FEN; a board of the wrong size is
// returned with errors, so that later checks still run.
std::optional<CotulenhFenSyntax> parse_cotulenh_fen(std::string_view text, std::vector<SyntaxError>& errors);

}  // namespace kypho::grammar
