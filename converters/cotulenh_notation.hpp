// @cotulenh/core's move notation: the piece (a stack in parentheses, carrier first; `+` before a hero),
// then `>` for a deploy sub-move, `_` stay capture, `x` capture, `@` the loss of a plane with its target,
// `&` joining a friend. LAN writes the origin point before the separator.
#pragma once

#include <string>

#include "rules/cotulenh/position.hpp"

namespace kypho::cotulenh {

std::string lan(const Position& pos, Move m);

}  // namespace kypho::cotulenh
