// Diagnostics as text (compiler style: header line, source line, caret) and as JSON lines.
#pragma once

#include <string>

#include "converters/common/diagnostic.hpp"

namespace kypho {

// Terminal columns a code point takes: 2 for CJK and full-width forms, 0 for combining marks.
int display_width(char32_t cp);

std::string render_text(const Diagnostic& d, bool color);
std::string render_json(const Diagnostic& d);

}  // namespace kypho
