// What tells a game's move notation: its first move words, up to its result or the next game's tags.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <tao/pegtl.hpp>

#include "grammar/common/record_layout.hpp"
#include "grammar/sniff/format_evidence.hpp"
#include "grammar/xiangqi/record_parse.hpp"
#include "helpers.hpp"

namespace {

using kypho::grammar::for_each_move_word;
using kypho::grammar::for_each_move_word_before_result;
using kypho::grammar::moves_before_result;

std::vector<std::string> words_of(std::string_view text, int limit) {
  std::vector<std::string> words;
  for_each_move_word(text, limit, [&](std::string_view w) { words.emplace_back(w); });
  return words;
}

// The words for_each_move_word_before_result reads, each told how many may follow; `stop_after`: the
// word after which its `take` says stop.
std::vector<std::string> words_before_result(std::string_view text, int limit, std::size_t stop_after = 1000) {
  std::vector<std::string> words;
  for_each_move_word_before_result(text, limit, [&](std::string_view w, int) {
    words.emplace_back(w);
    return words.size() < stop_after;
  });
  return words;
}

}  // namespace

TEST_CASE("the words before a result, read as they come, are the words of the movetext cut first, on every string of five pieces") {
  // Moves, blanks, every mark and pieces of marks, comments of both kinds, a move number.
  const std::vector<std::string> pieces{"P2-5", " ", "\n", "1-0", "1/2-1/2", "*", "[", "0", "{", "}", ";", "1."};
  std::size_t cut = 0;
  for (const auto& text : kypho::test::strings_of(pieces, 5))
    for (const int limit : {1, 2, 40}) {
      CAPTURE(text);
      CAPTURE(limit);
      const auto want = words_of(moves_before_result(text, limit), limit);
      CHECK(words_before_result(text, limit) == want);
      cut += want.size() < words_of(text, limit).size();
      // Stopped by its reader, it has read the words it would have read, up to there.
      const auto stopped = words_before_result(text, limit, 1);
      CHECK(stopped == std::vector<std::string>(want.begin(), want.begin() + std::min<std::size_t>(want.size(), 1)));
    }
  CHECK(cut > 10000);  // the marks cut many of them
}

TEST_CASE("move words: move numbers, marks and comments taken off, at most the limit") {
  CHECK(words_of("1.P2-5 {a note 9.X} X8.5?! 2) M2/3 ; rest\n  3. T3.5", 10) == std::vector<std::string>{"P2-5", "X8.5", "M2/3", "T3.5"});
  CHECK(words_of("1. a b c d", 2) == std::vector<std::string>{"a", "b"});
  // Every blank the C library calls a space parts words, and only those: a byte outside ASCII is a word's.
  CHECK(words_of("1.\tP2-5\vX8.5\fM2/3\r\n2)\xC2\xA0T3.5", 10) == std::vector<std::string>{"P2-5", "X8.5", "M2/3", "\xC2\xA0T3.5"});
}

