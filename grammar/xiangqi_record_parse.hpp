// The xiangqi record reader's plain API: games as written (tags, moves with their places, comments,
// variations, the result), one at a time, for any of the four notations.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "grammar/syntax_error.hpp"
#include "grammar/xiangqi_move_syntax.hpp"

namespace kypho::grammar::xiangqi {

enum class MoveNotation : std::uint8_t { UNKNOWN, VIETNAMESE, WXF, ICCS, CHINESE, SAN };

struct TagSyntax {
  std::string name;
  std::string value;
  std::size_t offset;        // of the '['
  std::size_t value_offset;  // of the value's first character
};

struct Event {
  enum Type : std::uint8_t { MOVE, COMMENT, UNCLOSED_COMMENT, VARIATION_BEGIN, VARIATION_END, ANNOTATION, NAG, FOOTNOTE, EVALUATION, MOVE_NUMBER, UNKNOWN, STRAY };
  Type type;
  std::uint32_t offset;
  std::uint32_t length;
  VerticalMove vertical{};     // MOVE in vn, wxf, chinese
  CoordinateMove coordinate{}; // MOVE in iccs
  SanMove san{};               // MOVE in san
  std::uint16_t nag = 0;       // ANNOTATION and NAG: 1 !, 2 ?, 3 !!, 4 ??, 5 !?, 6 ?!, or $n; MOVE_NUMBER: the number
};

struct GameSyntax {
  std::vector<TagSyntax> tags;
  std::vector<Event> events;
  MoveNotation notation = MoveNotation::UNKNOWN;  // of the moves in this game
  std::string result;                            // as written, empty when there is none
  std::size_t result_offset = 0;
  std::size_t begin = 0, end = 0;
  std::size_t trailing_offset = 0, trailing_length = 0;
  std::vector<SyntaxError> errors;

  void clear();
  const TagSyntax* tag(std::string_view name) const;  // case-insensitive, as ElephantEye reads them
};

// Calls `on_game` for each game, in order, with a GameSyntax whose buffers are reused. `notation` fixes
// the move notation; UNKNOWN reads it from a PGN [Format] tag or, failing that, from the moves themselves.
// Returns false when the text could not be read to its end (the error is in the last game's errors).
bool parse_xiangqi_record(std::string_view text, MoveNotation notation, const std::function<void(GameSyntax&)>& on_game);

// Guesses the notation of a piece of movetext from its characters.
MoveNotation sniff_notation(std::string_view movetext);

// A move written in another notation than its game's: the `length` bytes at `offset` of `text` read as one
// whole move of a notation other than `game` (the first of WXF, Vietnamese, Chinese, ICCS, SAN that does).
struct ForeignMove {
  MoveNotation notation;
  Event move;  // offsets are in `text`
};
std::optional<ForeignMove> read_foreign_move(std::string_view text, std::size_t offset, std::size_t length, MoveNotation game);

}  // namespace kypho::grammar::xiangqi
