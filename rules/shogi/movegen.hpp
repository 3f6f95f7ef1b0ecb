// Legal shogi moves and drops, perft, and the end-of-game test.
#pragma once

#include <array>
#include <cstdint>

#include "rules/common/move_list.hpp"
#include "rules/common/small_list.hpp"
#include "rules/shogi/position.hpp"

namespace kypho::shogi {

// The most moves any shogi position allows is 593; 600 leaves room without a heap.
constexpr int MAX_MOVES = 600;

Move* generate_pseudo_legal(const Position& pos, Move* list);
// Pseudo-legal moves that leave the mover's king safe, minus pawn drops that give mate (uchifuzume).
Move* generate_legal(Position& pos, Move* list);

using MoveList = BasicMoveList<Position, Move, MAX_MOVES, generate_legal>;

// Why a move is not legal: the rule it breaks, for diagnostics.
enum class Illegal : std::uint8_t {
  NONE,
  NO_PIECE,          // nothing of the mover's on `from`, or no such piece in hand
  CANNOT_MOVE_THERE, // not the piece's movement, or blocked, or onto an own piece
  CANNOT_PROMOTE,    // promotion outside the zone, or of a piece that does not promote
  MUST_PROMOTE,      // would stand where it can never move again
  OCCUPIED,          // a drop onto a piece
  DEAD_DROP,         // a drop where the piece could never move
  NIFU,              // a second unpromoted pawn on a file
  UCHIFUZUME,        // a pawn drop that gives mate
  KING_LEFT_IN_CHECK,
};

Illegal why_illegal(Position& pos, Move m);
// Whether the side to move has a legal move, found without listing them all.
bool has_legal_move(Position& pos);
// Where pieces `p` stand that could go to `to` by their movement alone, whatever that leaves their king:
// walked back from `to` (a step the other way, the first piece on each ray the other way), not over the board.
SmallList<Square, 16> reaching(const Position& pos, Piece p, Square to);
inline int count_reaching(const Position& pos, Piece p, Square to) { return reaching(pos, p, to).size; }
inline bool is_legal(Position& pos, Move m) { return why_illegal(pos, m) == Illegal::NONE; }

std::uint64_t perft(Position& pos, int depth);

enum class Status : std::uint8_t { ONGOING, CHECKMATE, NO_MOVES };
Status status(Position& pos);

}  // namespace kypho::shogi
