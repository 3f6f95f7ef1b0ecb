// Cờ tướng úp's FEN to position and back: JieqiBox's (X and x face down, the pool of what they are, the pool of
// face-down pieces taken) read in both its layouts and written in its new one, and pychess-variants' (`~`
// after a face-down piece's start letter), read and written. Every problem is reported at its place.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "converters/common/diagnostic.hpp"
#include "rules/jieqi/position.hpp"

namespace kypho::jieqi {

inline constexpr std::string_view START_FEN =
    "xxxxkxxxx/9/1x5x1/x1x1x1x1x/9/9/X1X1X1X1X/1X5X1/9/XXXXKXXXX w R2r2N2n2B2b2A2a2C2c2P5p5 - 0 1";

// As xiangqi's read_fen: the FEN is src.text().substr(offset, length); the position only when there is no error,
// unless `keep_irregular` and the engine can still play on it.
std::optional<Position> read_fen(const grammar::SourceText& src, std::size_t offset, std::size_t length, Diagnostics& out,
                                 bool keep_irregular = false);
std::optional<Position> read_fen(const grammar::SourceText& src, Diagnostics& out, bool keep_irregular = false);

std::string write_fen(const Position& pos);
// pychess-variants' FEN, which has no pools: what they held that the board does not tell is added to `lost`.
std::string write_pychess_fen(const Position& pos, std::vector<std::string>& lost);

}  // namespace kypho::jieqi
