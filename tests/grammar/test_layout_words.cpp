// The layout words spelt out by hand (a hot path) read exactly what the PEGTL rules they stand for read.
#include <fmt/format.h>
#include <tao/pegtl.hpp>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "grammar/common/record_layout.hpp"
#include "grammar/xiangqi/iccs_actions.hpp"
#include "grammar/xiangqi/record_state.hpp"
#include "grammar/xiangqi/wxf_actions.hpp"
#include "helpers.hpp"

namespace {

namespace pegtl = tao::pegtl;
namespace rr = kypho::grammar::record_layout::rules;

// The rules as they were written before they were spelt out: the specification.
struct reference_move_number : pegtl::seq< pegtl::plus< pegtl::digit >,
                                           pegtl::sor< pegtl::seq< pegtl::one< '/', '-', ':' >, pegtl::at< rr::ws > >,
                                                       pegtl::seq< pegtl::star< pegtl::blank >, pegtl::one< ')' > >,
                                                       pegtl::plus< pegtl::sor< pegtl::one< '.' >, pegtl::utf8::one< U'…' > > >,
                                                       pegtl::at< rr::ws > > > {};

// The movetext's loop alone, without the plain stretch (plain_run) that reads its commonest words first.
template <typename Move>
struct reference_movetext
    : pegtl::seq<pegtl::star<pegtl::sor<pegtl::plus<pegtl::blank>, pegtl::seq<rr::no_end_here, pegtl::sor<rr::ws, rr::column_rule, rr::element<Move>, rr::stray>>>>,
                 pegtl::opt<rr::result, rr::trailing_text<Move>>> {};

// What a movetext rule made of `text`: each event, the result and the trailing text, and where it stopped.
template <typename Movetext>
std::string movetext_read(const std::string& text) {
  using namespace kypho::grammar::xiangqi;
  GameSyntax game;
  const std::function<void(GameSyntax&)> no_game;
  RecordState state{{game, text.data(), no_game}, std::nullopt};
  pegtl::memory_input in(text, "movetext");
  const bool matched = pegtl::parse<Movetext, action>(in, state);
  std::string out = fmt::format("{} {} |", matched, in.current() - text.data());
  for (const auto& e : game.events) {
    const auto& v = e.move.vertical;
    const auto& c = e.move.coordinate;
    out += fmt::format(" {}@{}+{}:{} {}{}{}{}{}{} {}{}{}{}", int(e.type), e.offset, e.length, e.nag, int(v.kind), v.file, int(v.place), int(v.direction),
                       v.number, v.spelling, c.from_file, c.from_rank, c.to_file, c.to_rank);
  }
  return out + fmt::format(" | {}@{}+{} {}+{}", game.result, game.result_offset, game.result_length, game.trailing_offset, game.trailing_length);
}

// How many bytes of `text` the rule reads from its start, or nothing when it does not match.
template <typename Rule>
std::optional<std::size_t> reads(const std::string& text) {
  pegtl::memory_input in(text, "words");
  if (!pegtl::parse<Rule>(in)) return std::nullopt;
  return std::size_t(in.current() - text.data());
}

}  // namespace

TEST_CASE("a move number spelt out by hand reads what its rules read, on every short string of its pieces") {
  const std::vector<std::string> pieces{"1", "0", " ", "\t", ")", ".", "…", "-", "\n", "x", "\u3000", "\u00A0", "\xE2"};
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
  CHECK(reads<rr::move_number>("1/ ") == 2u);
  CHECK(reads<rr::move_number>("1: ") == 2u);
  CHECK(reads<rr::move_number>("1-0") == std::nullopt);
  CHECK(reads<rr::move_number>("1/2-1/2") == std::nullopt);
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

TEST_CASE("the plain stretch of a movetext reads what the movetext's loop reads, on every short string of its words") {
  // Moves, numbers and blanks (what the stretch reads), and what ends it: a result, a comment, a column's
  // rule, a tag, a variation, a check mark, a word no notation reads, a line that opens another sheet.
  const std::vector<std::string> pieces{"h2e2", "C2.5", "1.", "12", " ", "\n", "1-0", "{c}", "|", "[T \"v\"]", "(", "+", "x", "\nB\u00EAn tr\u1EAFng: A"};
  std::size_t moves = 0;
  for (const auto& text : kypho::test::strings_of(pieces, 4)) {
    CAPTURE(text);
    const std::string iccs = movetext_read<rr::movetext<kypho::grammar::record::move_rule<kypho::grammar::iccs::rules::move>>>(text);
    CHECK(iccs == movetext_read<reference_movetext<kypho::grammar::record::move_rule<kypho::grammar::iccs::rules::move>>>(text));
    const std::string wxf = movetext_read<rr::movetext<kypho::grammar::record::move_rule<kypho::grammar::wxf::rules::move>>>(text);
    CHECK(wxf == movetext_read<reference_movetext<kypho::grammar::record::move_rule<kypho::grammar::wxf::rules::move>>>(text));
    moves += iccs.find(" 0@") != std::string::npos;
  }
  CHECK(moves > 1000);
}
