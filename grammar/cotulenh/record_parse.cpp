#include "grammar/cotulenh/record_parse.hpp"

#include "grammar/cotulenh/ctl.hpp"
#include "grammar/cotulenh/fen.hpp"
#include "grammar/cotulenh/san.hpp"
#include "grammar/common/record_layout_actions.hpp"

namespace kypho::grammar::cotulenh {
namespace {

namespace pegtl = tao::pegtl;
namespace rr = record_layout::rules;

struct State : record::LayoutState<GameSyntax> {
  void reset_move() {}
  void take_move(Event&) const {}
};

template <typename Rule>
struct action : record::layout_action<Rule> {};

// A turn ends where the layout takes over: a space, an annotation, a comment, a variation's edge.
struct turn_end : pegtl::at<pegtl::sor<rr::ws, pegtl::eof, pegtl::one<'!', '?', '{', '(', ')', ';', '$'>>> {};
using san_turn = record::move_rule<pegtl::seq<cotulenh_san::rules::turn, turn_end>>;
using ctl_turn = record::move_rule<pegtl::seq<cotulenh_ctl::rules::turn, turn_end>>;

// A bare FEN line where a game starts: twelve ranks of @cotulenh/core's FEN.
struct fen_board : pegtl::seq<cotulenh_fen::rules::rank, pegtl::rep<11, pegtl::one<'/'>, cotulenh_fen::rules::rank>> {};
struct header_line : rr::position_line<fen_board> {};

template <typename Turn>
// What stands before a game's tags (a PGN `%` escape line, a `;` note) is the game's opening comment.
struct game : pegtl::seq<pegtl::star<rr::ws>, pegtl::not_at<pegtl::eof>, rr::game_begin, rr::skip, rr::tags<header_line>, rr::skip, rr::movetext<Turn>, rr::game_done> {};
template <typename Turn>
struct record_text : pegtl::seq<pegtl::star<rr::ws>, pegtl::star<game<Turn>>, pegtl::eof> {};

}  // namespace

bool parse_cotulenh_record(std::string_view text, TurnNotation notation, const std::function<void(GameSyntax&)>& on_game) {
  GameSyntax game;
  State state{{game, text.data(), on_game}};
  if (notation == TurnNotation::CTL) return record::parse_records<record_text<ctl_turn>, action>(text, state);
  return record::parse_records<record_text<san_turn>, action>(text, state);
}

std::optional<std::size_t> untagged_game_at(std::string_view text, std::size_t at, TurnNotation notation) {
  return record::untagged_game_at(at, [&](const auto& on_game) { return parse_cotulenh_record(text, notation, on_game); });
}

}  // namespace kypho::grammar::cotulenh
