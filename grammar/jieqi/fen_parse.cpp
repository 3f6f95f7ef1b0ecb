#include "grammar/jieqi/fen_parse.hpp"

#include "grammar/common/parse_whole.hpp"
#include "grammar/jieqi/fen_actions.hpp"
#include "grammar/jieqi/fen_errors.hpp"

namespace kypho::grammar {

std::optional<JieqiFenSyntax> parse_jieqi_fen(std::string_view text, std::vector<SyntaxError>& errors) {
  JieqiFenSyntax fen;
  jieqi_fen::state st{{errors, text.data()}, fen};
  if (!parse_whole<jieqi_fen::rules::fen, jieqi_fen::action, jieqi_fen::control>(text, "fen", st, errors)) return std::nullopt;
  return fen;
}

}  // namespace kypho::grammar
