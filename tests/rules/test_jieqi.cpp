// Cờ tướng úp's engine: its perft from the start equals xiangqi's while no piece has moved twice (a face-down
// piece moves as its start point's piece), and on positions with face-up advisors and elephants abroad it
// equals a naive move generator written here from the rulebook's words, square by square, with no table.
#include <vector>

#include "converters/jieqi/fen.hpp"
#include "helpers.hpp"
#include "rules/jieqi/movegen.hpp"

using namespace kypho;
using namespace kypho::xiangqi;

namespace {

bool on_board(int f, int r) { return f >= 0 && f < FILE_NB && r >= 0 && r < RANK_NB; }

// Every move the rulebook's piece moves allow the side to move, its general's safety aside.
std::vector<Move> naive_moves(const jieqi::Position& pos) {
  std::vector<Move> out;
  const Color us = pos.side_to_move();
  const auto free_or_enemy = [&](Square s) { return pos.at(s) == NO_PIECE || color_of(pos.at(s)) != us; };
  for (int s = 0; s < SQUARE_NB; ++s) {
    const Piece p = pos.at(Square(s));
    if (p == NO_PIECE || color_of(p) != us) continue;
    const int f = file_of(Square(s)), r = rank_of(Square(s));
    const bool bounded = pos.hidden(Square(s));  // a face-down piece moves as its start point's, palace and river included
    const auto add = [&](int ff, int rr) {
      if (on_board(ff, rr) && free_or_enemy(make_square(ff, rr))) out.push_back({Square(s), make_square(ff, rr)});
    };
    switch (type_of(p)) {
      case GENERAL:
        for (auto [df, dr] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}})
          if (on_board(f + df, r + dr) && in_palace(us, make_square(f + df, r + dr))) add(f + df, r + dr);
        break;
      case ADVISOR:
        for (int df : {-1, 1})
          for (int dr : {-1, 1})
            if (on_board(f + df, r + dr) && (!bounded || in_palace(us, make_square(f + df, r + dr)))) add(f + df, r + dr);
        break;
      case ELEPHANT:
        for (int df : {-2, 2})
          for (int dr : {-2, 2})
            if (on_board(f + df, r + dr) && pos.at(make_square(f + df / 2, r + dr / 2)) == NO_PIECE &&
                (!bounded || !crossed_river(us, make_square(f + df, r + dr))))
              add(f + df, r + dr);
        break;
      case HORSE:
        for (auto [df, dr] : {std::pair{1, 2}, {-1, 2}, {1, -2}, {-1, -2}, {2, 1}, {2, -1}, {-2, 1}, {-2, -1}}) {
          const int lf = f + (std::abs(df) == 2 ? df / 2 : 0), lr = r + (std::abs(dr) == 2 ? dr / 2 : 0);
          if (on_board(f + df, r + dr) && pos.at(make_square(lf, lr)) == NO_PIECE) add(f + df, r + dr);
        }
        break;
      case CHARIOT:
      case CANNON:
        for (auto [df, dr] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
          int screens = 0;
          for (int ff = f + df, rr = r + dr; on_board(ff, rr); ff += df, rr += dr) {
            const Piece t = pos.at(make_square(ff, rr));
            if (type_of(p) == CHARIOT || screens == 0) {
              if (t == NO_PIECE) {
                if (screens == 0) add(ff, rr);
                continue;
              }
              if (type_of(p) == CHARIOT) {
                add(ff, rr);
                break;
              }
              ++screens;
              continue;
            }
            if (t != NO_PIECE) {
              add(ff, rr);
              break;
            }
          }
        }
        break;
      case SOLDIER: {
        const int ahead = us == RED ? 1 : -1;
        add(f, r + ahead);
        if (crossed_river(us, Square(s))) {
          add(f - 1, r);
          add(f + 1, r);
        }
        break;
      }
      default: break;
    }
  }
  return out;
}

// Whether colour c's general could be taken, or faces the other down an open file.
bool general_attacked(const jieqi::Position& pos, Color c) {
  jieqi::Position them = pos;
  them.set_side_to_move(~c);
  Square g = NO_SQUARE, other = NO_SQUARE;
  for (int s = 0; s < SQUARE_NB; ++s)
    if (type_of(pos.at(Square(s))) == GENERAL) (color_of(pos.at(Square(s))) == c ? g : other) = Square(s);
  for (Move m : naive_moves(them))
    if (m.to == g) return true;
  if (g == NO_SQUARE || other == NO_SQUARE || file_of(g) != file_of(other)) return false;
  for (int r = std::min(rank_of(g), rank_of(other)) + 1; r < std::max(rank_of(g), rank_of(other)); ++r)
    if (pos.at(make_square(file_of(g), r)) != NO_PIECE) return false;
  return true;
}

