// Moves written as the coordinates of their points, in the legacy formats that write them so: CCBridge's
// XML record (.cbf), "77-47", a file digit (0 Red's left … 8) and a row digit from the top (0 … 9) for each
// point, joined by '-'; 鹏飞象棋's .pfc, ICCS "h2e2"; QQ's .che, a list of numbers apart by anything that is not a digit; 弈天's .mxq,
// "7C-4C", a file digit and a row letter (A Red's back rank … J Black's) for each point, apart by one character.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace kypho::grammar::xiangqi {

// A move's two points as written: file, row, file, row, in the format's own counting.
using PointPair = std::array<std::uint8_t, 4>;

// A .cbf move (rows from the top); nothing when `value` is not one.
std::optional<PointPair> parse_cbf_move(std::string_view value);
// An .mxq move (ranks from Red's back rank); nothing when `record` is not one.
std::optional<PointPair> parse_mxq_move(std::string_view record);
// A .pfc move, ICCS "h2e2" (files a…i, ranks from Red's back rank); nothing when `value` is not one.
std::optional<PointPair> parse_pfc_move(std::string_view value);

struct PortalNumber {
  std::uint32_t value = 0;  // saturated at 2^32 - 1: no field of the format is that long
  std::size_t offset = 0;
};
// Every number of a .che text, in order.
std::vector<PortalNumber> parse_che_numbers(std::string_view text);

}  // namespace kypho::grammar::xiangqi
