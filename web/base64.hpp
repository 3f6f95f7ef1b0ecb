// Bytes as base64 (RFC 4648), for the records the API hands back inside JSON: a fixed or converted record in
// Shift_JIS or TCVN3 is bytes, not text, and JSON strings hold only text.
#pragma once

#include <string>
#include <string_view>

namespace kypho::web {

std::string encode_base64(std::string_view bytes);

}  // namespace kypho::web
