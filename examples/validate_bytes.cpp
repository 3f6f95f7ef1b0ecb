// A front end of kypho::service alone: two records given as bytes, a KIF game and a Vietnamese scoresheet,
// validated, and the report printed as JSON lines, as `kypho validate --format json` prints it.
#include <cstdio>

#include "service/report.hpp"
#include "service/source.hpp"

using namespace kypho;
using namespace kypho::service;

constexpr const char* KIF = "手合割：平手\n先手：Sente\n後手：Gote\n手数----指手---------消費時間--\n"
                            "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 同　銀(31)\n   5 投了\n";
constexpr const char* SHEET = "[Event \"Giải cờ tướng câu lạc bộ\"]\n[Red \"Nguyễn Văn A\"]\n[Black \"Trần Văn B\"]\n\n"
                              "1. P2-5 ………… M8.7\n2. M2.3 ………… X9-8\n3. X1-2 ………… B7.1\nHÒA\n";

int main() {
  Tally tally;
  std::string out;
  for (const auto& [name, bytes] : {std::pair{"game.kif", KIF}, std::pair{"sheet.txt", SHEET}}) {
    UnitReport unit;
    OpenFailure why{};
    if (const auto in = open_input(name, name, read_from(bytes), {}, unit.before, why)) validate_unit(in->src, *find_format(in->format), unit);
    std::uint32_t games = 0;
    out += unit_json(unit, games, tally);
    ++tally.files;
  }
  std::fputs((out + summary_json(tally) + "\n").c_str(), stdout);
  return tally.errors > 0 || tally.invalid > 0;
}
