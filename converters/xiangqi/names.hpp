// How xiangqi pieces, sides and points are named in text: FEN letters, Vietnamese letters, Chinese
// glyphs, ICCS point names, and the words of messages in the chosen language.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "rules/xiangqi/types.hpp"

namespace kypho::xiangqi {

char fen_letter(Piece p);                     // K A B N R C P, lower case for Black
Piece piece_from_fen_letter(char c);          // also E (elephant) and H (horse); NO_PIECE if unknown
std::string_view vietnamese_letter(PieceType t);  // Tg S T M X P B
std::string_view chinese_glyph(Piece p);      // 帥 仕 相 傌 俥 炮 兵 / 將 士 象 馬 車 砲 卒
// In messages, in the chosen language: a piece's name ("cannon"), with its article ("a cannon"), several
// ("cannons"), and a side as scoresheets name it ("Trắng", 紅).
std::string piece_noun(PieceType t);
std::string piece_with_article(PieceType t);
std::string pieces_noun(PieceType t);
std::string side_noun(Color c);
// A side as a FEN names it, by its colour, in the chosen language: "Red", "Black".
std::string colour_noun(Color c);
std::string square_name(Square s);            // ICCS: file a..i, rank 0..9, e.g. "e2"
// A point as a Vietnamese, WXF or Chinese sheet counts it: its file by number and its rank from `side`'s
// own back rank (1), then its coordinate: "file 2, rank 1 (h0)", in the chosen language.
std::string side_point_name(Color side, Square s);
std::string move_name(Move m);                // ICCS: "h2e2"

}  // namespace kypho::xiangqi
