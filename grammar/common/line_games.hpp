// What grammars of one game a line (USI, UCCI) share: the state their actions build a game in, the rules
// that end a game and take a line that is none, and their actions. A line that is neither blank nor a game is
// handed on as a game that could not be read, so that nothing is dropped.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include <tao/pegtl.hpp>

#include "grammar/common/any_eol.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::grammar::line_games {

namespace pegtl = tao::pegtl;

template <typename GameSyntax, typename Move>
struct State {
  GameSyntax& game;
  const char* text_begin;
  const std::function<void(GameSyntax&)>& on_game;
  std::string_view not_a_game;  // the message for a line that is none
  Move move{};

  template <typename ActionInput>
  std::uint32_t offset(const ActionInput& in) const {
    return std::uint32_t(in.begin() - text_begin);
  }
  template <typename ActionInput>
  void begin(const ActionInput& in) {
    game.clear();
    game.begin = offset(in);
  }
};

// clang-format off
struct game_begin : pegtl::success {};
struct game_done : pegtl::success {};
struct unreadable_line : pegtl::plus< pegtl::not_at< pegtl::eolf >, pegtl::any > {};
// clang-format on

template <typename Rule>
struct action : pegtl::nothing<Rule> {};

template <>
struct action<game_begin> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    s.begin(in);
  }
};

template <>
struct action<game_done> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    s.game.end = s.offset(in);
    s.on_game(s.game);
  }
};

template <>
struct action<unreadable_line> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    s.begin(in);
    s.game.end = s.game.begin + in.size();
    s.game.errors.push_back({s.game.begin, "syntax", tr(s.not_a_game)});
    s.on_game(s.game);
  }
};

// Reads `text` with grammar `Lines` and actions `Action`, handing each game to `on_game`.
template <typename Lines, template <typename> class Action, typename Move, typename GameSyntax>
void parse(std::string_view text, std::string_view not_a_game, const std::function<void(GameSyntax&)>& on_game) {
  GameSyntax game;
  State<GameSyntax, Move> st{game, text.data(), on_game, not_a_game};
  record_input in(text.data(), text.size(), "");
  pegtl::parse<Lines, Action>(in, st);
}

}  // namespace kypho::grammar::line_games
