#include "grammar/sniff/format_evidence.hpp"
#include "grammar/sniff/reads_whole.hpp"

#include <tao/pegtl.hpp>

#include <algorithm>

#include "grammar/common/any_eol.hpp"
#include "grammar/common/markup.hpp"
#include "grammar/common/record_layout.hpp"
#include "grammar/common/vn_headers.hpp"
#include "grammar/xiangqi/chinese.hpp"
#include "grammar/cotulenh/san.hpp"
#include "grammar/shogi/csa.hpp"
#include "grammar/xiangqi/iccs.hpp"
#include "grammar/shogi/ki2.hpp"
#include "grammar/shogi/kif.hpp"
#include "grammar/xiangqi/san.hpp"
#include "grammar/shogi/usi.hpp"
#include "grammar/xiangqi/vn.hpp"
#include "grammar/xiangqi/wxf.hpp"
#include "grammar/text/byte_scan.hpp"
#include "grammar/text/source.hpp"

namespace kypho::grammar {

std::string_view next_move_word(std::string_view text, std::size_t& at) {
  while (at < text.size()) {
    while (at < text.size() && is_space(text[at])) ++at;
    // A comment's words are not moves: `{…}`, and `;` or `%` to the end of the line.
    if (at < text.size() && (text[at] == '{' || text[at] == ';' || text[at] == '%')) {
      const std::size_t end = text.find(text[at] == '{' ? '}' : '\n', at);
      at = end == std::string_view::npos ? text.size() : end + 1;
      continue;
    }
    std::size_t end = at;
    while (end < text.size() && !is_space(text[end])) ++end;
    std::string_view word = text.substr(at, end - at);
    at = end;
    if (!word.empty() && is_digit(word[0])) {
      const auto glued = std::find_if(word.begin(), word.end(), [](char c) { return c == '.' || c == ')'; });
      if (glued != word.end()) word.remove_prefix(std::size_t(glued - word.begin()) + 1);
    }
    while (!word.empty() && (word.front() == '.' || word.front() == ')')) word.remove_prefix(1);
    while (!word.empty() && (word.back() == '!' || word.back() == '?')) word.remove_suffix(1);
    if (!word.empty()) return word;
  }
  return {};
}

MoveEvidence weigh_moves(std::string_view text, int limit) {
  MoveEvidence e;
  int vn = 0, wxf = 0, iccs = 0, chinese = 0, san = 0;
  std::size_t end = 0;
  for_each_move_word(text, limit, [&](std::string_view word) {
    ++e.words;
    end = std::size_t(word.data() + word.size() - text.data());
    vn += reads_whole<vn::rules::move>(word);
    wxf += reads_whole<wxf::rules::move>(word);
    iccs += reads_whole<iccs::rules::move>(word);
    chinese += reads_whole<chinese::rules::move>(word);
    san += reads_whole<san::rules::move>(word);
    e.cotulenh += reads_whole<cotulenh_san::rules::turn>(word);
    e.usi += reads_whole<usi::rules::move>(word);
  });
  e.xiangqi = std::max({vn, wxf, iccs, chinese, san});
  // The formats of a move a line, over the lines those words stand on.
  for (std::size_t at = 0; at < end;) {
    const std::size_t eol = std::min(text.find('\n', at), text.size());
    std::string_view line = text.substr(at, eol - at);
    at = eol + 1;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    e.kif += reads_whole<kif::rules::move_line>(line);
    e.ki2 += reads_whole<ki2::rules::moves_line>(line);
    const std::string_view first = line.substr(0, line.find(','));
    e.csa += reads_whole<csa::rules::move>(first);
  }
  return e;
}

std::string_view moves_before_result(std::string_view movetext, int words) {
  // Only the first words are read: the text after them is not searched (it runs to the end of the file). A
  // cut below always falls before a space, so the words before it are the same words either way.
  std::size_t end = 0;
  for_each_move_word(movetext, words, [&](std::string_view word) { end = std::size_t(word.data() + word.size() - movetext.data()); });
  movetext = movetext.substr(0, end);
  return movetext.substr(0, first_result_mark(movetext, 0, movetext.size()));
}

std::optional<std::size_t> opens_tag_value(std::string_view text) {
  namespace rr = record_layout::rules;
  tao::pegtl::memory_input in(text.data(), text.size(), "");
  if (!tao::pegtl::parse<tao::pegtl::seq<tao::pegtl::star<tao::pegtl::blank>, rr::tag_opening>>(in))
    return std::nullopt;
  return std::size_t(in.current() - text.data());
}

std::optional<std::size_t> tag_value_close(std::string_view line) {
  namespace rr = record_layout::rules;
  // As star<tag_value_char> then tag_close reads it, but asked only at a quote: no other character starts
  // tag_close_here, and an escape takes the character after it (asking at every character was 2.5 % of
  // linting an archive of real games' tags).
  for (std::size_t at = 0; (at = find_either(line, at, '\\', '"')) < line.size();) {
    if (line[at] == '\\') {
      at += 2;
      continue;
    }
    tao::pegtl::memory_input in(line.data() + at, line.size() - at, "");
    if (tao::pegtl::parse<rr::tag_close_here>(in))
      return std::size_t(in.current() - line.data());
    ++at;
  }
  return std::nullopt;
}

bool stops_tag_value(std::string_view line) {
  tao::pegtl::memory_input in(line.data(), line.size(), "");
  return tao::pegtl::parse<record_layout::rules::tag_value_stop>(in);
}

bool opens_sheet(std::string_view text) {
  if (!vn_sheet_opening_may_start(text.substr(0, 2))) return false;
  // Its lines end as the record grammar's do (a lone CR too).
  tao::pegtl::memory_input<tao::pegtl::tracking_mode::eager, any_eol> in(text.data(), text.size(), "");
  return tao::pegtl::parse<record_layout::rules::sheet_opening>(in);
}

std::size_t first_result_mark(std::string_view movetext, std::size_t from, std::size_t to) {
  // What ends a game's moves as record_layout reads them, after a blank or a line break (a lone \r too; the
  // movetext's start is a line's): a result, a '[' that is no forum markup (the next game's tags, on its line
  // or not), a line that opens another sheet. Missing one counted the next game's words for this one's
  // notation.
  static constexpr std::string_view RESULTS[] = {"1-0", "0-1", "1/2-1/2", "*"};
  const auto is_break = [](char c) { return c == '\n' || c == '\r'; };
  const auto is_blank = [](char c) { return c == ' ' || c == '\t'; };
  bool line_start = from == 0 || is_break(movetext[from - 1]);
  bool after_blank = line_start || is_blank(movetext[from - 1]);
  for (std::size_t at = from; at < to; ++at) {
    const char c = movetext[at];
    const std::string_view rest = movetext.substr(at);
    const bool mark = after_blank && (((c == '1' || c == '0' || c == '*') &&
                                       std::any_of(std::begin(RESULTS), std::end(RESULTS), [&](std::string_view r) { return rest.starts_with(r); })) ||
                                      (c == '[' && !starts_with_markup(rest)) || (line_start && !is_blank(c) && !is_break(c) && opens_sheet(rest)));
    // From the blank before it, which no word holds (a '[' inside a word is not looked for: words are parted
    // at blanks alone).
    if (mark) return at > from ? at - 1 : at;
    line_start = is_break(c) || (line_start && is_blank(c));
    after_blank = line_start || is_blank(c);
  }
  return to;
}

}  // namespace kypho::grammar
