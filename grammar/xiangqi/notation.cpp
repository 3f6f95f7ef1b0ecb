#include "grammar/xiangqi/notation.hpp"

#include <algorithm>
#include <cctype>

#include "rules/common/marked.hpp"

namespace kypho::grammar::xiangqi {
namespace {

struct NotationRow {
  Notation notation;
  std::string_view name, label, tag;
  std::string_view tag_alias = {};  // another [Format] value read as it
};
// In the order of Notation.
constexpr NotationRow NOTATIONS[] = {
    {Notation::VIETNAMESE, "vn", N_("Vietnamese"), "VN", "vietnamese"},
    {Notation::WXF, "wxf", N_("WXF"), "WXF"},
    {Notation::CHINESE, "chinese", N_("Chinese"), "Chinese"},
    {Notation::ICCS, "iccs", N_("ICCS"), "ICCS"},
    {Notation::VIETNAMESE_LONG, "vn-long", N_("Vietnamese"), "VN"},
    {Notation::SAN, "san", N_("SAN"), "SAN"},
};
static_assert(std::ranges::all_of(NOTATIONS, [](const NotationRow& r) { return &NOTATIONS[std::size_t(r.notation)] == &r; }));

bool same_letters(std::string_view a, std::string_view b) {
  return a.size() == b.size() &&
         std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) { return std::tolower((unsigned char)x) == std::tolower((unsigned char)y); });
}

}  // namespace

std::string_view notation_name(Notation n) { return NOTATIONS[std::size_t(n)].name; }
std::string_view notation_label(Notation n) { return NOTATIONS[std::size_t(n)].label; }
std::string_view notation_tag(Notation n) { return NOTATIONS[std::size_t(n)].tag; }

std::optional<Notation> notation_named(std::string_view name) {
  for (const auto& r : NOTATIONS)
    if (r.name == name) return r.notation;
  return std::nullopt;
}

std::optional<Notation> notation_of_tag(std::string_view value) {
  // The first row with the tag: VN is Vietnamese notation, which the long words are read as too.
  for (const auto& r : NOTATIONS)
    if (same_letters(value, r.tag) || (!r.tag_alias.empty() && same_letters(value, r.tag_alias))) return r.notation;
  return std::nullopt;
}

}  // namespace kypho::grammar::xiangqi
