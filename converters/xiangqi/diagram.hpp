// The board as text for a terminal: files numbered for both sides, the river, and who is to move.
#pragma once

#include <string>

#include "rules/xiangqi/position.hpp"

namespace kypho::xiangqi {

enum class PieceStyle { VIETNAMESE, CHINESE, LETTERS };

std::string text_diagram(Position& pos, PieceStyle style, bool color);

}  // namespace kypho::xiangqi
