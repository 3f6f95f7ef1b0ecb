// A move as CCBridge's XML record (CBF) writes it in <Move value="…">: two points, each a file digit (0 Red's
// left … 8) and a row digit counted from Black's back rank (0 … 9), joined by '-': "77-47" is h2e2.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace kypho::grammar::xiangqi {

// The move's file, row, file, row; nothing when `value` is not one.
std::optional<std::array<std::uint8_t, 4>> parse_cbf_move(std::string_view value);

}  // namespace kypho::grammar::xiangqi
