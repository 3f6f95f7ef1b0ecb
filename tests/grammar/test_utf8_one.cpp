// utf8_one, which compares a character's bytes, reads exactly what pegtl::utf8::one, which decodes, reads.
#include <tao/pegtl.hpp>

#include <optional>
#include <string>
#include <vector>

#include "grammar/common/utf8_one.hpp"
#include "grammar/text/utf8.hpp"
#include "helpers.hpp"

namespace {

namespace pegtl = tao::pegtl;

template <typename Rule>
std::optional<std::size_t> reads(const std::string& text) {
  pegtl::memory_input in(text, "glyphs");
  if (!pegtl::parse<Rule>(in)) return std::nullopt;
  return std::size_t(in.current() - text.data());
}

// The texts to read: each character's encoding; each of its bytes replaced by every byte; each cut short;
// each followed by text; and the overlong and surrogate spellings no decoder takes.
std::vector<std::string> texts_around(const std::vector<char32_t>& characters) {
  std::vector<std::string> texts{"", "\xC0\x80", "\xE0\x80\x80", "\xED\xA0\x80", "\xF0\x80\x80\x80", "\xF4\x90\x80\x80"};
  for (char32_t c : characters) {
    std::string bytes;
    kypho::grammar::append_utf8(bytes, c);
    for (const std::string& tail : {std::string(), std::string("x"), std::string("\xE4\xB8\x80"), bytes}) texts.push_back(bytes + tail);
    for (std::size_t cut = 1; cut < bytes.size(); ++cut) texts.push_back(bytes.substr(0, cut));
    for (std::size_t at = 0; at < bytes.size(); ++at)
      for (int b = 0; b < 256; ++b) {
        std::string changed = bytes + "x";
        changed[at] = char(b);
        texts.push_back(changed);
      }
  }
  return texts;
}

template <char32_t... Cs>
void reads_as_pegtl() {
  std::size_t matched = 0;
  for (const auto& text : texts_around({Cs..., U'a', U'\u00E9', U'\u0800', U'\uFFFF', U'\U00010000', U'\U0010FFFF'})) {
    CAPTURE(text);
    const auto want = reads<pegtl::utf8::one<Cs...>>(text);
    CHECK(reads<kypho::grammar::utf8_one<Cs...>>(text) == want);
    matched += want.has_value();
  }
  CHECK(matched >= sizeof...(Cs));
}

}  // namespace

TEST_CASE("utf8_one reads what pegtl::utf8::one reads, byte for byte, around characters of every length") {
  reads_as_pegtl<U'炮'>();
  reads_as_pegtl<U'一', U'二', U'三', U'四', U'五', U'六', U'七', U'八', U'九'>();
  reads_as_pegtl<U'a', U'\u00E9', U'\u2026', U'\U0001F600'>();
  reads_as_pegtl<U'\u0080', U'\u07FF', U'\u0800', U'\uFFFF', U'\U00010000', U'\U0010FFFF'>();
}
