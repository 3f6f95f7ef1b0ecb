// Legal move generation, perft and the end-of-game test.
#pragma once

#include <array>
#include <cstdint>

#include "rules/common/move_list.hpp"
#include "rules/xiangqi/position.hpp"

namespace kypho::xiangqi {

// No xiangqi position has more than 111 pseudo-legal moves; 128 leaves room without a heap.
constexpr int MAX_MOVES = 128;

// Moves the pieces could make ignoring the safety of their own general.
Move* generate_pseudo_legal(const Position& pos, Move* list);
// The pseudo-legal moves of the piece on `from`, if it belongs to the side to move.
Move* generate_pseudo_legal_from(const Position& pos, Square from, Move* list);
// Pseudo-legal moves that leave the mover's general neither attacked nor facing the other.
Move* generate_legal(Position& pos, Move* list);
// Whether the side to move has a legal move: the first one found ends the search.
bool has_legal_move(Position& pos);

using MoveList = BasicMoveList<Position, Move, MAX_MOVES, generate_legal>;

// Whether the piece on m.from may go to m.to by its own movement, ignoring its general's safety.
// A direct geometric test: replaying a record checks each move this way, without generating lists.
bool is_pseudo_legal(const Position& pos, Move m);
// Makes m when it is legal and returns true; otherwise leaves the position untouched.
bool make_if_legal(Position& pos, Move m, Undo& undo);
bool is_legal(Position& pos, Move m);
// Whether `m`, just made into `after`, checks the general of the side now to move: asked of the position
// only when the move could (its piece lands where it attacks the general's point, or a line or a horse's
// leg the general is seen through changed); before a legal move that general was not attacked.
bool gives_check(const Position& after, Move m);
// Whether `m` may check the general on `general`: its piece lands where it attacks that point, or a line or a
// horse's leg the point is seen through changed. gives_check asks the position only then.
bool may_give_check(Square general, Move m);
// Whether the mover's general, on `general` before `m`, may have been attacked then. After `m`, legal, it is
// not; only a move that moves it, takes or blocks on one of its lines or a horse's leg beside it, or leaves a
// point of its lines (a cannon's screen) can have answered a check.
bool may_answer_check(Square general, Move m);
// Whether the side to move has a legal move onto `to`: the points a piece could come from are looked up,
// not every move generated.
bool reaches(Position& pos, Square to);

std::uint64_t perft(Position& pos, int depth);

// The seed's rule: a side with no legal move loses, whether it is in check (mate) or not (stalemate).
enum class Status : std::uint8_t { ONGOING, CHECKMATE, STALEMATE };
Status status(Position& pos);

}  // namespace kypho::xiangqi
