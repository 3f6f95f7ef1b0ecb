// Every diagnostic code kypho emits, with one sentence each: the list behind `kypho help codes`.
#pragma once

#include <span>
#include <string_view>

namespace kypho {

struct CodeInfo {
  std::string_view code;
  std::string_view summary;
};

std::span<const CodeInfo> diagnostic_codes();
bool is_known_code(std::string_view code);

}  // namespace kypho
