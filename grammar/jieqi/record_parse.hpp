// Cờ tướng úp's record reader's plain API: games in PGN's layout whose moves are ICCS or Vietnamese, each
// reveal after its move (grammar/jieqi/record.hpp), as xiangqi's GameSyntax.
#pragma once

#include <functional>
#include <optional>
#include <string_view>

#include "grammar/xiangqi/record_parse.hpp"

namespace kypho::grammar::jieqi {

// Calls `on_game` for each game, in order. `notation` (ICCS or VIETNAMESE) fixes the moves' notation; without
// it each game's is the one more of its first moves are written in (ICCS on a tie).
bool parse_jieqi_record(std::string_view text, std::optional<xiangqi::Notation> notation,
                        const std::function<void(xiangqi::GameSyntax&)>& on_game);

// Where the record grammar, reading `text` from a game's start, begins a game with no tags at `at` (as
// xiangqi's untagged_game_at): the offset of the result it follows, or nothing.
std::optional<std::size_t> untagged_game_at(std::string_view text, std::size_t at, std::optional<xiangqi::Notation> notation);

// One ICCS move as the record notation reads it, whole (`h2e2`, `h2h9Rn`, `h2e2=R`): its points and letters.
std::optional<xiangqi::XiangqiMoveSyntax> read_iccs_move(std::string_view word);

// How many of a text's first words are moves with a reveal (`h2e2=R`, `P2-5=X`): what no other game writes.
int count_reveal_moves(std::string_view text);

}  // namespace kypho::grammar::jieqi