std::uint64_t naive_perft(const jieqi::Position& pos, int depth) {
  if (depth == 0) return 1;
  std::uint64_t n = 0;
  for (Move m : naive_moves(pos)) {
    jieqi::Position after = pos;
    after.make(m);
    if (!general_attacked(after, pos.side_to_move())) n += naive_perft(after, depth - 1);
  }
  return n;
}

jieqi::Position position(const std::string& fen) {
  Diagnostics ds;
  const auto pos = jieqi::read_fen(grammar::SourceText("fen", fen), ds);
  INFO(fen);
  REQUIRE(pos);
  return *pos;
}

}  // namespace

TEST_CASE("jieqi perft from the start: xiangqi's counts to depth 4, as no piece moves twice by then") {
  auto pos = jieqi::Position::start();
  CHECK(jieqi::perft(pos, 1) == 44);
  CHECK(jieqi::perft(pos, 2) == 1920);
  CHECK(jieqi::perft(pos, 3) == 79666);
  CHECK(jieqi::perft(pos, 4) == 3290240);
  CHECK(naive_perft(pos, 2) == 1920);
}

TEST_CASE("jieqi perft equals a naive generator where face-up advisors and elephants leave the palace and cross the river") {
  for (const std::string fen : {
           "3k5/4A4/9/9/4B4/9/9/9/9/4K4 b - - 0 40",
           "xx1x1xxx1/4k3p/n8/x1x3P1x/9/9/4r1X1X/R7B/4R3A/1NXXK4 w r1N1n1B1b2A1a1C2c2P4p3 - 0 11",
           "xx1x5/4k4/C5R1p/x1x3P1x/9/6B2/9/9/3r5/1N1X1K3 b r1N1n1B1b2A1a1C1c1P4p3 - 0 21",
           "xxxxkxxPx/9/1x5x1/x1x1x1x1x/9/9/X1X1X1X1X/1X7/9/XXXXKXXXX b R2r2N2n2B2b2A2a2C2c2P4p4 p1 0 1",
           "4k4/4a4/2b6/9/2A3B2/9/9/4A4/9/3K5 w - - 0 30",
       }) {
    INFO(fen);
    auto pos = position(fen);
    for (int depth = 1; depth <= 3; ++depth) CHECK(jieqi::perft(pos, depth) == naive_perft(pos, depth));
  }
}

TEST_CASE("jieqi: a face-down advisor keeps to the palace, a face-up one does not, and it checks from anywhere") {
  auto start = jieqi::Position::start();
  const Square d0 = make_square(3, 0), c1 = make_square(2, 1), e1 = make_square(4, 1);
  CHECK(jieqi::is_legal(start, {d0, e1}));
  CHECK_FALSE(jieqi::is_legal(start, {d0, c1}));
  auto abroad = position("3k5/4A4/9/9/4B4/9/9/9/9/4K4 b - - 0 40");
  CHECK(abroad.in_check());  // the red advisor on e8 attacks d9
  CHECK(jieqi::status(abroad) == jieqi::Status::ONGOING);
}

TEST_CASE("jieqi: a reveal takes the piece from its side's pool, and unmaking restores position, pool and key") {
  auto pos = jieqi::Position::start();
  const std::uint64_t key = pos.key();
  const Move m{make_square(7, 2), make_square(4, 2), CHARIOT};  // the face-down piece on h2 moves as a cannon, is a chariot
  const auto undo = pos.make(m);
  CHECK(pos.pool(RED)[CHARIOT] == 1);
  CHECK(type_of(pos.at(m.to)) == CHARIOT);
  CHECK_FALSE(pos.hidden(m.to));
  CHECK(pos.key() != key);
  pos.unmake(m, undo);
  CHECK(pos.pool(RED)[CHARIOT] == 2);
  CHECK(pos.hidden(m.from));
  CHECK(type_of(pos.at(m.from)) == CANNON);
  CHECK(pos.key() == key);
  CHECK(jieqi::write_fen(pos) == jieqi::START_FEN);
}
