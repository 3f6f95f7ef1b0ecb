#include "converters/xiangqi/spelling.hpp"

#include "grammar/text/messages.hpp"
#include "rules/common/marked.hpp"

namespace kypho::xiangqi {
namespace {

// Beside the parser's spellings: a place written where the position makes it superfluous.
constexpr std::uint16_t PLACE_NOT_NEEDED = 1 << 15;

}  // namespace

std::pair<std::uint16_t, std::string_view> spelling_note(std::uint16_t flags, Notation n) {
  using namespace grammar::xiangqi;
  if (flags & EN_DASH) return {EN_DASH, N_("a typographic dash or minus ('–', '−') is read as bình '-'")};
  if (flags & SPACE_INSIDE) return {SPACE_INSIDE, N_("a space inside the move is ignored")};
  if (flags & LETTER_SYNONYM)
    return {LETTER_SYNONYM, is_vietnamese(n) ? N_("'C' (chốt) is read as the soldier, written 'B'") : N_("a letter synonym is read as the official WXF letter")};
  if (flags & ELEPHANT_V) return {ELEPHANT_V, N_("'V' (voi) is read as the elephant, written 'T'")};
  if (flags & THOI) return {THOI, N_("'thối' is read as thoái")};
  if (flags & MARKS_LEFT_OUT) return {MARKS_LEFT_OUT, N_("words written without some of their diacritics are read as the words they spell")};
  if (flags & LOWER_CASE)
    return {LOWER_CASE, is_vietnamese(n) ? N_("letters in another case than the rulebook's are read as it writes them (P2-5, Tg, Pt)")
                                         : N_("lower-case WXF letters are read as upper case")};
  if (flags & FULL_WIDTH) return {FULL_WIDTH, N_("full-width letters, digits and signs (and typographic dashes) are read as ASCII")};
  if (flags & NO_TRAVERSE_SIGN) return {NO_TRAVERSE_SIGN, N_("a move without a sign is read as sideways")};
  if (flags & TRAVERSE_DOT) return {TRAVERSE_DOT, N_("'=' is read as sideways, written '.'")};
  if (flags & SIGN_FIRST) return {SIGN_FIRST, N_("the place sign before the letter is read as after it")};
  if (flags & ASCII_DIGITS) return {ASCII_DIGITS, N_("ASCII digits are read as Chinese numbers; Red is written 一…九, Black １…９")};
  if (flags & TRADITIONAL) return {TRADITIONAL, N_("traditional glyphs are read; kypho writes simplified ones")};
  if (flags & FILE_AND_PLACE) return {FILE_AND_PLACE, N_("the piece is named by its place on the file and by the file: its place alone tells")};
  if (flags & ENGINE_CASE) return {ENGINE_CASE, N_("an engine reads a UCCI move in lower case without a dash (h2e2)")};
  return {0, {}};
}

std::optional<SpellingNotes::Note> SpellingNotes::note_for(std::uint16_t flags, const Position& before, Move m, Notation notation) {
  const auto [spelling, message] = spelling_note(flags, notation);
  if (spelling != 0)
    return Note{spelling, spelling == grammar::xiangqi::FILE_AND_PLACE ? "superfluous-disambiguation" : "non-canonical", message};
  // A place (t/s, +/-, 前/后) where the file alone tells which piece moves.
  if (describe(before, m).place != grammar::xiangqi::Place::NONE) return std::nullopt;
  return Note{PLACE_NOT_NEEDED, "superfluous-disambiguation", N_("the piece is named by its place on the file where the file alone tells")};
}

void SpellingNotes::report(std::size_t offset, std::string_view written, const Note& n, std::string canonical) {
  auto [note, first] = notes_.try_emplace(n.spelling, log_.list.size());
  if (first) log_.report(log_.at(offset, Severity::NOTE, std::string(n.code), tr(n.message)));
  if (canonical != written) add_fix(log_.list[note->second], src_, offset, written.size(), std::move(canonical));
}

}  // namespace kypho::xiangqi
