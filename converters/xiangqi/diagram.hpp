// The board as text for a terminal: files numbered for both sides, the river, and who is to move.
#pragma once

#include <functional>
#include <string>

#include "rules/xiangqi/position.hpp"

namespace kypho::xiangqi {

enum class PieceStyle { VIETNAMESE, CHINESE, LETTERS };

// `face_down` (cờ tướng úp) marks the points whose piece is face down: drawn as the piece it moves as, with a '?'.
std::string text_diagram(Position& pos, PieceStyle style, bool color, const std::function<bool(Square)>& face_down = {});

}  // namespace kypho::xiangqi
