// The actions that read a cờ tư lệnh piece token, shared by its notations (@cotulenh/core's SAN, the seed's):
// a `+` marks the next letter a hero, and each letter joins the state's token with its mark, as a char or a
// string as the notation's piece keeps it.
#pragma once

#include <type_traits>

namespace kypho::grammar {

template <typename State>
struct hero_mark_action {
  static void apply0(State& s) { s.hero = true; }
};

template <typename State>
struct piece_letter_action {
  template <typename Input>
  static void apply(const Input& in, State& s) {
    using Piece = typename decltype(s.token)::value_type;
    if constexpr (std::is_same_v<decltype(Piece::letter), char>) s.token.push_back({in.peek_char(), s.hero});
    else s.token.push_back({in.string(), s.hero});
    s.hero = false;
  }
};

}  // namespace kypho::grammar
