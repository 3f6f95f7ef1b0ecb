// Reads shogi records (USI, CSA, ...) into the record model, replaying every move of every line: each
// game comes with its diagnostics — syntax, the first illegal move with its rule and the legal moves meant,
// and terminal words that contradict the board.
#pragma once

#include <functional>

#include "converters/common/diagnostic.hpp"
#include "converters/common/record.hpp"
#include "converters/common/replay.hpp"
#include "converters/shogi/position.hpp"
#include "grammar/shogi/parse.hpp"
#include "rules/shogi/movegen.hpp"
#include "rules/common/small_list.hpp"

namespace kypho::shogi {

// The grammar numbers its piece kinds as the engine numbers its piece types: one is the other.
static_assert(int(grammar::shogi::Kind::NONE) == NO_PIECE_TYPE && int(grammar::shogi::Kind::PAWN) == PAWN &&
              int(grammar::shogi::Kind::GOLD) == GOLD && int(grammar::shogi::Kind::KING) == KING &&
              int(grammar::shogi::Kind::PRO_PAWN) == PRO_PAWN && int(grammar::shogi::Kind::DRAGON) == DRAGON);
constexpr PieceType type_of_kind(grammar::shogi::Kind k) { return PieceType(k); }
constexpr grammar::shogi::Kind kind_of_type(PieceType t) { return grammar::shogi::Kind(t); }

using ShogiRecord = Record<Position, Move>;

// The shogi rules as the replayer sees them.
struct GameRules : BoardRules<Position, Move, Status> {
  using MoveList = shogi::MoveList;
  static constexpr std::string_view name = "shogi";
  static std::string key(Move m) { return usi_move(m); }
  static Status status(Position& pos) { return shogi::status(pos); }
  static std::string side_name(int side);
  static std::vector<std::string> not_mate_notes(Position& pos);
  // Sennichite wherever it happens; an impasse, a declaration or a sennichite the record claims, at its end.
  static std::optional<LineJudgement> judge(const Position& start, std::span<const Move> line, std::string_view rules, const Ending& ending);
};

struct ReadGame : ReplayedGame<GameRules> {};

void read_shogi_records(const grammar::SourceText& src, grammar::shogi::Format format,
                        const std::function<void(ReadGame&)>& on_game, ReadChecks checks = {});

// The moves a KI2 move names: pieces of its kind going to `to`, narrowed by its 右 左 直 上 引 寄. Readers
// want the legal ones; writers count also the moves that would leave the king in check, because some
// readers (tsshogi) tell pieces apart among those too.
SmallList<Move, 16> relative_candidates(Position& pos, const grammar::shogi::MoveSyntax& w, Square to,
                                                 bool count_unsafe = false);

// Whether KI2 names the board move `m` with 右 左 直 上 引 寄: more than one piece of its kind could go
// there, pinned or not.
bool ki2_needs_words(const Position& pos, Move m);
// The fewest of 右 左 直 上 引 寄 (bits of grammar::shogi::Relative) that leave exactly the board move `m`
// among every piece of its kind that could go there, pinned or not: what kypho's KI2 writes.
std::uint8_t ki2_relative(Position& pos, Move m);
// The words for those bits, in the order KI2 writes them.
std::string relative_words(std::uint8_t relative);

}  // namespace kypho::shogi
