#include "grammar/xiangqi/vn_words.hpp"

#include <span>

#include "grammar/text/utf8.hpp"
#include "grammar/text/vietnamese_charsets.hpp"

namespace kypho::grammar::xiangqi {
namespace {

template <typename Value>
struct VnWord {
  std::string_view word;  // lower case, every mark written
  Value value;
};

// clang-format off
constexpr VnWord<Kind> PIECE_WORDS[] = {
    {"tướng", Kind::GENERAL}, {"soái", Kind::GENERAL}, {"suý", Kind::GENERAL},
    {"sĩ", Kind::ADVISOR}, {"sỹ", Kind::ADVISOR},
    {"tượng", Kind::ELEPHANT}, {"voi", Kind::ELEPHANT}, {"bồ", Kind::ELEPHANT},
    {"xe", Kind::CHARIOT}, {"xa", Kind::CHARIOT},
    {"pháo", Kind::CANNON},
    {"mã", Kind::HORSE}, {"ngựa", Kind::HORSE},
    {"binh", Kind::SOLDIER}, {"chốt", Kind::SOLDIER}, {"tốt", Kind::SOLDIER},
};
constexpr VnWord<Place> PLACE_WORDS[] = {{"trước", Place::FRONT}, {"giữa", Place::MIDDLE}, {"sau", Place::REAR}};
constexpr VnWord<Direction> DIRECTION_WORDS[] = {
    {"tấn", Direction::ADVANCE}, {"tiến", Direction::ADVANCE},
    {"thoái", Direction::RETREAT}, {"thối", Direction::RETREAT}, {"lui", Direction::RETREAT},
    {"bình", Direction::TRAVERSE},
};
// clang-format on

// word_length turns a letter alone away before trying the words: each has two letters at least.
template <typename Value, std::size_t N>
constexpr bool two_letters_at_least(const VnWord<Value> (&table)[N]) {
  for (const auto& w : table) {
    int letters = 0;
    for (const char c : w.word) letters += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    if (letters < 2) return false;
  }
  return true;
}
static_assert(two_letters_at_least(PIECE_WORDS) && two_letters_at_least(PLACE_WORDS) && two_letters_at_least(DIRECTION_WORDS));

template <typename Value>
VnWordReading<Value> read_word(std::string_view text, std::span<const VnWord<Value>> table) {
  VnWordReading<Value> r;
  bool found = false;
  for (const auto& w : table) {
    const Spelled s = spells_vietnamese(text, w.word);
    if (s == Spelled::NO) continue;
    // A word spelled in full is that word, whatever else its letters could be with marks left out.
    if (s == Spelled::FULLY) return {w.value, Value{}, false, w.word};
    if (!found) r = {w.value, Value{}, true, w.word};
    else if (w.value != r.value) r.also = w.value;
    found = true;
  }
  return r;
}

template <typename Value>
std::size_t word_length(std::string_view text, std::span<const VnWord<Value>> table) {
  const std::size_t n = vietnamese_word_length(text);
  // Every word of the tables has two letters at least: a letter alone (a short-form move's `C2.5`, `X1+1`, which
  // every notation's words are weighed against) is turned away without trying the table's words.
  if (n == 0) return 0;
  std::size_t first = 0;
  next_code_point(text, first);
  if (n <= first) return 0;
  for (const auto& w : table)
    if (spells_vietnamese(text.substr(0, n), w.word) != Spelled::NO) return n;
  return 0;
}

}  // namespace

std::size_t vn_piece_word_length(std::string_view text) { return word_length<Kind>(text, PIECE_WORDS); }
std::size_t vn_place_word_length(std::string_view text) { return word_length<Place>(text, PLACE_WORDS); }
std::size_t vn_direction_word_length(std::string_view text) { return word_length<Direction>(text, DIRECTION_WORDS); }

VnWordReading<Kind> read_vn_piece_word(std::string_view word) { return read_word<Kind>(word, PIECE_WORDS); }
VnWordReading<Place> read_vn_place_word(std::string_view word) { return read_word<Place>(word, PLACE_WORDS); }
VnWordReading<Direction> read_vn_direction_word(std::string_view word) { return read_word<Direction>(word, DIRECTION_WORDS); }

}  // namespace kypho::grammar::xiangqi
