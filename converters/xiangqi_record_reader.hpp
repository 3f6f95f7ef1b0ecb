// Reads xiangqi records in any notation into the record model, replaying every move: each game comes
// with its diagnostics (syntax, the first illegal or ambiguous move of each line, result checks).
#pragma once

#include <functional>

#include "converters/diagnostic.hpp"
#include "converters/record.hpp"
#include "converters/xiangqi_notation.hpp"
#include "grammar/source.hpp"
#include "grammar/xiangqi_record_parse.hpp"
#include "rules/xiangqi/movegen.hpp"

namespace kypho::xiangqi {

using XiangqiRecord = Record<Position, Move>;

struct ReadGame {
  std::uint32_t index = 0;  // 1-based within the file
  XiangqiRecord record;
  Diagnostics diagnostics;
  grammar::xiangqi::MoveNotation notation = grammar::xiangqi::MoveNotation::UNKNOWN;
  bool one_based_ranks = false;  // ICCS read with Fairy-Stockfish's 1-based ranks
  bool valid = true;             // no error: every move of every line is legal
  std::uint32_t plies = 0;       // on the main line, as far as it could be replayed
  Status end = Status::ONGOING;  // of the main line's last position
  std::string_view unreplayed;   // the main line's text from its first illegal move to the result
  // Every move written on the main line, in order, replayed or not: what a scoresheet says.
  struct WrittenMove {
    Span source;
    Move move = NO_MOVE;  // NO_MOVE when it was not replayed
    Diagnostics::size_type diagnostic = ~Diagnostics::size_type(0);  // its error, if it was the one that stopped the line
  };
  std::vector<WrittenMove> written;
  // What was read but has no place in the record model (evaluations, annotation glyphs beyond ! ? !! ?? !? ?!):
  // a writer cannot carry it, and convert says so.
  std::vector<std::string> not_kept;
};

void read_xiangqi_records(const grammar::SourceText& src, grammar::xiangqi::MoveNotation notation,
                          const std::function<void(ReadGame&)>& on_game, ReadChecks checks = {});

Notation notation_of(grammar::xiangqi::MoveNotation n);

}  // namespace kypho::xiangqi
