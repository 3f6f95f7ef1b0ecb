// @cotulenh/core's SAN read against a position: the legal turn a written turn names, or why none or
// several do. Where that program cuts a two-digit rank to its first digit (`N1c10`), every rank starting
// with the digits written matches, so that such a move is found ambiguous rather than guessed. Hero marks
// are not matched: whether they are right is the reader's to say, as a wrong symbol.
#pragma once

#include <optional>
#include <vector>

#include "grammar/cotulenh/san_parse.hpp"
#include "rules/cotulenh/position.hpp"

namespace kypho::cotulenh {

struct SanMatch {
  std::vector<Turn> turns;  // the legal turns the text names, each in the written order of its sub-moves
  std::vector<Turn> out_of_order;  // legal turns whose sub-moves it names in an order that cannot be played
};

// The kinds a written piece or stack names; nothing for a letter the profile does not have.
std::optional<KindSet> kinds_of(const Profile& profile, const std::vector<grammar::CotulenhSanPiece>& pieces);

// With `exact_kinds` false, a sub-move's kind mark (`x`, `_`, `@`, `&`) is not matched: what a turn with a
// wrong mark meant.
SanMatch match_san(Position& pos, const grammar::CotulenhSanTurn& written, bool exact_kinds = true);

}  // namespace kypho::cotulenh
