// A start position being assembled square by square (CSA P lines, a KIF board diagram), written out
// as SFEN for the one SFEN reader to check.
#pragma once

#include <array>
#include <string>

#include "grammar/shogi/syntax.hpp"

namespace kypho::grammar::shogi {

struct Setup {
  // Board squares hold SFEN letters (upper case sente); `promoted` marks promoted pieces.
  std::array<char, 81> board{};
  std::array<bool, 81> promoted{};
  std::array<std::array<int, 8>, 2> hands{};
  bool used = false;

  static int index(int file, int rank) { return (rank - 1) * 9 + (9 - file); }
  static bool on_board(int file, int rank) { return file >= 1 && file <= 9 && rank >= 1 && rank <= 9; }
  void put(int file, int rank, int side, Kind k) {
    if (!on_board(file, rank)) return;
    constexpr std::string_view letters = ".PLNSBRGKPLNSBR";
    const int i = index(file, rank);
    const char letter = letters[std::size_t(k)];
    board[std::size_t(i)] = side == 0 ? letter : char(letter | 0x20);
    promoted[std::size_t(i)] = k >= Kind::PRO_PAWN;
    used = true;
  }
  void standard() {
    constexpr Kind back[9] = {Kind::LANCE, Kind::KNIGHT, Kind::SILVER, Kind::GOLD, Kind::KING,
                              Kind::GOLD, Kind::SILVER, Kind::KNIGHT, Kind::LANCE};
    for (int f = 1; f <= 9; ++f) {
      put(f, 1, 1, back[f - 1]);
      put(f, 3, 1, Kind::PAWN);
      put(f, 7, 0, Kind::PAWN);
      put(f, 9, 0, back[f - 1]);
    }
    put(8, 2, 1, Kind::ROOK);
    put(2, 2, 1, Kind::BISHOP);
    put(8, 8, 0, Kind::BISHOP);
    put(2, 8, 0, Kind::ROOK);
  }
  // 00AL: every piece of a full set not yet placed goes to that side's hand.
  void all_to_hand(int side) {
    constexpr int full[8] = {0, 18, 4, 4, 4, 2, 2, 4};
    constexpr std::string_view letters = ".PLNSBRG";
    for (int k = 1; k <= 7; ++k) {
      int used_count = hands[0][std::size_t(k)] + hands[1][std::size_t(k)];
      for (char c : board)
        if (c != 0 && (c & ~0x20) == letters[std::size_t(k)]) ++used_count;
      hands[std::size_t(side)][std::size_t(k)] += full[k] - used_count;
    }
  }
  std::string sfen(int side_to_move) const {
    std::string s;
    for (int rank = 1; rank <= 9; ++rank) {
      int empty = 0;
      for (int file = 9; file >= 1; --file) {
        const auto i = std::size_t(index(file, rank));
        if (board[i] == 0) {
          ++empty;
          continue;
        }
        if (empty) s += char('0' + empty);
        empty = 0;
        if (promoted[i]) s += '+';
        s += board[i];
      }
      if (empty) s += char('0' + empty);
      if (rank < 9) s += '/';
    }
    s += side_to_move == 0 ? " b " : " w ";
    std::string h;
    constexpr std::string_view order = "RBGSNLP";
    constexpr std::string_view letters = ".PLNSBRG";
    for (int side = 0; side < 2; ++side)
      for (char l : order) {
        const int n = hands[std::size_t(side)][letters.find(l)];
        if (n <= 0) continue;
        if (n > 1) h += std::to_string(n);
        h += side == 0 ? l : char(l | 0x20);
      }
    return s + (h.empty() ? "-" : h) + " 1";
  }
};


}  // namespace kypho::grammar::shogi
