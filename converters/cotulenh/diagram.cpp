#include "converters/cotulenh/diagram.hpp"

#include <fmt/format.h>

#include <bit>

#include "converters/cotulenh/fen.hpp"
#include "grammar/text/messages.hpp"

namespace kypho::cotulenh {
namespace {

constexpr int CELL = 6;  // characters per point in the text diagram

// What a point is, for drawing: open sea, where ships and land pieces both may stand, or land.
enum class Ground { SEA, SHORE, LAND };
Ground ground_of(const Profile& profile, Square s) {
  const bool water = stands_on(profile, NAVY, s), land = stands_on(profile, TANK, s);
  return water && land ? Ground::SHORE : water ? Ground::SEA : Ground::LAND;
}

bool is_ford(int file) { return file == 5 || file == 7; }  // f and h

}  // namespace

std::string text_diagram(Position& pos, bool color) {
  const Profile& profile = pos.profile();
  std::string out = "    ";
  for (int f = 0; f < FILE_NB; ++f) out += fmt::format("{:<{}}", char('a' + f), CELL);
  out += '\n';
  for (int r = RANK_NB - 1; r >= 0; --r) {
    out += fmt::format("{:>2}  ", r + 1);
    for (int f = 0; f < FILE_NB; ++f) {
      const Square s = make_square(f, r);
      const Stack& st = pos.at(s);
      std::string cell;
      if (st.empty()) {
        const Ground g = ground_of(profile, s);
        cell = g == Ground::SEA ? "~" : g == Ground::SHORE ? "≈" : "·";
        out += cell + std::string(CELL - 1, ' ');
        continue;
      }
      append_stack(cell, profile, st);
      const std::size_t pad = cell.size() < CELL ? CELL - cell.size() : 1;
      if (color) cell = fmt::format("\033[{}m{}\033[0m", st.color == RED ? "1;31" : "1;34", cell);
      out += cell + std::string(pad, ' ');
    }
    out += '\n';
    if (r == RANK_NB / 2) {  // the river runs between ranks 6 and 7
      out += "    ";
      for (int f = 0; f < FILE_NB; ++f) out += f <= 1 ? "~     " : is_ford(f) ? "======" : "~~~~~~";
      out += "\n";
    }
  }
  const Score sc = score(pos);
  const auto side = arg("side", side_name(pos.side_to_move()));
  out += "\n";
  out += pos.in_check() ? msg("{side} to move, in check.", side) : msg("{side} to move.", side);
  out += msg(" Material: Red {red_material}, Blue {blue_material}. Points taken: Red {red_taken}, Blue {blue_taken}.",
             arg("red_material", sc.material[RED]), arg("blue_material", sc.material[BLUE]), arg("red_taken", sc.taken[RED]),
             arg("blue_taken", sc.taken[BLUE]));
  if (sc.bonus[RED] || sc.bonus[BLUE])
    out += msg(" Bonuses (100 a battle won, 200 the commander): Red {red_bonus}, Blue {blue_bonus}. Score: Red {red}, Blue {blue}.",
               arg("red_bonus", sc.bonus[RED]), arg("blue_bonus", sc.bonus[BLUE]), arg("red", sc.total(RED)), arg("blue", sc.total(BLUE)));
  out += '\n';
  out += tr("~ sea, ≈ coast and navigable banks (ships and land pieces), · land, = a ford across the river; upper case Red, lower case Blue, + a hero, (…) a stack, carrier first\n");
  return out;
}

std::string svg_diagram(const Position& pos) {
  const Profile& profile = pos.profile();
  constexpr int G = 48, M = 40;  // point spacing, margin
  const int width = 2 * M + G * (FILE_NB - 1), height = 2 * M + G * (RANK_NB - 1) + 30;
  const auto x = [&](int f) { return M + G * f; };
  const auto y = [&](int r) { return M + G * (RANK_NB - 1 - r); };
  std::string out = fmt::format("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {} {}\" "
                                "font-family=\"sans-serif\">\n",
                                width, height, width, height);
  out += fmt::format("<rect width=\"{}\" height=\"{}\" fill=\"#f4e7c5\"/>\n", width, height);
  // The sea up to the coast, and the river between ranks 6 and 7 (its navigable banks drawn as water too).
  out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#9cc9e8\"/>\n", x(0) - G / 2, y(RANK_NB - 1) - G / 2, G * 2 + G / 2,
                     G * RANK_NB);
  out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"#9cc9e8\"/>\n", x(2), y(6) + 6, G * (FILE_NB - 3), G - 12);
  for (int f : {5, 7})
    out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"12\" height=\"{}\" fill=\"#a0743c\"><title>{}</title></rect>\n", x(f) - 6, y(6) + 6, G - 12,
                       tr("a ford across the river"));
  for (Square s = 0; s < SQUARE_NB; ++s)
    if (ground_of(profile, s) == Ground::SHORE)
      out += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"5\" fill=\"#5f9fcf\"/>\n", x(file_of(s)), y(rank_of(s)));
  for (int f = 0; f < FILE_NB; ++f) {
    out += fmt::format("<line x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\" stroke=\"#555\"/>\n", x(f), y(RANK_NB - 1), y(0));
    out += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"13\" text-anchor=\"middle\">{}</text>\n", x(f), height - 34, char('a' + f));
  }
  for (int r = 0; r < RANK_NB; ++r) {
    out += fmt::format("<line x1=\"{0}\" y1=\"{1}\" x2=\"{2}\" y2=\"{1}\" stroke=\"#555\"/>\n", x(0), y(r), x(FILE_NB - 1));
    out += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"13\" text-anchor=\"end\">{}</text>\n", M - 24, y(r) + 4, r + 1);
  }
  for (Square s = 0; s < SQUARE_NB; ++s) {
    const Stack& st = pos.at(s);
    if (st.empty()) continue;
    std::string label;
    append_stack(label, profile, st);
    const bool hero = st.heroes != 0;
    out += fmt::format("<g><title>{} {}</title><circle cx=\"{}\" cy=\"{}\" r=\"19\" fill=\"#fffaf0\" stroke=\"{}\" stroke-width=\"{}\"/>",
                       square_name(s), label, x(file_of(s)), y(rank_of(s)), hero ? "#d4a017" : st.color == RED ? "#c0392b" : "#1f5fa8",
                       hero ? 4 : 2);
    out += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"{}\" font-weight=\"bold\">{}</text></g>\n",
                       x(file_of(s)), y(rank_of(s)) + 5, label.size() > 2 ? 11 : 15, st.color == RED ? "#c0392b" : "#1f5fa8", label);
  }
  const Score sc = score(pos);
  out += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"13\">{}</text>\n", M - 24, height - 10,
                     msg("{side} to move · score: Red {red}, Blue {blue}", arg("side", side_name(pos.side_to_move())), arg("red", sc.total(RED)),
                         arg("blue", sc.total(BLUE))));
  out += "</svg>\n";
  return out;
}

}  // namespace kypho::cotulenh
