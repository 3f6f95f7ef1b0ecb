// KI2's relative words (右 左 直 上 引 寄), both ways: the pieces a written move can mean, and the fewest
// words that name one board move. The reader matches with them, the writer chooses them.
#pragma once

#include <cstdint>
#include <string>

#include "converters/shogi/position.hpp"
#include "grammar/shogi/syntax.hpp"
#include "rules/common/small_list.hpp"
#include "rules/shogi/movegen.hpp"

namespace kypho::shogi {

// The moves a KI2 move names: pieces of its kind going to `to`, narrowed by its 右 左 直 上 引 寄. Readers
// want the legal ones; writers count also the moves that would leave the king in check, because some
// readers (tsshogi) tell pieces apart among those too.
SmallList<Move, 16> relative_candidates(Position& pos, const grammar::shogi::MoveSyntax& w, Square to,
                                                 bool count_unsafe = false);

// Whether KI2 names the board move `m` with 右 左 直 上 引 寄: more than one piece of its kind could go
// there, pinned or not.
bool ki2_needs_words(const Position& pos, Move m);
// The fewest of 右 左 直 上 引 寄 (bits of grammar::shogi::Relative) that leave exactly the board move `m`
// among every piece of its kind that could go there, pinned or not: what kypho's KI2 writes.
std::uint8_t ki2_relative(Position& pos, Move m);
// The words for those bits, in the order KI2 writes them.
std::string relative_words(std::uint8_t relative);

}  // namespace kypho::shogi
