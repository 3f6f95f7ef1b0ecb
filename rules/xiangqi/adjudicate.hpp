// Judging a line of play beyond the legality of its moves: perpetual check and chase, repetition and the
// draw rules, each rule set as data.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "rules/xiangqi/position.hpp"

namespace kypho::xiangqi {

// A rule set. Counts of moves are full moves (one by each side), as the rule books count them; a check
// or a chase is one side's move.
struct RuleSet {
  std::string_view name;
  std::string_view title;
  // The seed's limits: a side may check, or chase one piece, this many moves in a row with one, two, three
  // or more pieces; one more breaks the advanced rule. All zero where cycles of repetition are judged.
  std::array<int, 3> run_limits;
  // The occurrence of a position that ends a cycle of repetition, judged by what each side did in it; 0
  // where it is not judged.
  int repetition;
  // In a cycle, a side that checked or threatened mate on every move, threatening at least once, breaks the
  // rule as a perpetual checker does (the Chinese rules' 长杀 and 一将一杀); elsewhere a mate threat is idle.
  bool mate_threats;
  int effective_moves;     // a draw after this many moves that are neither checks, chases nor answers to them
  int no_progress_moves;   // a draw after this many moves without progress
  bool soldier_progress;   // a crossed soldier's step forward is progress; otherwise only a capture is
  int total_moves;         // a draw after this many moves in all; 0 where there is no such limit
};

const RuleSet& seed_rules();  // the seed's (choi-cotuong's Luật cờ tướng): kypho's default
const RuleSet* find_rules(std::string_view name);
std::span<const RuleSet* const> rule_sets();

enum class Verdict : std::uint8_t { RED_WINS, BLACK_WINS, DRAW };

enum class Rule : std::uint8_t {
  PERPETUAL_CHECK,   // a side checked beyond its limit, or on every move of a repeated cycle
  PERPETUAL_CHASE,   // a side chased one piece beyond its limit, or on every move of a repeated cycle
  PERPETUAL_MATE_THREAT,  // a side checked or threatened mate on every move of a cycle (the Chinese rules)
  BOTH_VIOLATE,      // both sides broke the advanced rule in the same stretch, the same way
  REPETITION,        // a cycle of repetition in which neither side broke a rule
  EFFECTIVE_MOVES,
  NO_PROGRESS,
  TOTAL_MOVES,
};

struct Judgement {
  int ply = 0;     // the ply after which the rules end the game (1 = the first move of the line)
  Rule rule = Rule::REPETITION;
  Verdict verdict = Verdict::DRAW;
  int since = 0;   // the first ply of the stretch the rule counted
  Color side = RED;  // who broke the rule (the first to, when both did)
  int count = 0;   // its checks or chases in a row, or the moves the draw rule counted
  int pieces = 0;  // how many of its pieces gave them
  int limit = 0;   // what the rule allows
  Rule offence = Rule::REPETITION;  // for BOTH_VIOLATE: the first side's offence, the same level as the other's
};

// Judges a line as it is played, one ply at a time, from the positions the player of the line makes anyway
// (a record's replayer): the line is walked once, and a ply's threats are worked out only when a rule may
// need them.
class Adjudicator {
 public:
  Adjudicator(const Position& start, const RuleSet& rules);
  ~Adjudicator();
  Adjudicator(Adjudicator&&) noexcept;
  Adjudicator& operator=(Adjudicator&&) noexcept;

  // The next ply: `m`, just made into `after`, and what make() gave for taking it back (kept for the rules
  // that look at older positions). The plies after the one at which the rules end the game are not looked at.
  // In line, as every ply of a record comes through here: a ply no rule is due at costs what taking it back
  // needs, kept, and one comparison; the rules read the rest of it (a progress, a check, a chase) from that
  // when one comes due.
  void play(const Position& after, Move m, const Undo& undo) {
    ++played_;
    if (!recording_) return;
    steps_.push_back({m, undo, after.at(m.to)});
    if (played_ >= due_) judge(after);
  }
  // The first ply of the line played so far after which the rule set ends the game, if any; `end` is the
  // line's last position (its status is asked only where a judgement falls on the last ply).
  std::optional<Judgement> finish(const Position& end) const;

 private:
  class Walk;
  // What each ply keeps: its move and what taking it back needs.
  struct Step {
    Move move;
    Undo undo;
    Piece moved;  // the piece that moved, as it stands after the move
  };
  void judge(const Position& after);

  std::unique_ptr<Walk> walk_;
  std::vector<Step> steps_;
  int played_ = 0;
  int due_ = 0;            // the first ply at which a rule may be due
  bool recording_ = false;  // the rules judge lines, and have not ended this one
};

// The first ply of `line` (legal moves), played from `start`, after which the rule set ends the game, if any.
std::optional<Judgement> adjudicate(const Position& start, std::span<const Move> line, const RuleSet& rules);

}  // namespace kypho::xiangqi
