// CCBridge's binary records: a game (.cbr) and a library of games (.cbl), read as what they hold and written
// out as ICCS records in PGN's layout — the header's fields as tags (converters/xiangqi/ccbridge.hpp), the
// start position as a FEN tag (with the side and the move number the record stores), the move tree with
// every variation in its order and every comment — which the ICCS reader then replays like any other record.
// Each run of the text remembers its byte of the file, so every diagnostic names the place in the file.
//
// A record is a 2214-byte header (its fields, the result, who moves first, the 90-square board), then the
// move stream, depth-first: 4 bytes a move (flags, unused, from, to; the flags 0x01 its line ends here, 0x02
// an alternative to it follows, 0x04 a comment follows: a 4-byte length in bytes, then UTF-16LE text), the
// first record being the start's (no move, its comment the game's). A library is a 66624-byte header, an
// index of 276 bytes a slot, then the records, each on 4096-byte blocks from 66624 + slots × 276.
#pragma once

#include <string>
#include <string_view>

#include "converters/common/diagnostic.hpp"
#include "grammar/text/source.hpp"

namespace kypho::xiangqi {

bool looks_like_cbr(std::string_view bytes);
bool looks_like_cbl(std::string_view bytes);

// The record in `bytes` (the file `name`) as ICCS text. CCBridge writes UTF-16LE whatever `encoding` says
// (said when it names another). What cannot be read is reported at its byte, naming what was being read;
// what was read before it is kept.
grammar::SourceText read_cbr(const std::string& name, std::string_view bytes, std::string_view encoding, Diagnostics& out);
// Every record the library holds, in its order, one game each; a record its index marks deleted is left out,
// and said. The library's own fields (its name, source, creator, remarks) are tags of each game.
grammar::SourceText read_cbl(const std::string& name, std::string_view bytes, std::string_view encoding, Diagnostics& out);

}  // namespace kypho::xiangqi
