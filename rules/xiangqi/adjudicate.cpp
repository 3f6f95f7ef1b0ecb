#include "rules/common/marked.hpp"
#include "rules/xiangqi/adjudicate.hpp"

#include <algorithm>
#include <cstdlib>
#include <limits>
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
  Identities() = default;
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

// One side's checks, or chases, screened before they are counted. A run can break the smallest limit only
// when the side's last (limit + 1) moves all pass the screen: each a check; or each a move that may chase,
// one enemy piece among what every one of them may chase. The window is looked at from its last move back,
// and the move at which it fails clears the windows that hold it (the side's next moves up to (limit) after
// it) without a look. Once a window passes, the streak of passing moves it ends is followed back to its
// first: a move that surely did not check (or chase) stands before that, so the run counted from there is
// the run counted from the line's start.
struct Streak {
  int clear = 0;     // the side's latest ply at which a window was seen to fail (0: none)
  int no_run = 0;    // the side's latest ply known not to pass the screen itself (0: none)
  bool counted = false;  // `run` is this ply's
  Run run;
};

}  // namespace

const RuleSet& seed_rules() { return SEED; }

const RuleSet* find_rules(std::string_view name) { return find_named(rule_sets(), name); }

std::span<const RuleSet* const> rule_sets() { return ALL; }

// Judging a line costs what its rules ask. A ply's check and possible chases are worked out only when a
// window of the streak screens needs them, and its threats (threats_of, the dear part) only when a streak
// passes the screen, when a position comes back the rule set's nth time, or when the moves that could still
// count as effective reach that draw's bound. A ply that no window can open on, and that no draw count can
// reach its bound at, asks neither. No position is kept per ply: each ply keeps what taking its move back
// needs, and an older position is reached in one scratch position when a rule asks for it (most ask for the
// newest, the replayer's own): copying every position was a third of the time the Asian and Chinese rules
// took to judge a line, which ask a position only when its key comes back. Its lines are
// xiangqi's: no piece is unbounded (cờ tướng úp's revealed pieces, which are not judged), so that taking a
// move back, and the check tests' geometry, need no marks.
class Adjudicator::Walk {
 public:
  // A start's capture clock counts towards the no-progress rule, as plies already played would.
  Walk(const Position& start, const RuleSet& rules)
      : start_(start), rules_(rules), first_mover_(start.side_to_move()), last_progress_(-start.rule_plies()),
        min_run_limit_(*std::min_element(rules.run_limits.begin(), rules.run_limits.end())), draws_from_(first_draw_ply()) {
    // Only a rule set that judges cycles looks a position up by its key.
    if (rules.repetition != 0) {
      keys_.reserve(256);
      keys_.push_back(start.key());
    }
    asked_.reserve(256);
    scratch_ = start;
    start_in_check_ = start.in_check();
  }

  // The last ply of `steps` (the line so far), just made into `after`, at which a rule may be due: the rules
  // due there asked. The first ply at which one may be due next, or none when the rules ended the line.
  int judge(const std::vector<Step>& steps, const Position& after) {
    steps_ = &steps;
    newest_ = &after;
    const int ply = played();
    if (rules_.repetition != 0) keys_.push_back(after.key());
    judge(ply, after.rule_plies());
    return ended_ ? std::numeric_limits<int>::max() : next_due(ply);
  }

  std::optional<Judgement> finish(const Position& end, int played) const {
    if (ended_ && ended_ply_ < played) return ended_;
    // Mate or no move: the basic rules end the game, before these rules can. In a legal line only its last
    // ply can do so, and it is asked only when the rules said something there: what was waiting before it
    // stands (a violation that waits for the other side's move is never judged on the last ply otherwise).
    if (!ended_ && !pending_) return std::nullopt;
    Position last = end;
    if (status(last) != Status::ONGOING) return ended_ ? before_end_ : std::nullopt;
    return ended_ ? ended_ : pending_;
  }

  // The first ply of the line at which a rule may be due.
  int first_due() const { return next_due(0); }

