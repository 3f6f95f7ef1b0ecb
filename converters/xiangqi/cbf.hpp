// CCBridge's XML record (.cbf), read as the ICCS record it holds: <Head>'s elements as tags (one table with
// the binary record's fields, converters/xiangqi/ccbridge.hpp), <FEN> as the start, <RecordResult> as the
// result, and <MoveList>'s <Move value="ab-cd"> in order — the first, "00-00", the start's, its text the
// game's comment; a move's text is its comment; end="1" ends the line. CBF as CCBridge writes it has no
// variations: moves after the end of the line are tied to no move, reported and left out. Every diagnostic
// is placed in the XML by its line and column.
#pragma once

#include <memory>
#include <string_view>

#include "converters/common/diagnostic.hpp"
#include "grammar/text/source.hpp"

namespace kypho::xiangqi {

// Whether a text is an XML document whose element is a <ChineseChessRecord>.
bool holds_cbf(std::string_view text);

grammar::SourceText read_cbf(std::shared_ptr<const grammar::SourceText> file, Diagnostics& out);

}  // namespace kypho::xiangqi
