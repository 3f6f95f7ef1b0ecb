// XQF, XQStudio's binary record (versions 10 to 18, the encrypted ones included), read as what it holds and
// written out as an ICCS record in PGN's layout — its header fields as tags, its start position as a FEN
// tag, its move tree with every variation in its order and every comment — which the ICCS reader then
// replays like any other record. The text remembers, move by move, the byte of the file each came from, so
// that every diagnostic names the place in the file (grammar::SourceText::byte_of).
//
// The layout is ../shared/spec/xiangqi.md §1.8 and its addendum: a 1024-byte header (the piece table, the
// result, Pascal strings), then the move records, depth-first: 4 bytes each (from, to, flags, filler), a
// comment where the flags say so, the next move first, then the alternative to this one.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "converters/common/diagnostic.hpp"
#include "converters/xiangqi/record_reader.hpp"
#include "grammar/text/source.hpp"

namespace kypho::xiangqi {

// Whether `bytes` begin as an XQF record does: "XQ", a version byte, and the whole header.
bool looks_like_xqf(std::string_view bytes);

// The record in `bytes` (the file `name`) as ICCS text, its header text decoded from `encoding` (detected
// among the Chinese and Vietnamese code pages when empty, and said). What cannot be read (a cut-off file, a
// move record out of the board) is reported at its byte, naming what was being read; what was read before
// it is kept.
grammar::SourceText read_xqf(const std::string& name, std::string_view bytes, std::string_view encoding, Diagnostics& out);

// The record as an XQF file of version 10, unencrypted, which every viewer opens: its tags in the header's
// fields and its comments in GB18030 (which holds every character), its start in the piece table, its moves
// depth-first with every variation in its order and every comment. What XQF has no place for (a tag with
// no field, the end of a value longer than its field, and what beyond_tree names) is named in `lost`.
std::string write_xqf(const XiangqiRecord& record, std::string_view unreplayed, std::vector<std::string>& lost);

}  // namespace kypho::xiangqi
