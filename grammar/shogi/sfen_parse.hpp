// The SFEN reader's plain API.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "grammar/common/syntax_error.hpp"

namespace kypho::grammar {

struct SfenPiece {
  char letter;         // as written; upper case is sente
  bool promoted;
  std::uint8_t column; // 0 = file 9
  std::uint8_t row;    // 0 = rank 一
  std::size_t offset;
};

struct SfenHandItem {
  char letter;
  unsigned count;
  std::size_t offset;
};

struct SfenSyntax {
  std::vector<SfenPiece> pieces;
  char side = 'b';
  std::vector<SfenHandItem> hands;
  unsigned move_number = 1;
};

std::optional<SfenSyntax> parse_sfen(std::string_view text, std::vector<SyntaxError>& errors);

}  // namespace kypho::grammar
