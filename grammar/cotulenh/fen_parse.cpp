#include "grammar/cotulenh/fen_parse.hpp"

#include "grammar/common/parse_whole.hpp"
#include "grammar/cotulenh/fen_actions.hpp"
#include "grammar/cotulenh/fen_errors.hpp"

namespace kypho::grammar {

std::optional<CotulenhFenSyntax> parse_cotulenh_fen(std::string_view text, std::vector<SyntaxError>& errors) {
  CotulenhFenSyntax fen;
  cotulenh_fen::State st{{errors, text.data()}, fen};
  if (!parse_whole<cotulenh_fen::rules::fen, cotulenh_fen::action, cotulenh_fen::control>(text, "fen", st, errors)) return std::nullopt;
  return fen;
}

}  // namespace kypho::grammar
