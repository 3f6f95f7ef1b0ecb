// Moves read although not written the way kypho writes them (an en dash for bình, 'C' for the soldier, WXF in
// lower case, a place on the file where the file alone tells, …): one note per spelling and game, at its first
// move, carrying the canonical text of every move spelt so as its fix. Cờ tướng úp's reader shares it.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "converters/common/diagnostic.hpp"
#include "converters/xiangqi/notation.hpp"

namespace kypho::xiangqi {

// The spelling a note names for letters written with `flags` (the first that applies), and what it says
// (untranslated); {0, {}} when none applies.
std::pair<std::uint16_t, std::string_view> spelling_note(std::uint16_t flags, Notation n);

class SpellingNotes {
 public:
  SpellingNotes(const grammar::SourceText& src, GameDiagnostics& log) : src_(src), log_(log) {}

  // The move written `written` at `offset`, with the parser's spelling flags, which plays `m` from `before`;
  // `canonical()` is how kypho writes it there, asked only when there is something to note (a place the
  // position needs, the commonest, is not).
  template <typename Canonical>
  void check(std::size_t offset, std::string_view written, std::uint16_t flags, const Position& before, Move m, Notation notation,
             Canonical canonical) {
    if (const auto note = note_for(flags, before, m, notation)) report(offset, written, *note, canonical());
  }

 private:
  struct Note {
    std::uint16_t spelling;
    std::string_view code;
    std::string_view message;  // untranslated
  };
  static std::optional<Note> note_for(std::uint16_t flags, const Position& before, Move m, Notation notation);
  void report(std::size_t offset, std::string_view written, const Note& note, std::string canonical);

  const grammar::SourceText& src_;
  GameDiagnostics& log_;
  std::map<std::uint16_t, std::size_t> notes_;  // by spelling: its note's place among the game's diagnostics
};

}  // namespace kypho::xiangqi
