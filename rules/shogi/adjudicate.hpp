// Judging a line of play beyond the legality of its moves: sennichite (the fourth repetition, and the
// continuous check that loses it) and the ends the players claim by entering kings (持将棋, 入玉宣言),
// each way of counting an impasse as data.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "rules/shogi/position.hpp"

namespace kypho::shogi {

// How a claimed impasse (持将棋) and an entering-king declaration (入玉宣言) are judged. Sennichite is the
// same in every set.
struct RuleSet {
  std::string_view name;
  // An impasse: once both kings stand in the enemy camp, each side counts every piece it owns; one with
  // fewer points loses, else a draw. 0: an impasse is not counted.
  int impasse_points;
  std::string_view impasse_title;
  // A declaration by the side to move: its king in the enemy camp, not in check, with this many other
  // pieces there; its points in the camp and in hand against the thresholds.
  int pieces_in_zone;
  std::array<int, 2> win_points;  // (sente, gote): at least this many wins
  int draw_points;                // at least this many, short of the win, draws; 0: short of the win loses
  std::string_view declaration_title;
};

const RuleSet& seed_rules();  // the seed's 24-point count: kypho's default
const RuleSet* find_rules(std::string_view name);
std::span<const RuleSet* const> rule_sets();

// The points of a side: rook, bishop and their promotions 5, every other piece but the king 1, on the
// board and in hand (`zone_only`: on the board only in its enemy camp); `in_zone` its pieces (king aside)
// in its enemy camp. Gote, the side that gives a handicap, is credited with the pieces missing from the
// full set (the JSA's count, and tsshogi's): `handicap` is that part of its points.
struct Count {
  int points = 0;
  int in_zone = 0;
  int handicap = 0;
};
Count count_points(const Position& pos, Color side, bool zone_only);
bool king_entered(const Position& pos, Color side);

enum class Verdict : std::uint8_t { SENTE_WINS, GOTE_WINS, DRAW, NONE };

enum class Rule : std::uint8_t {
  REPETITION,       // the same position a fourth time (or, claimed, not reached)
  PERPETUAL_CHECK,  // ... with one side checking on every one of its moves since its first time: it loses
  IMPASSE,          // a claimed impasse, counted
  DECLARATION,      // an entering-king declaration, judged
};

// What a claim by entering kings failed on, when it did.
enum class Shortfall : std::uint8_t { NONE, KINGS_NOT_ENTERED, KING_NOT_ENTERED, IN_CHECK, FEW_PIECES, FEW_POINTS };

struct Judgement {
  int ply = 0;     // after which the rules end the game (1 = the line's first move)
  Rule rule = Rule::REPETITION;
  Verdict verdict = Verdict::DRAW;
  int since = 0;   // the ply after which the repeated position stood first (0 = the start)
  int count = 0;   // how often it stood there
  Color side = BLACK;  // the continuous checker, or the declarer
  std::array<Count, 2> counts{};  // a claim's count, by side
  std::array<bool, 2> entered{};  // whether each king stands in its enemy camp, for a claim
  Shortfall shortfall = Shortfall::NONE;
};

// What a record says ended its line, for the rules to judge at its last ply.
enum class Claim : std::uint8_t { NONE, REPETITION, IMPASSE, DECLARATION };

// Judges a line as it is played, from the positions the player of the line makes anyway (a record's
// replayer): each position's key is kept, and no move is made again but those of a fourfold repetition's
// cycle, to find its continuous checker.
class Adjudicator {
 public:
  Adjudicator(const Position& start, const RuleSet& rules);
  // The next ply: `m`, just made into `after`.
  void play(const Position& after, Move m);
  // What adjudicate() says of the line played so far, whose last position is `end`.
  std::optional<Judgement> finish(const Position& end, Claim claim) const;

 private:
  Position start_;
  const RuleSet& rules_;
  std::vector<Move> line_;
  std::vector<std::uint64_t> keys_;  // of the start, then of the position after each ply
};

// The first ply of `line` (legal moves) played from `start` after which sennichite ends the game; else,
// when the record claims an end, the rules' judgement of that claim at the line's end (verdict NONE when
// the rules give no result: a repetition claimed that did not happen, an impasse before both kings entered).
std::optional<Judgement> adjudicate(const Position& start, std::span<const Move> line, const RuleSet& rules, Claim claim);

}  // namespace kypho::shogi
