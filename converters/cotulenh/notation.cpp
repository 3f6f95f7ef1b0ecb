#include "converters/cotulenh/notation.hpp"

#include <array>
#include <bit>
#include <span>

#include "converters/cotulenh/fen.hpp"
#include "rules/common/bits.hpp"
#include "rules/cotulenh/movegen.hpp"

namespace kypho::cotulenh {
namespace {

// The pieces `pieces` of the stack on `from`: one letter, or a stack in parentheses, written as FEN writes
// one (Profile::for_each_written).
std::string piece_token(const Position& pos, Square from, KindSet pieces) {
  const Stack& stack = pos.at(from);
  const Profile& profile = pos.profile();
  const auto one = [&](Kind k) { return std::string(stack.hero(k) ? "+" : "") + profile.of(k).letter; };
  if (single_bit(pieces)) return one(Kind(std::countr_zero(pieces)));
  std::string token = "(";
  profile.for_each_written(pieces, [&](Kind k) { token += one(k); });
  return token + ")";
}

std::string separator(Move m) {
  std::string s;
  if (m.is(DEPLOY)) s += '>';
  if (m.is(STAY_CAPTURE)) s += '_';
  if (m.is(CAPTURE)) s += 'x';
  if (m.is(SUICIDE)) s += '@';
  if (m.is(COMBINE)) s += '&';
  if (m.is(SHOT_DOWN)) s += '"';
  if (m.is(FORFEIT)) s += '~';
  return s;
}

// What tells `m` apart from the other legal sub-moves of the same kind to the same point.
std::string disambiguation(Position& pos, Move m) {
  const Kind kind = pos.profile().carrier(m.pieces);
  bool ambiguous = false, same_rank = false, same_file = false;
  // Only the other stacks that hold the kind can make such a sub-move, and few of theirs go to the same
  // point: only those need the legality test.
  Points others;
  pos.occupied(pos.side_to_move()).for_each([&](Square s) {
    if (s != m.from && pos.at(s).has(kind)) others.set(s);
  });
  Slots<Move, MAX_SUB_MOVES> pseudo;
  const Move* last = generate_pseudo_legal(pos, pseudo.data(), others, std::span(&m.to, 1));
  for (const Move other : std::span<const Move>(pseudo.data(), last)) {
    if (other.to != m.to || pos.profile().carrier(other.pieces) != kind || !legal(pos, other)) continue;
    ambiguous = true;
    same_rank |= rank_of(other.from) == rank_of(m.from);
    same_file |= file_of(other.from) == file_of(m.from);
  }
  if (!ambiguous) return "";
  const std::string from = square_name(m.from);
  if (same_rank && same_file) return from;
  return same_file ? from.substr(1) : from.substr(0, 1);
}

std::string deployment(const Position& pos, const Turn& t, bool long_form) {
  std::string steps;
  for (const std::string& step : sub_move_names(pos, t)) steps += (steps.empty() ? "" : ",") + step;
  Position after = pos;
  for (const Move& m : t.moves()) after.make_step(m);
  const Stack& stays = after.at(t.from());
  const KindSet staying = stays.color == pos.side_to_move() ? KindSet(stays.kinds & ~t.moved()) : 0;
  const std::string stay = staying ? piece_token(after, t.from(), staying) : "";
  if (long_form) return square_name(t.from()) + ":" + stay + ":" + steps;
  return (stay.empty() ? "" : stay + "<") + steps;
}

}  // namespace

std::vector<std::string> sub_move_names(const Position& pos, const Turn& t) {
  std::vector<std::string> names;
  Position p = pos;
  for (const Move& m : t.moves()) {
    names.push_back(piece_token(p, m.from, m.pieces) + separator(m) + square_name(m.to));
    p.make_step(m);
  }
  return names;
}

std::string lan(const Position& pos, Move m) {
  return piece_token(pos, m.from, m.pieces) + square_name(m.from) + separator(m) + square_name(m.to);
}

std::string lan(const Position& pos, const Turn& t) { return t.deploy() ? deployment(pos, t, true) : lan(pos, t.first()); }

std::string san(Position& pos, Move m) {
  return piece_token(pos, m.from, m.pieces) + disambiguation(pos, m) + separator(m) + square_name(m.to);
}

std::string san(Position& pos, const Turn& t) { return t.deploy() ? deployment(pos, t, false) : san(pos, t.first()); }

}  // namespace kypho::cotulenh
