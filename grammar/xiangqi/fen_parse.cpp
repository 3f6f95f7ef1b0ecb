#include "grammar/xiangqi/fen_parse.hpp"

#include "grammar/common/parse_whole.hpp"
#include "grammar/xiangqi/fen_actions.hpp"
#include "grammar/xiangqi/fen_errors.hpp"

namespace kypho::grammar {

std::optional<FenSyntax> parse_fen(std::string_view text, std::vector<SyntaxError>& errors) {
  FenSyntax fen;
  fen::state st{{errors, text.data()}, fen};
  if (!parse_whole<fen::rules::fen, fen::action, fen::control>(text, "fen", st, errors)) return std::nullopt;
  return fen;
}

}  // namespace kypho::grammar
