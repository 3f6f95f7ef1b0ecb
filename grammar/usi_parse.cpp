#include <tao/pegtl.hpp>

#include "grammar/any_eol.hpp"
#include "grammar/event_actions.hpp"
#include "grammar/shogi_parse.hpp"
#include "grammar/usi.hpp"

namespace kypho::grammar::shogi {
namespace {

namespace ur = usi::rules;

struct state {
  GameSyntax& game;
  const char* text_begin;
  const std::function<void(GameSyntax&)>& on_game;
  MoveSyntax move;
  template <typename ActionInput>
  std::uint32_t offset(const ActionInput& in) const {
    return std::uint32_t(in.begin() - text_begin);
  }
};

template <typename Rule>
struct action : tao::pegtl::nothing<Rule> {};

template <>
struct action<ur::game_begin> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.game.clear();
    s.game.begin = s.offset(in);
  }
};

template <>
struct action<ur::sfen_text> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.game.start_sfen = in.string();
    s.game.start_offset = s.offset(in);
  }
};

template <>
struct action<ur::from_square> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.move = {};
    s.move.from_file = std::uint8_t(in.begin()[0] - '0');
    s.move.from_rank = std::uint8_t(in.begin()[1] - 'a' + 1);
    s.move.promote = 0;
  }
};

template <>
struct action<ur::drop_piece> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    constexpr std::string_view letters = ".PLNSBRG";
    s.move = {};
    s.move.drop = true;
    s.move.piece = Kind(letters.find(in.peek_char()));
  }
};

template <>
struct action<ur::to_square> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.move.to_file = std::uint8_t(in.begin()[0] - '0');
    s.move.to_rank = std::uint8_t(in.begin()[1] - 'a' + 1);
  }
};

template <>
struct action<ur::promotion> {
  static void apply0(state& s) { s.move.promote = 1; }
};

template <>
struct action<ur::move> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    add_event(s, in, Event::MOVE).move = s.move;
  }
};

template <>
struct action<ur::terminal> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    add_event(s, in, Event::TERMINAL).terminal = in.peek_char() == 'r' ? Terminal::RESIGN : Terminal::DECLARATION;
  }
};

template <>
struct action<ur::unknown_word> : push_event<Event::UNKNOWN> {};

template <>
struct action<ur::game_done> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.game.end = s.offset(in);
    s.on_game(s.game);
  }
};

// One game per line, so a line that is not one is reported as a game that could not be read.
template <>
struct action<ur::unreadable_line> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, state& s) {
    s.game.clear();
    s.game.begin = s.offset(in);
    s.game.end = s.game.begin + in.size();
    s.game.errors.push_back({s.game.begin, "syntax", "not a USI game: expected 'position startpos' or 'position sfen SFEN', then 'moves'"});
    s.on_game(s.game);
  }
};

}  // namespace

void parse_usi(std::string_view text, const std::function<void(GameSyntax&)>& on_game) {
  GameSyntax game;
  state st{game, text.data(), on_game, {}};
  record_input in(text.data(), text.size(), "");
  tao::pegtl::parse<ur::record, action>(in, st);
}

}  // namespace kypho::grammar::shogi
