// The text inside the game portals' legacy records (ElephantEye's XQFTOOLS convert them): QQ's .che, a list
// of numbers apart by anything that is not a digit; 弈天's .mxq moves, "7C-4C", a file digit (0 Red's left)
// and a row letter (A Red's back rank … J Black's) for each point, the two apart by one character.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace kypho::grammar::xiangqi {

struct PortalNumber {
  std::uint32_t value = 0;  // saturated at 2^32 - 1: no field of the format is that long
  std::size_t offset = 0;
};

// Every number of a .che text, in order.
std::vector<PortalNumber> parse_che_numbers(std::string_view text);
// An .mxq move's file, rank, file, rank (ranks from Red's back rank); nothing when `record` is not one.
std::optional<std::array<std::uint8_t, 4>> parse_mxq_move(std::string_view record);

}  // namespace kypho::grammar::xiangqi
