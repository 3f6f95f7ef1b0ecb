// JieqiBox's record (`.json`, Velithia/JieqiBox): `metadata` (event, site, date, round, white, black, result,
// initialFen, flipMode, currentFen, openingComment) and `moves`, each `{type, data, fen, comment, annotation,
// engine…}`: a move's data is UCI (ranks 0–9 from Red's side) with JieqiBox's letters after it, what a face-down
// piece turned out to be in its side's case and what a face-down piece taken was (`a3a4R`, `h2h9Rn`); an
// `adjust` entry is an edit of the position, not a move. Read as the cờ tướng úp record it holds (its text
// placed in the JSON's), and written.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "converters/common/diagnostic.hpp"
#include "converters/jieqi/record_reader.hpp"
#include "grammar/text/source.hpp"

namespace kypho::jieqi {

// Whether a text's beginning is a JieqiBox record: a JSON object with its `metadata` and JieqiBox's own fields.
bool holds_jieqibox(std::string_view head);
grammar::SourceText read_jieqibox(std::shared_ptr<const grammar::SourceText> file, Diagnostics& out);
// The main line; what JieqiBox has no place for (variations, tags beyond its metadata, clock times, the
// epilogue, moves not replayed) is added to `lost`.
std::string write_jieqibox(const JieqiRecord& record, std::string_view unreplayed, std::vector<std::string>& lost);

}  // namespace kypho::jieqi
