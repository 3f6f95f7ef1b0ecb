// The compiled message catalogues (po/<lang>.po through msgfmt), embedded in the program at build time by
// po/embed.cmake: read by messages.cpp only.
#pragma once

#include <span>
#include <string_view>

namespace kypho::catalogues {

struct Embedded {
  std::string_view lang;
  std::span<const unsigned char> mo;  // a GNU .mo file
};
std::span<const Embedded> all();

}  // namespace kypho::catalogues
