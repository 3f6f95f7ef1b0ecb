// Actions of the record layout: tags, moves, comments, variations, annotations, results, game boundaries.
// They work on any game's state: one derived from LayoutState, over a GameSyntax (record_syntax.hpp), with
// reset_move() and take_move(event) for what its move grammar reads. A game's action template derives from
// layout_action, so that its own move rules' actions sit beside these.
#pragma once

#include <tao/pegtl.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "grammar/common/any_eol.hpp"
#include "grammar/common/event_actions.hpp"
#include "grammar/common/record_layout.hpp"
#include "grammar/common/record_syntax.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::grammar::record {

namespace rr = record_layout::rules;

template <typename Syntax>
struct LayoutState {
  Syntax& game;
  const char* text_begin;
  const std::function<void(Syntax&)>& on_game;
  std::string tag_name;
  std::vector<std::size_t> open_variations;  // where each '(' still open stands
  std::optional<std::size_t> restart_after;  // the result a game without tags follows (numbered_game)

  template <typename ActionInput>
  std::uint32_t offset(const ActionInput& in) const {
    return std::uint32_t(in.begin() - text_begin);
  }
};

template <typename Rule>
struct layout_action : tao::pegtl::nothing<Rule> {};

// Every notation's move rule is wrapped so that the move read is reset before and stored after.
struct move_start : tao::pegtl::success {};
template <typename NotationMove>
struct move_rule : tao::pegtl::seq<move_start, NotationMove> {};

template <>
struct layout_action<move_start> {
  template <typename State>
  static void apply0(State& s) {
    s.reset_move();
  }
};

template <typename NotationMove>
struct layout_action<move_rule<NotationMove>> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    s.take_move(add_event(s, in, MOVE));
  }
};

// clang-format off
template <> struct layout_action<rr::brace_comment> : push_event<COMMENT> {};
template <> struct layout_action<rr::unclosed_comment> : push_event<UNCLOSED_COMMENT> {};
template <> struct layout_action<rr::line_comment> : push_event<COMMENT> {};
template <> struct layout_action<rr::footnote> : push_event<FOOTNOTE> {};
template <> struct layout_action<rr::time_note> : push_event<FOOTNOTE> {};
template <> struct layout_action<rr::evaluation> : push_event<EVALUATION> {};
template <> struct layout_action<rr::bbcode> : push_event<MARKUP> {};
template <> struct layout_action<rr::check_mark> : push_event<CHECK_MARK> {};
template <> struct layout_action<rr::unknown_token> : push_event<UNKNOWN> {};
template <> struct layout_action<rr::stray> : push_event<STRAY> {};
// clang-format on

template <>
struct layout_action<rr::variation_begin> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    add_event(s, in, VARIATION_BEGIN);
    s.open_variations.push_back(s.offset(in));
  }
};

template <>
struct layout_action<rr::nested_too_deep> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    s.game.errors.push_back({s.offset(in), "syntax",
                             msg("a variation nested more than {n} deep is not read: this '(' opens none", arg("n", rr::MAX_VARIATION_DEPTH))});
  }
};

template <>
struct layout_action<rr::variation_end> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    add_event(s, in, VARIATION_END);
    if (!s.open_variations.empty()) s.open_variations.pop_back();
  }
};

template <>
struct layout_action<rr::unclosed_variation> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    add_event(s, in, VARIATION_END);
    const std::size_t opened = s.open_variations.empty() ? s.offset(in) : s.open_variations.back();
    if (!s.open_variations.empty()) s.open_variations.pop_back();
    s.game.errors.push_back({opened, "syntax", tr("the variation opened here with '(' is never closed; it ends where the next game starts")});
  }
};

template <>
struct layout_action<rr::unclosed_tag> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    s.game.errors.push_back({s.offset(in), "syntax", tr("this tag's value is never closed with \"] before a blank line, a tag line or the end; the line is skipped")});
  }
};

template <>
struct layout_action<rr::bad_tag> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    s.game.errors.push_back({s.offset(in), "syntax", tr("this line is not a tag [Name \"value\"]; it is skipped")});
  }
};

template <>
struct layout_action<rr::annotation> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    const std::string_view a = in.string_view();
    const std::uint16_t nag = a == "!" ? 1 : a == "?" ? 2 : a == "!!" ? 3 : a == "??" ? 4 : a == "!?" ? 5 : 6;
    add_event(s, in, ANNOTATION).nag = nag;
  }
};

template <>
struct layout_action<rr::nag> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    unsigned value = 0;
    std::from_chars(in.begin() + 1, in.end(), value);
    add_event(s, in, NAG).nag = std::uint16_t(value > 255 ? 0 : value);
  }
};

template <>
struct layout_action<rr::move_number> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    unsigned value = 0;
    std::from_chars(in.begin(), in.end(), value);
    add_event(s, in, MOVE_NUMBER).nag = std::uint16_t(std::min(value, 65535u));
  }
};

template <>
struct layout_action<rr::tag_name> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    s.tag_name = in.string();
  }
};

