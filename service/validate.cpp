#include "service/validate.hpp"

#include "service/game_kit.hpp"

namespace kypho::service {

void validate_unit(const grammar::SourceText& src, const FormatInfo& format, UnitReport& out, ReadChecks checks) {
  out.bytes += src.text().size();
  if (src.text().find_first_not_of(" \t\r\n") == std::string_view::npos) return;
  kit_of(format.game).validate(src, format, out, checks);
  if (!src.made()) return;
  // What the reader of a made text found in a game (a damaged XQF record, a DhtmlXQ move that is no move) is
  // that game's, and a game not read whole is not valid.
  for (auto it = out.before.begin(); it != out.before.end();) {
    if (it->game == 0 || it->game > out.games.size()) {
      ++it;
      continue;
    }
    GameReport& g = out.games[it->game - 1];
    if (it->severity == Severity::ERROR) g.outcome.valid = false;
    g.diagnostics.insert(g.diagnostics.begin(), std::move(*it));
    it = out.before.erase(it);
  }
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
