#include "rules/common/marked.hpp"
#include "rules/xiangqi/adjudicate.hpp"

#include <algorithm>
#include <deque>
#include <vector>

#include "rules/xiangqi/movegen.hpp"
#include "rules/xiangqi/threats.hpp"
#include "rules/common/named.hpp"

namespace kypho::xiangqi {
namespace {

// clang-format off
constexpr RuleSet SEED{"vn", N_("the Vietnamese xiangqi rules (Luật cờ tướng)"), {6, 12, 18}, 0, false, 120, 30, true, 300};
// The Asian (AXF) and Chinese (CXA) rules judge a cycle when a position comes back the third time, and draw
// after 60 moves without a capture; they part on the perpetual threat of mate, idle for the AXF.
constexpr RuleSet ASIAN{"asian", N_("the Asian Xiangqi Federation's rules"), {0, 0, 0}, 3, false, 0, 60, false, 0};
constexpr RuleSet CHINESE{"chinese", N_("the Chinese Xiangqi Association's rules"), {0, 0, 0}, 3, true, 0, 60, false, 0};
// The WXF's rules judge cycles as the AXF's; they set no move count kypho knows of.
constexpr RuleSet WXF{"wxf", N_("the World Xiangqi Federation's rules"), {0, 0, 0}, 3, false, 0, 0, false, 0};
// The basic rules alone: legal moves, mate and stalemate; no line is judged (for records played under
// rules kypho does not know, and to measure what judging costs).
constexpr RuleSet BASIC{"basic", N_("the basic rules alone (legal moves, mate, stalemate)"), {0, 0, 0}, 0, false, 0, 0, false, 0};
// clang-format on
constexpr const RuleSet* ALL[] = {&SEED, &ASIAN, &CHINESE, &WXF, &BASIC};

bool judges_lines(const RuleSet& r) {
  return r.run_limits[0] != 0 || r.repetition != 0 || r.effective_moves != 0 || r.no_progress_moves != 0 || r.total_moves != 0;
}

// Which pieces are which as they move: a number per piece, so that "one piece" and "the same target"
// follow pieces rather than points.
struct Identities {
  std::array<std::uint8_t, SQUARE_NB> id{};
  explicit Identities(const Position& pos) {
    for (Square s = 0; s < SQUARE_NB; ++s) id[s] = pos.at(s) == NO_PIECE ? 0 : std::uint8_t(s + 1);
  }
  void move(Move m) {
    id[m.to] = id[m.from];
    id[m.from] = 0;
  }
};

// What one ply threatened, as the rules read it.
struct PlyFacts {
  std::vector<int> checkers;  // identities
  std::vector<int> chasers;
  std::vector<int> chased;
  bool checks() const { return !checkers.empty(); }
  bool chases() const { return !chased.empty(); }
};

void add(std::vector<int>& set, int id) {
  if (std::find(set.begin(), set.end(), id) == set.end()) set.push_back(id);
}

// A side's checks, or chases of one piece, in a row.
struct Run {
  int length = 0;
  int since = 0;
  std::vector<int> pieces;
  std::vector<int> targets;  // for chases: the pieces chased on every move of the run
};

void extend_checks(Run& run, const PlyFacts& f, int ply) {
  if (!f.checks()) return void(run = {});
  if (run.length++ == 0) run.since = ply;
  for (int id : f.checkers) add(run.pieces, id);
}

void extend_chases(Run& run, const PlyFacts& f, int ply) {
  if (!f.chases()) return void(run = {});
  std::vector<int> common;
  for (int id : run.targets)
    if (std::find(f.chased.begin(), f.chased.end(), id) != f.chased.end()) common.push_back(id);
  if (run.length == 0 || common.empty()) run = {0, ply, {}, f.chased};
  else run.targets = common;
  ++run.length;
  for (int id : f.chasers) add(run.pieces, id);
}

int limit_for(const RuleSet& rules, const Run& run) {
  return rules.run_limits[std::size_t(std::clamp(int(run.pieces.size()), 1, 3) - 1)];
}
bool broken(const RuleSet& rules, const Run& run) { return run.length > 0 && run.length > limit_for(rules, run); }

Verdict loses(Color c) { return c == RED ? Verdict::BLACK_WINS : Verdict::RED_WINS; }

// A threat to the general (a check, a mate threat) outranks a chase.
int level(Rule r) { return r == Rule::PERPETUAL_CHASE ? 1 : 2; }

// Two violations in one stretch: offences of one level draw; otherwise the worse offender loses.
Judgement both(Judgement first, Rule second_rule, Color second, int ply) {
  first.ply = ply;
  if (level(first.rule) == level(second_rule)) {
    first.offence = first.rule;
    first.rule = Rule::BOTH_VIOLATE;
    first.verdict = Verdict::DRAW;
    return first;
  }
  if (level(second_rule) > level(first.rule)) {
    first.rule = second_rule;
    first.side = second;
  }
  first.verdict = loses(first.side);
  return first;
}

// One side's moves in a row that may each check (or chase). Its first move follows a move that surely did
// not, so the run counted from there is the run counted from the line's start: it is counted (and the
// plies' threats asked) only when it could break the smallest limit.
struct Streak {
  int first = 0;  // ply
  int moves = 0;
  bool counted = false;  // `run` is this ply's
  Run run;
};

// For one side, how many of its moves in a row may have chased each piece (by identity): a run of chases
// of one piece is never longer than the count of the piece it chases.
struct TargetCounts {
  struct Count {
    std::uint8_t id;
    std::uint8_t moves;
  };
  std::array<std::array<Count, SQUARE_NB>, 2> counts;  // of the pieces its last move may have chased, and a spare
  std::array<int, 2> size{};
  int last = 0;  // which of counts is the last move's
  int longest = 0;
  void take(const SquareSet& chased, const Identities& ids) {
    const auto& before = counts[std::size_t(last)];
    const Count* before_end = before.data() + size[std::size_t(last)];
    auto& now = counts[std::size_t(1 - last)];
    int n = 0;
    longest = 0;
    chased.for_each([&](Square s) {
      const std::uint8_t id = ids.id[s];
      const Count* had = std::find_if(before.data(), before_end, [id](Count c) { return c.id == id; });
      const int moves = had == before_end ? 1 : std::min(had->moves + 1, 255);
      now[std::size_t(n++)] = {id, std::uint8_t(moves)};
      longest = std::max(longest, moves);
    });
    last = 1 - last;
    size[std::size_t(last)] = n;
  }
};

}  // namespace

const RuleSet& seed_rules() { return SEED; }

const RuleSet* find_rules(std::string_view name) { return find_named(rule_sets(), name); }

std::span<const RuleSet* const> rule_sets() { return ALL; }

// Judging a line costs what its rules ask: a ply's threats (threats_of, the dear part) are found only when
// a streak of checks or possible chases grows past the smallest limit, when a position comes back the
// rule set's nth time, or when the moves that could still count as effective reach that draw's bound.
class Adjudicator::Walk {
 public:
  // A start's capture clock counts towards the no-progress rule, as plies already played would.
  Walk(const Position& start, const RuleSet& rules)
      : start_(start), ids_(start), cursor_(start), cursor_ids_(start), rules_(rules), last_progress_(-start.rule_plies()),
        min_run_limit_(*std::min_element(rules.run_limits.begin(), rules.run_limits.end())),
        counts_runs_(rules.run_limits[0] != 0 || rules.effective_moves != 0), judges_(judges_lines(rules)) {
    if (rules.repetition != 0) keys_.push_back(start.key());
    for (Square s = 0; s < SQUARE_NB; ++s)
      if (type_of(start.at(s)) == CANNON) cannons_[color_of(start.at(s))].set(s);
  }

