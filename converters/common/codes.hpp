// Every diagnostic code kypho emits, with one sentence each: the list behind `kypho help codes`.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace kypho {

// What a lint configuration may do with a code. A RULE of the game (an illegal move, a syntax error) is
// never configurable: a record is valid only if every move is legal. A STYLE check may be raised to an
// error, lowered to a warning, or allowed (not reported, only counted).
enum class CodeKind : std::uint8_t { RULE, STYLE };

// The severity a STYLE check has when no configuration names it; ALLOW: off until asked for.
enum class DefaultLevel : std::uint8_t { AS_FOUND, ALLOW };

struct CodeInfo {
  std::string_view code;
  std::string_view summary;
  CodeKind kind = CodeKind::RULE;
  DefaultLevel level = DefaultLevel::AS_FOUND;
  bool fixable = false;  // lint --fix can rewrite it without changing a move, a comment or a header's meaning
};

std::span<const CodeInfo> diagnostic_codes();
const CodeInfo* find_code(std::string_view code);
inline bool is_known_code(std::string_view code) { return find_code(code) != nullptr; }

}  // namespace kypho
