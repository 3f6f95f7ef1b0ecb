// A plain move read in one step (WXF's and Vietnamese plain_vertical, ICCS's plain_move) reads what the
// notation's own rules read: the same bytes, into the same fields, or fails where they would read it.
#include <tao/pegtl.hpp>

#include <functional>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "grammar/xiangqi/iccs_actions.hpp"
#include "grammar/xiangqi/vn_actions.hpp"
#include "grammar/xiangqi/wxf_actions.hpp"
#include "helpers.hpp"

namespace {

namespace pegtl = tao::pegtl;
namespace gx = kypho::grammar::xiangqi;
namespace wxf = kypho::grammar::wxf::rules;
namespace vn = kypho::grammar::vn::rules;
namespace iccs = kypho::grammar::iccs::rules;

// The moves as they were before the one-step rule went first: the specification.
struct reference_wxf : pegtl::sor< wxf::letter_first, wxf::sign_first, wxf::file_first > {};
struct reference_vn : pegtl::sor< vn::short_move, vn::long_move > {};

using Fields = std::tuple<int, int, int, int, int, int, int, int, int, int, int, int, int, int>;

// How many bytes the rule reads from the text's start and the move's fields it leaves, or nothing.
template <typename Rule>
std::optional<std::pair<std::size_t, Fields>> reads(const std::string& text) {
  gx::GameSyntax scratch;
  const std::function<void(gx::GameSyntax&)> no_game;
  gx::RecordState state{{scratch, text.data(), no_game}, std::nullopt};
  pegtl::memory_input in(text, "move");
  if (!pegtl::parse<Rule, gx::action>(in, state)) return std::nullopt;
  const auto& v = state.vertical;
  const auto& c = state.coordinate;
  return std::pair{std::size_t(in.current() - text.data()),
                   Fields{int(v.kind), v.file, int(v.place), v.index, int(v.direction), v.number, int(v.side), v.spelling, c.from_file,
                          c.from_rank, c.to_file, c.to_rank, c.upper_case, c.dash}};
}

template <typename Move, typename Reference>
std::size_t compare_on(const std::vector<std::string>& pieces) {
  std::size_t read = 0;
  for (const auto& text : kypho::test::strings_of(pieces, 4)) {
    const auto want = reads<Reference>(text);
    CAPTURE(text);
    CHECK(reads<Move>(text) == want);
    read += want.has_value();
  }
  return read;
}

}  // namespace

TEST_CASE("WXF moves read in one step read what the WXF rules read, on every string of four of their pieces") {
  // Official and other letters, both cases, digits at and past the ends, every sign, a full-width plus.
  const std::vector<std::string> pieces{"C", "K", "P", "c", "N", "1", "9", "0", "+", "-", ".", "=", " ", "\xEF\xBC\x8B"};
  CHECK(compare_on<wxf::move, reference_wxf>(pieces) > 1000);
  CHECK(reads<wxf::move>("C2.5 ") == reads<reference_wxf>("C2.5 "));
  CHECK(reads<wxf::move>("C2.5")->first == 4u);
}

TEST_CASE("Vietnamese moves read in one step read what the Vietnamese rules read, on every string of four of their pieces") {
  // T before a digit (an elephant) and before g (the general), places, every sign, an en dash, a space.
  const std::vector<std::string> pieces{"T", "P", "B", "p", "g", "t", "C", "2", "9", "0", ".", "/", "-", " ", "\u2013"};
  CHECK(compare_on<vn::move, reference_vn>(pieces) > 1000);
  CHECK(reads<vn::move>("T3.5")->second == reads<reference_vn>("T3.5")->second);
  CHECK(reads<vn::move>("Tg5.1") == reads<reference_vn>("Tg5.1"));
}

TEST_CASE("ICCS moves read in one step read what the ICCS rules read, on every string of five of their pieces") {
  // Files at and past the ends in both cases, ranks 0, 1 and the 10 of 1-based ranks, a dash, a blank.
  const std::vector<std::string> pieces{"a", "i", "j", "H", "0", "1", "9", "-", " "};
  std::size_t read = 0;
  for (const auto& text : kypho::test::strings_of(pieces, 5)) {
    const auto want = reads<iccs::written_move>(text);
    CAPTURE(text);
    CHECK(reads<iccs::move>(text) == want);
    read += want.has_value();
  }
  CHECK(read > 300);
  CHECK(reads<iccs::move>("h2e2 ")->first == 4u);
  CHECK(reads<iccs::move>("a1a10")->first == 5u);
}
