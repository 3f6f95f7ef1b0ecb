// Rule sets and profiles are rows of data, each with a name --rules gives: the row of that name.
#pragma once

#include <span>
#include <string_view>

namespace kypho {

template <typename Row>
const Row* find_named(std::span<const Row* const> rows, std::string_view name) {
  for (const Row* row : rows)
    if (row->name == name) return row;
  return nullptr;
}

}  // namespace kypho
