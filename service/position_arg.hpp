// A position the user gives as text (FEN, SFEN), or the start position; diagnostics name it as the front end
// names that choice (Choice::POSITION).
#pragma once

#include <optional>
#include <string>

#include "converters/common/diagnostic.hpp"
#include "rules/shogi/position.hpp"
#include "rules/xiangqi/position.hpp"

namespace kypho::service {

// Problems with the FEN go to `diagnostics`; nothing is returned when it has errors, unless `force` and the
// position can still be played on (perft suites hold positions whose side not to move is in check).
std::optional<xiangqi::Position> position_from_fen_arg(const std::string& fen, Diagnostics& diagnostics, bool force = false);

// A shogi position given as SFEN, or the start position.
std::optional<shogi::Position> shogi_position_from_arg(const std::string& sfen, Diagnostics& diagnostics, bool force = false);

}  // namespace kypho::service
