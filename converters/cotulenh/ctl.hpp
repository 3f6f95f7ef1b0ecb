// The seed's notation of cờ tư lệnh turns (`ctl`, grammar/cotulenh/ctl.hpp): written from a turn in the
// position it is played from, and read into what the SAN matcher takes, so that both notations name the
// legal turns one way. Letters come from the seed's Vietnamese set (`*` H K T B P, and C CX D TL S for the
// kinds it does not name) or the rulebook's English symbols (C H In E M T A Aa Ms Af N).
#pragma once

#include <cstddef>
#include <new>
#include <optional>
#include <string>
#include <string_view>

#include "converters/common/record.hpp"
#include "grammar/cotulenh/ctl_parse.hpp"
#include "grammar/cotulenh/record_parse.hpp"
#include "grammar/cotulenh/san_parse.hpp"
#include "rules/cotulenh/position.hpp"

namespace kypho::cotulenh {

enum class LetterSet : std::uint8_t { SEED, RULEBOOK };
// The set a [Letters] tag names ("vi", "en"); nothing for another word.
std::optional<LetterSet> letter_set_named(std::string_view name);
std::string_view letter_set_name(LetterSet set);

std::string_view ctl_letter(Kind k, LetterSet set);
std::optional<Kind> ctl_kind(std::string_view letter, LetterSet set);
std::string ctl_point(Square s);  // `y.x`: rank first, both from 0
// The seed's judgements for PGN's glyphs: `+` good, `-` bad, `++` excellent, `--` terrible, `?` dubious;
// `!?` has no sign of the seed's and stays as PGN writes it. And back: NONE for a word that is none.
std::string_view seed_judgement(Annotation a);
Annotation annotation_of_judgement(std::string_view judgement);

// What the position after a turn earns the turn's end mark for: a check, and mate or a battle won. Asking
// it generates the turns that could answer a check, so a reader that needs it twice (to write the turn, to
// check the mark written) asks once.
struct EndMarks {
  bool check = false;
  bool mate = false;  // mate, the commander taken or a battle won
};
EndMarks end_marks(Position& after);

// The board before each of a turn's sub-moves, then after its last (the side to move and the clocks as
// before the turn): what writing the turn reads, and what checking a written one against it reads. A reader
// makes them once for the turn it has read, rather than once for each.
class TurnBoards {
 public:
  TurnBoards(const Position& before, const Turn& t);
  // Before sub-move `step`; with the turn's count, after its last.
  const Position& before(int step) const { return *std::launder(reinterpret_cast<const Position*>(room_ + step * sizeof(Position))); }

 private:
  // Room for the boards the turn has, each copied in as it is made: four positions set up empty first
  // cost more than the sub-moves of most turns. Bytes, as rules/common/slots.hpp explains: an array member
  // of a union no member of which is active holds no objects to read.
  alignas(Position) std::byte room_[sizeof(Position) * (MAX_STEPS + 1)];
};

// A turn as the seed writes it: parts joined by `/` after the stack a deployment leaves, then `$` for a
// fault, `^` for mate or a battle won, `>` for check (from `marks`, of the position after the turn).
std::string ctl(const TurnBoards& boards, const Turn& t, LetterSet set, const EndMarks& marks);
std::string ctl(Position& pos, const Turn& t, LetterSet set, const EndMarks& marks);
std::string ctl(Position& pos, const Turn& t, LetterSet set);
// A turn in either notation a record may be written in: the seed's, or @cotulenh/core's SAN.
std::string write_turn(Position& pos, const Turn& t, grammar::cotulenh::TurnNotation notation, LetterSet set = LetterSet::SEED);

// A written turn as the SAN matcher reads it, in `pos`: its letters as the profile's, its points as
// squares, `_` onto a friend as joining it, what a deployment leaves as the stack less what moves. The
// parts that only name a check (`K9.2>*11.4`) are left out. Nothing, with why in `why`, when a point is off
// the board or a letter is not of the set.
std::optional<grammar::CotulenhSanTurn> as_san_turn(const Position& pos, const grammar::CtlTurn& written, LetterSet set, std::string& why);

}  // namespace kypho::cotulenh
