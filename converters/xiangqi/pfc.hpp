// 鹏飞象棋's record (.pfc), read as the ICCS record it holds. It is XML (read on grammar/common/xml.hpp), a tree
// of <n> elements, each move in the one before it: the root's m is the start (a FEN), c its comment, win the
// result (1-0, 0-1, 1/2-1/2, *), its other attributes the record's fields (title, event, red, black,
// create-time, …: tags); each child <n m="h2e2" c="…"> a move (ICCS) and its comment, its children the moves
// that may follow it, the one marked default="true" the main line's, the others variations in their order.
// The layout is vschess's (FastLight126/vschess, which reads and writes it); no other description exists.
#pragma once

#include <memory>
#include <string_view>

#include "converters/common/diagnostic.hpp"
#include "grammar/text/source.hpp"

namespace kypho::xiangqi {

// Whether a text is an XML document whose element is a PFC record (<n version=…>).
bool holds_pfc(std::string_view text);

grammar::SourceText read_pfc(std::shared_ptr<const grammar::SourceText> file, Diagnostics& out);

}  // namespace kypho::xiangqi