  // The next ply, `m`, just made into `after`.
  void play(const Position& after, Move m) {
    ++played_;
    if (!judges_ || ended_) return;
    const int ply = played_;
    const Color mover = ~after.side_to_move();
    const Piece moving = after.at(m.to);
    // A capture, and only a capture, sets the capture clock back to nought.
    const bool captured = after.rule_plies() == 0;
    const bool forward = mover == RED ? rank_of(m.to) > rank_of(m.from) : rank_of(m.to) < rank_of(m.from);
    const bool progress = captured || (rules_.soldier_progress && type_of(moving) == SOLDIER && crossed_river(mover, m.from) && forward);
    const bool was_in_check = !plies_.empty() && plies_.back().check;
    ids_.move(m);
    if (rules_.repetition != 0) keys_.push_back(after.key());
    Ply& p = plies_.emplace_back(Ply{m, mover, counts_runs_ && gives_check(after, m), false, NO_FACTS});
    // The other side's cannon taken, if one stood there.
    if (captured) cannons_[~mover].reset(m.to);
    if (type_of(moving) == CANNON) {
      cannons_[mover].reset(m.from);
      cannons_[mover].set(m.to);
    }
    if (rules_.run_limits[0] != 0) {
      const SquareSet chased = possible_chases(after, m, was_in_check, cannons_[mover]);
      p.may_chase = chased.any();
      target_counts_[mover].take(chased, ids_);
    }
    // A violation waiting for this move is consumed by runs(): kept, in case this ply is the line's last and
    // the basic rules end the game on it (rare: a copy only then).
    if (pending_) before_end_ = pending_;
    auto j = runs(ply);
    if (!j) j = repetition(ply, after.rule_plies());
    if (!j) j = draw_rules(ply, progress);
    if (j) {
      ended_ = j;
      ended_ply_ = ply;
    }
  }

