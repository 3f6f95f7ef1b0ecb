#include "converters/xiangqi/svg.hpp"

#include <fmt/format.h>

#include "converters/xiangqi/names.hpp"

namespace kypho::xiangqi {
namespace {

constexpr int CELL = 50, MARGIN = 45;
int x_of(int column) { return MARGIN + column * CELL; }
int y_of(int rank) { return MARGIN + (RANK_NB - 1 - rank) * CELL; }

void line(std::string& out, int x1, int y1, int x2, int y2) {
  fmt::format_to(std::back_inserter(out), R"(<line x1="{}" y1="{}" x2="{}" y2="{}"/>)" "\n", x1, y1, x2, y2);
}

}  // namespace

std::string svg_diagram(const Position& pos, PieceStyle style) {
  const int width = 2 * MARGIN + 8 * CELL, height = 2 * MARGIN + 9 * CELL;
  std::string out = fmt::format(
      R"(<svg xmlns="http://www.w3.org/2000/svg" width="{0}" height="{1}" viewBox="0 0 {0} {1}" font-family="sans-serif">)"
      "\n<rect width=\"{0}\" height=\"{1}\" fill=\"#f2d9a6\"/>\n<g stroke=\"#5a3a1a\" stroke-width=\"1.5\">\n",
      width, height);
  for (int r = 0; r < RANK_NB; ++r) line(out, x_of(0), y_of(r), x_of(8), y_of(r));
  for (int f = 0; f < FILE_NB; ++f) {
    // Inner files stop at the river; the two edge files cross it.
    if (f == 0 || f == 8) {
      line(out, x_of(f), y_of(0), x_of(f), y_of(9));
    } else {
      line(out, x_of(f), y_of(0), x_of(f), y_of(4));
      line(out, x_of(f), y_of(5), x_of(f), y_of(9));
    }
  }
  for (int base : {0, 7}) {  // the two palaces' diagonals
    line(out, x_of(3), y_of(base), x_of(5), y_of(base + 2));
    line(out, x_of(5), y_of(base), x_of(3), y_of(base + 2));
  }
  out += "</g>\n";
  fmt::format_to(std::back_inserter(out),
                 R"(<text x="{}" y="{}" font-size="22" text-anchor="middle" fill="#5a3a1a">楚 河          漢 界</text>)" "\n",
                 width / 2, (y_of(4) + y_of(5)) / 2 + 8);
  for (int f = 0; f < FILE_NB; ++f) {
    fmt::format_to(std::back_inserter(out), R"(<text x="{}" y="{}" font-size="14" text-anchor="middle">{}</text>)" "\n",
                   x_of(f), MARGIN - 25, f + 1);
    fmt::format_to(std::back_inserter(out), R"(<text x="{}" y="{}" font-size="14" text-anchor="middle">{}</text>)" "\n",
                   x_of(f), height - MARGIN + 35, FILE_NB - f);
  }
  for (int s = 0; s < SQUARE_NB; ++s) {
    const Piece p = pos.at(Square(s));
    if (p == NO_PIECE) continue;
    const char* color = color_of(p) == RED ? "#c0141c" : "#1a1a1a";
    std::string label = style == PieceStyle::CHINESE   ? std::string(chinese_glyph(p))
                        : style == PieceStyle::LETTERS ? std::string(1, fen_letter(p))
                                                       : std::string(vietnamese_letter(type_of(p)));
    const int x = x_of(file_of(Square(s))), y = y_of(rank_of(Square(s)));
    fmt::format_to(std::back_inserter(out),
                   R"(<circle cx="{0}" cy="{1}" r="21" fill="#fbeed5" stroke="{2}" stroke-width="2"/>)"
                   R"(<text x="{0}" y="{3}" font-size="{4}" text-anchor="middle" fill="{2}">{5}</text>)" "\n",
                   x, y, color, y + 8, style == PieceStyle::CHINESE ? 24 : 20, label);
  }
  out += "</svg>\n";
  return out;
}

}  // namespace kypho::xiangqi
