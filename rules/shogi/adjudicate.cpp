#include "rules/common/marked.hpp"
#include "rules/shogi/adjudicate.hpp"

#include <algorithm>
#include <bit>
#include <vector>

#include "rules/common/named.hpp"

namespace kypho::shogi {
namespace {

// clang-format off
// The seed counts an impasse as the JSA does in professional games: 24 points or more draw. It names no
// declaration; records that carry one (CSA %KACHI) come from servers with the CSA's rule: the king in the
// enemy camp, not in check, ten other pieces there, 28 points (sente) or 27 (gote) in the camp and in hand.
constexpr RuleSet SEED{"vn", 24, N_("the Vietnamese shogi rules' 24-point impasse count"), 10, {28, 27}, 0, N_("the CSA's 27-point declaration rule")};
// A CSA server's rules: the declaration as above; an impasse is not counted.
constexpr RuleSet DECLARE27{"declare27", 0, "", 10, {28, 27}, 0, N_("the CSA's 27-point declaration rule")};
// The 24-point declaration: the same conditions; 31 points win, 24 to 30 draw, fewer lose.
constexpr RuleSet DECLARE24{"declare24", 24, N_("the Vietnamese shogi rules' 24-point impasse count"), 10, {31, 31}, 24, N_("the 24-point declaration rule")};
// clang-format on
constexpr const RuleSet* ALL[] = {&SEED, &DECLARE27, &DECLARE24};

constexpr int points_of(PieceType t) {
  const PieceType base = unpromoted(t);
  return base == ROOK || base == BISHOP ? 5 : 1;
}

// The points of the pieces of a full set (king aside) that neither side has, on the board or in hand: what
// a handicap removed.
int missing_points(const Position& pos) {
  static constexpr std::array<int, HAND_NB> FULL_SET{0, 18, 4, 4, 4, 2, 2, 4};  // by unpromoted kind, PAWN..GOLD
  std::array<int, HAND_NB> present{};
  for (Square s = 0; s < SQUARE_NB; ++s)
    if (const Piece p = pos.at(s); p != NO_PIECE && type_of(p) != KING) ++present[unpromoted(type_of(p))];
  for (int t = PAWN; t < HAND_NB; ++t) present[std::size_t(t)] += pos.in_hand(BLACK, PieceType(t)) + pos.in_hand(WHITE, PieceType(t));
  int points = 0;
  for (int t = PAWN; t < HAND_NB; ++t) points += std::max(0, FULL_SET[std::size_t(t)] - present[std::size_t(t)]) * points_of(PieceType(t));
  return points;
}

Verdict loss_of(Color side) { return side == BLACK ? Verdict::GOTE_WINS : Verdict::SENTE_WINS; }
Verdict win_of(Color side) { return side == BLACK ? Verdict::SENTE_WINS : Verdict::GOTE_WINS; }

// The first position of the line to stand a fourth time, with the ply it stood first.
struct Fourfold {
  int ply = 0;
  int since = 0;
};

// Keys of the positions after each ply (the start's first) and, when no position came back four times,
// the one that came back most.
struct Repetitions {
  std::optional<Fourfold> fourfold;
  Fourfold most{0, 0};
  int most_count = 1;
};

// The positions of a line by key: the first ply each stood at. Open addressing in one table of plies sized
// for the whole line, whose keys are read from the line's own list: a hash map's node per ply made allocation
// a fifth of reading CSA records, and slots that held the keys and the counts, six times this table, were
// set up for every game.
class SeenPositions {
 public:
  explicit SeenPositions(std::span<const std::uint64_t> keys) : keys_(keys), slots_(std::bit_ceil(2 * keys.size() + 2)) {}
  // The first ply whose position is that of ply `ply`: `ply` itself when no ply before it stood there.
  int first(int ply) {
    const std::uint64_t key = keys_[std::size_t(ply)];
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = std::size_t(key) & mask;; i = (i + 1) & mask) {
      std::uint32_t& slot = slots_[i];
      if (slot == 0) slot = std::uint32_t(ply) + 1;
      if (keys_[slot - 1] == key) return int(slot - 1);
    }
  }

