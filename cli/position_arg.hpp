// A xiangqi position given on the command line with --fen, or the start position.
#pragma once

#include <optional>
#include <string>

#include "cli/report.hpp"
#include "rules/xiangqi/position.hpp"

namespace kypho::cli {

// Problems with the FEN go to `report`; nothing is returned when it has errors.
std::optional<xiangqi::Position> position_from_fen_arg(const std::string& fen, Reporter& report);

// Every verb that needs a game engine checks the game the user named.
bool require_xiangqi(const GlobalOptions& g, Reporter& report, std::string_view verb);

}  // namespace kypho::cli
