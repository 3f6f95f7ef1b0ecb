// Between moves as written and moves on the board, for every xiangqi notation: resolving what a
// scoresheet says against the position (with the reason when it cannot be played, and what the writer
// most likely meant), and writing a move with exactly the disambiguation its notation needs.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "grammar/xiangqi/move_syntax.hpp"
#include "grammar/xiangqi/notation.hpp"
#include "rules/xiangqi/position.hpp"

namespace kypho::xiangqi {

using grammar::xiangqi::Notation;
using grammar::xiangqi::notation_named;
using grammar::xiangqi::notation_name;
// A written piece kind as the engine's piece type (notation.cpp asserts they are numbered alike).
constexpr PieceType type_of_kind(grammar::xiangqi::Kind k) { return PieceType(k); }
constexpr grammar::xiangqi::Kind kind_of_type(PieceType t) { return grammar::xiangqi::Kind(t); }
inline bool is_vietnamese(Notation n) { return n == Notation::VIETNAMESE || n == Notation::VIETNAMESE_LONG; }

using grammar::xiangqi::CoordinateMove;
using grammar::xiangqi::SanMove;
using grammar::xiangqi::VerticalMove;

// Files are numbered 1..9 from each side's own right hand.
constexpr int column_of(Color c, int file_number) { return c == RED ? FILE_NB - file_number : file_number - 1; }
constexpr int file_number_of(Color c, int column) { return c == RED ? FILE_NB - column : column + 1; }

struct Resolution {
  Move move = NO_MOVE;  // the one legal move the text names; NO_MOVE when there is none or several
  std::string code;     // when there is none: no-such-piece, wrong-direction, blocked, leaves-general-in-check,
                        // generals-face, own-piece, wrong-side, ambiguous-move, illegal-move
  std::string message;
  std::vector<std::string> notes;  // what the writer most likely meant
  bool ok() const { return code.empty(); }
};

Resolution resolve(Position& pos, const VerticalMove& written, Notation notation);
// ICCS ranks are 0-based (h2e2); Fairy-Stockfish and pychess write them 1-based (h3e3).
Resolution resolve(Position& pos, const CoordinateMove& written, bool one_based_ranks, Notation notation);
Resolution resolve(Position& pos, const SanMove& written);

// The canonical description of a legal move: the file when it names the piece, else its place on the file.
VerticalMove describe(const Position& pos, Move m);
std::string write_move(const Position& pos, Move m, Notation notation);

}  // namespace kypho::xiangqi
