// one_kind and one_glyph: a notation's piece letters, glyphs and signs looked up by their first byte or their
// character read every input as the sor of the same kinds does, and run the same kind's action; and a
// result's lead is told by its whole glyph.
#include <string>
#include <typeinfo>
#include <vector>

#include "grammar/shogi/ki2.hpp"
#include "grammar/xiangqi/chinese.hpp"
#include "grammar/xiangqi/record_parse.hpp"
#include "grammar/xiangqi/vn.hpp"
#include "grammar/xiangqi/wxf.hpp"
#include "helpers.hpp"

namespace {

namespace pegtl = tao::pegtl;

// A rule that is a utf8::one of its characters, whatever names it: a kind one_glyph chooses among.
template <char32_t... Cs>
constexpr bool is_glyph_kind(const tao::pegtl::utf8::one<Cs...>*) {
  return true;
}
constexpr bool is_glyph_kind(const void*) { return false; }

// Which kinds matched, in order: the action of every rule that has characters of its own (a wide_one, a
// typographic dash, a utf8::one) records its name.
template <typename Rule>
struct record_kind {
  template <typename ActionInput>
  static void apply(const ActionInput&, std::vector<std::string>& seen) {
    if constexpr (requires { Rule::ASCII; } || is_glyph_kind(static_cast<const Rule*>(nullptr))) seen.emplace_back(typeid(Rule).name());
  }
};

struct Read {
  bool matched;
  std::size_t length;
  std::vector<std::string> kinds;
  bool operator==(const Read&) const = default;
};

template <typename Rule>
Read read(const std::string& text) {
  pegtl::memory_input in(text, "");
  std::vector<std::string> seen;
  const bool matched = pegtl::parse<Rule, record_kind>(in, seen);
  return {matched, matched ? std::size_t(in.current() - text.data()) : 0, seen};
}

// Every byte, and every three-byte character from U+4000 to U+9FFF (the CJK glyphs of the notations), each
// before 五.
std::vector<std::string> glyph_inputs() {
  std::vector<std::string> all;
  for (int b = 1; b < 256; ++b) all.push_back(std::string(1, char(b)) + "五");
  for (int lead = 0xE4; lead <= 0xE9; ++lead)
    for (int second = 0x80; second < 0xC0; ++second)
      for (int third = 0x80; third < 0xC0; ++third) all.push_back(std::string{char(lead), char(second), char(third)} + "五");
  return all;
}

// Every byte, every full-width form (EF BC xx and EF BD xx) and the typographic dashes, each before a '5'.
std::vector<std::string> inputs() {
  std::vector<std::string> all;
  for (int b = 1; b < 256; ++b) all.push_back(std::string(1, char(b)) + "5");
  for (int second : {0xBC, 0xBD})
    for (int third = 0x80; third < 0xC0; ++third) all.push_back(std::string{char(0xEF), char(second), char(third), '5'});
  for (const char* dash : {"\u2010", "\u2013", "\u2015", "\u2212"}) all.push_back(std::string(dash) + "5");
  return all;
}

template <typename OneKind, typename Sor>
void same_reading(const std::vector<std::string>& texts = inputs()) {
  for (const std::string& text : texts) {
    INFO(text);
    const Read by_kind = read<OneKind>(text), by_sor = read<Sor>(text);
    CHECK(by_kind.matched == by_sor.matched);
    CHECK(by_kind.length == by_sor.length);
    CHECK(by_kind.kinds == by_sor.kinds);
  }
}

}  // namespace

TEST_CASE("a kind looked up by its first byte is read as the sor of the kinds reads it") {
  namespace vn = kypho::grammar::vn::rules;
  namespace wxf = kypho::grammar::wxf::rules;
  same_reading<wxf::letter, pegtl::sor<wxf::king, wxf::advisor, wxf::elephant, wxf::horse, wxf::rook, wxf::cannon, wxf::pawn>>();
  same_reading<wxf::operation, pegtl::sor<wxf::advance, wxf::retreat, wxf::traverse>>();
  same_reading<wxf::place, pegtl::sor<wxf::front, wxf::rear>>();
  same_reading<vn::piece, pegtl::sor<vn::tuong, vn::si, vn::tuong_voi, vn::voi, vn::xe, vn::phao, vn::ma, vn::binh_chot, vn::chot>>();
  same_reading<vn::direction, pegtl::sor<vn::tan, vn::thoai, vn::binh_en_dash, vn::binh>>();
  same_reading<vn::place, pegtl::sor<vn::truoc_nhat, vn::sau_nhat, vn::truoc, vn::giua, vn::sau>>();
  // And a dash is bình, whichever it is: the typographic one by its own rule, said before it is read.
  CHECK(read<vn::direction>("\u2013" "5").kinds.front() == typeid(vn::binh_en_dash).name());
  CHECK(read<vn::direction>("-5").kinds.front() == typeid(vn::binh).name());
}

TEST_CASE("a glyph kind found by its character is read as the sor of the kinds reads it") {
  namespace zh = kypho::grammar::chinese::rules;
  const auto texts = glyph_inputs();
  same_reading<zh::piece, pegtl::sor<zh::red_general, zh::black_general, zh::red_advisor, zh::black_advisor, zh::red_elephant, zh::black_elephant,
                                     zh::red_horse, zh::horse, zh::red_chariot, zh::chariot, zh::cannon, zh::red_soldier, zh::black_soldier>>(texts);
  same_reading<zh::place, pegtl::sor<zh::front, zh::middle, zh::rear, zh::index>>(texts);
  same_reading<zh::direction, pegtl::sor<zh::advance, zh::retreat, zh::traverse>>(texts);
  namespace ki2 = kypho::grammar::ki2::rules;
  same_reading<ki2::placement, pegtl::sor<ki2::right, ki2::left, ki2::straight>>(texts);
  same_reading<ki2::motion, pegtl::sor<ki2::up, ki2::down, ki2::sideways>>(texts);
}

TEST_CASE("the Chinese results end a game of Chinese moves, whose glyphs share their first bytes") {
  namespace xg = kypho::grammar::xiangqi;
  const std::pair<std::string, std::string> results[] = {{"红胜", "1-0"}, {"紅勝", "1-0"}, {"黑胜", "0-1"},
                                                         {"黑勝", "0-1"}, {"和棋", "1/2-1/2"}, {"和局", "1/2-1/2"}};
  for (const auto& [word, result] : results) {
    INFO(word);
    // 炮 and 兵 begin with the bytes 红 and 和 begin with (E7, E5), 马 with 黑's (E9).
    const std::string text = "1. 炮二平五 马８进７\n2. 兵七进一 " + word + "\n";
    std::vector<std::string> read;
    xg::parse_xiangqi_record(text, xg::Notation::CHINESE, [&](xg::GameSyntax& g) { read.push_back(g.result); });
    REQUIRE(read.size() == 1);
    CHECK(read.front() == result);
  }
}
