// A point's column and row on a board of a given width, looked up for every byte a point can hold.
#pragma once

#include <array>
#include <cstdint>

namespace kypho {

struct ColumnRow {
  std::uint8_t column, row;
};

// A division by the board's width is a multiply and two shifts, and the engines ask a move's points their
// column and row many times. Every byte has its entry, so that a point outside the board (a NO_SQUARE)
// reads what the division gave.
template <int Width>
inline constexpr std::array<ColumnRow, 256> COLUMN_ROW = [] {
  std::array<ColumnRow, 256> table{};
  for (int s = 0; s < 256; ++s) table[std::size_t(s)] = {std::uint8_t(s % Width), std::uint8_t(s / Width)};
  return table;
}();

}  // namespace kypho