  std::optional<Judgement> finish(const Position& end) const {
    if (ended_ && ended_ply_ < played_) return ended_;
    // Mate or no move: the basic rules end the game, before these rules can. In a legal line only its last
    // ply can do so, and it is asked only when the rules said something there: what was waiting before it
    // stands (a violation that waits for the other side's move is never judged on the last ply otherwise).
    if (!ended_ && !pending_) return std::nullopt;
    Position last = end;
    if (status(last) != Status::ONGOING) return ended_ ? before_end_ : std::nullopt;
    return ended_ ? ended_ : pending_;
  }

 private:
  struct Ply {
    Move move;
    Color mover;
    bool check;      // as the position after it says: exactly when threats_of finds checkers (asked only
                     // where runs or effective moves are counted)
    bool may_chase;  // false when it surely chases nothing (asked only where runs are limited)
    int facts;       // its index in facts_, once asked
  };
  static constexpr int NO_FACTS = -1;

  // The position before ply `ply` (and its pieces' identities) in cursor_: played on from where it is, or
  // again from the start. Asked for rarely, and mostly in order.
  void cursor_to(int ply) {
    if (cursor_ply_ > ply) {
      cursor_ = start_;
      cursor_ids_ = Identities(start_);
      cursor_ply_ = 1;
    }
    for (; cursor_ply_ < ply; ++cursor_ply_) {
      cursor_.make(plies_[std::size_t(cursor_ply_ - 1)].move);
      cursor_ids_.move(plies_[std::size_t(cursor_ply_ - 1)].move);
    }
  }

  // What ply `ply` threatened, found once.
  const PlyFacts& facts(int ply) {
    Ply& p = plies_[std::size_t(ply - 1)];
    if (p.facts != NO_FACTS) return facts_[std::size_t(p.facts)];
    cursor_to(ply);
    p.facts = int(facts_.size());
    PlyFacts& f = facts_.emplace_back();
    const Move m = p.move;
    const MoveThreats t = threats_of(cursor_, m);
    // Identities after the move: the moved piece's is on m.to.
    const auto id_after = [&](Square s) { return int(s == m.to ? cursor_ids_.id[m.from] : cursor_ids_.id[s]); };
    for (Square s : t.checkers) add(f.checkers, id_after(s));
    for (const Threat& c : t.chases) {
      add(f.chasers, id_after(c.by));
      add(f.chased, id_after(c.target));
    }
    return f;
  }

  // A streak's exact run, counted from its first move when `bound` (what the run's length cannot exceed)
  // passes the smallest limit; otherwise it cannot break one, and is not counted.
  template <typename Extend>
  void extend(Streak& streak, bool may, int bound, int ply, Extend extend_run) {
    streak.counted = false;
    if (!may) return void(streak.moves = 0);
    if (streak.moves++ == 0) streak.first = ply;
    if (std::min(bound, streak.moves) <= min_run_limit_) return;
    streak.run = {};
    for (int k = streak.first; k <= ply; k += 2) extend_run(streak.run, facts(k), k);
    streak.counted = true;
  }

