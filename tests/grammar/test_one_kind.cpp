// one_kind: a notation's piece letters and signs looked up by their first byte read every input as the sor
// of the same kinds does, and run the same kind's action.
#include <string>
#include <typeinfo>
#include <vector>

#include "grammar/xiangqi/vn.hpp"
#include "grammar/xiangqi/wxf.hpp"
#include "helpers.hpp"

namespace {

namespace pegtl = tao::pegtl;

// Which kinds matched, in order: the action of every rule that has characters of its own (a wide_one, a
// typographic dash) records its name.
template <typename Rule>
struct record_kind {
  template <typename ActionInput>
  static void apply(const ActionInput&, std::vector<std::string>& seen) {
    if constexpr (requires { Rule::ASCII; }) seen.emplace_back(typeid(Rule).name());
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
void same_reading() {
  for (const std::string& text : inputs()) {
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