template <>
struct layout_action<rr::tag_value> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    std::string value;
    value.reserve(in.size());
    for (const char* p = in.begin(); p != in.end(); ++p) {
      if (*p == '\\' && p + 1 != in.end()) ++p;
      value += *p;
    }
    if (in.string_view().find('"') != std::string_view::npos) {
      bool escaped = false;
      for (const char* p = in.begin(); p != in.end(); ++p) {
        if (*p == '"' && !escaped) {
          s.game.errors.push_back({std::size_t(p - s.text_begin), "tag-quote",
                                   tr("an unescaped '\"' inside a tag value is read as part of the value (PGN writes \\\")"), true});
          break;
        }
        escaped = *p == '\\' && !escaped;
      }
    }
    // The tag's own '[' is the nearest one before the name.
    std::size_t open = s.offset(in);
    while (open > 0 && s.text_begin[open] != '[') --open;
    s.game.tags.push_back({std::move(s.tag_name), std::move(value), open, s.offset(in)});
  }
};

// A result as PGN writes it, whatever words stood for it.
inline std::string canonical_result(std::string_view w) {
  if (w.starts_with("1-0") || w.starts_with("0-1") || w == "*") return std::string(w.substr(0, 3));
  // A score as hands write it (`1 - 0`, `0:1`, `½ – ½`): its first figure says which.
  if (w.starts_with("½") || w.starts_with("1/2")) return "1/2-1/2";
  if (w.front() == '1' || w.front() == '0') return w.front() == '1' ? "1-0" : "0-1";
  if (w.starts_with("红") || w.starts_with("紅")) return "1-0";
  if (w.starts_with("黑")) return "0-1";
  if (w.starts_with("和")) return "1/2-1/2";
  return std::string(grammar::vn_result(w).value_or("1/2-1/2"));
}

// clubxiangqi header fields become tags under their PGN names where PGN has one.
template <>
struct layout_action<rr::club_key> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    std::string key = in.string();
    for (std::size_t i = 1; i < key.size(); ++i) key[i] = char(std::tolower(static_cast<unsigned char>(key[i])));
    s.tag_name = key == "Place" ? "Site" : key == "Game" ? "Title" : key;  // [Game] is PGN's "Chinese Chess"
  }
};

// A header written as a line (clubxiangqi's `RED  …`, a Vietnamese sheet's `Bên trắng: …`): the value up to
// the end of the line, under the tag name its key action chose.
struct line_tag_value {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    std::size_t open = s.offset(in);
    while (open > 0 && s.text_begin[open - 1] != '\n') --open;
    s.game.tags.push_back({std::move(s.tag_name), in.string(), open, s.offset(in)});
  }
};

template <>
struct layout_action<rr::club_value> : line_tag_value {};

// Vietnamese header words become the PGN tags that say the same; a result in words, the PGN result.
template <>
struct layout_action<rr::vn_header_key> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    s.tag_name = std::string(grammar::vn_header_tag(in.string_view()));
  }
};

template <>
struct layout_action<rr::vn_header_value> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    line_tag_value::apply(in, s);
    auto& tag = s.game.tags.back();
    if (tag.name == "Result") {
      if (const auto pgn = grammar::vn_result(tag.value)) tag.value = *pgn;
    } else if (tag.name == "Event") {
      // `Giải vô địch Hà Nội 2026`: with no ':' the key is the event's name's first word.
      const std::string_view key(s.text_begin + tag.offset, std::size_t(in.begin() - (s.text_begin + tag.offset)));
      if (key.find_first_of(":-") == std::string_view::npos) tag.value = std::string(key) + tag.value;
    }
  }
};

template <typename Board>
struct layout_action<rr::position_line<Board>> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    std::string_view line = in.string_view();
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) line.remove_suffix(1);
    s.game.tags.push_back({"FEN", std::string(line), s.offset(in), s.offset(in)});
  }
};

template <>
struct layout_action<rr::result_word> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    s.game.result = canonical_result(in.string_view());
    s.game.result_offset = s.offset(in);
    s.game.result_length = in.size();
  }
};

template <>
struct layout_action<rr::reasoned_result_word> : layout_action<rr::result_word> {};

template <typename Move>
struct layout_action<rr::trailing_text<Move>> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    s.game.trailing_offset = s.offset(in);
    s.game.trailing_length = in.size();
  }
};

template <>
struct layout_action<rr::untagged_next> {
  template <typename State>
  static void apply0(State& s) {
    s.restart_after = s.game.result_offset;
  }
};

template <>
struct layout_action<rr::game_begin> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    s.game.clear();
    s.open_variations.clear();
    s.game.begin = s.offset(in);
    s.game.follows_result = std::exchange(s.restart_after, std::nullopt);
  }
};

template <>
struct layout_action<rr::game_done> {
  template <typename ActionInput, typename State>
  static void apply(const ActionInput& in, State& s) {
    s.game.end = s.offset(in);
    s.on_game(s.game);
  }
};

// Reads `text` as a file of `Record`'s games. A parse error hands over the game read so far with the error,
// so that its moves are still checked; false then.
template <typename Record, template <typename> class Action, typename State>
bool parse_records(std::string_view text, State& state) {
  record_input in(text.data(), text.size(), "");
  try {
    tao::pegtl::parse<Record, Action>(in, state);
    return true;
  } catch (const tao::pegtl::parse_error& e) {
    state.game.errors.push_back({e.positions().front().byte, "syntax", tr(e.message())});
    state.game.end = e.positions().front().byte;
    state.on_game(state.game);
    return false;
  }
}

}  // namespace kypho::grammar::record
