#include "grammar/shogi/sfen_parse.hpp"

#include "grammar/common/parse_whole.hpp"
#include "grammar/shogi/sfen_actions.hpp"
#include "grammar/shogi/sfen_errors.hpp"

namespace kypho::grammar {

std::optional<SfenSyntax> parse_sfen(std::string_view text, std::vector<SyntaxError>& errors) {
  SfenSyntax sfen;
  sfen::state st{{errors, text.data()}, sfen};
  if (!parse_whole<sfen::rules::sfen, sfen::action, sfen::control>(text, "sfen", st, errors)) return std::nullopt;
  return sfen;
}

}  // namespace kypho::grammar