 private:
  // The rules asked at a ply that may end the game.
  void judge(int ply, int rule_plies) {
    // Made 64 plies at a time: made at every due ply, the loop that zeroes them, of as many rounds as plies
    // went by, was a third of this function's time (its end mispredicted).
    if (asked_.size() < std::size_t(ply)) asked_.resize(std::size_t(ply + 63) & ~std::size_t(63));
    // A run can break a limit only once a window of the side's moves has gone by since its screens last
    // failed: before that, only a violation waiting for this move is asked about.
    const Color mover = mover_of(ply);
    const bool may_run = rules_.run_limits[0] != 0 && (pending_ || ply >= run_due(mover));
    if (ply >= draws_from_) {
      find_progress(ply, rule_plies);
      draws_from_ = first_draw_ply();
    }
    // A violation waiting for this move is consumed by runs(): kept, in case this ply is the line's last and
    // the basic rules end the game on it (rare: a copy only then).
    if (pending_) before_end_ = pending_;
    // Each rule asked only where the set has it: a judgement is a large value to hand back.
    std::optional<Judgement> j;
    if (may_run) j = runs(ply);
    if (!j && rules_.repetition != 0) j = repetition(ply, rule_plies);
    if (!j && ply >= draws_from_) j = draw_rules(ply);
    if (j) {
      ended_ = j;
      ended_ply_ = ply;
    }
  }

  // The first ply after `ply` at which a rule may be due: every ply where cycles are judged (a position's key
  // may come back at any); otherwise the first at which a window of either side's streak screens has gone by
  // since it last failed (the next, while a violation waits for the other side's move), or at which a draw by
  // a count of moves could fall, as the progress known so far tells.
  int next_due(int ply) const {
    if (rules_.repetition != 0) return ply + 1;
    int due = draws_from_;
    if (rules_.run_limits[0] != 0) due = pending_ ? ply + 1 : std::min({due, run_due(RED), run_due(BLACK)});
    return std::max(due, ply + 1);
  }

  // The first ply of side c's at which a window of its check or chase screen has gone by since the screen
  // last failed.
  int run_due(Color c) const {
    const int after_window = std::min(checks_[c].clear, chases_[c].clear) + 2 * min_run_limit_ + 1;
    return after_window + int(mover_of(after_window) != c);
  }

  // Which side made ply `ply` (1: the start's side to move).
  Color mover_of(int ply) const { return (ply & 1) ? first_mover_ : ~first_mover_; }

  // The last progress up to ply `ply`, whose position's capture clock is `rule_plies`: its last capture, or a
  // crossed soldier's step forward after it where the rules count one, read from the plies since that capture
  // not read before. Asked only when a draw by a count could fall, as the progress known before tells: the
  // capture clock, which the replayer keeps anyway, spares reading most plies at all.
  void find_progress(int ply, int rule_plies) {
    const int captured = ply - rule_plies;
    last_progress_ = std::max(last_progress_, captured);
    if (!rules_.soldier_progress) return;
    // Without a branch on what moved: that is what varies from one ply to the next.
    for (int k = std::max(progress_read_, captured) + 1; k <= ply; ++k) {
      const Step& s = step(k);
      const Color mover = mover_of(k);
      const int forward = int(rank_of(s.move.to) != rank_of(s.move.from)) & int((rank_of(s.move.to) > rank_of(s.move.from)) == (mover == RED));
      const int advanced = int(type_of(s.moved) == SOLDIER) & int(crossed_river(mover, s.move.from)) & forward;
      last_progress_ = advanced ? k : last_progress_;
    }
    progress_read_ = ply;
  }

  // UNKNOWN and NO_FACTS are nought: the plies' Asked are made in bulk, as zeros, when a rule comes due.
  enum Known : std::int8_t { UNKNOWN, NO, YES };
  static constexpr int NO_FACTS = 0;
  // What the rules have asked of a ply, once each.
  struct Asked {
    Known check;      // as the position after it says: exactly when threats_of finds checkers
    Known may_chase;  // NO when it surely chases nothing; `chased` holds what it may chase
    int facts;        // its index in facts_ plus one, once asked
    SquareSet chased;
  };

