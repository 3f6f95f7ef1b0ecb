// Cờ tư lệnh positions as @cotulenh/core's FEN, read with a located diagnostic for every way a position can
// be wrong (a stack that may not form, a piece where its terrain forbids, two commanders of a side) and
// written back in that program's own form.
#pragma once

#include <optional>
#include <string>

#include "converters/common/diagnostic.hpp"
#include "grammar/text/source.hpp"
#include "rules/cotulenh/position.hpp"

namespace kypho::cotulenh {

std::optional<Position> read_fen(const grammar::SourceText& src, std::size_t offset, std::size_t length, Diagnostics& out,
                                 const Profile& profile = cotulenh_profile());
std::optional<Position> read_fen(const grammar::SourceText& src, Diagnostics& out, const Profile& profile = cotulenh_profile());

std::string write_fen(const Position& pos);
std::string square_name(Square s);
std::string_view kind_name(Kind k);  // "tank", "air force"
// In messages, in the chosen language: a piece by Luật cờ tư lệnh's name (Xe tăng, Máy bay), with its article
// in English ("a tank"), and a side (Red, Blue; Đỏ, Xanh).
std::string kind_noun(Kind k);
std::string kind_with_article(Kind k);
std::string side_name(Color c);
// A point's stack as FEN writes it: one piece, or the stack in parentheses in its form's order, carrier first.
void append_stack(std::string& fen, const Profile& profile, const Stack& stack);

}  // namespace kypho::cotulenh
