#include "rules/jieqi/movegen.hpp"

#include "rules/common/perft.hpp"

namespace kypho::jieqi {

Move* generate_legal(Position& pos, Move* list) { return xiangqi::generate_legal(pos.board(), list); }

bool is_legal(Position& pos, Move m) { return xiangqi::is_legal(pos.board(), {m.from, m.to}); }

std::uint64_t perft(Position& pos, int depth) { return count_leaves<MoveList>(pos, depth); }

Status status(Position& pos) { return xiangqi::status(pos.board()); }

}  // namespace kypho::jieqi
