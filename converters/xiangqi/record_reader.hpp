// Reads xiangqi records in any notation into the record model, replaying every move: each game comes
// with its diagnostics (syntax, the first illegal or ambiguous move of each line, result checks).
#pragma once

#include <functional>

#include "converters/common/diagnostic.hpp"
#include "converters/common/record.hpp"
#include "converters/common/layout_replay.hpp"
#include "converters/xiangqi/names.hpp"
#include "converters/xiangqi/notation.hpp"
#include "grammar/text/source.hpp"
#include "grammar/xiangqi/record_parse.hpp"
#include "rules/xiangqi/adjudicate.hpp"
#include "rules/xiangqi/movegen.hpp"

namespace kypho::xiangqi {

using XiangqiRecord = Record<Position, Move>;

// The xiangqi rules as the replayer sees them.
struct GameRules : BoardRules<Position, Move, Status> {
  using MoveList = xiangqi::MoveList;
  static constexpr std::string_view name = "xiangqi";
  static std::string key(Move m) { return move_name(m); }
  static Status status(Position& pos) { return xiangqi::status(pos); }
  static std::string side_name(int side);
  static std::vector<std::string> not_mate_notes(Position&) { return {}; }
  // The rule set `rules` names (the seed's when empty) on perpetual check and chase, repetition and draws.
  class LineJudge {
   public:
    LineJudge(const Position& start, std::string_view rules);
    void play(const Position& after, Move m, const Undo& undo) { adjudicator_.play(after, m, undo); }
    std::optional<LineJudgement> finish(const Position& end, const Ending&) const;

   private:
    const RuleSet& rules_;
    Adjudicator adjudicator_;
  };
};

struct ReadGame : LayoutGame<GameRules> {
  Notation notation = Notation::VIETNAMESE;
  bool one_based_ranks = false;  // ICCS read with Fairy-Stockfish's 1-based ranks
};

void read_xiangqi_records(const grammar::SourceText& src, std::optional<Notation> notation,
                          const std::function<void(ReadGame&)>& on_game, ReadChecks checks = {});
// UCCI engine commands: each `position` line a game; the commands that set up no position are passed over.
void read_ucci_records(const grammar::SourceText& src, const std::function<void(ReadGame&)>& on_game, ReadChecks checks = {});

}  // namespace kypho::xiangqi
