// The notations xiangqi moves are written in, in one table: which grammar reads a move, which style a writer
// writes it in, what --notation, the format rows and a PGN [Format] tag call each.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace kypho::grammar::xiangqi {

// VIETNAMESE_LONG is the words of web sites and books (`Pháo 2 bình 5`); it reads as Vietnamese notation.
// SAN is Fairy-Stockfish's and pychess's (Che3).
enum class Notation : std::uint8_t { VIETNAMESE, WXF, CHINESE, ICCS, VIETNAMESE_LONG, SAN };

// vn, wxf, chinese, iccs, vn-long, san: as formats and --notation name them.
std::string_view notation_name(Notation n);
std::optional<Notation> notation_named(std::string_view name);
// "Vietnamese", "WXF", "Chinese", "ICCS", "SAN": as messages name them, in English (marked for the catalogues).
std::string_view notation_label(Notation n);
// What a written PGN's [Format] tag says: VN, WXF, Chinese, ICCS, SAN.
std::string_view notation_tag(Notation n);
// The notation a [Format] tag's value names (any case; "Vietnamese" too), or nothing.
std::optional<Notation> notation_of_tag(std::string_view value);
// The notation whose grammar reads a move of `n`: the long Vietnamese words are Vietnamese notation.
constexpr Notation read_as(Notation n) { return n == Notation::VIETNAMESE_LONG ? Notation::VIETNAMESE : n; }
// The notations a move grammar of its own reads (all but VIETNAMESE_LONG), Vietnamese first.
inline constexpr Notation READ_NOTATIONS[] = {Notation::VIETNAMESE, Notation::WXF, Notation::CHINESE, Notation::ICCS, Notation::SAN};

}  // namespace kypho::grammar::xiangqi
