#include "grammar/fen_parse.hpp"

#include "grammar/fen_actions.hpp"
#include "grammar/fen_errors.hpp"

namespace kypho::grammar {

std::optional<FenSyntax> parse_fen(std::string_view text, std::vector<SyntaxError>& errors) {
  namespace pegtl = tao::pegtl;
  FenSyntax fen;
  fen::state st{fen, errors, text.data()};
  pegtl::memory_input in(text.data(), text.size(), "fen");
  const std::size_t errors_before = errors.size();
  try {
    pegtl::parse<fen::rules::fen, fen::action, fen::control>(in, st);
  } catch (const pegtl::parse_error& e) {
    // What the actions noticed before a syntax error is about text that is not a FEN anyway.
    errors.resize(errors_before);
    errors.push_back({e.positions().front().byte, "syntax", std::string(e.message())});
    return std::nullopt;
  }
  return fen;
}

}  // namespace kypho::grammar
