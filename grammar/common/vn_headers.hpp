// What a Vietnamese scoresheet writes around its moves, as tables: the keys of its header lines and the
// words of its results. Both are matched as people write them: in any case, with or without diacritics
// (`Kết quả`, `KET QUA`, `ket qua`), after the text is in composed form (decode() composes NFD).
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace kypho::grammar {

// The length of the header key that `line` starts with (the longest of the table), with the blanks and
// the `:` or `-` after it; 0 when the line starts with none. A key that names only a side (`Trắng`,
// `Đen`, `Tiên`) needs its `:` or `-`, so that `Trắng thắng` stays a result.
std::size_t vn_header_key_length(std::string_view line);
// The same for a key that opens a scoresheet, so that a file of several sheets is several games: the
// players, event, round, board or game, with its `:` or `-` or before a number (`Ván 2`, `Bên trắng: …`);
// 0 for the keys a sheet may also write after its moves (`Kết quả`, `Ngày`, `Trọng tài`).
std::size_t vn_sheet_opening_length(std::string_view line);
// Whether `text` could start such a key, by its first two bytes: what the movetext asks at every line break.
bool vn_sheet_opening_may_start(std::string_view text);
// Whether the header line of PGN tag `tag` opens a scoresheet (Red, Black, Event, Round, Board, GameNumber),
// for a writer whose games after the first must each open a sheet.
bool vn_tag_opens_sheet(std::string_view tag);
// The same for the result's key (`Kết quả:`), which a sheet may write below its moves too.
std::size_t vn_result_key_length(std::string_view line);
// Whether `text` could start such a key, by its first two bytes: what the movetext asks before every word.
bool vn_result_key_may_start(std::string_view text);
// The PGN tag a header key (as matched above) fills: Red, Black, Event, Round, Board, GameNumber, Date,
// Site, Result, Arbiter, TimeControl, Annotator.
std::string_view vn_header_tag(std::string_view key);

// The length of the result words `text` starts with (`Hòa`, `Hòa cờ`, `Đen thua`, `Bên Tiên thắng`,
// `Trắng xin thua`, `Tiên Bại`, `Xanh thắng`), up to the last word; 0 when it starts with none.
std::size_t vn_result_length(std::string_view text);
// The length of a word that gives a result's reason (`do`, `vì`, `bởi`, `theo`, `sau`, `bằng`), 0 for none.
std::size_t vn_reason_length(std::string_view text);
// The length of the words naming a side that `text` starts with (`Bên trắng`, `Đỏ`, `Bên Tiên`, `Đen`, `Xanh`,
// `Hậu`), 0 for none; and whether such words name the side that moves first.
std::size_t vn_side_length(std::string_view text);
bool vn_side_moves_first(std::string_view words);
// The PGN result of such words ("1-0", "0-1", "1/2-1/2"), or nothing.
std::optional<std::string_view> vn_result(std::string_view words);

}  // namespace kypho::grammar
