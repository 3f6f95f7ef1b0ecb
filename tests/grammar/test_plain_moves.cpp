// A plain move read in one step (WXF's and Vietnamese plain_vertical, ICCS's plain_move, USI's and CSA's move) reads
// what the notation's own rules read: the same bytes, into the same fields, or fails where they would read it.
#include <tao/pegtl.hpp>

#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "grammar/shogi/csa_actions.hpp"
#include "grammar/shogi/usi_actions.hpp"
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

// The moves as they were before the one-step rule went first (USI's: before it replaced them): the specification.
namespace reference_usi {
struct file : pegtl::range< '1', '9' > {};
struct rank : pegtl::range< 'a', 'i' > {};
struct from_square : pegtl::seq< file, rank > {};
struct to_square : pegtl::seq< file, rank > {};
struct promotion : pegtl::one< '+' > {};
struct drop_piece : pegtl::one< 'P', 'L', 'N', 'S', 'G', 'B', 'R' > {};
struct board_move : pegtl::seq< from_square, to_square, pegtl::opt< promotion > > {};
struct drop : pegtl::seq< drop_piece, pegtl::one< '*' >, to_square > {};
struct word_end : pegtl::at< pegtl::sor< pegtl::blank, pegtl::eolf > > {};
struct move : pegtl::seq< pegtl::sor< board_move, drop >, word_end > {};

using kypho::grammar::shogi::MoveSyntax;
template <typename Rule>
struct action : pegtl::nothing<Rule> {};
// A square as written: its file's digit, its rank's letter.
inline void read_square(const char* at, std::uint8_t& file, std::uint8_t& rank) {
  file = std::uint8_t(at[0] - '0');
  rank = std::uint8_t(at[1] - 'a' + 1);
}
template <>
struct action<from_square> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, MoveSyntax& m) {
    read_square(in.begin(), m.from_file, m.from_rank);
    m.promote = 0;
  }
};
template <>
struct action<drop_piece> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, MoveSyntax& m) {
    m.drop = true;
    m.piece = kypho::grammar::shogi::Kind(std::string_view(".PLNSBRG").find(in.peek_char()));
  }
};
template <>
struct action<to_square> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, MoveSyntax& m) {
    read_square(in.begin(), m.to_file, m.to_rank);
  }
};
template <>
struct action<promotion> {
  static void apply0(MoveSyntax& m) { m.promote = 1; }
};
}  // namespace reference_usi

namespace reference_csa {
struct side : pegtl::one< '+', '-' > {};
struct piece : pegtl::sor< pegtl::string< 'F', 'U' >, pegtl::string< 'K', 'Y' >, pegtl::string< 'K', 'E' >,
                           pegtl::string< 'G', 'I' >, pegtl::string< 'K', 'I' >, pegtl::string< 'K', 'A' >,
                           pegtl::string< 'H', 'I' >, pegtl::string< 'O', 'U' >, pegtl::string< 'T', 'O' >,
                           pegtl::string< 'N', 'Y' >, pegtl::string< 'N', 'K' >, pegtl::string< 'N', 'G' >,
                           pegtl::string< 'U', 'M' >, pegtl::string< 'R', 'Y' > > {};
struct square : pegtl::seq< pegtl::digit, pegtl::digit > {};
struct from : square {};
struct to : square {};
struct statement_end : pegtl::at< pegtl::star< pegtl::blank >, pegtl::sor< pegtl::one< ',' >, pegtl::eolf > > {};
struct move : pegtl::seq< side, from, to, piece, statement_end > {};

using kypho::grammar::shogi::MoveSyntax;
template <typename Rule>
struct action : pegtl::nothing<Rule> {};
template <>
struct action<side> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, MoveSyntax& m) {
    m.side = std::int8_t(in.peek_char() == '+' ? 0 : 1);
  }
};
template <>
struct action<from> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, MoveSyntax& m) {
    m.from_file = std::uint8_t(in.begin()[0] - '0');
    m.from_rank = std::uint8_t(in.begin()[1] - '0');
    m.drop = m.from_file == 0 && m.from_rank == 0;
  }
};
template <>
struct action<to> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, MoveSyntax& m) {
    m.to_file = std::uint8_t(in.begin()[0] - '0');
    m.to_rank = std::uint8_t(in.begin()[1] - '0');
  }
};
template <>
struct action<piece> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, MoveSyntax& m) {
    constexpr std::string_view CODES[] = {"", "FU", "KY", "KE", "GI", "KA", "HI", "KI", "OU", "TO", "NY", "NK", "NG", "UM", "RY"};
    m.piece = kypho::grammar::shogi::Kind(std::find(std::begin(CODES), std::end(CODES), in.string_view()) - std::begin(CODES));
    m.piece_after = true;
  }
};
}  // namespace reference_csa

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

