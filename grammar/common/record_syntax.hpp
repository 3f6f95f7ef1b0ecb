// A game record as its layout grammar reads it, before any move is understood: its tags, the events of its
// movetext in order (moves, comments, variations, annotations, move numbers, words no rule took), its result
// and where each stands. Every game whose records have a PGN-like layout (xiangqi's notations, cờ tư lệnh's
// SAN and the seed's `ctl`) reads into this; what a move says is the game's own payload.
#pragma once

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "grammar/common/syntax_error.hpp"

namespace kypho::grammar::record {

struct TagSyntax {
  std::string name;
  std::string value;
  std::size_t offset;        // of the '['
  std::size_t value_offset;  // of the value's first character
};

// MARKUP: forum formatting (BBCode `[b]`, `[/game]`), which only formats the text. CHECK_MARK: a `+` after a
// move, which says it checks.
enum EventType : std::uint8_t { MOVE, COMMENT, UNCLOSED_COMMENT, VARIATION_BEGIN, VARIATION_END, ANNOTATION, NAG, FOOTNOTE, EVALUATION, MOVE_NUMBER, UNKNOWN, STRAY, MARKUP, CHECK_MARK };

// A game with nothing more to a move than where it is written: its reader parses the move's text itself.
struct NoPayload {
  bool operator==(const NoPayload&) const = default;
};

template <typename Payload>
struct Event {
  using enum EventType;
  using Type = EventType;
  Type type;
  std::uint32_t offset;
  std::uint32_t length;
  Payload move{};          // MOVE: what the game's move grammar read
  std::uint16_t nag = 0;   // ANNOTATION and NAG: 1 !, 2 ?, 3 !!, 4 ??, 5 !?, 6 ?!, or $n; MOVE_NUMBER: the number
};

template <typename Payload>
struct GameSyntax {
  using Move = Payload;
  std::vector<TagSyntax> tags;
  std::vector<Event<Payload>> events;
  std::string result;  // as PGN writes it, empty when there is none
  std::size_t result_offset = 0;
  std::size_t result_length = 0;  // of the result as written (`红胜`, `Đen xin thua`), which a fix replaces whole
  std::size_t begin = 0, end = 0;
  std::size_t trailing_offset = 0, trailing_length = 0;
  // Where the result of the game before stands, when this game has no tags and begins by numbering its moves
  // from 1 again after it (record_layout's numbered_game).
  std::optional<std::size_t> follows_result;
  std::vector<SyntaxError> errors;

  void clear() {
    tags.clear();
    events.clear();
    result.clear();
    result_offset = result_length = begin = end = trailing_offset = trailing_length = 0;
    follows_result.reset();
    errors.clear();
  }

  // Case-insensitive, as ElephantEye reads them.
  const TagSyntax* tag(std::string_view name) const {
    const auto same = [](char a, char b) { return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b)); };
    for (const auto& t : tags)
      if (std::equal(t.name.begin(), t.name.end(), name.begin(), name.end(), same)) return &t;
    return nullptr;
  }
};

// Where a record grammar begins a game with no tags at `at`: the offset of the result that game follows (move 1
// numbered again after it), or nothing. `parse(on_game)` reads the text from a game's start, calling `on_game`
// with each game (every game family's parse_*_record). A byte splitter may cut an archive there
// (service/units.hpp).
template <typename Parse>
std::optional<std::size_t> untagged_game_at(std::size_t at, Parse&& parse) {
  std::optional<std::size_t> result;
  parse([&](const auto& game) {
    if (game.begin == at && game.follows_result) result = game.follows_result;
  });
  return result;
}

}  // namespace kypho::grammar::record
