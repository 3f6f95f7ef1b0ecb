// The game portals' legacy records, which ElephantEye's XQFTOOLS convert (che2pgn, chn2pgn, ccm2pgn,
// mxq2pgn, xqbase/eleeye), read as the ICCS records they hold — each game's main line from the standard
// start — and replayed, so that each move is checked (those converters pass over an illegal move without a
// word; kypho reports it at its byte). The layouts are those converters' (no other reference exists):
//   .che (QQ象棋): text; numbers apart by anything else: one ignored, the number of moves, then ten a move:
//     three ignored, the from-point's rank (from Red's back rank) and file (from Red's left), the to-point's,
//     three ignored;
//   .chn (联众): from byte 188, 32 bytes a move: 4 ignored, then 16-bit from-file, from-row, to-file, to-row
//     (rows from the top), 20 ignored;
//   .ccm (中国游戏中心): 7 bytes a move: 3 ignored, from-file, to-file, from-row, to-row (rows from the top);
//   .mxq (弈天): strings, each a length byte then its bytes (GB18030): the site, the date, the event
//     ("Red-胜-Black", 和 a draw, 负 Black wins: the players and the result), Red's and Black's ratings, five
//     kypho knows nothing of (kept as tags MXQ_6 … MXQ_10), a comment, one more, then a string a move
//     ("7C-4C") up to "Ends".
// In .chn and .ccm a game recorded with Red at the top (its first move from the upper half) is turned, as
// the converters turn it, and said. They have no magic: they are read when named so (by extension or --from).
#pragma once

#include <string>
#include <string_view>

#include "converters/common/diagnostic.hpp"
#include "grammar/text/source.hpp"

namespace kypho::xiangqi {

grammar::SourceText read_che(const std::string& name, std::string_view bytes, std::string_view encoding, Diagnostics& out);
grammar::SourceText read_chn(const std::string& name, std::string_view bytes, std::string_view encoding, Diagnostics& out);
grammar::SourceText read_ccm(const std::string& name, std::string_view bytes, std::string_view encoding, Diagnostics& out);
grammar::SourceText read_mxq(const std::string& name, std::string_view bytes, std::string_view encoding, Diagnostics& out);

}  // namespace kypho::xiangqi
