#include "converters/shogi/svg.hpp"

#include <fmt/format.h>

#include <array>

#include "converters/shogi/position.hpp"

namespace kypho::shogi {
namespace {

constexpr int CELL = 44, LEFT = 40, TOP = 70;
constexpr std::array<std::string_view, 10> RANKS{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"};
// One glyph a cell, as board diagrams write promoted pieces.
constexpr std::array<std::string_view, PIECE_TYPE_NB> CELL_GLYPH{"", "歩", "香", "桂", "銀", "角", "飛", "金", "玉", "と", "杏", "圭", "全", "馬", "龍"};

std::string hand_text(const Position& pos, Color c) {
  std::string h;
  constexpr PieceType order[] = {ROOK, BISHOP, GOLD, SILVER, KNIGHT, LANCE, PAWN};
  for (PieceType t : order)
    if (const int n = pos.in_hand(c, t)) h += fmt::format("{}{}", kanji(t), n > 1 ? std::to_string(n) : "");
  return h.empty() ? "なし" : h;
}

}  // namespace

std::string svg_diagram(const Position& pos) {
  const int width = 2 * LEFT + 9 * CELL + 30, height = 2 * TOP + 9 * CELL;
  std::string out = fmt::format(
      R"(<svg xmlns="http://www.w3.org/2000/svg" width="{0}" height="{1}" viewBox="0 0 {0} {1}" font-family="serif">)"
      "\n<rect width=\"{0}\" height=\"{1}\" fill=\"#f0d9a0\"/>\n<g stroke=\"#333\" stroke-width=\"1\">\n",
      width, height);
  for (int i = 0; i <= 9; ++i) {
    fmt::format_to(std::back_inserter(out), R"(<line x1="{}" y1="{}" x2="{}" y2="{}"/>)" "\n", LEFT, TOP + i * CELL, LEFT + 9 * CELL, TOP + i * CELL);
    fmt::format_to(std::back_inserter(out), R"(<line x1="{}" y1="{}" x2="{}" y2="{}"/>)" "\n", LEFT + i * CELL, TOP, LEFT + i * CELL, TOP + 9 * CELL);
  }
  out += "</g>\n";
  for (int x : {3, 6})
    for (int y : {3, 6})
      fmt::format_to(std::back_inserter(out), R"(<circle cx="{}" cy="{}" r="3" fill="#333"/>)" "\n", LEFT + x * CELL, TOP + y * CELL);
  for (int col = 0; col < FILE_NB; ++col)
    fmt::format_to(std::back_inserter(out), R"(<text x="{}" y="{}" font-size="14" text-anchor="middle">{}</text>)" "\n",
                   LEFT + col * CELL + CELL / 2, TOP - 8, FILE_NB - col);
  for (int row = 0; row < RANK_NB; ++row)
    fmt::format_to(std::back_inserter(out), R"(<text x="{}" y="{}" font-size="14">{}</text>)" "\n", LEFT + 9 * CELL + 6,
                   TOP + row * CELL + CELL / 2 + 5, RANKS[row + 1]);
  for (int s = 0; s < SQUARE_NB; ++s) {
    const Piece p = pos.at(Square(s));
    if (p == NO_PIECE) continue;
    const int cx = LEFT + column_of(Square(s)) * CELL + CELL / 2, cy = TOP + row_of(Square(s)) * CELL + CELL / 2;
    const bool gote = color_of(p) == WHITE;
    const auto glyph = gote && type_of(p) == KING ? std::string_view("王") : CELL_GLYPH[type_of(p)];
    fmt::format_to(std::back_inserter(out), R"(<text x="{}" y="{}" font-size="28" text-anchor="middle" fill="{}"{}>{}</text>)" "\n",
                   cx, cy + 10, is_promoted(type_of(p)) ? "#b00" : "#111",
                   gote ? fmt::format(R"svg( transform="rotate(180 {} {})")svg", cx, cy) : std::string(), glyph);
  }
  fmt::format_to(std::back_inserter(out), R"(<text x="{}" y="{}" font-size="16">☖ 後手の持駒：{}</text>)" "\n", LEFT, 30,
                 hand_text(pos, WHITE));
  fmt::format_to(std::back_inserter(out), R"(<text x="{}" y="{}" font-size="16">☗ 先手の持駒：{}</text>)" "\n", LEFT,
                 TOP + 9 * CELL + 40, hand_text(pos, BLACK));
  out += "</svg>\n";
  return out;
}

}  // namespace kypho::shogi
