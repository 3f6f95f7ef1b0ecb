// KIF's and KI2's names of the pieces: the grammar's looked-up glyphs and the table the actions read them by.
#include <tao/pegtl.hpp>

#include <string>
#include <string_view>

#include "grammar/shogi/kif.hpp"
#include "grammar/shogi/kif_actions.hpp"
#include "helpers.hpp"

namespace {

namespace pegtl = tao::pegtl;
namespace kif = kypho::grammar::kif::rules;

// How many bytes the piece rule takes at the start of `text`; 0 when it does not match.
std::size_t piece_length(std::string_view text) {
  pegtl::memory_input in(text.data(), text.size(), "");
  return pegtl::parse<kif::piece>(in) ? std::size_t(in.current() - text.data()) : 0;
}

}  // namespace

TEST_CASE("KIF and KI2 name a piece by any of its glyphs, a promoted one in one glyph or in two (杏 and 成香)") {
  using kypho::grammar::shogi::Kind;
  const std::pair<std::string_view, Kind> names[] = {
      {"歩", Kind::PAWN},         {"香", Kind::LANCE},        {"桂", Kind::KNIGHT},       {"銀", Kind::SILVER},     {"金", Kind::GOLD},
      {"角", Kind::BISHOP},       {"飛", Kind::ROOK},         {"玉", Kind::KING},         {"王", Kind::KING},       {"と", Kind::PRO_PAWN},
      {"杏", Kind::PRO_LANCE},    {"成香", Kind::PRO_LANCE},  {"圭", Kind::PRO_KNIGHT},   {"成桂", Kind::PRO_KNIGHT}, {"全", Kind::PRO_SILVER},
      {"成銀", Kind::PRO_SILVER}, {"馬", Kind::HORSE},        {"龍", Kind::DRAGON},       {"竜", Kind::DRAGON}};
  for (const auto& [name, kind] : names) {
    INFO(std::string(name));
    // The whole name and nothing after it: `(77)`, 成 or 打 follow in a move.
    CHECK(piece_length(std::string(name) + "(77)") == name.size());
    CHECK(piece_length(std::string(name) + "成") == name.size());
    CHECK(kypho::grammar::shogi::kif_actions::kind_of_glyph(name) == kind);
  }
  // 成 alone, or before a piece that has no promoted form of two glyphs, is no piece; nor are other glyphs,
  // a glyph cut short, or nothing.
  for (std::string_view text : {"成", "成金", "成歩", "成玉", "同", "一", "7", "\xE6\xAD", ""}) {
    INFO(std::string(text));
    CHECK(piece_length(text) == 0);
  }
}
