#include "grammar/xiangqi/vn_words.hpp"

#include <span>

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
  if (n == 0) return 0;
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
