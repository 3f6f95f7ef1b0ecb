#include "converters/common/header_checks.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <optional>
#include <unordered_map>

#include "grammar/text/messages.hpp"
#include "converters/common/text_join.hpp"
#include "grammar/common/header_values.hpp"

namespace kypho {

void check_required_headers(std::span<const HeaderView> headers, std::span<const RequiredHeader> required,
                            std::size_t game_offset, GameDiagnostics& log) {
  std::string missing;
  for (const RequiredHeader& r : required) {
    const bool found = std::any_of(headers.begin(), headers.end(), [&](const HeaderView& h) {
      return h.name == r.name || (!r.alias.empty() && h.name == r.alias);
    });
    if (!found) append_item(missing, ", ", r.name);
  }
  if (!missing.empty())
    log.report(log.at(game_offset, Severity::WARNING, "missing-header", msg("the game has no {headers} header", arg("headers", missing))));
}

void report_no_moves(std::size_t game_offset, bool set_up, GameDiagnostics& log) {
  if (set_up) log.report(log.at(game_offset, Severity::NOTE, "no-moves", tr("the record holds a start position and no moves: there is nothing to replay")));
  else log.report(log.at(game_offset, Severity::WARNING, "empty-game", tr("the game has no moves and no start position of its own")));
}

void check_duplicate_headers(std::span<const HeaderView> headers, GameDiagnostics& log) {
  // A header is said at each later value that differs, with the first earlier value that differs from it:
  // of a name's values in the order they first came, the first or, when that is its own, the second. Kept
  // per name, not looked for among every earlier header (quadratic: 30,000 sheet headers took seconds).
  struct FirstValues {
    std::string_view first;
    std::optional<std::string_view> second;  // the first value that differs from `first`
  };
  // A game's few names are looked among in place (a table would be an allocation for each game's seven
  // tags; not measured); a table takes the names past them.
  std::array<std::pair<std::string_view, FirstValues>, 16> few;
  std::size_t few_used = 0;
  std::unordered_map<std::string_view, FirstValues> many;
  const auto values_of = [&](const HeaderView& h) -> std::pair<FirstValues*, bool> {
    for (std::size_t i = 0; i < few_used; ++i)
      if (few[i].first == h.name) return {&few[i].second, false};
    if (few_used < few.size()) {
      few[few_used] = {h.name, FirstValues{h.value, std::nullopt}};
      return {&few[few_used++].second, true};
    }
    const auto [it, added] = many.try_emplace(h.name, FirstValues{h.value, std::nullopt});
    return {&it->second, added};
  };
  for (const HeaderView& h : headers) {
    const auto [values, added] = values_of(h);
    if (added) continue;
    FirstValues& v = *values;
    std::optional<std::string_view> earlier = h.value != v.first ? std::optional(v.first) : v.second;
    if (!earlier) continue;
    if (!v.second) v.second = h.value;
    log.report(log.at(h.offset, Severity::WARNING, "duplicate-header",
                      msg("{header} is given twice: '{first}', then '{second}'; both are kept, and other programs keep one",
                          quote("header", h.name), quote("first", *earlier), quote("second", h.value))));
  }
}

void check_pgn_tag_values(std::span<const HeaderView> tags, GameDiagnostics& log) {
  for (const HeaderView& t : tags) {
    if (t.name == "Date" && !grammar::is_pgn_date(t.value)) {
      Diagnostic d = log.at(t.offset, Severity::WARNING, "malformed-header",
                            msg("Date '{value}' is not YYYY.MM.DD (?? for what is not known)", quote("value", t.value)));
      // A date whose order is plain is rewritten; the value must stand in the text as read (no escapes).
      if (const auto pgn = grammar::pgn_date_from(t.value); pgn && log.src.text().substr(t.offset, t.value.size()) == t.value)
        add_fix(d, log.src, t.offset, t.value.size(), *pgn);
      log.report(std::move(d));
    }
    else if (t.name == "Result" && !grammar::is_pgn_result(t.value))
      log.report(log.at(t.offset, Severity::WARNING, "malformed-header",
                        msg("Result '{value}' is none of 1-0, 0-1, 1/2-1/2 and *", quote("value", t.value))));
  }
}

}  // namespace kypho
