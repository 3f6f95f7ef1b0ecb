// The forms a header's value must have: PGN's Date (YYYY.MM.DD, ?? for what is unknown) and Result.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace kypho::grammar {

bool is_pgn_date(std::string_view value);
// PGN's spelling of a date written another way whose order is plain, year first (2017-03-20, 2017/3/20,
// 2017.3.20, 2017年3月20日), or of an empty one (????.??.??); nothing for anything else.
std::optional<std::string> pgn_date_from(std::string_view value);
// A date written day first, as Vietnamese sheets write it (22/11/2026, 22-11-2026, 22.11.2026), in PGN's
// spelling; nothing for anything else.
std::optional<std::string> pgn_date_day_first(std::string_view value);
bool is_pgn_result(std::string_view value);

}  // namespace kypho::grammar
