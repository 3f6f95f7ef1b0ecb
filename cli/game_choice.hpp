// Which game a verb that needs an engine plays, from --game and --rules.
#pragma once

#include <optional>
#include <string_view>

#include "cli/report.hpp"
#include "service/formats.hpp"

namespace kypho::cli {

// The game --game names for a verb that needs its engine (xiangqi when --game is not given); nothing, with
// the reason reported, when the game has no engine in this version.
std::optional<Game> game_for_verb(const GlobalOptions& g, Reporter& report, std::string_view verb);

}  // namespace kypho::cli
