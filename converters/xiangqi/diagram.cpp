#include "converters/xiangqi/diagram.hpp"

#include <fmt/format.h>

#include "converters/xiangqi/names.hpp"
#include "rules/xiangqi/movegen.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::xiangqi {
namespace {

// Every cell is three terminal columns wide, whatever the style, so the grid stays straight.
std::string cell(Piece p, PieceStyle style) {
  if (p == NO_PIECE) return style == PieceStyle::CHINESE ? "・ " : ".  ";
  switch (style) {
    case PieceStyle::CHINESE: return std::string(chinese_glyph(p)) + " ";
    case PieceStyle::LETTERS: return fmt::format("{}  ", fen_letter(p));
    case PieceStyle::VIETNAMESE: break;
  }
  // Red (Trắng) in capitals, Black (Đen) in small letters: "Tg" and "tg".
  std::string name(vietnamese_letter(type_of(p)));
  if (color_of(p) == BLACK)
    for (char& c : name) c = char(c | 0x20);
  name.resize(3, ' ');
  return name;
}

// A side as a scoresheet names it, then by its colour where the language names them apart: "Trắng (Red)".
std::string side_label(Color c) {
  const std::string side = side_noun(c), colour = colour_noun(c);
  return side == colour ? side : fmt::format("{} ({})", side, colour);
}

std::string status_line(Position& pos) {
  const Color us = pos.side_to_move();
  const auto who = arg("side", side_label(us));
  const auto winner = arg("winner", colour_noun(~us));
  switch (status(pos)) {
    case Status::CHECKMATE: return msg("{side} to move is checkmated: {winner} wins", who, winner);
    case Status::STALEMATE: return msg("{side} to move has no legal move and loses: {winner} wins", who, winner);
    case Status::ONGOING: break;
  }
  return pos.in_check() ? msg("{side} to move, in check", who) : msg("{side} to move", who);
}

}  // namespace

std::string text_diagram(Position& pos, PieceStyle style, bool color, const std::function<bool(Square)>& face_down) {
  std::string out = fmt::format("    1  2  3  4  5  6  7  8  9     {}\n", side_label(BLACK));
  for (int r = RANK_NB - 1; r >= 0; --r) {
    out += fmt::format(" {}  ", r);
    for (int f = 0; f < FILE_NB; ++f) {
      const Piece p = pos.at(make_square(f, r));
      std::string c = cell(p, style);
      // The mark takes the cell's first blank, so that it stays three columns wide.
      if (face_down && face_down(make_square(f, r))) c[c.find(' ')] = '?';
      if (color && p != NO_PIECE && color_of(p) == RED) c = "\033[1;31m" + c + "\033[0m";
      out += c;
    }
    while (out.back() == ' ') out.pop_back();
    out += '\n';
    if (r == 5) out += "    ~~~~~~~~~~~~~~~~~~~~~~~~~~\n";
  }
  out += fmt::format("    9  8  7  6  5  4  3  2  1     {}\n", side_label(RED));
  out += "    a  b  c  d  e  f  g  h  i\n";
  out += status_line(pos) + '\n';
  return out;
}

}  // namespace kypho::xiangqi