 private:
  std::span<const std::uint64_t> keys_;
  std::vector<std::uint32_t> slots_;  // a ply + 1; 0 for no ply
};

// `keys`: of the start, then of the position after each ply.
Repetitions find_repetitions(std::span<const std::uint64_t> keys) {
  SeenPositions seen(keys);
  std::vector<int> count(keys.size());  // by the first ply of each position
  Repetitions out;
  for (std::size_t i = 0; i < keys.size(); ++i) {
    const int ply = int(i), first = seen.first(ply);
    const int n = ++count[std::size_t(first)];
    if (n > out.most_count) {
      out.most_count = n;
      out.most = {ply, first};
    }
    if (n == 4) {
      out.fourfold = Fourfold{ply, first};
      return out;
    }
  }
  return out;
}

// The side that checked with every one of its moves after ply `since` up to `ply`, if one did.
std::optional<Color> continuous_checker(const Position& start, std::span<const Move> line, int since, int ply) {
  Position pos = start;
  std::array<bool, 2> always{true, true};
  for (int q = 1; q <= ply; ++q) {
    const Color mover = pos.side_to_move();
    pos.make(line[std::size_t(q - 1)]);
    if (q > since && !pos.in_check()) always[mover] = false;
  }
  if (always[BLACK] == always[WHITE]) return std::nullopt;  // neither, or (checks answered by checks) both
  return always[BLACK] ? BLACK : WHITE;
}

// The seed's count: both kings entered, every piece counted; a side short of the draw points loses.
Judgement count_impasse(const Position& end, const RuleSet& rules, Judgement j) {
  j.counts = {count_points(end, BLACK, false), count_points(end, WHITE, false)};
  j.entered = {king_entered(end, BLACK), king_entered(end, WHITE)};
  if (!j.entered[BLACK] || !j.entered[WHITE]) {
    j.verdict = Verdict::NONE;
    j.shortfall = Shortfall::KINGS_NOT_ENTERED;
    return j;
  }
  const bool black_short = j.counts[BLACK].points < rules.impasse_points, white_short = j.counts[WHITE].points < rules.impasse_points;
  j.verdict = black_short == white_short ? Verdict::DRAW : loss_of(black_short ? BLACK : WHITE);
  if (black_short != white_short) j.shortfall = Shortfall::FEW_POINTS;
  return j;
}

// A declaration by the side to move: the conditions, then its points against the set's thresholds.
Judgement judge_declaration(const Position& end, const RuleSet& rules, Judgement j) {
  const Color us = end.side_to_move();
  j.side = us;
  j.counts = {count_points(end, BLACK, true), count_points(end, WHITE, true)};
  j.entered = {king_entered(end, BLACK), king_entered(end, WHITE)};
  const Count& ours = j.counts[us];
  j.shortfall = !j.entered[us]                        ? Shortfall::KING_NOT_ENTERED
                : end.in_check()                      ? Shortfall::IN_CHECK
                : ours.in_zone < rules.pieces_in_zone ? Shortfall::FEW_PIECES
                : ours.points < rules.win_points[us] && (rules.draw_points == 0 || ours.points < rules.draw_points)
                    ? Shortfall::FEW_POINTS
                    : Shortfall::NONE;
  j.verdict = j.shortfall != Shortfall::NONE         ? loss_of(us)
              : ours.points >= rules.win_points[us] ? win_of(us)
                                                     : Verdict::DRAW;
  return j;
}

}  // namespace

const RuleSet& seed_rules() { return SEED; }

const RuleSet* find_rules(std::string_view name) { return find_named(rule_sets(), name); }

std::span<const RuleSet* const> rule_sets() { return ALL; }

bool king_entered(const Position& pos, Color side) {
  const Square k = pos.king(side);
  return k != NO_SQUARE && in_promotion_zone(side, k);
}

Count count_points(const Position& pos, Color side, bool zone_only) {
  Count c;
  for (Square s = 0; s < SQUARE_NB; ++s) {
    const Piece p = pos.at(s);
    if (p == NO_PIECE || color_of(p) != side || type_of(p) == KING) continue;
    const bool in_zone = in_promotion_zone(side, s);
    c.in_zone += in_zone;
    if (in_zone || !zone_only) c.points += points_of(type_of(p));
  }
  for (int t = PAWN; t < HAND_NB; ++t) c.points += pos.in_hand(side, PieceType(t)) * points_of(PieceType(t));
  if (side == WHITE) {
    c.handicap = missing_points(pos);
    c.points += c.handicap;
  }
  return c;
}

Adjudicator::Adjudicator(const Position& start, const RuleSet& rules) : start_(start), rules_(rules) {
  // Room for a long game at once: grown from nothing, the two lists were reallocated eight times each in a
  // game of 150 plies.
  line_.reserve(256);
  keys_.reserve(257);
  keys_.push_back(start.key());
}

void Adjudicator::play(const Position& after, Move m) {
  line_.push_back(m);
  keys_.push_back(after.key());
}

std::optional<Judgement> adjudicate(const Position& start, std::span<const Move> line, const RuleSet& rules, Claim claim) {
  Adjudicator judge(start, rules);
  Position pos = start;
  for (Move m : line) {
    pos.make(m);
    judge.play(pos, m);
  }
  return judge.finish(pos, claim);
}

std::optional<Judgement> Adjudicator::finish(const Position& end, Claim claim) const {
  const Repetitions reps = find_repetitions(keys_);
  if (reps.fourfold) {
    Judgement j;
    j.ply = reps.fourfold->ply;
    j.since = reps.fourfold->since;
    j.count = 4;
    if (const auto checker = continuous_checker(start_, line_, j.since, j.ply)) {
      j.rule = Rule::PERPETUAL_CHECK;
      j.side = *checker;
      j.verdict = loss_of(*checker);
    }
    return j;
  }
  Judgement j;
  j.ply = int(line_.size());
  switch (claim) {
    case Claim::NONE: return std::nullopt;
    case Claim::REPETITION:
      j.verdict = Verdict::NONE;
      j.since = reps.most.since;
      j.count = reps.most_count;
      return j;
    case Claim::IMPASSE:
      if (rules_.impasse_points == 0) return std::nullopt;
      j.rule = Rule::IMPASSE;
      return count_impasse(end, rules_, j);
    case Claim::DECLARATION:
      j.rule = Rule::DECLARATION;
      return judge_declaration(end, rules_, j);
  }
  return std::nullopt;
}

}  // namespace kypho::shogi
