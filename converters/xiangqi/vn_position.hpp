// The Vietnamese position shorthand (`Bên trắng: Tg5, S5, T5, T7, P5+6, M7+4, B4+6 (8 con)`), read and
// written. A rank left out means the kind's lowest point on that file, counted from its own back rank:
// that is why the seed writes S5 (the palace centre) and T5 (the elephant's point on the centre file).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "converters/common/diagnostic.hpp"
#include "grammar/xiangqi/vn_pos_parse.hpp"
#include "rules/xiangqi/position.hpp"

namespace kypho::xiangqi {

std::string write_vn_position(const Position& pos);

// The side to move is not part of the shorthand: Red (Trắng) moves unless `side` says otherwise.
std::optional<Position> read_vn_position(const grammar::SourceText& src, Diagnostics& out, Color side = RED);
// The position the parsed side lines list, each entry (and each way of writing its letter beside the
// rulebook's, noted once) placed in `src`.
std::optional<Position> position_of_sides(const grammar::SourceText& src, const std::vector<grammar::xiangqi::SidePosition>& sides,
                                          Diagnostics& out, Color side = RED);

}  // namespace kypho::xiangqi
