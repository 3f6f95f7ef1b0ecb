// The actions of @cotulenh/core's SAN grammar: the pieces, points and parts of one turn.
#pragma once

#include <charconv>
#include <string>
#include <type_traits>

#include "grammar/cotulenh/san.hpp"
#include "grammar/common/piece_token_actions.hpp"

namespace kypho::grammar::cotulenh_san {

namespace pegtl = tao::pegtl;
using namespace cotulenh_san::rules;

struct State {
  CotulenhSanTurn turn;
  std::vector<CotulenhSanPiece> token;
  bool hero = false;
  CotulenhSanSubMove current;
};

template <typename Rule>
struct action : pegtl::nothing<Rule> {};

template <>
struct action<hero> : hero_mark_action<State> {};
template <>
struct action<letter> : piece_letter_action<State> {};
template <>
struct action<stay> {
  static void apply0(State& s) { s.turn.stay = std::move(s.token); s.token.clear(); }
};
template <>
struct action<origin_point> {
  template <typename Input>
  static void apply(const Input& in, State& s) {
    s.current.from_file = std::uint8_t(in.peek_char() - 'a');
    s.current.from_rank = in.string().substr(1);
  }
};
template <>
struct action<origin_file> {
  template <typename Input>
  static void apply(const Input& in, State& s) { s.current.from_file = std::uint8_t(in.peek_char() - 'a'); }
};
template <>
struct action<origin_rank> {
  template <typename Input>
  static void apply(const Input& in, State& s) { s.current.from_rank = in.string(); }
};
template <>
struct action<deploy_mark> {
  static void apply0(State& s) { s.current.deploy = true; }
};
template <>
struct action<kind_mark> {
  template <typename Input>
  static void apply(const Input& in, State& s) { s.current.kind = in.peek_char(); }
};
template <>
struct action<target> {
  template <typename Input>
  static void apply(const Input& in, State& s) {
    s.current.to_file = std::uint8_t(in.peek_char() - 'a');
    int rank = 0;
    std::from_chars(in.begin() + 1, in.end(), rank);
    s.current.to_rank = std::uint8_t(rank - 1);
  }
};
template <>
struct action<sub_move> {
  static void apply0(State& s) {
    s.current.pieces = std::move(s.token);
    s.turn.sub_moves.push_back(std::move(s.current));
    s.current = {};
    s.token.clear();
  }
};
template <>
struct action<check_mark> {
  template <typename Input>
  static void apply(const Input& in, State& s) { s.turn.check = in.peek_char(); }
};

// Actions run as their rules match, also inside an alternative that then fails: each alternative starts
// clean, so that what a failed one read is forgotten.
template <typename Rule>
struct control : pegtl::normal<Rule> {
  template <typename Input>
  static void start(const Input&, State& s) {
    if constexpr (std::is_same_v<Rule, from_point> || std::is_same_v<Rule, from_file> || std::is_same_v<Rule, from_rank> ||
                  std::is_same_v<Rule, from_anywhere>)
      s.current = {};
    if constexpr (std::is_same_v<Rule, token>) s.token.clear();
  }
};

}  // namespace kypho::grammar::cotulenh_san
