#include "converters/cotulenh_notation.hpp"

#include <bit>

#include "converters/cotulenh_fen.hpp"

namespace kypho::cotulenh {
namespace {

std::string piece_token(const Position& pos, Square from, KindSet pieces) {
  const Stack& stack = pos.at(from);
  const Profile& profile = pos.profile();
  const auto one = [&](Kind k) { return std::string(stack.hero(k) ? "+" : "") + profile.of(k).letter; };
  if (std::has_single_bit(pieces)) return one(Kind(std::countr_zero(pieces)));
  std::string token = "(";
  if (const StackForm* form = profile.form(pieces))
    for (int i = 0; i < form->size; ++i) token += one(form->order[std::size_t(i)]);
  return token + ")";
}

std::string separator(Move m) {
  std::string s;
  if (m.is(DEPLOY)) s += '>';
  if (m.is(STAY_CAPTURE)) s += '_';
  if (m.is(CAPTURE)) s += 'x';
  if (m.is(SUICIDE)) s += '@';
  if (m.is(COMBINE)) s += '&';
  return s;
}

}  // namespace

std::string lan(const Position& pos, Move m) {
  return piece_token(pos, m.from, m.pieces) + square_name(m.from) + separator(m) + square_name(m.to);
}

}  // namespace kypho::cotulenh
