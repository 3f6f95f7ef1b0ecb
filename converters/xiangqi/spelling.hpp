// Moves read although not written the way kypho writes them (an en dash for bình, 'C' for the soldier, WXF in
// lower case, a place on the file where the file alone tells, …): one note per spelling and game, at its first
// move, carrying the canonical text of every move spelt so as its fix. Cờ tướng úp's reader shares it.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>

#include "converters/common/diagnostic.hpp"
#include "converters/xiangqi/notation.hpp"

namespace kypho::xiangqi {

class SpellingNotes {
 public:
  SpellingNotes(const grammar::SourceText& src, GameDiagnostics& log) : src_(src), log_(log) {}

  // The move written `written` at `offset`, with the parser's spelling flags, which plays `m` from `before`;
  // `canonical` is how kypho writes it there.
  void check(std::size_t offset, std::string_view written, std::uint16_t flags, const Position& before, Move m, Notation notation,
             std::string canonical);

 private:
  const grammar::SourceText& src_;
  GameDiagnostics& log_;
  std::map<std::uint16_t, std::size_t> notes_;  // by spelling: its note's place among the game's diagnostics
};

}  // namespace kypho::xiangqi
