// One JSON object as one line of kypho's JSON output: compact, and text that is not UTF-8 replaced rather
// than thrown on (a record's bytes may be anything). Every JSON line kypho writes goes through here.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace kypho {

template <typename Json>
std::string json_line(const Json& j) {
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace kypho
