// DhtmlXQ blocks (東萍's forum format, grammar/xiangqi/dhtmlxq.hpp) read as the ICCS records they hold, one
// game a block: the title, event, date, place, players and result as tags, `binit` as the start, `movelist`
// as the main line, each `move_P_S_I` as branch I, the alternative to ply S of branch P (in the order of I),
// `commentN` and `commentI_N` as the comments of main-line ply N and branch I's ply N (`||` a line break). The
// layout is ../shared/spec/xiangqi.md's "DhtmlXQ facts". Every diagnostic is placed in the page by its line
// and column (grammar::SourceText's original).
#pragma once

#include <memory>

#include "converters/common/diagnostic.hpp"
#include "converters/xiangqi/record_reader.hpp"
#include "grammar/text/source.hpp"

namespace kypho::xiangqi {

// Whether a text holds a DhtmlXQ block.
bool holds_dhtmlxq(std::string_view text);

grammar::SourceText read_dhtmlxq(std::shared_ptr<const grammar::SourceText> page, Diagnostics& out);

// A record as a DhtmlXQ block (with a line end): its tags, its start when it is not the standard one, its
// main line, its variations and comments; what the format has no field for is named in `lost`.
std::string write_dhtmlxq(const XiangqiRecord& record, std::string_view unreplayed, std::vector<std::string>& lost);

}  // namespace kypho::xiangqi
