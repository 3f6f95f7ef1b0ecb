// What a shogi record says as written, before replay: moves with the points and marks each format gives,
// comments, times, terminal words, branches, header fields and an optional start position. Every shogi
// reader (USI, CSA, KIF, ...) produces this, and one replayer turns it into the record model.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "grammar/common/syntax_error.hpp"

namespace kypho::grammar::shogi {

// Numbered like kypho::shogi::PieceType.
enum class Kind : std::uint8_t {
  NONE, PAWN, LANCE, KNIGHT, SILVER, BISHOP, ROOK, GOLD, KING,
  PRO_PAWN, PRO_LANCE, PRO_KNIGHT, PRO_SILVER, HORSE, DRAGON,
};

// How a game ended, as every format's terminal words map onto it.
enum class Terminal : std::uint8_t {
  NONE, RESIGN, ABORT, REPETITION, MATE, IMPASSE, TIME_UP, ILLEGAL_MOVE, ILLEGAL_WIN,
  DECLARATION, DRAW_DECLARATION, NO_MATE, ERROR, MAX_MOVES, SEALED, DEFAULT_WIN, DEFAULT_LOSS,
};

struct MoveSyntax {
  std::uint8_t to_file = 0, to_rank = 0;      // 0 with `same`
  bool same = false;                          // 同: the previous move's destination
  std::uint8_t from_file = 0, from_rank = 0;  // 0 when the format does not give it (KI2) or for drops
  bool drop = false;
  Kind piece = Kind::NONE;                    // as written: before the move (KIF) or after it (CSA)
  bool piece_after = false;                   // CSA writes the piece as it stands after the move
  std::int8_t promote = -1;                   // -1 not written, 0 不成, 1 成 / +
  std::int8_t side = -1;                      // -1 unknown, 0 sente, 1 gote (CSA +/-, KI2 ▲/△)
  std::uint8_t relative = 0;                  // KI2 modifiers, bits of Relative
};

// The record model keeps clocks in int32 milliseconds, about 596 hours. A reading beyond that cannot be
// kept: readers saturate it to MAX_CLOCK_SECONDS + 1 instead of overflowing, and the replayer reports it.
constexpr std::int32_t MAX_CLOCK_SECONDS = std::numeric_limits<std::int32_t>::max() / 1000;
constexpr std::int32_t clock_reading(double seconds) {
  return seconds < 0 ? -1 : seconds > MAX_CLOCK_SECONDS ? MAX_CLOCK_SECONDS + 1 : std::int32_t(seconds);
}

enum Relative : std::uint8_t { RIGHT = 1, LEFT = 2, UP = 4, DOWN = 8, SIDEWAYS = 16, STRAIGHT = 32 };

struct Event {
  // UNREAD_MOVE: text where a move stands (a USI word or a CSA statement that starts as a move does, a KIF
  // line with a move number) that no move reads; UNKNOWN: any other text no rule reads.
  enum Type : std::uint8_t { MOVE, COMMENT, TIME, TERMINAL, BRANCH, UNREAD_MOVE, UNKNOWN };
  Type type;
  std::uint32_t offset;
  std::uint32_t length;
  MoveSyntax move{};
  Terminal terminal = Terminal::NONE;
  std::int8_t terminal_side = -1;  // CSA %+ILLEGAL_ACTION names the offender
  std::int32_t seconds = -1;       // TIME: this move, as clock_reading() gives it; also the total when known
  std::int32_t total_seconds = -1;
  std::uint32_t ply = 0;           // BRANCH: the ply the branch replaces; MOVE: the written ply number, if any
  bool has_fork = false;           // KIF: a '+' after the move says a branch replaces it
  std::int32_t text = -1;          // COMMENT: an index into GameSyntax::texts, for formats whose comments are not
                                   // a span of the source (JKF strings); -1 reads the span
};

struct HeaderField {
  std::string key;
  std::string value;
  std::size_t offset;
};

struct GameSyntax {
  std::vector<HeaderField> headers;
  std::string start_sfen;       // empty: the handicap header or the initial position
  std::size_t start_offset = 0;
  std::vector<Event> events;
  std::vector<SyntaxError> errors;
  std::vector<std::string> texts;
  std::size_t begin = 0, end = 0;
  // Where the record names its own encoding (KIF's `#KIF … encoding=`, CSA's `'encoding=`): the name's
  // offset and length in the text; a length of 0 when it names none.
  std::size_t declared_encoding = 0, declared_encoding_length = 0;

  void clear() {
    headers.clear();
    texts.clear();
    start_sfen.clear();
    start_offset = 0;
    events.clear();
    errors.clear();
    begin = end = 0;
    declared_encoding = declared_encoding_length = 0;
  }
};

}  // namespace kypho::grammar::shogi
