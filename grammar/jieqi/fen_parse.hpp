// Cờ tướng úp's FEN reader's plain API: the pieces as written, face up or down, and the pools.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "grammar/common/syntax_error.hpp"

namespace kypho::grammar {

struct JieqiFenPiece {
  char letter;        // as written: a piece letter, or X / x
  bool face_down;     // X, x, or a letter marked `~`
  std::uint8_t file;  // 0 = a, from Red's left
  std::uint8_t rank;  // 0 = Red's back rank
  std::size_t offset;
};

struct JieqiPoolEntry {
  char letter;  // upper case Red's, lower case Black's
  unsigned count;
  std::size_t offset;
};

struct JieqiFenSyntax {
  std::vector<JieqiFenPiece> pieces;
  bool marked = false;  // pychess's `~` was written
  std::optional<char> side;
  std::size_t side_offset = 0;
  std::optional<std::vector<JieqiPoolEntry>> pool;   // the face-down pieces' identities; nothing when not written
  std::size_t pool_offset = 0;
  std::vector<JieqiPoolEntry> taken;                 // face-down pieces taken, as far as known
  bool old_layout = false;
  std::optional<unsigned> halfmove;
  std::optional<unsigned> fullmove;
};

// Offsets are relative to `text`. Nothing when the text is not a FEN at all.
std::optional<JieqiFenSyntax> parse_jieqi_fen(std::string_view text, std::vector<SyntaxError>& errors);

}  // namespace kypho::grammar
