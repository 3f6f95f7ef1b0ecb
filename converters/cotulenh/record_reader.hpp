// Reads cờ tư lệnh records (@cotulenh/core's PGN and SAN, the seed's notation) into the record model, replaying every turn
// through the rules engine of a profile: each game with its diagnostics (syntax, the first illegal or
// ambiguous turn of each line, symbols that do not say what happened, result checks).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "converters/common/diagnostic.hpp"
#include "converters/common/layout_replay.hpp"
#include "converters/common/record.hpp"
#include "grammar/cotulenh/record_parse.hpp"
#include "grammar/text/source.hpp"
#include "rules/cotulenh/status.hpp"
#include "rules/cotulenh/turns.hpp"

namespace kypho::cotulenh {

using CotulenhRecord = Record<Position, Turn>;

// The cờ tư lệnh rules as the replayer sees them.
struct GameRules {
  using Position = cotulenh::Position;
  using Move = Turn;
  using Status = cotulenh::Status;
  using MoveList = TurnList;
  static constexpr std::string_view name = "cotulenh";
  // A turn is its sub-moves, from point to point with their kind: the same in any notation.
  static std::string key(const Turn& t);
  static Termination termination(Status s);
  static Result result_of(const Position& end, Status s);
  static bool captures(const Position& pos, const Turn& t);
  static Status status(Position& pos) { return cotulenh::status(pos); }
  static std::string side_name(int side);
  static std::vector<std::string> not_mate_notes(Position&) { return {}; }
  // Where the seed's ends that need no move generation (a commander taken, a battle lost) come before the
  // line's last turn; its last position the replayer judges itself.
  class LineJudge {
   public:
    LineJudge(const Position&, std::string_view) {}
    void play(const Position& after, const Turn& t, const TurnUndo&);
    std::optional<LineJudgement> finish(const Position& end, const Ending& ending) const;

   private:
    std::uint32_t plies_ = 0;
    std::optional<LineJudgement> first_;  // the first turn after which the game was decided
  };
};

struct ReadGame : LayoutGame<GameRules> {
  bool rules_assumed = false;  // played by the file's profile: no --rules, no [Rules] tag
};

// `profile` plays a game that has no [Rules] tag, unless `checks.rules` (--rules) names one for all.
void read_cotulenh_records(const grammar::SourceText& src, grammar::cotulenh::TurnNotation notation, const Profile& profile,
                           const std::function<void(ReadGame&)>& on_game, ReadChecks checks = {});

}  // namespace kypho::cotulenh
