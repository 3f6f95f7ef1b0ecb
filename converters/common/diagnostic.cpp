#include "converters/common/diagnostic.hpp"

#include <algorithm>

#include "grammar/text/utf8.hpp"

namespace kypho {

void show_line(Diagnostic& d, std::string_view line) { show_line(d, line, grammar::code_points_after(line, 0, d.col > 0 ? d.col - 1 : 0)); }

void show_line(Diagnostic& d, std::string_view line, std::size_t caret) {
  constexpr std::size_t WINDOW = 60;  // code points on each side of the caret
  if (grammar::code_points_after(line, 0, 2 * WINDOW + 20) == line.size()) {
    d.source_line = std::string(line);
    d.caret = d.col;
    return;
  }
  const std::size_t first = grammar::code_points_before(line, caret, WINDOW), last = grammar::code_points_after(line, caret, WINDOW);
  d.source_line = first > 0 ? "…" : "";
  d.source_line += line.substr(first, last - first);
  if (last < line.size()) d.source_line += "…";
  std::uint32_t shown_before = first > 0 ? 1 : 0;  // the `…`
  for (std::size_t i = first; i < caret; i = grammar::code_points_after(line, i, 1)) ++shown_before;
  d.caret = shown_before + 1;
}

std::string_view severity_name(Severity s) {
  switch (s) {
    case Severity::ERROR: return "error";
    case Severity::WARNING: return "warning";
    case Severity::NOTE: return "note";
    case Severity::INFO: return "info";
  }
  return "error";
}

Diagnostic located(const grammar::SourceText& src, std::size_t offset, Severity severity, std::string code,
                   std::string message) {
  // A text kypho made of a file is placed in the file: by line and column in its text, else by byte.
  const grammar::SourceText& place = src.original() ? *src.original() : src;
  const std::size_t at = src.original() ? std::size_t(src.byte_of(offset)) : offset;
  const grammar::Location loc = place.locate(at);
  Diagnostic d;
  d.file = src.name();
  d.line = loc.line;
  d.col = loc.col;
  // The caret's byte in its line is known: walking the line to the column, for each of a line's thousands of
  // diagnostics, was quadratic (30,000 stray ')' on one line took seconds).
  const std::string_view line = place.line(loc.line);
  show_line(d, line, std::min(at - std::size_t(line.data() - place.text().data()), line.size()));
  if (src.binary()) d.byte = src.byte_of(offset);
  d.severity = severity;
  d.code = std::move(code);
  d.message = bounded_text(message);
  return d;
}

Diagnostic at_byte(std::string file, std::uint64_t byte, Severity severity, std::string code, std::string message) {
  Diagnostic d = unlocated(std::move(file), severity, std::move(code), std::move(message));
  d.byte = byte;
  return d;
}

void add_fix(Diagnostic& d, const grammar::SourceText& src, std::size_t offset, std::size_t length, std::string replacement) {
  if (src.made()) return;
  const grammar::Location from = src.locate(offset), to = src.locate(offset + length);
  d.fixes.push_back(Edit{std::uint32_t(offset), std::uint32_t(length), from.line, from.col, to.col, std::move(replacement)});
}

Diagnostic missing_turn(const grammar::SourceText& src, std::size_t offset, std::size_t length, std::string_view assumed) {
  const std::string_view text = src.text().substr(offset, length);
  const std::size_t end = text.find_last_not_of(" \t\r\n");
  return located(src, offset + (end == std::string_view::npos ? 0 : end + 1), Severity::WARNING, "missing-turn",
                 msg("the position does not say who moves; {side} is assumed", arg("side", assumed)));
}

Diagnostic unlocated(std::string file, Severity severity, std::string code, std::string message) {
  Diagnostic d;
  d.file = std::move(file);
  d.severity = severity;
  d.code = std::move(code);
  d.message = bounded_text(message);
  return d;
}

Diagnostic located(const grammar::SourceText& src, const grammar::SyntaxError& e, Severity severity) {
  return located(src, e.offset, severity, e.code, e.message);
}

Diagnostic GameDiagnostics::at(std::size_t offset, Severity severity, std::string code, std::string message) const {
  Diagnostic d = located(src, offset, severity, std::move(code), std::move(message));
  d.game = game;
  d.game_kind = std::string(kind);
  return d;
}

std::size_t GameDiagnostics::report(Diagnostic d) {
  d.game = game;
  d.game_kind = std::string(kind);
  if (d.severity == Severity::ERROR) valid = false;
  if (keep_whole != 0) {
    auto k = std::find_if(kept_.begin(), kept_.end(), [&](const Kept& k) { return k.severity == d.severity && k.code == d.code; });
    // `list` holds what was kept, unless a reader that reuses it for its next game cleared it.
    if (k != kept_.end() && k->count >= keep_whole && k->last < list.size() && list[k->last].code == d.code) {
      ++list[k->last].repeats;
      return k->last;
    }
    if (k == kept_.end()) k = kept_.insert(kept_.end(), Kept{d.severity, d.code, 0, 0});
    ++k->count;
    k->last = list.size();
  }
  list.push_back(std::move(d));
  return list.size() - 1;
}

bool has_errors(const Diagnostics& ds) {
  return std::any_of(ds.begin(), ds.end(), [](const Diagnostic& d) { return d.severity == Severity::ERROR; });
}

void append(Diagnostics& to, const Diagnostics& more) { to.insert(to.end(), more.begin(), more.end()); }

}  // namespace kypho
