// The cờ tư lệnh SAN reader's plain API: a turn as written, each sub-move with its piece letters, origin,
// kind marks and target.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kypho::grammar {

struct CotulenhSanPiece {
  char letter;
  bool hero;
};

struct CotulenhSanSubMove {
  std::vector<CotulenhSanPiece> pieces;  // one, or a stack's, carrier first
  std::optional<std::uint8_t> from_file;  // 0 = a
  std::string from_rank;                  // the digits as written: @cotulenh/core may cut a rank to its first digit
  bool deploy = false;
  char kind = 0;                          // 'x', '_', '@', '&', '*', '"', '~', or 0 for a move
  std::size_t offset = std::string::npos; // of its first letter in the turn, when the reader knows it
  std::uint8_t to_file = 0, to_rank = 0;  // rank 0 = rank 1
};

struct CotulenhSanTurn {
  std::vector<CotulenhSanPiece> stay;  // what a deployment leaves, when written
  std::vector<CotulenhSanSubMove> sub_moves;
  char check = 0;
};

// The whole of `text` as one turn; nothing when it is not one.
std::optional<CotulenhSanTurn> parse_cotulenh_san(std::string_view text);

}  // namespace kypho::grammar
