// Cờ tư lệnh's records as written, one game at a time: tags, turns, comments, variations, the result, in the
// record layout every PGN-like file shares. A turn is kept as where it is written; the reader parses it in
// @cotulenh/core's SAN or the seed's notation against the position it is played in.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>

#include "grammar/common/record_syntax.hpp"

namespace kypho::grammar::cotulenh {

using GameSyntax = record::GameSyntax<record::NoPayload>;
using Event = record::Event<record::NoPayload>;

// How the turns are written: @cotulenh/core's SAN, or the seed's notation.
enum class TurnNotation : std::uint8_t { SAN, CTL };

// Calls `on_game` for each game, in order, with a GameSyntax whose buffers are reused. False when the text
// could not be read to its end (the error is in the last game's errors).
bool parse_cotulenh_record(std::string_view text, TurnNotation notation, const std::function<void(GameSyntax&)>& on_game);

// Where the record grammar, reading `text` from a game's start, begins a game with no tags at `at` (as
// xiangqi's untagged_game_at): the offset of the result it follows, or nothing.
std::optional<std::size_t> untagged_game_at(std::string_view text, std::size_t at, TurnNotation notation);

}  // namespace kypho::grammar::cotulenh
