// A cờ tư lệnh position drawn with its terrain: as text for a terminal (the sea, the coast and the navigable
// banks, the river and its fords, stacks and heroes as FEN writes them, who moves, the score) and as SVG.
#pragma once

#include <string>

#include "rules/cotulenh/position.hpp"

namespace kypho::cotulenh {

// Each side's material on the board and the points it has taken: what the pieces of the standard start
// that the other side no longer has are worth (heroes +10), as the seed counts a game stopped on points.
struct Score {
  int material[2] = {0, 0};
  int taken[2] = {0, 0};  // by Red, by Blue
};
Score score(const Position& pos);

std::string text_diagram(Position& pos, bool color);
std::string svg_diagram(const Position& pos);

}  // namespace kypho::cotulenh