using kypho::grammar::shogi::GameSyntax;
using kypho::grammar::shogi::MoveSyntax;
using NoGame = std::function<void(GameSyntax&)>;

// Whether a shogi notation's one-step move rule reads `text` as the rules it replaced (Reference, with its
// actions) read it: the same bytes into the same fields of the move, or neither reads it. `parse(in, game)`
// runs the rule with its actions into `game`. Returns whether they read it.
template <typename Reference, template <typename> class ReferenceAction, typename Parse>
bool reads_as_reference(const std::string& text, Parse parse) {
  const auto fields = [](const MoveSyntax& m) {
    return std::tuple{m.from_file, m.from_rank, m.to_file, m.to_rank, m.drop, int(m.piece), m.promote, m.piece_after, m.side};
  };
  MoveSyntax want_move;
  kypho::grammar::record_input want_in(text.data(), text.size(), "move");
  const bool want = pegtl::parse<Reference, ReferenceAction>(want_in, want_move);
  GameSyntax game;
  kypho::grammar::record_input in(text.data(), text.size(), "move");
  const bool got = parse(in, game);
  CAPTURE(text);
  REQUIRE(got == want);
  if (!got) return false;
  CHECK(in.current() == want_in.current());
  REQUIRE(game.events.size() == 1);
  CHECK(game.events[0].length == std::uint32_t(want_in.current() - text.data()));
  CHECK(fields(game.events[0].move) == fields(want_move));
  return true;
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

TEST_CASE("USI moves read in one step read what the rules they replaced read, on every string of five of their pieces") {
  // Files and ranks at and past the ends, a promotion, a drop's mark, drop letters and others, a blank, line
  // breaks (a lone \r ends a line too, as in every record kypho reads).
  const std::vector<std::string> pieces{"1", "9", "0", "a", "i", "j", "+", "*", "P", "K", "p", " ", "\n", "\r"};
  std::size_t read = 0;
  for (const auto& text : kypho::test::strings_of(pieces, 5))
    read += reads_as_reference<reference_usi::move, reference_usi::action>(text, [&](auto& in, GameSyntax& game) {
      const NoGame no_game;
      kypho::grammar::shogi::usi_actions::state state{game, text.data(), no_game, {}};
      return pegtl::parse<kypho::grammar::usi::rules::move, kypho::grammar::shogi::usi_actions::action>(in, state);
    });
  CHECK(read > 50);
}

TEST_CASE("CSA moves read in one step read what the rules they replaced read: every pair of bytes as a piece, and moves of every side, square and code") {
  // A piece's code alone: each of the 65,536 pairs of bytes, read as the fourteen words read it.
  std::size_t codes = 0;
  for (int a = 0; a < 256; ++a)
    for (int b = 0; b < 256; ++b) {
      const std::string text{char(a), char(b)};
      pegtl::memory_input want_in(text, "piece"), in(text, "piece");
      const bool want = pegtl::parse<reference_csa::piece>(want_in);
      CAPTURE(text);
      REQUIRE(pegtl::parse<kypho::grammar::csa::rules::piece>(in) == want);
      CHECK(in.current() == want_in.current());
      codes += want;
    }
  CHECK(codes == 14u);

  // Whole moves: sides and others, digits and others on each of the four squares' places, codes and others,
  // and what may follow a statement (blanks, a comma, line breaks, a lone \r) or may not.
  std::size_t read = 0;
  for (const std::string side : {"+", "-", "%"})
    for (const auto& squares : kypho::test::strings_of({"0", "9", "a", " "}, 4))
      for (const std::string code : {"FU", "RY", "OU", "NG", "AL", "fu", "F ", "XX"})
        for (const std::string tail : {"", " ", ",", "\n", "\r", "x", " ,", " x", "\t\r\n"}) {
          const std::string text = side + squares + code + tail;
          read += reads_as_reference<reference_csa::move, reference_csa::action>(text, [&](auto& in, GameSyntax& game) {
            const NoGame no_game;
            kypho::grammar::shogi::csa_actions::state state{game, text.data(), no_game};
            return pegtl::parse<kypho::grammar::csa::rules::move, kypho::grammar::shogi::csa_actions::action>(in, state);
          });
        }
  // Two sides, 0 or 9 on each of four places, four codes, and the seven tails that end a statement.
  CHECK(read == 2u * 16u * 4u * 7u);
}
