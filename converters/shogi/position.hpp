// Shogi positions as text: SFEN read and write, the 手合割 handicap start positions, piece names, and a
// text diagram in kanji.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "converters/common/diagnostic.hpp"
#include "rules/shogi/position.hpp"
#include "grammar/shogi/syntax.hpp"

namespace kypho::shogi {

// The grammar numbers its piece kinds as the engine numbers its piece types: one is the other.
static_assert(int(grammar::shogi::Kind::NONE) == NO_PIECE_TYPE && int(grammar::shogi::Kind::PAWN) == PAWN &&
              int(grammar::shogi::Kind::GOLD) == GOLD && int(grammar::shogi::Kind::KING) == KING &&
              int(grammar::shogi::Kind::PRO_PAWN) == PRO_PAWN && int(grammar::shogi::Kind::DRAGON) == DRAGON);
constexpr PieceType type_of_kind(grammar::shogi::Kind k) { return PieceType(k); }
constexpr grammar::shogi::Kind kind_of_type(PieceType t) { return grammar::shogi::Kind(t); }

inline constexpr std::string_view START_SFEN = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

// Returns the position only when it breaks no rule, unless `keep_irregular`: then a position that breaks
// set-up rules the engine can still play on (nine pawns on a file, a dead piece, more pieces than a set) is
// returned with its errors, so that a record starting there is replayed rather than replaced.
std::optional<Position> read_sfen(const grammar::SourceText& src, std::size_t offset, std::size_t length, Diagnostics& out,
                                  bool keep_irregular = false);
std::optional<Position> read_sfen(const grammar::SourceText& src, Diagnostics& out, bool keep_irregular = false);
std::string write_sfen(const Position& pos);

// The start position a 手合割 name stands for (平手, 香落ち, … 十枚落ち), or nothing for an unknown name.
std::optional<std::string_view> handicap_sfen(std::string_view name);

char sfen_letter(PieceType t);            // P L N S B R G K, unpromoted
std::string_view kanji(PieceType t);      // 歩 香 桂 銀 角 飛 金 玉 と 成香 成桂 成銀 馬 龍
// A piece's name in messages, in the chosen language: its kanji in English and Japanese, as the pieces are
// written; the Vietnamese names of the rulebook (tốt, hương xa, … vua rồng).
std::string piece_noun(PieceType t);
std::string usi_move(Move m);             // 7g7f, 8h2b+, P*5e

std::string text_diagram(Position& pos, bool color);

}  // namespace kypho::shogi
