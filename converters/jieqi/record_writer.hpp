// Writes a cờ tướng úp record in PGN's layout: [Variant "Jieqi"], [FEN] when the start is not the usual one,
// the tags, and the moves in ICCS or Vietnamese notation, each reveal after its move; variations, comments,
// annotations and the result as every PGN-like record writes them.
#pragma once

#include <string>
#include <string_view>

#include "converters/jieqi/record_reader.hpp"

namespace kypho::jieqi {

struct WriteOptions {
  Notation notation = Notation::ICCS;
  std::string_view unreplayed;  // with --keep-broken: the source text from the first move not replayed on
};

std::string write_record(const JieqiRecord& record, const WriteOptions& options);

}  // namespace kypho::jieqi
