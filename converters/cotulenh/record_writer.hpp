// Writes a cờ tư lệnh record as @cotulenh/core's PGN: its tag roster (Event, Site, Date, Round, Red, Blue,
// Result, then SetUp and FEN when the game does not start from the standard position, then the rest as
// read), turns in its SAN (a two-digit rank always written whole), and the comments, annotations,
// variations, result and epilogue of the record. Also the FEN of every position of the main line.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "converters/cotulenh/record_reader.hpp"

namespace kypho::cotulenh {

// `unreplayed`: with --keep-broken, the source text from the first turn not replayed on.
std::string write_pgn(const CotulenhRecord& record, std::string_view unreplayed = {});
// The same record in the seed's notation (kypho's `ctl` layout), with its [Rules] always named and the
// letter set its [Letters] tag names.
std::string write_ctl(const CotulenhRecord& record, std::string_view unreplayed = {});
// One FEN per line: the start, then the position after each turn of the main line.
std::string write_fen_per_ply(const CotulenhRecord& record);
// What write_fen_per_ply cannot hold of `record` and of the text not replayed (--keep-broken), for lossy-conversion.
std::vector<std::string> lost_in_fen_per_ply(const CotulenhRecord& record, std::string_view unreplayed = {});

}  // namespace kypho::cotulenh
