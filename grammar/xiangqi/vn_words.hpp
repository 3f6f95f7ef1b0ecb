// The words of the Vietnamese long form (`Pháo 2 bình 5`, `Xe trước thoái 2`), as tables: the rulebook's
// names and those it gives as also said (Soái, Bồ, Xa, Ngựa), Voi, and the verbs (tấn or tiến, thoái, thối
// or lui, bình). A word is matched as people write it: in any case, with its tone on either vowel of a pair
// (thoái, thóai), and with marks left out (`Phao 2 binh 5`, typed without a Vietnamese keyboard) but none
// contradicted, as spells_vietnamese says.
#pragma once

#include <cstddef>
#include <string_view>

#include "grammar/xiangqi/move_syntax.hpp"

namespace kypho::grammar::xiangqi {

// What a word (as the lengths below found it) says. With marks left out, two words of a table may be one
// (Tuong: Tướng, the general, or Tượng, the elephant): `also` is the other's value, and the position tells.
template <typename Value>
struct VnWordReading {
  Value value{}, also{};
  bool marks_left_out = false;
  std::string_view word;  // the table's word it was read as (the first, with two)
};

// The length of the piece word, place word (trước, giữa, sau) or verb `text` starts with; 0 for none.
std::size_t vn_piece_word_length(std::string_view text);
std::size_t vn_place_word_length(std::string_view text);
std::size_t vn_direction_word_length(std::string_view text);

VnWordReading<Kind> read_vn_piece_word(std::string_view word);
VnWordReading<Place> read_vn_place_word(std::string_view word);
VnWordReading<Direction> read_vn_direction_word(std::string_view word);

}  // namespace kypho::grammar::xiangqi
