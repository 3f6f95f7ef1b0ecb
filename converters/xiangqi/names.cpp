#include "converters/xiangqi/names.hpp"

#include <fmt/format.h>

#include <array>

#include "grammar/text/messages.hpp"

namespace kypho::xiangqi {

char fen_letter(Piece p) {
  constexpr std::string_view letters = ".KABNRCP";
  const char c = letters[type_of(p)];
  return color_of(p) == BLACK ? char(c - 'A' + 'a') : c;
}

Piece piece_from_fen_letter(char c) {
  const bool black = c >= 'a' && c <= 'z';
  const char upper = black ? char(c - 'a' + 'A') : c;
  PieceType t = NO_PIECE_TYPE;
  switch (upper) {
    case 'K': t = GENERAL; break;
    case 'A': t = ADVISOR; break;
    case 'B': case 'E': t = ELEPHANT; break;
    case 'N': case 'H': t = HORSE; break;
    case 'R': t = CHARIOT; break;
    case 'C': t = CANNON; break;
    case 'P': t = SOLDIER; break;
    default: return NO_PIECE;
  }
  return make_piece(black ? BLACK : RED, t);
}

std::string_view vietnamese_letter(PieceType t) {
  static constexpr std::array<std::string_view, PIECE_TYPE_NB> letters{"", "Tg", "S", "T", "M", "X", "P", "B"};
  return letters[t];
}

std::string_view chinese_glyph(Piece p) {
  static constexpr std::array<std::string_view, PIECE_TYPE_NB> red{"", "帥", "仕", "相", "傌", "俥", "炮", "兵"};
  static constexpr std::array<std::string_view, PIECE_TYPE_NB> black{"", "將", "士", "象", "馬", "車", "砲", "卒"};
  return color_of(p) == RED ? red[type_of(p)] : black[type_of(p)];
}

std::string square_name(Square s) { return {char('a' + file_of(s)), char('0' + rank_of(s))}; }

std::string side_point_name(Color side, Square s) {
  const int file = side == RED ? FILE_NB - file_of(s) : file_of(s) + 1;
  return msg("file {file}, rank {rank} ({point})", arg("file", file), arg("rank", side == RED ? rank_of(s) + 1 : RANK_NB - rank_of(s)),
             arg("point", square_name(s)));
}

namespace {

// Each piece's words in messages: its name, with its article, and several (in the order of PieceType).
struct PieceWords {
  Marked noun, with_article, plural;
};
constexpr PieceWords PIECE_WORDS[PIECE_TYPE_NB] = {
    {},
    {NC_("xiangqi piece", "general"), NC_("xiangqi piece", "a general"), NC_("xiangqi pieces", "generals")},
    {NC_("xiangqi piece", "advisor"), NC_("xiangqi piece", "an advisor"), NC_("xiangqi pieces", "advisors")},
    {NC_("xiangqi piece", "elephant"), NC_("xiangqi piece", "an elephant"), NC_("xiangqi pieces", "elephants")},
    {NC_("xiangqi piece", "horse"), NC_("xiangqi piece", "a horse"), NC_("xiangqi pieces", "horses")},
    {NC_("xiangqi piece", "chariot"), NC_("xiangqi piece", "a chariot"), NC_("xiangqi pieces", "chariots")},
    {NC_("xiangqi piece", "cannon"), NC_("xiangqi piece", "a cannon"), NC_("xiangqi pieces", "cannons")},
    {NC_("xiangqi piece", "soldier"), NC_("xiangqi piece", "a soldier"), NC_("xiangqi pieces", "soldiers")},
};

}  // namespace

std::string piece_noun(PieceType t) { return tr(PIECE_WORDS[t].noun); }
std::string piece_with_article(PieceType t) { return tr(PIECE_WORDS[t].with_article); }
std::string pieces_noun(PieceType t) { return tr(PIECE_WORDS[t].plural); }

std::string colour_noun(Color c) { return c == RED ? tr_in("xiangqi colour", "Red") : tr_in("xiangqi colour", "Black"); }

std::string side_noun(Color c) { return c == RED ? tr_in("xiangqi side", "Trắng") : tr_in("xiangqi side", "Đen"); }


std::string move_name(Move m) { return square_name(m.from) + square_name(m.to); }

}  // namespace kypho::xiangqi
