#include "converters/common/diagnostic_render.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "grammar/text/utf8.hpp"
#include "converters/common/json_line.hpp"
#include "grammar/text/messages.hpp"

namespace kypho {
namespace {

using grammar::next_code_point;

// The whitespace that puts a caret under code point `col` (1-based) of `line`: tabs are kept so the
// terminal expands them the same way on both lines.
std::string caret_padding(std::string_view line, std::uint32_t col) {
  std::string pad;
  std::size_t i = 0;
  for (std::uint32_t n = 1; n < col && i < line.size(); ++n) {
    if (line[i] == '\t') {
      pad += '\t';
      ++i;
      continue;
    }
    pad.append(std::size_t(display_width(next_code_point(line, i))), ' ');
  }
  return pad;
}

// The text of `line` before code point `col` (1-based).
std::string_view caret_prefix(std::string_view line, std::uint32_t col) {
  return line.substr(0, grammar::code_points_after(line, 0, col > 0 ? col - 1 : 0));
}

constexpr std::string_view RESET = "\033[0m", BOLD = "\033[1m", GREEN = "\033[1;32m";
std::string_view severity_color(Severity s) {
  switch (s) {
    case Severity::ERROR: return "\033[1;31m";
    case Severity::WARNING: return "\033[1;35m";
    case Severity::NOTE:
    case Severity::INFO: return "\033[1;36m";
  }
  return "";
}

// The severity as a reader of the chosen language says it; JSON and SARIF keep severity_name, a key.
std::string severity_word(Severity s) {
  switch (s) {
    case Severity::ERROR: return tr_in("severity", "error");
    case Severity::WARNING: return tr_in("severity", "warning");
    case Severity::NOTE: return tr_in("severity", "note");
    case Severity::INFO: return tr_in("severity", "info");
  }
  return {};
}

}  // namespace

std::string escape_controls(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const auto b = static_cast<unsigned char>(s[i]);
    if ((b < 0x20 && b != '\t') || b == 0x7F) {
      out += fmt::format("\\x{:02X}", b);
      ++i;
    } else if (b == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) >= 0x80 && static_cast<unsigned char>(s[i + 1]) <= 0x9F) {
      out += fmt::format("\\u00{:02X}", static_cast<unsigned char>(s[i + 1]));
      i += 2;
    } else {
      out += s[i++];
    }
  }
  return out;
}

std::string terminal_text(std::string_view text) { return escape_controls(bounded_text(text)); }

int display_width(char32_t cp) {
  if ((cp >= 0x0300 && cp <= 0x036F) || (cp >= 0x200B && cp <= 0x200F) || cp == 0xFEFF) return 0;
  const bool wide = (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0x303E) || (cp >= 0x3041 && cp <= 0xA4CF) ||
                    (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0xFE30 && cp <= 0xFE4F) ||
                    (cp >= 0xFF00 && cp <= 0xFF60) || (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x20000 && cp <= 0x3FFFD);
  return wide ? 2 : 1;
}

std::string render_text(const Diagnostic& d, bool color) {
  const auto paint = [color](std::string_view style, std::string_view text) {
    return color ? fmt::format("{}{}{}", style, text, RESET) : std::string(text);
  };
  std::string where = escape_controls(d.file);
  if (d.byte) where += fmt::format(":{}", *d.byte);
  else if (d.line > 0) where += fmt::format(":{}:{}", d.line, d.col);
  std::string message = terminal_text(d.message);
  if (d.ply > 0)
    message = d.move.empty() ? msg("ply {ply}: {message}", arg("ply", d.ply), arg("message", message))
                             : msg("ply {ply} ({move}): {message}", arg("ply", d.ply), arg("move", terminal_text(d.move)),
                                   arg("message", message));
  std::string out = fmt::format("{}: {}: {}\n", paint(BOLD, where),
                                paint(severity_color(d.severity), fmt::format("{}[{}]", severity_word(d.severity), d.code)), message);
  if (d.line > 0) {
    // Escaping widens what precedes the caret: pad under the escaped text, not the raw one.
    const std::string before = escape_controls(caret_prefix(d.source_line, d.caret));
    out += fmt::format("    {}\n", escape_controls(d.source_line));
    out += fmt::format("    {}{}\n", caret_padding(before, std::uint32_t(-1)), paint(GREEN, "^"));
  }
  for (const auto& note : d.notes)
    out += fmt::format("    {}: {}\n", paint(severity_color(Severity::NOTE), severity_word(Severity::NOTE)), terminal_text(note));
  if (!d.fixes.empty()) {
    const Edit& first = d.fixes.front();
    const std::string what = first.replacement.empty() ? tr("removes the text")
                                                       : msg("writes '{text}'", arg("text", escape_controls(first.replacement)));
    const std::string more = d.fixes.size() > 1 ? msg(", and {n} more like it in this game", arg("n", d.fixes.size() - 1)) : "";
    out += fmt::format("    {}: {}\n", paint(GREEN, tr_in("label", "fix")),
                       msg("lint --fix {what} at {line}:{col}{more}", arg("what", what), arg("line", first.line),
                           arg("col", first.col), arg("more", more)));
  }
  return out;
}

std::string render_json(const Diagnostic& d) {
  nlohmann::ordered_json j;
  j["type"] = "diagnostic";
  j["file"] = d.file;
  if (!d.game_kind.empty()) j["kind"] = d.game_kind;
  if (d.game > 0) j["game"] = d.game;
  if (d.ply > 0) j["ply"] = d.ply;
  if (d.byte) {  // in a binary file: the byte, not the line of the text kypho made of it
    j["offset"] = *d.byte;
  } else if (d.line > 0) {  // a diagnostic with no place in a text (a missing file) has none
    j["line"] = d.line;
    j["col"] = d.col;
  }
  j["severity"] = severity_name(d.severity);
  j["code"] = d.code;
  // Bounded here too, where every diagnostic is written, whoever made it and added its notes.
  if (!d.move.empty()) j["move"] = bounded_text(d.move);
  j["message"] = bounded_text(d.message);
  for (const auto& note : d.notes) j["notes"].push_back(bounded_text(note));
  for (const auto& e : d.fixes)
    j["fixes"].push_back({{"line", e.line}, {"col", e.col}, {"end_col", e.end_col}, {"replacement", e.replacement}});
  return json_line(j);
}

}  // namespace kypho
