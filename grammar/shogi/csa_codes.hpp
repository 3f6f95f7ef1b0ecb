// The two-letter codes CSA names the pieces by (`FU`, `TO`, `RY`), which JKF uses as well: one table, read
// by the grammar, its actions, the JKF reader and both formats' writers.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "grammar/shogi/syntax.hpp"

namespace kypho::grammar::csa {

// Each code at the index of its piece type (kypho::shogi::PieceType, grammar::shogi::Kind); "" at 0: none.
inline constexpr std::array<std::string_view, 15> PIECE_CODES{"", "FU", "KY", "KE", "GI", "KA", "HI", "KI", "OU",
                                                              "TO", "NY", "NK", "NG", "UM", "RY"};

// Each pair of capitals' index in PIECE_CODES (0: no code), at 26 × the first's place in the alphabet plus
// the second's. One table, not a local constant, which the compiler built on the stack at every call.
inline constexpr std::array<std::uint8_t, 26 * 26> PIECE_CODE_INDEX = [] {
  std::array<std::uint8_t, 26 * 26> table{};
  for (std::size_t i = 1; i < PIECE_CODES.size(); ++i)
    table[std::size_t(PIECE_CODES[i][0] - 'A') * 26 + std::size_t(PIECE_CODES[i][1] - 'A')] = std::uint8_t(i);
  return table;
}();

// The index in PIECE_CODES of the code `a` `b`, 0 when they are none: one look-up, as a CSA record names a
// piece on every move.
constexpr std::size_t piece_code_index(char a, char b) {
  const unsigned x = unsigned(static_cast<unsigned char>(a)) - 'A', y = unsigned(static_cast<unsigned char>(b)) - 'A';
  return x < 26 && y < 26 ? PIECE_CODE_INDEX[x * 26 + y] : 0;
}

// The index of `code`, 0 when it is none (or not two letters).
constexpr std::size_t piece_code_index(std::string_view code) { return code.size() == 2 ? piece_code_index(code[0], code[1]) : 0; }

// The piece `code` names, Kind::NONE when it names none.
constexpr shogi::Kind piece_kind(std::string_view code) { return shogi::Kind(piece_code_index(code)); }

}  // namespace kypho::grammar::csa
