// Diagnostics as text (compiler style: header line, source line, caret) and as JSON lines.
#pragma once

#include <string>

#include "converters/common/diagnostic.hpp"

namespace kypho {

// Terminal columns a code point takes: 2 for CJK and full-width forms, 0 for combining marks.
int display_width(char32_t cp);

// Control characters from a file never reach the terminal raw: ESC, BEL or NUL in a record must not recolour,
// ring or cut a report. They are shown as \xHH (C0, DEL) or \u00HH (C1); tabs are kept.
std::string escape_controls(std::string_view s);
// Text from a record as a terminal is shown it: bounded (bounded_text) and its control characters escaped.
std::string terminal_text(std::string_view text);

std::string render_text(const Diagnostic& d, bool color);
std::string render_json(const Diagnostic& d);

}  // namespace kypho
