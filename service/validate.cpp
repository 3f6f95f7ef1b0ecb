#include "service/validate.hpp"

#include "service/game_kit.hpp"

namespace kypho::service {

void validate_unit(const grammar::SourceText& src, const FormatInfo& format, UnitReport& out, ReadChecks checks) {
  out.bytes += src.text().size();
  if (src.text().find_first_not_of(" \t\r\n") == std::string_view::npos) return;
  kit_of(format.game).validate(src, format, out, checks);
  if (src.made()) drop_fixes(out);
}

// The fixes a record's diagnostics carry are edits of its text: a text kypho made of a file (an XQF record, a
// DhtmlXQ block) is not the file's, and lint --fix rewrites only the file's own text.
void drop_fixes(UnitReport& unit) {
  for (auto& g : unit.games)
    for (auto& d : g.diagnostics) d.fixes.clear();
}

void number_games(UnitReport& unit, std::uint32_t& games_before) {
  for (auto& g : unit.games) {
    for (auto& d : g.diagnostics)
      if (d.game != 0) d.game += games_before;
    g.outcome.game += games_before;
  }
  games_before += std::uint32_t(unit.games.size());
}

}  // namespace kypho::service
