// Actions of the SAN move grammar. The parts are read once the whole move has matched: the grammar tries
// several shapes of origin, and a shape that failed must leave nothing behind.
#pragma once

#include <charconv>
#include <string_view>

#include "grammar/xiangqi/san.hpp"
#include "grammar/xiangqi/record_state.hpp"

namespace kypho::grammar::xiangqi {

// A rank as the grammar reads it (1 to 10): read in place, as every move has one.
inline int rank_number(std::string_view digits) {
  int value = 0;
  std::from_chars(digits.data(), digits.data() + digits.size(), value);
  return value;
}

template <>
struct action<san::rules::body> {
  template <typename ActionInput>
  static void apply(const ActionInput& in, RecordState& s) {
    const std::string_view t = in.string_view();
    SanMove& m = s.san;
    switch (t.front()) {
      case 'K': m.kind = Kind::GENERAL; break;
      case 'A': m.kind = Kind::ADVISOR; break;
      case 'E': case 'B': m.kind = Kind::ELEPHANT; break;
      case 'H': case 'N': m.kind = Kind::HORSE; break;
      case 'R': m.kind = Kind::CHARIOT; break;
      case 'C': m.kind = Kind::CANNON; break;
      default: m.kind = Kind::SOLDIER; break;
    }
    if (t.front() == 'B' || t.front() == 'N') s.vertical.spelling |= LETTER_SYNONYM;
    // The destination is the last file letter and the digits after it; what stands between the piece
    // and it (less an 'x') is the origin.
    const std::size_t to = t.find_last_of("abcdefghi");
    m.to_file = std::uint8_t(t[to] - 'a');
    m.to_rank = std::uint8_t(rank_number(t.substr(to + 1)) - 1);
    std::string_view origin = t.substr(1, to - 1);
    if (!origin.empty() && origin.back() == 'x') {
      m.capture = true;
      origin.remove_suffix(1);
    }
    if (!origin.empty() && origin.front() >= 'a' && origin.front() <= 'i') {
      m.from_file = std::int8_t(origin.front() - 'a');
      origin.remove_prefix(1);
    }
    if (!origin.empty()) m.from_rank = std::int8_t(rank_number(origin) - 1);
  }
};

}  // namespace kypho::grammar::xiangqi
