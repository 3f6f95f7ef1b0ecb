// Cờ tướng úp's legal moves, perft and end of game. A position's legal moves are its board's under the
// xiangqi rules (a face-down piece stands as its start point's type, a face-up advisor or elephant is
// unbounded); what they turn a face-down piece into is the record's to say, so each counts once.
#pragma once

#include <cstdint>

#include "rules/common/move_list.hpp"
#include "rules/jieqi/position.hpp"
#include "rules/xiangqi/movegen.hpp"

namespace kypho::jieqi {

Move* generate_legal(Position& pos, Move* list);
using MoveList = BasicMoveList<Position, Move, xiangqi::MAX_MOVES, generate_legal>;

// Whether `m` can be played, its reveal aside (the pool's to judge).
bool is_legal(Position& pos, Move m);
std::uint64_t perft(Position& pos, int depth);

using xiangqi::Status;
Status status(Position& pos);

}  // namespace kypho::jieqi
