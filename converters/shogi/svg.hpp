// The shogi board as an SVG diagram: the 9×9 grid with its star points, file and rank labels, pieces in
// kanji (gote's turned round), and both hands.
#pragma once

#include <string>

#include "rules/shogi/position.hpp"

namespace kypho::shogi {

std::string svg_diagram(const Position& pos);

}  // namespace kypho::shogi
