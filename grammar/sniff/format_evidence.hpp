// What each game's move notations read of a text: the evidence for telling the format of a file whose name
// does not say and that carries no mark only one format writes. A word (a line, for the formats written a
// move per line) counts for every notation whose own grammar reads it whole, so the candidates are scored
// by the grammars that will read the file, not by a list of spellings.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <type_traits>

namespace kypho::grammar {

struct MoveEvidence {
  int words = 0;     // words looked at, move numbers and annotation marks taken off
  int xiangqi = 0;   // read by the xiangqi notation that reads most of them (vn, wxf, iccs, chinese, san)
  int cotulenh = 0;  // read as @cotulenh/core SAN turns (`Ch12`, `G>d5,E>e4`)
  int kif = 0;       // KIF move lines (`1 ７六歩(77)`)
  int ki2 = 0;       // KI2 lines of moves (`▲７六歩 △３四歩`)
  int csa = 0;       // CSA move statements (`+7776FU`)
  int usi = 0;       // USI moves (`7g7f`, `P*5e`)
};

// Looks at the first `limit` words of `text` (and its lines up to them).
MoveEvidence weigh_moves(std::string_view text, int limit = 200);

// The next word of a move text from `at` on, as a notation reads it (`at` moves past it; empty at the end): a
// move number glued to it (`1.P2-5`, `3)X1-2`) and the annotation marks after it taken off; empty words and
// comments (`{…}`, `;…`, `%…`) are skipped.
std::string_view next_move_word(std::string_view text, std::size_t& at);

// Each of the first `limit` words of a move text (next_move_word). `take(word)` returns nothing; or
// `take(word, left)`, told how many words may still follow it (at most), returns false once the words left
// could not change what it decides: they are not looked for.
template <typename Take>
void for_each_move_word(std::string_view text, int limit, Take&& take) {
  std::size_t at = 0;
  for (int words = 0; words < limit; ++words) {
    const std::string_view word = next_move_word(text, at);
    if (word.empty()) return;
    if constexpr (std::is_invocable_v<Take&, std::string_view, int>) {
      if (!take(word, limit - words - 1)) return;
    } else {
      take(word);
    }
  }
}

// How many of a game's first move words are weighed to tell which notation it is written in.
constexpr int NOTATION_WORDS = 40;

// A game's movetext up to its result, at the next game's tags at the latest, and at its `words`th move word
// (as for_each_move_word counts them): what tells the moves' notation, not the footnotes and adverts after
// the result.
std::string_view moves_before_result(std::string_view movetext, int words);

// Where `text` (blanks aside) begins a well-formed tag up to its value's opening quote (`[Event "`): the
// offset past that quote. Only such a tag's value may go on to the next line (record_layout's tag_line_break);
// a malformed one ends with its line.
std::optional<std::size_t> opens_tag_value(std::string_view text);

// Where a tag's value, read from the start of `line` (one line, without its break), closes on it (`"]`,
// record_layout's tag_close_here): the offset past the close and the blanks after it, which is the line's
// end or a next tag's `[`. Nothing where the value goes on past the line.
std::optional<std::size_t> tag_value_close(std::string_view line);

// Whether a value left open by the line before cannot go on into `line`: a blank line, or one that starts
// with `[` (record_layout's tag_value_stop). The value is then no value: its tag line was a malformed tag.
bool stops_tag_value(std::string_view line);

// Whether a line that starts `text` opens another scoresheet (`Ván 2`, `Bên trắng: …`): record_layout's
// next_sheet, which ends a game's moves where no result did, and begins the next game's headers.
bool opens_sheet(std::string_view text);

// Where the first mark that ends a game's moves (its result, the next game's tags, another sheet) begins in
// movetext[from, to), or `to` when none does.
std::size_t first_result_mark(std::string_view movetext, std::size_t from, std::size_t to);

// Reads as for_each_move_word(moves_before_result(movetext, limit), limit, take), without finding where the
// moves end first: the marks are looked for only as far as the words are read, which `take` may stop early
// (a WXF game's check for Vietnamese moves stops within its first words, where the cut looked at 40).
template <typename Take>
void for_each_move_word_before_result(std::string_view movetext, int limit, Take&& take) {
  std::size_t at = 0, checked = 0;
  for (int words = 0; words < limit; ++words) {
    const std::string_view word = next_move_word(movetext, at);
    // A mark among what the word took (blanks, comments, the word) ends the moves before the word: it is
    // a blank, which no word holds.
    if (word.empty() || first_result_mark(movetext, checked, at) != at) return;
    checked = at;
    if (!take(word, limit - words - 1)) return;
  }
}

}  // namespace kypho::grammar