  // The seed's limits on checks and chases in a row.
  std::optional<Judgement> runs(int ply) {
    if (rules_.run_limits[0] == 0) return std::nullopt;
    const Ply& p = plies_.back();
    Streak& checks = checks_[p.mover];
    Streak& chases = chases_[p.mover];
    extend(checks, p.check, checks.moves + 1, ply, extend_checks);
    extend(chases, p.may_chase, target_counts_[p.mover].longest, ply, extend_chases);
    std::optional<Judgement> now;
    // A move that breaks both limits is judged the worse offence: the check.
    if (checks.counted && broken(rules_, checks.run)) now = violation(Rule::PERPETUAL_CHECK, p.mover, checks.run, ply);
    else if (chases.counted && broken(rules_, chases.run)) now = violation(Rule::PERPETUAL_CHASE, p.mover, chases.run, ply);
    if (pending_) {
      // The other side's move after a violation: it broke the rule too, or the first violation stands.
      Judgement first = *pending_;
      pending_.reset();
      if (now) return both(first, now->rule, p.mover, ply);
      return first;
    }
    if (now) pending_ = now;
    return std::nullopt;
  }

  Judgement violation(Rule rule, Color side, const Run& run, int ply) const {
    Judgement j;
    j.ply = ply;
    j.rule = rule;
    j.verdict = loses(side);
    j.since = run.since;
    j.side = side;
    j.count = run.length;
    j.pieces = int(run.pieces.size());
    j.limit = limit_for(rules_, run);
    return j;
  }

  // A cycle: the position after `ply` seen for the rule set's nth time, judged by what each side did since
  // its previous occurrence.
  std::optional<Judgement> repetition(int ply, int rule_plies) {
    if (rules_.repetition == 0) return std::nullopt;
    const std::uint64_t key = keys_.back();
    // A position can come back only from the same side to move and since the last capture.
    const int oldest = std::max(0, ply - rule_plies);
    int seen = 0, previous = -1;
    for (int i = ply - 2; i >= oldest; i -= 2)
      if (keys_[std::size_t(i)] == key) {
        if (previous < 0) previous = i;
        ++seen;
      }
    if (seen + 1 < rules_.repetition) return std::nullopt;
    // Plies previous+1 .. ply.
    std::array<bool, 2> all_check{true, true}, all_chase{true, true}, moved{false, false};
    std::array<std::vector<int>, 2> targets;
    std::array<std::vector<int>, 2> pieces;
    for (int k = previous + 1; k <= ply; ++k) {
      const PlyFacts& f = facts(k);
      const int c = plies_[std::size_t(k - 1)].mover;
      if (!moved[c]) targets[c] = f.chased;
      moved[c] = true;
      all_check[c] = all_check[c] && f.checks();
      std::vector<int> common;
      for (int id : targets[c])
        if (std::find(f.chased.begin(), f.chased.end(), id) != f.chased.end()) common.push_back(id);
      targets[c] = common;
      all_chase[c] = all_chase[c] && !common.empty();
      for (int id : f.checks() ? f.checkers : f.chasers) add(pieces[c], id);
    }
    const auto offence = [&](int c) -> std::optional<Rule> {
      if (!moved[c]) return std::nullopt;
      if (all_check[c]) return Rule::PERPETUAL_CHECK;
      if (rules_.mate_threats && checks_or_threatens(Color(c), previous + 1, ply)) return Rule::PERPETUAL_MATE_THREAT;
      if (all_chase[c]) return Rule::PERPETUAL_CHASE;
      return std::nullopt;
    };
    Judgement j;
    j.ply = ply;
    j.since = previous + 1;
    j.count = seen + 1;
    j.limit = rules_.repetition;
    const auto red = offence(RED), black = offence(BLACK);
    if (!red && !black) {
      j.rule = Rule::REPETITION;
      return j;
    }
    const Color first = red ? RED : BLACK;
    j.rule = red ? *red : *black;
    j.side = first;
    j.verdict = loses(first);
    j.pieces = int(pieces[first].size());
    if (red && black) return both(j, *black, BLACK, ply);
    return j;
  }

