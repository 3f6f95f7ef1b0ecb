#include "grammar/shogi/sfen_parse.hpp"

#include "grammar/common/parse_whole.hpp"
#include "grammar/shogi/sfen_actions.hpp"

namespace kypho::grammar {
namespace {

template <typename Rule>
inline constexpr const char* error_message = nullptr;
// clang-format off
template <> inline constexpr auto error_message< sfen::rules::rank > = "expected the board: ranks of piece letters (PLNSGBRK, + for promoted) and digits 1-9";
template <> inline constexpr auto error_message< sfen::rules::next_rank > = "expected a rank after '/'";
template <> inline constexpr auto error_message< sfen::rules::side_field > = "expected the side to move: 'b' (sente) or 'w' (gote)";
template <> inline constexpr auto error_message< sfen::rules::hands_field > = "expected the pieces in hand, such as 2Pb, or '-'";
template <> inline constexpr auto error_message< sfen::rules::end_of_sfen > = "unexpected text after the SFEN";
// clang-format on
struct errors {
  template <typename Rule>
  static constexpr auto message = error_message<Rule>;
};
template <typename Rule>
using control = tao::pegtl::must_if<errors>::control<Rule>;

}  // namespace

std::optional<SfenSyntax> parse_sfen(std::string_view text, std::vector<SyntaxError>& errors) {
  SfenSyntax sfen;
  sfen::state st{{errors, text.data()}, sfen};
  if (!parse_whole<sfen::rules::sfen, sfen::action, control>(text, "sfen", st, errors)) return std::nullopt;
  return sfen;
}

}  // namespace kypho::grammar
