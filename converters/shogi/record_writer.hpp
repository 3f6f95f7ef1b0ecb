// Writes a shogi record as USI, CSA V2.2, KIF or KI2. Headers, comments, times, branches (KIF) and the way
// the game ended are carried; what a format cannot carry is reported, never dropped silently.
#pragma once

#include <string>

#include "converters/shogi/record_reader.hpp"

namespace kypho::shogi {

// The position as a BOD board diagram (hands, the framed board, the side to move when gote).
std::string write_bod(const Position& pos);

// `lost` collects what the format could not hold (variations in CSA and USI, comments in USI, ...).
std::string write_shogi_record(const ShogiRecord& record, grammar::shogi::Format format, std::vector<std::string>& lost);

// KIF 2.0's first line, saying the file's encoding (`#KIF version=2.0 encoding=UTF-8`), for a KIF or KI2 not in
// the Shift_JIS most readers assume.
std::string kif_encoding_line(std::string_view encoding);

// A legal move as a record of `format` writes it, for the notes about a move of that record: ７六歩(77) in
// KIF, ▲５八金右 in KI2, +7776FU in CSA, 7g7f in USI and JKF.
std::string move_in_format(Position& pos, Move m, grammar::shogi::Format format);

}  // namespace kypho::shogi
