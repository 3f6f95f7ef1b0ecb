// Validating one unit of an input (split → decode → parse → replay): every game of it replayed, its
// diagnostics and outcome kept for the report. Shared by validate and lint; runs on lint's worker threads,
// so it writes nothing itself.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "service/formats.hpp"
#include "converters/common/diagnostic.hpp"
#include "grammar/text/source.hpp"

namespace kypho::service {

// How one game of a unit came out.
struct GameOutcome {
  std::string file;
  std::uint32_t game = 0;
  bool valid = true;
  std::uint32_t plies = 0;
  std::string result = "*";
  std::string end;  // how it ended, empty when it did not
};

// What tells two games apart for --dedup: the start position's key, a hash of the main line's moves in
// order, and of the tags.
struct Fingerprint {
  std::uint64_t start = 0;
  std::uint64_t moves = 0;
  std::uint64_t tags = 0;
  std::uint32_t plies = 0;
  bool operator==(const Fingerprint&) const = default;
};

struct GameReport {
  GameOutcome outcome;
  Diagnostics diagnostics;
  Fingerprint fingerprint;
};

struct UnitReport {
  Diagnostics before;  // about the unit as a whole: its encoding, undecodable bytes
  std::vector<GameReport> games;
  std::uint64_t bytes = 0;
  // Kept only for lint --fix and --diff: the unit as read, as decoded, and the file's encoding.
  std::string raw, text, encoding;
};

// Numbers a unit's games (and their diagnostics) after the `games_before` of the same source, which grows
// by the unit's.
void number_games(UnitReport& unit, std::uint32_t& games_before);


// Reads and replays every game of `src`, numbering the games from 1.
void validate_unit(const grammar::SourceText& src, const FormatInfo& format, UnitReport& out, ReadChecks checks = {});

}  // namespace kypho::service