  const Step& step(int ply) const { return (*steps_)[std::size_t(ply - 1)]; }
  Asked& asked(int ply) { return asked_[std::size_t(ply - 1)]; }
  // The plies played so far: the newest is the last step.
  int played() const { return int(steps_->size()); }

  // The position after ply `ply` (0: the start). The newest is the replayer's; an older one is reached in
  // scratch_ by taking moves back from the newest, or by moving scratch_ from the ply it stands at, whichever
  // takes fewer moves: what an older ply's screen asks for next is mostly beside what it asked before. The
  // reference holds until after() is asked for another ply.
  const Position& after(int ply) {
    if (ply == played()) return *newest_;
    if (ply != scratch_ply_) {
      if (played() - ply < std::abs(scratch_ply_ - ply)) {
        scratch_ = *newest_;
        scratch_ply_ = played();
      }
      for (; scratch_ply_ > ply; --scratch_ply_) scratch_.unmake(step(scratch_ply_).move, step(scratch_ply_).undo);
      for (; scratch_ply_ < ply; ++scratch_ply_) scratch_.make(step(scratch_ply_ + 1).move);
    }
    return scratch_;
  }

  // Whether ply `ply` checks, worked out once.
  bool check(int ply) {
    Asked& p = asked(ply);
    if (p.check == UNKNOWN) p.check = gives_check(after(ply), step(ply).move) ? YES : NO;
    return p.check == YES;
  }

  // Whether the mover of ply `ply` was in check before it; `pos`: the position after it. The position before
  // is looked at only when the move before may have given a check and this one may have answered it: most
  // moves touch neither general's lines, and then the answer is known without it. Then it is `pos` with the
  // move taken back, in a copy: `pos` may be scratch_, which the caller is reading.
  bool was_in_check(int ply, const Position& pos) {
    if (ply == 1) return start_in_check_;
    Asked& before = asked(ply - 1);
    if (before.check == UNKNOWN) {
      const Step& p = step(ply);
      Square general = pos.general(mover_of(ply));
      if (general == p.move.to) general = p.move.from;
      if (general == NO_SQUARE || !may_give_check(general, step(ply - 1).move) || !may_answer_check(general, p.move)) {
        before.check = NO;
      } else {
        Position back = pos;
        back.unmake(p.move, p.undo);
        before.check = back.in_check() ? YES : NO;
      }
    }
    return before.check == YES;
  }

  // The enemy pieces ply `ply` may chase, worked out once.
  const SquareSet& chased(int ply) {
    Asked& p = asked(ply);
    if (p.may_chase == UNKNOWN) {
      const Position& pos = after(ply);
      p.chased = possible_chases(pos, step(ply).move, [&] { return was_in_check(ply, pos); });
      p.may_chase = p.chased.any() ? YES : NO;
    }
    return p.chased;
  }
  bool may_chase(int ply) { return chased(ply).any(); }

  // The identities of the pieces before ply `ply`, in cursor_ids_: played on from where they are, or again
  // from the start. Asked for rarely, and mostly in order.
  void cursor_to(int ply) {
    if (cursor_ply_ == 0 || cursor_ply_ > ply) {
      cursor_ids_ = Identities(start_);
      cursor_ply_ = 1;
    }
    for (; cursor_ply_ < ply; ++cursor_ply_) cursor_ids_.move(step(cursor_ply_).move);
  }

  // What ply `ply` threatened, found once.
  const PlyFacts& facts(int ply) {
    Asked& p = asked(ply);
    if (p.facts != NO_FACTS) return facts_[std::size_t(p.facts - 1)];
    cursor_to(ply);
    PlyFacts& f = facts_.emplace_back();
    p.facts = int(facts_.size());
    const Move m = step(ply).move;
    const MoveThreats t = threats_of(after(ply - 1), m);
    // Identities after the move: the moved piece's is on m.to.
    const auto id_after = [&](Square s) { return int(s == m.to ? cursor_ids_.id[m.from] : cursor_ids_.id[s]); };
    for (Square s : t.checkers) add(f.checkers, id_after(s));
    for (const Threat& c : t.chases) {
      add(f.chasers, id_after(c.by));
      add(f.chased, id_after(c.target));
    }
    return f;
  }

