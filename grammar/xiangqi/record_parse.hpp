// The xiangqi record reader's plain API: games as written (tags, moves with their places, comments,
// variations, the result), one at a time, for any of the four notations.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "grammar/common/record_syntax.hpp"
#include "grammar/xiangqi/move_syntax.hpp"
#include "grammar/xiangqi/notation.hpp"

namespace kypho::grammar::xiangqi {

// What a xiangqi move grammar reads: the one field its notation fills.
struct XiangqiMoveSyntax {
  VerticalMove vertical{};     // vn, wxf, chinese
  CoordinateMove coordinate{}; // iccs
  SanMove san{};               // san
  // Cờ tướng úp's letters after a move, in order (only grammar/jieqi reads them): what a face-down piece turned
  // out to be (`h2e2=R`, `P2-5=X`, JieqiBox's `h2e2R`) and what a face-down piece it took was (JieqiBox's
  // `h2h9Rn`). A letter after '=' is the reveal; a bare one is told by its case: the mover's a reveal, the
  // other side's the piece taken.
  struct PieceMark {
    Kind kind = Kind::NONE;
    bool upper = false;
    bool after_sign = false;
    std::uint32_t offset = 0;
  };
  std::array<PieceMark, 2> marks{};
};

using TagSyntax = record::TagSyntax;
using Event = record::Event<XiangqiMoveSyntax>;

// A set of notations, one bit each (bit n for Notation n).
using NotationSet = std::uint8_t;
constexpr NotationSet notation_bit(Notation n) { return NotationSet(1u << unsigned(n)); }

struct GameSyntax : record::GameSyntax<XiangqiMoveSyntax> {
  std::optional<Notation> notation;  // of the moves in this game; nothing until its moves are reached
  // Where no tag or caller named the notation: the others that read as many of the game's first words as
  // `notation` does, which was then chosen among them without the words' say (the reader's replay decides).
  NotationSet tied = 0;
  // The notation its moves were read in: Vietnamese's grammar reads a game that has none.
  Notation moves_notation() const { return notation.value_or(Notation::VIETNAMESE); }
  void clear() {
    record::GameSyntax<XiangqiMoveSyntax>::clear();
    notation.reset();
    tied = 0;
  }
};

// Calls `on_game` for each game, in order, with a GameSyntax whose buffers are reused. `notation` fixes
// the move notation; nothing reads it from a PGN [Format] tag or, failing that, from the moves themselves.
// Returns false when the text could not be read to its end (the error is in the last game's errors).
bool parse_xiangqi_record(std::string_view text, std::optional<Notation> notation, const std::function<void(GameSyntax&)>& on_game);

// Where the record grammar, reading `text` from a game's start (in `notation` when it is fixed, as
// parse_xiangqi_record), begins a game with no tags at `at`: the offset of the result that game follows
// (move 1 numbered again after it), or nothing. A byte splitter may cut a file there (service/units.hpp).
std::optional<std::size_t> untagged_game_at(std::string_view text, std::size_t at, std::optional<Notation> notation);

// UCCI engine commands (grammar/xiangqi/ucci.hpp): `on_game` for each `position` line, a game of ICCS moves whose
// [FEN] is the one it names (none for `startpos`), and for each line that is neither a position nor a command.
void parse_ucci(std::string_view text, const std::function<void(GameSyntax&)>& on_game);

// The notation whose move grammar reads most of a movetext's first words whole (NOTATION_WORDS of them, before
// its result: the movetext may run on to the text's end, as moves_before_result cuts it):
// Vietnamese on a tie it is in, else the first of Chinese, SAN, ICCS and WXF among the best, and Vietnamese
// when none reads any. `tied`: the other notations that read as many (none when none reads any word).
struct NotationChoice {
  Notation chosen;
  NotationSet tied;
};
NotationChoice choose_notation(std::string_view movetext);
inline Notation notation_of_moves(std::string_view movetext) { return choose_notation(movetext).chosen; }

// A move written in another notation than its game's: the `length` bytes at `offset` of `text` read as one
// whole move of a notation other than `game` (the first of WXF, Vietnamese, Chinese, ICCS, SAN that does).
struct ForeignMove {
  Notation notation;
  Event move;  // offsets are in `text`
};
std::optional<ForeignMove> read_foreign_move(std::string_view text, std::size_t offset, std::size_t length, std::optional<Notation> game);
// The `length` bytes at `offset` of `text` read as one whole move of notation `n`, if they are one.
std::optional<Event> read_move_as(std::string_view text, std::size_t offset, std::size_t length, Notation n);

}  // namespace kypho::grammar::xiangqi
