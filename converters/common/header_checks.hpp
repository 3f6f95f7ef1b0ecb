// Checks on a game as a whole that every reader shares: headers an archive expects but the game lacks,
// values that do not have their header's form, a game with nothing in it.
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "converters/common/diagnostic.hpp"

namespace kypho {

struct HeaderView {
  std::string_view name;
  std::string_view value;
  std::size_t offset;  // of the value
};

// A required header: its name, and another that will do (PGN's White for Red, KIF's 下手 for 先手).
struct RequiredHeader {
  std::string_view name;
  std::string_view alias = {};
};

// One missing-header diagnostic at `game_offset` naming every required header the game lacks.
void check_required_headers(std::span<const HeaderView> headers, std::span<const RequiredHeader> required,
                            std::size_t game_offset, GameDiagnostics& log);

// A game read whole with no move and no terminal word, and nothing in it left unread: a position alone
// (`set_up`: the record gives its start) is a note, headers alone a warning (empty-game).
void report_no_moves(std::size_t game_offset, bool set_up, GameDiagnostics& log);

// The same header twice with two values (`Bàn 1` on one line, `Bàn 3` on another): both are kept, and a
// program that reads the record keeps one of them: a duplicate-header warning at the second.
void check_duplicate_headers(std::span<const HeaderView> headers, GameDiagnostics& log);

// PGN's Date and Result tags.
void check_pgn_tag_values(std::span<const HeaderView> tags, GameDiagnostics& log);

// The seven tags of PGN's roster, with the names xiangqi PGN uses for the players.
constexpr RequiredHeader XIANGQI_PGN_ROSTER[] = {{"Event"}, {"Site"}, {"Date"}, {"Round"}, {"Red", "White"}, {"Black"}, {"Result"}};
// The players, who KIF, KI2, CSA and JKF name as 先手 and 後手 (下手 and 上手 in handicap games).
constexpr RequiredHeader SHOGI_PLAYERS[] = {{"先手", "下手"}, {"後手", "上手"}};

}  // namespace kypho
