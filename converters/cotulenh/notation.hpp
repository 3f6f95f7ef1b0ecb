// @cotulenh/core's move notation: the piece (a stack in parentheses, carrier first; `+` before a hero),
// then `>` for a deploy sub-move, `_` stay capture, `x` capture, `@` the loss of a plane with its target,
// `&` joining a friend. LAN writes the origin point before the separator. A deployment is its sub-moves
// joined by commas, after what stays and `<` in SAN (`T<N>b3,F>e3`), after `from:stay:` in LAN.
#pragma once

#include <string>
#include <vector>

#include "rules/cotulenh/position.hpp"

namespace kypho::cotulenh {

// One sub-move, in the position it is played from.
std::string lan(const Position& pos, Move m);
std::string lan(const Position& pos, const Turn& t);
// A sub-move in SAN, told apart from the other legal sub-moves by the origin's file, rank or point. Where
// @cotulenh/core writes only a two-digit rank's first digit (`N1c10` for b11 and b10), this writes it all.
std::string san(Position& pos, Move m);
std::string san(Position& pos, const Turn& t);
// A deployment's sub-moves as its SAN and LAN write each (`N>xc12`), in the position each is played in.
std::vector<std::string> sub_move_names(const Position& pos, const Turn& t);

}  // namespace kypho::cotulenh
