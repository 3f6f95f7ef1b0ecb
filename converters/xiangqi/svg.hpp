// The board as an SVG diagram: lines, river, palaces, file numbers for both sides, pieces as discs.
#pragma once

#include <string>

#include "converters/xiangqi/diagram.hpp"
#include "rules/xiangqi/position.hpp"

namespace kypho::xiangqi {

std::string svg_diagram(const Position& pos, PieceStyle style);

}  // namespace kypho::xiangqi
