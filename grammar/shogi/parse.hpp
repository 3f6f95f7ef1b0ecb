// The shogi record readers' plain API: each format's games, one at a time, as written.
#pragma once

#include <functional>
#include <string_view>

#include "grammar/shogi/syntax.hpp"

namespace kypho::grammar::shogi {

enum class Format : std::uint8_t { USI, CSA, KIF, KI2, JKF };

void parse_usi(std::string_view text, const std::function<void(GameSyntax&)>& on_game);
void parse_csa(std::string_view text, const std::function<void(GameSyntax&)>& on_game);
void parse_kif(std::string_view text, const std::function<void(GameSyntax&)>& on_game);
void parse_ki2(std::string_view text, const std::function<void(GameSyntax&)>& on_game);

}  // namespace kypho::grammar::shogi
