// FEN to position and back. Reading reports every problem at its place in the FEN text: syntax,
// board shape, and set-ups that no game can reach.
#pragma once

#include <optional>
#include <string>

#include "converters/common/diagnostic.hpp"
#include "rules/xiangqi/position.hpp"
#include "rules/xiangqi/setup_check.hpp"

namespace kypho::xiangqi {

inline constexpr std::string_view START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

// The FEN is src.text().substr(offset, length), so a FEN inside a PGN tag is reported at its place in
// the file. Returns the position only when there is no error (warnings and notes may still be added), unless
// `keep_irregular`: then a position that breaks set-up rules the engine can still play on (the side not to
// move in check, a soldier behind its start) is returned with its errors.
std::optional<Position> read_fen(const grammar::SourceText& src, std::size_t offset, std::size_t length,
                                 Diagnostics& out, bool keep_irregular = false);
std::optional<Position> read_fen(const grammar::SourceText& src, Diagnostics& out, bool keep_irregular = false);

std::string write_fen(const Position& pos);

// Letters a FEN is read with beside the ones kypho writes: WXF's E and H for the elephant and the horse, and
// the side as 'r' or in capitals. Each spelling is said once a FEN, at its first letter, with every letter
// spelt so as the note's fix. Cờ tướng úp's FEN reader shares it.
class FenSpellingNotes {
 public:
  FenSpellingNotes(const grammar::SourceText& src, Diagnostics& out) : src_(src), out_(out) {}
  // A piece letter (board or pool) at `offset` of src.
  void piece_letter(char letter, std::size_t offset);
  // The side letter at `offset` of src.
  void side_letter(char letter, std::size_t offset);

 private:
  enum Spelling { ELEPHANT_E, HORSE_H, SIDE, SPELLING_NB };
  void note(Spelling spelling, std::size_t offset, std::string message, char canonical);

  const grammar::SourceText& src_;
  Diagnostics& out_;
  std::optional<std::size_t> notes_[SPELLING_NB];  // each spelling's note, by its place in out_
};

// The diagnostic code and message for a set-up that cannot arise, as every position reader reports it.
std::pair<std::string, std::string> describe_setup_issue(const SetupIssue& issue, const Position& pos);

}  // namespace kypho::xiangqi
