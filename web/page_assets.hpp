// The page's files (web/page/), embedded in the program at build time by web/embed.cmake: the server
// serves these and nothing from disk.
#pragma once

#include <span>
#include <string_view>

namespace kypho::web {

struct Asset {
  std::string_view path;  // as requested: "/", "/app.js"
  std::string_view type;  // its media type
  std::string_view bytes;
};
std::span<const Asset> page_assets();

}  // namespace kypho::web
