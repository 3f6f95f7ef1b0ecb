// Reads shogi records (USI, CSA, ...) into the record model, replaying every move of every line: each
// game comes with its diagnostics — syntax, the first illegal move with its rule and the legal moves meant,
// and terminal words that contradict the board.
#pragma once

#include <functional>

#include "converters/common/diagnostic.hpp"
#include "converters/common/record.hpp"
#include "converters/common/replay.hpp"
#include "converters/shogi/ki2_relative.hpp"
#include "converters/shogi/position.hpp"
#include "grammar/shogi/parse.hpp"
#include "rules/shogi/adjudicate.hpp"
#include "rules/shogi/movegen.hpp"
#include "rules/common/small_list.hpp"

namespace kypho::shogi {

using ShogiRecord = Record<Position, Move>;

// The shogi rules as the replayer sees them.
struct GameRules : BoardRules<Position, Move, Status> {
  using MoveList = shogi::MoveList;
  static constexpr std::string_view name = "shogi";
  static std::string key(Move m) { return usi_move(m); }
  static Status status(Position& pos) { return shogi::status(pos); }
  static std::string side_name(int side);
  static std::vector<std::string> not_mate_notes(Position& pos);
  // Sennichite wherever it happens; an impasse, a declaration or a sennichite the record claims, at its end.
  class LineJudge {
   public:
    LineJudge(const Position& start, std::string_view rules);
    void play(const Position& after, Move m, const Undo&) { adjudicator_.play(after, m); }
    std::optional<LineJudgement> finish(const Position& end, const Ending& ending) const;

   private:
    const RuleSet& rules_;
    Adjudicator adjudicator_;
  };
};

struct ReadGame : ReplayedGame<GameRules> {};

void read_shogi_records(const grammar::SourceText& src, grammar::shogi::Format format,
                        const std::function<void(ReadGame&)>& on_game, ReadChecks checks = {});

}  // namespace kypho::shogi
