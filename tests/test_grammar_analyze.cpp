// PEGTL's grammar analysis: no rule may loop without consuming input.
#include <tao/pegtl/contrib/analyze.hpp>

#include "grammar/fen.hpp"
#include "helpers.hpp"

TEST_CASE("the FEN grammar has no rule that can loop forever") {
  CHECK(tao::pegtl::analyze<kypho::grammar::fen::rules::fen>() == 0);
}
