// Rule sets and profiles are rows of data, each with a name --rules gives: the row of that name.
#pragma once

#include <span>
#include <string_view>

namespace kypho {

// `seed`, the name the Vietnamese rules had before kypho 0.2, is still read: the files it wrote say so.
template <typename Row>
const Row* find_named(std::span<const Row* const> rows, std::string_view name) {
  if (name == "seed") name = "vn";
  for (const Row* row : rows)
    if (row->name == name) return row;
  return nullptr;
}

}  // namespace kypho
