// The forms a header's value must have: PGN's Date (YYYY.MM.DD, ?? for what is unknown) and Result.
#pragma once

#include <string_view>

namespace kypho::grammar {

bool is_pgn_date(std::string_view value);
bool is_pgn_result(std::string_view value);

}  // namespace kypho::grammar
