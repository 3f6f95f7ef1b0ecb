// Vietnamese words as people type them: any case, the tone on either vowel of a pair, marks left out but
// never contradicted; and the long form's words read through them.
#include <string>

#include "grammar/text/utf8.hpp"
#include "grammar/text/vietnamese_charsets.hpp"
#include "grammar/xiangqi/vn_words.hpp"
#include "helpers.hpp"

using namespace kypho::grammar;
using kypho::grammar::xiangqi::Direction;
using kypho::grammar::xiangqi::Kind;
using kypho::grammar::xiangqi::Place;

namespace {

constexpr const char* SHAPES[] = {"", "\u0302", "\u0306", "\u031B"};  // none, circumflex, breve, horn
constexpr const char* TONES[] = {"", "\u0300", "\u0301", "\u0309", "\u0303", "\u0323"};  // level, huyền, sắc, hỏi, ngã, nặng

std::size_t code_points(const std::string& s) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < s.size(); ++n) next_code_point(s, i);
  return n;
}

// The letter `base` with a shape and a tone, precomposed as text is read (NFC); empty where Vietnamese has no
// such letter (compose_vietnamese leaves it decomposed).
std::string letter(char base, int shape, int tone) {
  const std::string composed = compose_vietnamese(std::string(1, base) + SHAPES[shape] + TONES[tone]);
  return code_points(composed) == 1 ? composed : "";
}

}  // namespace

TEST_CASE("every Vietnamese vowel spells itself in either case, its bare letter leaves its marks out, another mark contradicts it") {
  int letters = 0;
  for (const char base : {'a', 'e', 'i', 'o', 'u', 'y'})
    for (int shape = 0; shape < 4; ++shape)
      for (int tone = 0; tone < 6; ++tone) {
        const std::string word = letter(base, shape, tone);
        if (word.empty()) continue;
        ++letters;
        INFO(word);
        const std::string capital = letter(char(base - 0x20), shape, tone);
        CHECK(spells_vietnamese(word, word) == Spelled::FULLY);
        CHECK(spells_vietnamese(capital, word) == Spelled::FULLY);
        CHECK(spells_vietnamese(std::string(1, base), word) == (shape == 0 && tone == 0 ? Spelled::FULLY : Spelled::MARKS_LEFT_OUT));
        CHECK(spells_vietnamese(std::string(1, char(base - 0x20)), word) == (shape == 0 && tone == 0 ? Spelled::FULLY : Spelled::MARKS_LEFT_OUT));
        for (int other = 1; other < 6; ++other)
          if (other != tone && !letter(base, shape, other).empty()) CHECK(spells_vietnamese(letter(base, shape, other), word) == Spelled::NO);
        for (int other = 1; other < 4; ++other)
          if (other != shape && !letter(base, other, tone).empty()) CHECK(spells_vietnamese(letter(base, other, tone), word) == Spelled::NO);
      }
  CHECK(letters == 12 * 6);  // a ă â e ê i o ô ơ u ư y, each with its five tones and none
}

TEST_CASE("words: the tone on either vowel of a pair, đ, and nothing but the whole word") {
  CHECK(spells_vietnamese("thóai", "thoái") == Spelled::FULLY);
  CHECK(spells_vietnamese("THOÁI", "thoái") == Spelled::FULLY);
  CHECK(spells_vietnamese("Súy", "suý") == Spelled::FULLY);
  CHECK(spells_vietnamese("hòa", "hoà") == Spelled::FULLY);
  CHECK(spells_vietnamese("Tướng", "tượng") == Spelled::NO);
  CHECK(spells_vietnamese("Tượng", "tướng") == Spelled::NO);
  CHECK(spells_vietnamese("Tuong", "tướng") == Spelled::MARKS_LEFT_OUT);
  CHECK(spells_vietnamese("Tương", "tượng") == Spelled::MARKS_LEFT_OUT);  // the shapes written, the tone not
  CHECK(spells_vietnamese("Đen", "đen") == Spelled::FULLY);
  CHECK(spells_vietnamese("Den", "đen") == Spelled::MARKS_LEFT_OUT);
  CHECK(spells_vietnamese("đen", "den") == Spelled::NO);
  CHECK(spells_vietnamese("xem", "xe") == Spelled::NO);
  CHECK(spells_vietnamese("x", "xe") == Spelled::NO);
  CHECK(spells_vietnamese("thoáí", "thoái") == Spelled::FULLY);  // one tone, written twice
  CHECK(spells_vietnamese("thoàí", "thoái") == Spelled::NO);
  CHECK(vietnamese_word_length("Pháo2") == std::string_view("Pháo").size());
  CHECK(vietnamese_word_length("2") == 0);
}

TEST_CASE("the long form's words: a mark written decides, a word without its marks may be two") {
  auto piece = xiangqi::read_vn_piece_word("Tuong");
  CHECK(piece.value == Kind::GENERAL);
  CHECK(piece.also == Kind::ELEPHANT);
  CHECK(piece.marks_left_out);
  piece = xiangqi::read_vn_piece_word("TƯỢNG");
  CHECK(piece.value == Kind::ELEPHANT);
  CHECK(piece.also == Kind::NONE);
  CHECK_FALSE(piece.marks_left_out);
  piece = xiangqi::read_vn_piece_word("Tướng");
  CHECK(piece.value == Kind::GENERAL);
  CHECK(piece.also == Kind::NONE);
  piece = xiangqi::read_vn_piece_word("Binh");  // the soldier's name has no marks
  CHECK(piece.value == Kind::SOLDIER);
  CHECK_FALSE(piece.marks_left_out);
  CHECK(xiangqi::read_vn_piece_word("ngua").value == Kind::HORSE);
  const auto verb = xiangqi::read_vn_direction_word("binh");
  CHECK(verb.value == Direction::TRAVERSE);
  CHECK(verb.marks_left_out);
  CHECK(xiangqi::read_vn_direction_word("thoi").word == "thối");
  CHECK(xiangqi::read_vn_direction_word("Tien").value == Direction::ADVANCE);
  CHECK(xiangqi::read_vn_place_word("truoc").value == Place::FRONT);
  CHECK(xiangqi::vn_piece_word_length("Phaos 2") == 0);
  CHECK(xiangqi::vn_direction_word_length("bình 5") == std::string_view("bình").size());
}