  // Whether ply `ply` passes the screen of checks (Chases false) or of chases.
  template <bool Chases>
  bool passes(int ply) {
    if constexpr (Chases) return may_chase(ply);
    else return check(ply);
  }

  // Ply `ply`'s streak of checks or chases: screened, and counted exactly from its first move when the
  // screen lets it through.
  template <bool Chases, typename Extend>
  void screen(Streak& streak, int ply, Extend extend_run) {
    streak.counted = false;
    const int window = 2 * min_run_limit_;  // plies from the window's first move to its last
    if (ply - window < 1 || ply - window <= streak.clear) {
      // Not due, the check screen still asks this ply, at the cost of one test of the newest position: a ply
      // that gives no check clears the windows that hold it here, as the chase screen's plies do. The two
      // screens then come due at the same plies, and play() asks judge() once for both, not once for each.
      if constexpr (!Chases)
        if (!passes<Chases>(ply)) streak.clear = streak.no_run = ply;
      return;
    }
    // For chases: the enemy pieces each move from k to `ply` may chase, at their points after ply k (a
    // piece the other side moved on ply k + 1 followed back to where it stood).
    SquareSet common;
    for (int k = ply; k >= ply - window; k -= 2) {
      if (!passes<Chases>(k)) {
        streak.clear = streak.no_run = k;
        return;
      }
      if constexpr (Chases) {
        if (k == ply) {
          common = chased(k);
          continue;
        }
        const Move theirs = step(k + 1).move;
        SquareSet before;
        common.for_each([&](Square s) { before.set(s == theirs.to ? theirs.from : s); });
        common = before & chased(k);
        if (!common.any()) return void(streak.clear = k);
      }
    }
    int first = ply - window;
    while (first - 2 >= 1 && first - 2 > streak.no_run && passes<Chases>(first - 2)) first -= 2;
    if (first - 2 >= 1 && first - 2 > streak.no_run) streak.no_run = first - 2;
    streak.run = {};
    for (int k = first; k <= ply; k += 2) extend_run(streak.run, facts(k), k);
    streak.counted = true;
  }

  // The seed's limits on checks and chases in a row.
  std::optional<Judgement> runs(int ply) {
    const Color mover = mover_of(ply);
    Streak& checks = checks_[mover];
    Streak& chases = chases_[mover];
    screen<false>(checks, ply, extend_checks);
    screen<true>(chases, ply, extend_chases);
    std::optional<Judgement> now;
    // A move that breaks both limits is judged the worse offence: the check.
    if (checks.counted && broken(rules_, checks.run)) now = violation(Rule::PERPETUAL_CHECK, mover, checks.run, ply);
    else if (chases.counted && broken(rules_, chases.run)) now = violation(Rule::PERPETUAL_CHASE, mover, chases.run, ply);
    if (pending_) {
      // The other side's move after a violation: it broke the rule too, or the first violation stands.
      Judgement first = *pending_;
      pending_.reset();
      if (now) return both(first, now->rule, mover, ply);
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
    const std::uint64_t key = keys_[std::size_t(ply)];
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
      const int c = mover_of(k);
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
      if (mover_of(k) != c || facts(k).checks()) continue;
      if (!threatens_mate(after(k))) return false;
    }
    return true;
  }

  // Whether ply k (1-based) checks or chases, exactly.
  bool threatens(int k) { return facts(k).checks() || facts(k).chases(); }

