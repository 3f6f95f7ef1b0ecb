#include <tao/pegtl.hpp>

#include "grammar/any_eol.hpp"
#include "grammar/event_actions.hpp"
#include "grammar/iccs_actions.hpp"
#include "grammar/ucci.hpp"
#include "grammar/xiangqi_record_parse.hpp"

namespace kypho::grammar::xiangqi {
namespace {

namespace cr = ucci::rules;

struct UcciState {
  GameSyntax& game;
  const char* text_begin;
  const std::function<void(GameSyntax&)>& on_game;
  CoordinateMove move;
  template <typename ActionInput>
  std::uint32_t offset(const ActionInput& in) const {
    return std::uint32_t(in.begin() - text_begin);
  }
};

template <typename Rule>
struct ucci_action : tao::pegtl::nothing<Rule> {};

template <>
struct ucci_action<cr::game_begin> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, UcciState& s) {
    s.game.clear();
    s.game.notation = MoveNotation::ICCS;
    s.game.begin = s.offset(in);
  }
};

// The start a `fen` names is the game's [FEN]: its reader judges it where it stands in the line.
template <>
struct ucci_action<cr::fen_text> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, UcciState& s) {
    s.game.tags.push_back({"FEN", in.string(), s.offset(in), s.offset(in)});
  }
};

template <>
struct ucci_action<iccs::rules::from_point> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, UcciState& s) {
    s.move = {};
    read_point(in.string_view(), s.move.from_file, s.move.from_rank, s.move.upper_case);
  }
};

template <>
struct ucci_action<iccs::rules::to_point> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, UcciState& s) {
    bool upper = false;
    read_point(in.string_view(), s.move.to_file, s.move.to_rank, upper);
  }
};

template <>
struct ucci_action<iccs::rules::dash> {
  static void apply0(UcciState& s) { s.move.dash = true; }
};

template <>
struct ucci_action<cr::move> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, UcciState& s) {
    add_event(s, in, record::MOVE).move.coordinate = s.move;
  }
};

template <>
struct ucci_action<cr::unknown_word> : push_event<record::UNKNOWN> {};

template <>
struct ucci_action<cr::game_done> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, UcciState& s) {
    s.game.end = s.offset(in);
    s.on_game(s.game);
  }
};

// One position per line, so a line that is none is reported as a game that could not be read.
template <>
struct ucci_action<cr::unreadable_line> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, UcciState& s) {
    s.game.clear();
    s.game.notation = MoveNotation::ICCS;
    s.game.begin = s.offset(in);
    s.game.end = s.game.begin + in.size();
    s.game.errors.push_back({s.game.begin, "syntax", "not a UCCI position: expected 'position fen FEN' or 'position startpos', then 'moves'"});
    s.on_game(s.game);
  }
};

}  // namespace

void parse_ucci(std::string_view text, const std::function<void(GameSyntax&)>& on_game) {
  GameSyntax game;
  UcciState st{game, text.data(), on_game, {}};
  record_input in(text.data(), text.size(), "");
  tao::pegtl::parse<cr::script, ucci_action>(in, st);
}

}  // namespace kypho::grammar::xiangqi