TEST_CASE("a movetext's notation words stop at the result, the next game's tags or the last word weighed") {
  CHECK(moves_before_result("1. h2e2 h9g7 1-0 {won} 2. b0c2", 40) == "1. h2e2 h9g7");
  CHECK(moves_before_result("1. h2e2 h9g7\n*\n", 40) == "1. h2e2 h9g7");
  CHECK(moves_before_result("1. h2e2\n[Event \"next\"]\n1. b0c2", 40) == "1. h2e2");
  // Past the words weighed, nothing more is searched: not the result, not the next game.
  CHECK(moves_before_result("1. h2e2 h9g7 2. b0c2 b9c7 1/2-1/2", 3) == "1. h2e2 h9g7 2. b0c2");
  // The first result ends it, whichever it is, and a result is a whole mark (`1-0` and no `1-` alone).
  CHECK(moves_before_result("1. h2e2 h9g7 * 2. b0c2 1-0", 40) == "1. h2e2 h9g7");
  CHECK(moves_before_result("1. h2e2 1- h9g7\n[Event \"b\"] 1-0", 40) == "1. h2e2 1- h9g7");
  CHECK(moves_before_result("1. h2e2 h9g7 1/2-1/", 40) == "1. h2e2 h9g7 1/2-1/");
  // A result inside a comment still ends the text there, as it did when the whole rest was searched.
  CHECK(moves_before_result("1. h2e2 {then 1-0 was agreed} h9g7", 40) == "1. h2e2 {then");
  // Each way the record grammar ends a game's moves ends its words, or the next game's were counted for its
  // notation (fuzz_units found each): a result at a line's start, after a lone CR or as the movetext's start,
  // an indented tag line, a line that opens another scoresheet.
  const auto words = [](std::string_view text) { return words_of(moves_before_result(text, 40), 40); };
  using Words = std::vector<std::string>;
  CHECK(words("1. h2e2\n1-0\n1. b0c2") == Words{"h2e2"});
  CHECK(words("1. h2e2 h9g7\r1-0\r1. b0c2") == Words{"h2e2", "h9g7"});
  CHECK(words("0-1\n\n1. C8.5") == Words{});
  CHECK(words("1. h2e2 h9g7\n  [Event \"b\"]\n1. b0c2") == Words{"h2e2", "h9g7"});
  CHECK(words("1. X2.1 M8.7\nVán 2\n1. P2.5 P8.5") == Words{"X2.1", "M8.7"});
  CHECK(words("1. X2.1 [b]M8.7[/b] 2. P2.5") == Words{"X2.1", "[b]M8.7[/b]", "P2.5"});
  // A game of fewer words than weighed: the next game's tags end it.
  const std::string two_games = "1. h2e2 h9g7\n[Event \"b\"]\n" + std::string(2000, ' ') + "1. b0c2";
  CHECK(moves_before_result(two_games, kypho::grammar::NOTATION_WORDS) == "1. h2e2 h9g7");
}

TEST_CASE("a game tagged WXF is read as Vietnamese only where most of its first words are Vietnamese moves") {
  namespace xg = kypho::grammar::xiangqi;
  std::vector<xg::Notation> read;
  const auto notation_of = [&](const std::string& text) {
    read.clear();
    xg::parse_xiangqi_record(text, std::nullopt, [&](xg::GameSyntax& g) { read.push_back(g.moves_notation()); });
    REQUIRE(read.size() == 1);
    return read.front();
  };
  CHECK(notation_of("[Format \"WXF\"]\n1. C2.5 H8+7 2. H2+3 R9.8\n") == xg::Notation::WXF);
  CHECK(notation_of("[Format \"WXF\"]\n1. P2-5 M8.7 2. M2.3 X9-8\n") == xg::Notation::VIETNAMESE);
}

TEST_CASE("where a tag's value closes on its line is where the record grammar closes it, for every short text of its marks") {
  // tag_value_close looks only at quotes and escapes; the grammar asks tag_value_char at every character.
  // Every text of up to seven of the marks that matter is read both ways.
  namespace rr = kypho::grammar::record_layout::rules;
  constexpr std::string_view MARKS = "\"]\\[ a";
  std::vector<std::string> texts{""};
  int compared = 0;
  for (std::size_t length = 0; length < 7; ++length) {
    std::vector<std::string> longer;
    for (const std::string& t : texts) {
      std::optional<std::size_t> expected;
      tao::pegtl::memory_input in(t.data(), t.size(), "");
      if (tao::pegtl::parse<tao::pegtl::seq<tao::pegtl::star<rr::tag_value_char>, rr::tag_close, tao::pegtl::star<tao::pegtl::blank>>>(in))
        expected = std::size_t(in.current() - t.data());
      CAPTURE(t);
      CHECK(kypho::grammar::tag_value_close(t) == expected);
      ++compared;
      for (const char c : MARKS) longer.push_back(t + c);
    }
    texts = std::move(longer);
  }
  CHECK(compared == 1 + 6 + 36 + 216 + 1296 + 7776 + 46656);
}
