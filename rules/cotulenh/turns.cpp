#include "rules/cotulenh/turns.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>
#include <span>
#include <utility>

#include "rules/common/bits.hpp"

namespace kypho::cotulenh {
namespace {

// Sub-moves of one stack differ in what moves, where to and how. Joining a piece deployed earlier says
// which of two went first, not where either went: `M>f10,T>&f10` and `T>f10,M>&f10` are one turn.
std::uint32_t order(const Move& m) {
  return std::uint32_t(m.pieces) << 16 | std::uint32_t(m.to) << 8 | (m.flags & ~COMBINE);
}

// A deployment's sub-moves in a fixed order, so that two orders of one set compare equal.
Turn as_set(Turn t) {
  // At most three: an insertion sort, which GCC's bounds analysis also follows (std::sort's it does not).
  for (int i = 1; i < t.count; ++i)
    for (int j = i; j > 0 && order(t.steps[std::size_t(j)]) < order(t.steps[std::size_t(j - 1)]); --j)
      std::swap(t.steps[std::size_t(j)], t.steps[std::size_t(j - 1)]);
  return t;
}

// A deployment's set of sub-moves as one sortable value: its size, then each sub-move in set order.
using SetKey = std::array<std::uint32_t, MAX_STEPS + 1>;
SetKey key_of(const Turn& t) {
  const Turn set = as_set(t);
  SetKey key{set.count};
  for (int i = 0; i < set.count; ++i) key[std::size_t(i + 1)] = order(set.steps[std::size_t(i)]);
  return key;
}

// The sub-moves a deployment may go on with, from the pieces of its stack that have not moved yet; the
// deploying side is `us`, whose stack it must still be.
const Move* next_sub_moves(const Position& pos, Color us, const Turn& t, Move* out) {
  const Stack& stack = pos.at(t.from());
  const KindSet left = stack.color == us ? KindSet(stack.kinds & ~t.moved()) : 0;
  return left ? generate_deploy_steps(pos, t.from(), left, out) : out;
}

// Whether `piece`, a carried piece still on the stack, has a sub-move of its own to where `step` went once
// `step` is made. @cotulenh/core's session takes such a sub-move for a recombine (`N>_d3` then `F>d3` is
// played as `(NF)>_d3`) without asking whether the two may stand there: after a stay capture they do not go.
// `carrier` is the carrier the stack had when the turn began: it makes sub-moves of its own.
bool goes_there_itself(const Position& before, Move step, KindSet piece, Kind carrier) {
  if (piece & bit(carrier)) return false;
  Position after = before;
  after.make_step(step);
  Slots<Move, 512> own;
  const Move* last = generate_deploy_steps(after, step.from, piece, own.data());
  return std::any_of(static_cast<const Move*>(own.data()), last, [&](const Move& m) { return m.to == step.to; });
}

// Sub-move `step`, which `before` allows, made again by its pieces and `piece` together, as @cotulenh/core's
// recombine makes it: the two must stack, and with what a joining sub-move joins; the carrier of the two
// must be able to stand where the sub-move went (its own terrain, not that of the stack it joins there),
// unless `piece` was sent there by a sub-move of its own; and it must have been able to make that very
// sub-move alone.
std::optional<Move> rejoined(const Position& before, Move step, KindSet piece, Kind carrier) {
  const Profile& profile = before.profile();
  const KindSet joined = KindSet(step.pieces | piece);
  const Stack& there = before.at(step.to);
  const KindSet whole = step.is(COMBINE) ? KindSet(joined | there.kinds) : joined;
  if (!profile.form(joined) || (step.is(COMBINE) && (there.kinds & joined)) || !profile.form(whole)) return std::nullopt;
  if (!stands_on(profile, profile.carrier(joined), step.to) && !goes_there_itself(before, step, piece, carrier)) return std::nullopt;
  Slots<Move, 512> alone;
  const Move* last = generate_deploy_steps(before, step.from, bit(profile.carrier(joined)), alone.data());
  const bool carrier_could = std::any_of(static_cast<const Move*>(alone.data()), last,
                                         [&](const Move& m) { return m.to == step.to && m.flags == step.flags; });
  if (!carrier_could) return std::nullopt;
  step.pieces = joined;
  return step;
}

void deploy(Position& pos, Color us, Turn& turn, std::vector<Turn>& out, const Position& start, const SubMoveFilter* filter);

// @cotulenh/core makes a carried piece sent where an earlier sub-move of its turn went a recombine (its
// session rewrites the turn so), not a sub-move of its own: `N>a11,F>&a11` is played as `(NF)>a11`, which
// rejoin() lists when that recombine is allowed. The stack's own carrier joining is a sub-move.
bool is_recombine(const Position& start, const Turn& turn, Move m) {
  if (!start.profile().deploy_rejoins || (m.pieces & bit(start.carrier_at(turn.from())))) return false;
  return std::any_of(turn.steps.begin(), turn.steps.begin() + turn.count, [&](const Move& s) { return s.to == m.to; });
}

// The deployments in which a piece still on the stack joins one of `turn`'s sub-moves: each is played
// again from `start` in its order, every later sub-move as the position then allows it.
void rejoin(const Position& start, Color us, const Turn& turn, std::vector<Turn>& out, const SubMoveFilter* filter) {
  const KindSet left = KindSet(start.at(turn.from()).kinds & ~turn.moved());
  for (KindSet rest = left; rest; rest &= KindSet(rest - 1)) {
    Position before = start;
    for (int i = 0; i < turn.count; ++i) {
      const Move step = turn.steps[std::size_t(i)];
      if (const auto joined = rejoined(before, step, KindSet(rest & -rest), start.carrier_at(turn.from()))) {
        Turn again = turn;
        again.steps[std::size_t(i)] = *joined;
        Position replay = before;
        bool ok = true;
        for (int j = i; j + 1 < again.count && ok; ++j) {
          replay.make_step(again.steps[std::size_t(j)]);
          Slots<Move, 512> next;
          const Move* last = generate_deploy_steps(replay, turn.from(), again.steps[std::size_t(j + 1)].pieces, next.data());
          ok = std::find(static_cast<const Move*>(next.data()), last, again.steps[std::size_t(j + 1)]) != last;
        }
        if (ok) deploy(replay, us, again, out, start, filter);
      }
      before.make_step(step);
    }
  }
}

// The deployments that go on from `turn` (its last sub-move not yet made), each piece left on the stack
// moving at most once; a deployment may end whenever what it leaves may end a turn. `start` is the
// position the turn began in; `filter`, when given, the sub-moves a turn may be made of.
void deploy(Position& pos, Color us, Turn& turn, std::vector<Turn>& out, const Position& start, const SubMoveFilter* filter) {
  const Undo undo = pos.make_step(turn.steps[turn.count - 1]);
  Slots<Move, 512> next;
  const Move* last = next_sub_moves(pos, us, turn, next.data());
  if (may_end_turn(pos, us, turn.from())) out.push_back(turn);
  for (const Move* m = next.data(); m != last && turn.count < MAX_STEPS; ++m) {
    if (is_recombine(start, turn, *m) || (filter && !filter->accepts(*m))) continue;
    turn.push(*m);
    deploy(pos, us, turn, out, start, filter);
    --turn.count;
  }
  // @cotulenh/core offers a recombine only while the deployment has a sub-move to go on with: when
  // none is left, it has already ended the turn.
  if (pos.profile().deploy_rejoins && last != next.data()) rejoin(start, us, turn, out, filter);
  pos.unmake_step(undo);
}

}  // namespace

bool may_end_turn(const Position& pos, Color us, Square stack) {
  const Stack& rest = pos.at(stack);
  if (!rest.empty() && rest.color == us && !stands_on(pos.profile(), pos.carrier_at(stack), stack)) return false;
  return !pos.profile().commander_safety || !commander_in_danger(pos, us);
}

bool same_sub_moves(const Turn& a, const Turn& b) { return as_set(a) == as_set(b); }

namespace {

// Whether `m` may come next in a turn that has made `so_far`'s sub-moves: a legal sub-move to begin
// with, then one more piece of the same stack, or such a sub-move made by two as a recombine.
bool may_come_next(Position& pos, Color us, const Turn& so_far, Move m) {
  const auto allowed = [&](Move step) {
    if (so_far.count == 0) return is_legal(pos, step);
    Slots<Move, 512> next;
    const Move* last = next_sub_moves(pos, us, so_far, next.data());
    return std::find(static_cast<const Move*>(next.data()), last, step) != last;
  };
  if (allowed(m)) return true;
  if (!pos.profile().deploy_rejoins || !m.is(DEPLOY) || single_bit(m.pieces)) return false;
  const Kind carrier = pos.profile().carrier(KindSet(pos.at(m.from).kinds | so_far.moved()));
  for (KindSet rest = m.pieces; rest; rest &= KindSet(rest - 1)) {
    Move alone = m;
    alone.pieces = KindSet(m.pieces & ~(rest & -rest));
    if (allowed(alone) && rejoined(pos, alone, KindSet(rest & -rest), carrier) == m) return true;
  }
  return false;
}

}  // namespace

bool playable(Position& pos, const Turn& t) {
  if (t.count == 0) return false;
  const Color us = pos.side_to_move();
  std::array<Undo, MAX_STEPS> undo;
  int made = 0;
  bool ok = true;
  for (; made < t.count && ok; ++made) {
    const Move m = t.steps[std::size_t(made)];
    Turn so_far = t;
    so_far.count = std::uint8_t(made);
    ok = may_come_next(pos, us, so_far, m);
    if (ok) undo[std::size_t(made)] = pos.make_step(m);
    else break;
  }
  ok = ok && (!t.deploy() || may_end_turn(pos, us, t.from()));
  while (made-- > 0) pos.unmake_step(undo[std::size_t(made)]);
  return ok;
}

void generate_turns(Position& pos, std::vector<Turn>& out, const SubMoveFilter* filter) {
  out.clear();
  std::vector<Turn> deployments;
  Square stack = NO_SQUARE;
  // Deployments of one stack are listed together, so each set is kept once: the first order found.
  std::vector<std::pair<SetKey, std::size_t>> keys;
  const auto flush = [&] {
    keys.clear();
    for (std::size_t i = 0; i < deployments.size(); ++i) keys.emplace_back(key_of(deployments[i]), i);
    std::sort(keys.begin(), keys.end());  // by set, then by the order found
    for (std::size_t i = 0; i < keys.size(); ++i)
      if (i == 0 || keys[i].first != keys[i - 1].first) out.push_back(deployments[keys[i].second]);
    deployments.clear();
  };
  // Every deployment starts from this position, which a recombine plays its sub-moves again from.
  const Position start = pos;
  // Pseudo-legal first, so that the filter spares the legality test of the sub-moves it refuses.
  Slots<Move, MAX_SUB_MOVES> pseudo;
  const Move* last = generate_pseudo_legal(pos, pseudo.data(), filter ? filter->from : Points::all(), filter ? std::span<const Square>(filter->towards) : std::span<const Square>());
  for (const Move m : std::span<const Move>(pseudo.data(), last)) {
    if ((filter && !filter->accepts(m)) || !legal(pos, m)) continue;
    if (!m.is(DEPLOY)) {
      // A whole stack's or a lone piece's sub-move was judged as it was generated.
      out.emplace_back(m);
      continue;
    }
    if (m.from != stack) flush();
    stack = m.from;
    Turn t(m);
    deploy(pos, pos.side_to_move(), t, deployments, start, filter);
  }
  flush();
}

std::vector<Turn> turns_between(Position& from, const Position& to) {
  std::vector<Turn> found;
  for (const Turn& t : TurnList(from)) {
    const TurnUndo undo = from.make(t);
    if (from == to) found.push_back(t);
    from.unmake(t, undo);
  }
  return found;
}

std::uint64_t perft(Position& pos, int depth, Count count) {
  if (depth <= 0) return 1;
  if (depth == 1 && count == Count::STEPS) return MoveList(pos).size();
  const TurnList turns(pos);
  if (depth == 1) return turns.size();
  std::uint64_t nodes = 0;
  for (const Turn& t : turns) {
    const TurnUndo undo = pos.make(t);
    nodes += perft(pos, depth - 1, count);
    pos.unmake(t, undo);
  }
  return nodes;
}

}  // namespace kypho::cotulenh
