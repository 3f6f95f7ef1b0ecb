#include "grammar/cotulenh/fen_parse.hpp"

#include <string>

#include "grammar/common/board_shape.hpp"
#include "grammar/cotulenh/fen.hpp"
#include "grammar/common/parse_whole.hpp"

namespace kypho::grammar {
namespace cotulenh_fen {
namespace {

namespace pegtl = tao::pegtl;

// Rank 0 is the first written, rank 12.
struct State : board_shape::Cursor {
  CotulenhFenSyntax& fen;
  bool hero = false;
  bool in_stack = false;
  int counters_seen = 0;
};

template <typename Rule>
struct action : pegtl::nothing<Rule> {};

template <>
struct action<rules::hero_mark> {
  template <typename ActionInput>
  static void apply(const ActionInput&, State& s) { s.hero = true; }
};

template <>
struct action<rules::piece_letter> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, State& s) {
    const int rank = 11 - s.rank_index;
    if (s.file < 11 && rank >= 0) s.fen.pieces.push_back({in.peek_char(), s.hero, std::uint8_t(s.file), std::uint8_t(rank), s.offset(in)});
    s.hero = false;
    if (!s.in_stack) ++s.file;
  }
};

template <>
struct action<rules::hero_letter> : action<rules::piece_letter> {};

template <>
struct action<rules::stack_open> {
  template <typename ActionInput>
  static void apply(const ActionInput&, State& s) { s.in_stack = true; }
};

template <>
struct action<rules::stack_close> {
  template <typename ActionInput>
  static void apply(const ActionInput&, State& s) {
    s.in_stack = false;
    ++s.file;
  }
};

template <>
struct action<rules::empty_points> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, State& s) {
    const int n = in.size() == 1 ? in.peek_char() - '0' : 10 + (in.peek_char(1) - '0');
    if (n == 0 || n > 11)
      s.errors.push_back({s.offset(in), "fen-rank-width", std::to_string(n) + " empty points: a rank has 11 points"});
    s.file += n;
  }
};

template <>
struct action<rules::rank_separator> : board_shape::next_rank {};

// Ranks are named from Red's side: the first written is rank 12.
struct Board {
  static constexpr int width = 11, ranks = 12;
  static constexpr const char* game = "cờ tư lệnh";
  static constexpr const char* unit = "points";
  static std::string rank(int written) { return "rank " + std::to_string(12 - written); }
};

template <>
struct action<rules::rank> : board_shape::check_rank_width<Board> {};
template <>
struct action<rules::next_rank> : board_shape::check_rank_width<Board> {};
template <>
struct action<rules::board> : board_shape::check_rank_count<Board> {};

template <>
struct action<rules::side_field> : fen_fields::read_side {};

template <>
struct action<fen_fields::counter> : fen_fields::read_counter {};

template <typename Rule>
inline constexpr const char* error_message = nullptr;
// clang-format off
template <> inline constexpr auto error_message< rules::rank > = "expected the board: ranks of piece letters (C I M A G S T F E N H), stacks in parentheses and counts of empty points";
template <> inline constexpr auto error_message< rules::next_rank > = "expected a rank after '/'";
template <> inline constexpr auto error_message< rules::hero_letter > = "expected a piece letter after the hero mark '+': C I M A G S T F E N H (Blue in lower case)";
template <> inline constexpr auto error_message< rules::stack_first > = "expected the pieces of a stack, carrier first";
template <> inline constexpr auto error_message< rules::stack_close > = "expected ')' closing the stack";
template <> inline constexpr auto error_message< rules::side_field > = "expected the side to move: 'r' for Red, 'b' for Blue";
template <> inline constexpr auto error_message< fen_fields::side_end > = fen_fields::side_end_message;
template <> inline constexpr auto error_message< fen_fields::field > = fen_fields::field_message;
template <> inline constexpr auto error_message< rules::end_of_fen > = "unexpected text: a FEN is 12 ranks joined by '/', then the side to move, '- -' and two counters";
// clang-format on

struct errors {
  template <typename Rule>
  static constexpr auto message = error_message<Rule>;
};
template <typename Rule>
using control = pegtl::must_if<errors>::control<Rule>;

}  // namespace
}  // namespace cotulenh_fen

std::optional<CotulenhFenSyntax> parse_cotulenh_fen(std::string_view text, std::vector<SyntaxError>& errors) {
  CotulenhFenSyntax fen;
  cotulenh_fen::State st{{errors, text.data()}, fen};
  if (!parse_whole<cotulenh_fen::rules::fen, cotulenh_fen::action, cotulenh_fen::control>(text, "fen", st, errors)) return std::nullopt;
  return fen;
}

}  // namespace kypho::grammar
