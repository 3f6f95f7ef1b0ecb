// A cờ tư lệnh position drawn with its terrain: as text for a terminal (the sea, the coast and the navigable
// banks, the river and its fords, stacks and heroes as FEN writes them, who moves, the score) and as SVG.
#pragma once

#include <string>

#include "rules/cotulenh/score.hpp"

namespace kypho::cotulenh {


std::string text_diagram(Position& pos, bool color);
std::string svg_diagram(const Position& pos);

}  // namespace kypho::cotulenh
