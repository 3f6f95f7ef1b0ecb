#include "grammar/sniff/format_evidence.hpp"
#include "grammar/sniff/reads_whole.hpp"

#include <tao/pegtl.hpp>

#include <algorithm>

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

std::size_t first_result_mark(std::string_view movetext, std::size_t from, std::size_t to) {
  // A mark is a blank or a line break (\n, \r: a lone \r ends a line too) and a result after it, or a line
  // break and a '[' (the next game's tags). It holds no blank after its first byte, so none can begin inside
  // another, and only the blanks and breaks are asked. The movetext's start counts as a line's: a result
  // there has nothing before it (a game of no moves).
  static constexpr std::string_view RESULTS[] = {"1-0", "0-1", "1/2-1/2", "*"};
  const auto begins_mark = [&](std::string_view rest, bool line_start) {
    if (rest.empty()) return false;
    if (rest[0] == '[') return line_start;
    if (rest[0] != '1' && rest[0] != '0' && rest[0] != '*') return false;  // most blanks: a move or its number follows
    return std::any_of(std::begin(RESULTS), std::end(RESULTS), [&](std::string_view r) { return rest.starts_with(r); });
  };
  if (from == 0 && to > 0 && begins_mark(movetext, true)) return 0;
  for (std::size_t at = movetext.find_first_of(" \t\n\r", from); at < to; at = movetext.find_first_of(" \t\n\r", at + 1))
    if (begins_mark(movetext.substr(at + 1), movetext[at] == '\n' || movetext[at] == '\r')) return at;
  return to;
}

}  // namespace kypho::grammar