  // Whether every move of side c on plies from .. to checked or threatened mate.
  bool checks_or_threatens(Color c, int from, int to) {
    for (int k = from; k <= to; ++k) {
      if (plies_[std::size_t(k - 1)].mover != c || facts(k).checks()) continue;
      cursor_to(k + 1);
      if (!threatens_mate(cursor_)) return false;
    }
    return true;
  }

  // Whether ply k (1-based) checks or chases, exactly.
  bool threatens(int k) { return facts(k).checks() || facts(k).chases(); }

  std::optional<Judgement> draw_rules(int ply, bool progress) {
    if (progress) last_progress_ = ply;
    const auto draw = [&](Rule rule, int count, int limit, int since) {
      Judgement j;
      j.ply = ply;
      j.rule = rule;
      j.since = since;
      j.count = count;
      j.limit = limit;
      return j;
    };
    if (rules_.effective_moves && effective_moves(ply) >= 2 * rules_.effective_moves)
      return draw(Rule::EFFECTIVE_MOVES, effective_ / 2, rules_.effective_moves, 1);
    if (rules_.no_progress_moves && ply - last_progress_ >= 2 * rules_.no_progress_moves)
      return draw(Rule::NO_PROGRESS, (ply - last_progress_) / 2, rules_.no_progress_moves, last_progress_ + 1);
    if (rules_.total_moves && ply >= 2 * rules_.total_moves) return draw(Rule::TOTAL_MOVES, ply / 2, rules_.total_moves, 1);
    return std::nullopt;
  }

  // The plies so far that are neither checks, chases nor answers to them. Counted exactly only once the
  // plies that are neither checks nor answers to checks (a bound on it) reach the rule's limit.
  int effective_moves(int ply) {
    const auto checks = [&](int k) { return plies_[std::size_t(k - 1)].check; };
    if (!counted_exactly_) {
      if (!checks(ply) && !(ply > 1 && checks(ply - 1))) ++effective_;
      if (effective_ < 2 * rules_.effective_moves) return effective_;
      counted_exactly_ = true;
      effective_ = 0;
      for (int k = 1; k < ply; ++k) effective_ += !threatens(k) && !(k > 1 && threatens(k - 1));
    }
    effective_ += !threatens(ply) && !(ply > 1 && threatens(ply - 1));
    return effective_;
  }

  Position start_;
  Identities ids_;
  Position cursor_;  // for the threats of plies played before
  Identities cursor_ids_;
  int cursor_ply_ = 1;  // the ply cursor_ stands before
  const RuleSet& rules_;
  std::vector<std::uint64_t> keys_;  // after each ply, the start's first: where repetition is judged
  std::vector<Ply> plies_;
  std::deque<PlyFacts> facts_;  // the plies' threats, as they were asked (a deque: references stay good)
  std::array<Streak, 2> checks_, chases_;
  std::array<TargetCounts, 2> target_counts_;
  std::array<SquareSet, 2> cannons_;  // where each side's cannons stand
  std::optional<Judgement> pending_;
  int effective_ = 0;
  bool counted_exactly_ = false;
  int last_progress_ = 0;
  int min_run_limit_;
  bool counts_runs_;  // the rules count checks (runs, effective moves): each ply's check is asked
  bool judges_;       // the rules judge lines at all
  int played_ = 0;    // plies, judged or not
  std::optional<Judgement> ended_;  // the first judgement, after which no ply is looked at
  int ended_ply_ = 0;
  std::optional<Judgement> before_end_;  // the violation that waited for the move of that ply
};

Adjudicator::Adjudicator(const Position& start, const RuleSet& rules) : walk_(std::make_unique<Walk>(start, rules)) {}
Adjudicator::~Adjudicator() = default;
Adjudicator::Adjudicator(Adjudicator&&) noexcept = default;
Adjudicator& Adjudicator::operator=(Adjudicator&&) noexcept = default;
void Adjudicator::play(const Position& after, Move m) { walk_->play(after, m); }
std::optional<Judgement> Adjudicator::finish(const Position& end) const { return walk_->finish(end); }

std::optional<Judgement> adjudicate(const Position& start, std::span<const Move> line, const RuleSet& rules) {
  Adjudicator judge(start, rules);
  Position pos = start;
  for (const Move m : line) {
    pos.make(m);
    judge.play(pos, m);
  }
  return judge.finish(pos);
}

}  // namespace kypho::xiangqi