  // The first ply at which a draw by a count of moves could fall, as the plies so far tell: no count can
  // reach its bound sooner (the effective moves are at most the plies). Worked out again at each progress.
  int first_draw_ply() const {
    int first = std::numeric_limits<int>::max();
    if (rules_.effective_moves) first = std::min(first, 2 * rules_.effective_moves);
    if (rules_.no_progress_moves) first = std::min(first, last_progress_ + 2 * rules_.no_progress_moves);
    if (rules_.total_moves) first = std::min(first, 2 * rules_.total_moves);
    return first;
  }

  std::optional<Judgement> draw_rules(int ply) {
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
  // plies that are neither checks nor answers to checks (a bound on it) reach the rule's limit; that bound
  // only once the plies played (a bound on it) do.
  int effective_moves(int ply) {
    if (!counted_exactly_) {
      if (ply < 2 * rules_.effective_moves) return ply;
      for (; bounded_ < ply; ++bounded_) effective_ += !check(bounded_ + 1) && !(bounded_ > 0 && check(bounded_));
      if (effective_ < 2 * rules_.effective_moves) return effective_;
      counted_exactly_ = true;
      effective_ = 0;
      for (int k = 1; k < ply; ++k) effective_ += !threatens(k) && !(k > 1 && threatens(k - 1));
    }
    effective_ += !threatens(ply) && !(ply > 1 && threatens(ply - 1));
    return effective_;
  }

  const Position start_;
  Identities cursor_ids_;  // for the threats of plies played before
  int cursor_ply_ = 0;     // the ply cursor_ids_ stand before (0: not yet set)
  const RuleSet& rules_;
  Color first_mover_;
  const Position* newest_ = nullptr;  // the position after the ply being played, the replayer's
  Position scratch_;                  // the position after ply scratch_ply_
  int scratch_ply_ = 0;
  bool start_in_check_ = false;
  std::vector<std::uint64_t> keys_;  // the key of the start, then of the position after each ply (cycles judged)
  const std::vector<Step>* steps_ = nullptr;  // the line's, as judge() was last given them
  std::vector<Asked> asked_;  // as far as the last ply a rule was due at
  std::vector<PlyFacts> facts_;  // the plies' threats, as they were asked (a reference to one is never held across asking another)
  std::array<Streak, 2> checks_, chases_;
  std::optional<Judgement> pending_;
  int effective_ = 0;
  int bounded_ = 0;  // the plies counted in effective_ while it is a bound
  bool counted_exactly_ = false;
  int last_progress_ = 0;
  int progress_read_ = 0;  // the plies find_progress() has read
  int min_run_limit_;
  int draws_from_;    // first_draw_ply(), as the progress read so far tells: before it, no draw rule is asked
  std::optional<Judgement> ended_;  // the first judgement, after which no ply is looked at
  int ended_ply_ = 0;
  std::optional<Judgement> before_end_;  // the violation that waited for the move of that ply
};

Adjudicator::Adjudicator(const Position& start, const RuleSet& rules) {
  // The basic rules judge no line: nothing is kept of its plies.
  if (!judges_lines(rules)) return;
  walk_ = std::make_unique<Walk>(start, rules);
  steps_.reserve(256);
  due_ = walk_->first_due();
  recording_ = true;
}
Adjudicator::~Adjudicator() = default;
Adjudicator::Adjudicator(Adjudicator&&) noexcept = default;
Adjudicator& Adjudicator::operator=(Adjudicator&&) noexcept = default;
void Adjudicator::judge(const Position& after) {
  due_ = walk_->judge(steps_, after);
  recording_ = due_ != std::numeric_limits<int>::max();
}
std::optional<Judgement> Adjudicator::finish(const Position& end) const {
  return walk_ ? walk_->finish(end, played_) : std::nullopt;
}

std::optional<Judgement> adjudicate(const Position& start, std::span<const Move> line, const RuleSet& rules) {
  Adjudicator judge(start, rules);
  Position pos = start;
  for (const Move m : line) {
    const Undo undo = pos.make(m);
    judge.play(pos, m, undo);
  }
  return judge.finish(pos);
}

}  // namespace kypho::xiangqi
