#include "converters/shogi/ki2_relative.hpp"

#include <algorithm>

namespace kypho::shogi {

using grammar::shogi::MoveSyntax;

SmallList<Move, 16> relative_candidates(Position& pos, const MoveSyntax& w, Square to, bool count_unsafe) {
  const Color us = pos.side_to_move();
  const PieceType kind = type_of_kind(w.piece);
  SmallList<Move, 16> found;
  // Only the pieces of the kind that move there are asked whether they may, in the board's order (which
  // the candidates a message lists keep).
  auto from = reaching(pos, make_piece(us, kind), to);
  std::sort(from.items, from.items + from.size);
  for (const Square s : from) {
    const auto counts = [&](bool promote) {
      const Illegal why = why_illegal(pos, Move{s, to, NO_PIECE_TYPE, promote});
      return why == Illegal::NONE || (count_unsafe && why == Illegal::KING_LEFT_IN_CHECK);
    };
    // promote < 0 (the writer asking): a piece counts if it can go there either way.
    if (w.promote < 0 ? counts(false) || counts(true) : counts(w.promote == 1)) found.push(Move{s, to, NO_PIECE_TYPE, w.promote == 1});
  }
  const auto keep = [&](auto test) {
    SmallList<Move, 16> kept;
    for (Move m : found)
      if (test(m)) kept.push(m);
    found = kept;
  };
  const auto advance = [&](Move m) { return rows_to_go(us, m.from) - rows_to_go(us, m.to); };
  using grammar::shogi::Relative;
  if (w.relative & Relative::UP) keep([&](Move m) { return advance(m) > 0; });
  if (w.relative & Relative::DOWN) keep([&](Move m) { return advance(m) < 0; });
  if (w.relative & Relative::SIDEWAYS) keep([&](Move m) { return advance(m) == 0; });
  if (w.relative & Relative::STRAIGHT) keep([&](Move m) { return advance(m) > 0 && column_of(m.from) == column_of(m.to); });
  if (w.relative & (Relative::RIGHT | Relative::LEFT)) {
    // Right is the mover's right hand: file 1's side for sente, file 9's for gote.
    const auto rightness = [&](Move m) { return us == BLACK ? -file_of(m.from) : file_of(m.from); };
    int best = (w.relative & Relative::RIGHT) ? -100 : 100;
    for (Move m : found) best = (w.relative & Relative::RIGHT) ? std::max(best, rightness(m)) : std::min(best, rightness(m));
    keep([&](Move m) { return rightness(m) == best; });
  }
  return found;
}

bool ki2_needs_words(const Position& pos, Move m) {
  // Every piece of the kind that can go there counts, pinned or not, promoting or not; one that moves like
  // it goes there always can, one way or the other, so the walk back from `to` counts them.
  return count_reaching(pos, pos.at(m.from), m.to) > 1;
}

std::uint8_t ki2_relative(Position& pos, Move m) {
  using grammar::shogi::Relative;
  grammar::shogi::MoveSyntax w;
  w.piece = kind_of_type(type_of(pos.at(m.from)));
  if (!ki2_needs_words(pos, m)) return 0;
  // 成 and 不成 never tell pieces apart (the JSA's rule): the words are chosen among every piece of the
  // kind that can go there, promoting or not.
  w.promote = -1;
  constexpr std::uint8_t tries[] = {Relative::UP, Relative::DOWN, Relative::SIDEWAYS, Relative::STRAIGHT, Relative::RIGHT,
                                    Relative::LEFT, Relative::RIGHT | Relative::UP, Relative::RIGHT | Relative::DOWN,
                                    Relative::RIGHT | Relative::SIDEWAYS, Relative::LEFT | Relative::UP,
                                    Relative::LEFT | Relative::DOWN, Relative::LEFT | Relative::SIDEWAYS};
  for (std::uint8_t r : tries) {
    w.relative = r;
    const auto found = relative_candidates(pos, w, m.to, true);
    if (found.size == 1 && found.front().from == m.from) return r;
  }
  return 0;
}

std::string relative_words(std::uint8_t relative) {
  using grammar::shogi::Relative;
  std::string s;
  if (relative & Relative::RIGHT) s += "右";
  if (relative & Relative::LEFT) s += "左";
  if (relative & Relative::STRAIGHT) s += "直";
  if (relative & Relative::UP) s += "上";
  if (relative & Relative::DOWN) s += "引";
  if (relative & Relative::SIDEWAYS) s += "寄";
  return s;
}

}  // namespace kypho::shogi
