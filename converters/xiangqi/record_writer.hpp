// Writes a xiangqi record in any notation: as XQBase PGN ([Game "Chinese Chess"], [Format], [FEN] when
// the start is not the initial position), or as a plain movetext file of one notation with the tags kept
// as PGN tag pairs. Variations, comments, annotations, the result and the epilogue are all written.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "converters/xiangqi/record_reader.hpp"

namespace kypho::xiangqi {

struct WriteOptions {
  Notation notation = Notation::WXF;
  bool pgn = false;
  std::string_view unreplayed;  // with --keep-broken: the source text from the first illegal move on
  bool open_with_tag = false;   // a game that follows another in one file starts with a tag line
};

std::string write_record(const XiangqiRecord& record, const WriteOptions& options);
// Tags a writer makes from the record itself (its game, its notation, its start), never copied as read.
bool is_derived(std::string_view tag);
// A UCCI `position` line: the start (`startpos` or its FEN) and the main line's moves; what it cannot hold
// (tags, comments, variations, annotations, the result, moves past an illegal one) is added to `lost`.
std::string write_ucci(const XiangqiRecord& record, std::string_view unreplayed, std::vector<std::string>& lost);

}  // namespace kypho::xiangqi
