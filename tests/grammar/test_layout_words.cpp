// The layout words spelt out by hand (a hot path) read exactly what the PEGTL rules they stand for read.
#include <tao/pegtl.hpp>

#include <optional>
#include <string>
#include <vector>

#include "grammar/common/record_layout.hpp"
#include "helpers.hpp"

namespace {

namespace pegtl = tao::pegtl;
namespace rr = kypho::grammar::record_layout::rules;

// The rules as they were written before they were spelt out: the specification.
struct reference_move_number : pegtl::seq< pegtl::plus< pegtl::digit >,
                                           pegtl::sor< pegtl::seq< pegtl::star< pegtl::blank >, pegtl::one< ')' > >,
                                                       pegtl::plus< pegtl::sor< pegtl::one< '.' >, pegtl::utf8::one< U'…' > > >,
                                                       pegtl::at< rr::ws > > > {};

// How many bytes of `text` the rule reads from its start, or nothing when it does not match.
template <typename Rule>
std::optional<std::size_t> reads(const std::string& text) {
  pegtl::memory_input in(text, "words");
  if (!pegtl::parse<Rule>(in)) return std::nullopt;
  return std::size_t(in.current() - text.data());
}

}  // namespace

TEST_CASE("a move number spelt out by hand reads what its rules read, on every short string of its pieces") {
  const std::vector<std::string> pieces{"1", "0", " ", "\t", ")", ".", "…", "\n", "x", "\u3000", "\u00A0", "\xE2"};
  std::size_t matched = 0;
  for (const auto& text : kypho::test::strings_of(pieces, 5)) {
    const auto want = reads<reference_move_number>(text);
    CAPTURE(text);
    CHECK(reads<rr::move_number>(text) == want);
    matched += want.has_value();
  }
  // The strings hold each form: `1)`, `1 )`, `1.`, `12…`, `4 ` before a move.
  CHECK(reads<rr::move_number>("4 )") == 3u);
  CHECK(reads<rr::move_number>("12... ") == 5u);
  CHECK(reads<rr::move_number>("3\u3000") == 1u);
  CHECK(reads<rr::move_number>("3x") == std::nullopt);
  CHECK(matched > 1000);
}

TEST_CASE("a blank is a space or line break, or a wide, no-break or zero-width no-break space") {
  for (const std::string blank : {" ", "\t", "\n", "\r", "\u3000", "\u00A0", "\uFEFF"}) {
    CAPTURE(blank);
    CHECK(reads<rr::ws>(blank + "x") == blank.size());
  }
  for (const std::string other : {"x", "", "\xE3\x80", "\u2026", "\xC2"}) {
    CAPTURE(other);
    CHECK(reads<rr::ws>(other) == std::nullopt);
  }
}
