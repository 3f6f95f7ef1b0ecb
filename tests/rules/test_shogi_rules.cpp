// The shogi rules engine: perft, drops, promotion, nifu, dead squares, uchifuzume, SFEN and handicaps.
#include "converters/shogi/position.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "helpers.hpp"
#include "rules/shogi/movegen.hpp"

using namespace kypho;
using namespace kypho::shogi;

namespace {

Position sfen_position(std::string_view sfen) {
  const grammar::SourceText src("t", std::string(sfen));
  Diagnostics ds;
  auto pos = read_sfen(src, ds);
  INFO(sfen);
  for (const auto& d : ds) INFO(d.message);
  REQUIRE(pos.has_value());
  return *pos;
}

Diagnostics sfen_problems(std::string_view sfen) {
  const grammar::SourceText src("t", std::string(sfen));
  Diagnostics ds;
  read_sfen(src, ds);
  return ds;
}

Move drop(PieceType t, int file, int rank) { return {NO_SQUARE, square_at(file, rank), t, false}; }
Move board(int from_file, int from_rank, int to_file, int to_rank, bool promote = false) {
  return {square_at(from_file, from_rank), square_at(to_file, to_rank), NO_PIECE_TYPE, promote};
}

}  // namespace

TEST_CASE("shogi perft from the start position, which reading the standard SFEN gives exactly") {
  auto pos = Position::start();
  CHECK(write_sfen(pos) == START_SFEN);
  // The readers take CSA's PI and KIF's 平手 as Position::start() without reading the SFEN.
  const grammar::SourceText src("start", std::string(START_SFEN));
  Diagnostics ds;
  const auto read = read_sfen(src, ds, true);
  REQUIRE(read);
  CHECK(read->key() == pos.key());
  CHECK(read->ply() == pos.ply());
  CHECK(ds.empty());
  CHECK(perft(pos, 1) == 30);
  CHECK(perft(pos, 2) == 900);
  CHECK(perft(pos, 3) == 25470);
  CHECK(perft(pos, 4) == 719731);
}

TEST_CASE("shogi perft from the 'matsuri' position, a drop-heavy test position engines publish") {
  // The same counts come from Fairy-Stockfish (npm ffish 0.7.10) when run here.
  auto pos = sfen_position("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1");
  CHECK(perft(pos, 1) == 207);
  CHECK(perft(pos, 2) == 28684);
  CHECK(perft(pos, 3) == 4809015);
}

// Legality is decided without making most moves (pins are found along one line, the check state is kept
// by make from the move alone): against the plain way, make every pseudo-legal move and look at the king,
// along random games from the start and from the matsuri position, where pins, checks and drops abound.
TEST_CASE("shogi legal moves, whether there is one, check state and the king's safety read off the board agree with making every move and testing the king") {
  test::Random next(0x5eed);
  int positions = 0, checks = 0;
  for (const char* sfen : {START_SFEN.data(), "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1"}) {
    for (int game = 0; game < 60; ++game) {
      Position pos = sfen_position(sfen);
      for (int ply = 0; ply < 120; ++ply, ++positions) {
        const Color us = pos.side_to_move();
        const bool attacked = pos.king(us) != NO_SQUARE && pos.attacked(pos.king(us), ~us);
        REQUIRE(pos.in_check() == attacked);
        checks += attacked;
        std::array<Move, MAX_MOVES> pseudo;
        const Move* end = generate_pseudo_legal(pos, pseudo.data());
        std::vector<Move> plain;
        for (const Move* m = pseudo.data(); m != end; ++m) {
          const Undo u = pos.make(*m);
          const bool safe = pos.king(us) == NO_SQUARE || !pos.attacked(pos.king(us), ~us);
          pos.unmake(*m, u);
          // What legality asks where the king moves or is in check, of the board the move would leave.
          REQUIRE(pos.king_attacked_after(*m) == !safe);
          if (safe && (m->dropped != PAWN || why_illegal(pos, *m) != Illegal::UCHIFUZUME)) plain.push_back(*m);
        }
        const MoveList legal(pos);
        REQUIRE(std::vector<Move>(legal.begin(), legal.end()) == plain);
        for (const Move m : plain) REQUIRE(is_legal(pos, m));
        // Looked for a piece at a time, and stopped at the first found.
        REQUIRE(has_legal_move(pos) == !plain.empty());
        if (legal.size() == 0) break;
        pos.make(legal[next() % legal.size()]);
      }
    }
  }
  CHECK(positions > 10000);
  CHECK(checks > 100);  // the walk met checks, where legality is decided the other way
}

TEST_CASE("drops: nifu, dead squares, occupied squares") {
  auto pos = sfen_position("4k4/9/9/9/9/9/4P4/9/4K4 b PLN 1");
  CHECK(why_illegal(pos, drop(PAWN, 5, 5)) == Illegal::NIFU);
  CHECK(why_illegal(pos, drop(PAWN, 4, 5)) == Illegal::NONE);
  CHECK(why_illegal(pos, drop(PAWN, 4, 1)) == Illegal::DEAD_DROP);
  CHECK(why_illegal(pos, drop(LANCE, 4, 1)) == Illegal::DEAD_DROP);
  CHECK(why_illegal(pos, drop(KNIGHT, 4, 2)) == Illegal::DEAD_DROP);
  CHECK(why_illegal(pos, drop(KNIGHT, 4, 3)) == Illegal::NONE);
  CHECK(why_illegal(pos, drop(PAWN, 5, 7)) == Illegal::OCCUPIED);
  CHECK(why_illegal(pos, drop(GOLD, 4, 4)) == Illegal::NO_PIECE);
  // A promoted pawn does not count for nifu.
  auto tokin = sfen_position("4k4/9/9/9/9/9/4+P4/9/4K4 b P 1");
  CHECK(why_illegal(tokin, drop(PAWN, 5, 5)) == Illegal::NONE);
}

TEST_CASE("promotion: optional in the zone, forced where a piece could never move again") {
  auto pos = sfen_position("4k4/P8/2N6/9/9/9/4S4/9/4K4 b G 1");
  CHECK(why_illegal(pos, board(9, 2, 9, 1)) == Illegal::MUST_PROMOTE);
  CHECK(why_illegal(pos, board(9, 2, 9, 1, true)) == Illegal::NONE);
  CHECK(why_illegal(pos, board(7, 3, 6, 1)) == Illegal::MUST_PROMOTE);
  CHECK(why_illegal(pos, board(7, 3, 6, 1, true)) == Illegal::NONE);
  CHECK(why_illegal(pos, board(5, 7, 5, 6, true)) == Illegal::CANNOT_PROMOTE);  // outside the zone
  CHECK(why_illegal(pos, board(5, 7, 5, 6)) == Illegal::NONE);
  CHECK(why_illegal(pos, board(5, 7, 5, 5)) == Illegal::CANNOT_MOVE_THERE);
  CHECK(why_illegal(pos, board(5, 9, 4, 9, true)) == Illegal::CANNOT_PROMOTE);  // kings never promote
}

TEST_CASE("uchifuzume: a pawn drop may check but not mate, other drops may") {
  // Gote's king on 5a between its lances; sente's gold on 5c guards 4b, 5b and 6b.
  auto pos = sfen_position("3lkl3/9/4G4/9/9/9/9/9/4K4 b PG 1");
  CHECK(why_illegal(pos, drop(PAWN, 5, 2)) == Illegal::UCHIFUZUME);
  CHECK(why_illegal(pos, drop(GOLD, 5, 2)) == Illegal::NONE);
  std::vector<std::string> legal;
  for (auto m : MoveList(pos)) legal.push_back(usi_move(m));
  CHECK(std::find(legal.begin(), legal.end(), "P*5b") == legal.end());
  CHECK(std::find(legal.begin(), legal.end(), "G*5b") != legal.end());
  // With a way out (no guard on 4b), the same pawn drop is a legal check.
  auto open = sfen_position("3lkl3/9/3G5/9/9/9/9/9/4K4 b P 1");
  CHECK(why_illegal(open, drop(PAWN, 5, 2)) == Illegal::NONE);
}

TEST_CASE("a move may not leave one's own king in check") {
  auto pos = sfen_position("4r4/9/9/9/9/9/9/4G4/4K4 b - 1");
  CHECK(why_illegal(pos, board(5, 8, 4, 8)) == Illegal::KING_LEFT_IN_CHECK);
  CHECK(why_illegal(pos, board(5, 8, 5, 7)) == Illegal::NONE);
  auto checked = sfen_position("4k4/9/9/9/9/9/9/4r4/4K4 b - 1");
  CHECK(checked.in_check());
  CHECK(status(checked) == Status::ONGOING);  // the king takes the unguarded rook
  auto mated = sfen_position("4k4/9/9/9/9/9/9/4g4/3sK1s2 b - 1");
  CHECK(mated.in_check());
}

TEST_CASE("make and unmake restore position, hands and hash") {
  auto pos = sfen_position("4k4/9/2p6/9/9/9/4P4/1B7/4K4 b 2Pg 1");
  const auto key = pos.key();
  const auto sfen = write_sfen(pos);
  for (auto m : MoveList(pos)) {
    const auto u = pos.make(m);
    pos.unmake(m, u);
    CHECK(pos.key() == key);
    CHECK(write_sfen(pos) == sfen);
  }
}

TEST_CASE("SFEN: round trips, hands in order, impossible set-ups at their place") {
  for (std::string_view sfen : {"lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
                                "8l/1l+R2P3/p2pBG1pp/kps1p4/Nn1P2G2/P1P1P2PP/1PS6/1KSG3+r1/LN2+p3L w Sbgn3p 124",
                                "4k4/9/9/9/9/9/9/9/9 b 2r2b4g4s4n4l18p 1"})
    CHECK(write_sfen(sfen_position(sfen)) == sfen);
  CHECK(write_sfen(sfen_position("4k4/9/9/9/9/9/9/9/4K4 b P2pRb 1")) == "4k4/9/9/9/9/9/9/9/4K4 b RPb2p 1");
  auto ds = sfen_problems("4k4/9/9/9/9/9/4P4/4P4/4K4 b - 1");
  REQUIRE(ds.size() == 1);
  CHECK(ds[0].code == "nifu");
  CHECK(ds[0].col == 20);
  ds = sfen_problems("P3k4/9/9/9/9/9/9/9/4K4 b - 1");
  REQUIRE(ds.size() == 1);
  CHECK(ds[0].code == "dead-piece");
  CHECK(ds[0].col == 1);
  ds = sfen_problems("4k4/9/9/9/9/9/9/9/4K4 b 19P 1");
  CHECK(ds[0].code == "fen-counter");
  ds = sfen_problems("4k4/4R4/9/9/9/9/9/9/4K4 b - 1");
  CHECK(ds[0].code == "opponent-in-check");
  ds = sfen_problems("4k4/9/9/9/9/9/9/9/4K4 x - 1");
  CHECK(ds[0].code == "syntax");
  CHECK(ds[0].col == 23);
}

TEST_CASE("every 手合割 has its start position, with gote to move") {
  for (std::string_view name : {"香落ち", "右香落ち", "角落ち", "飛車落ち", "飛香落ち", "二枚落ち", "三枚落ち", "四枚落ち", "五枚落ち",
                                "左五枚落ち", "六枚落ち", "左七枚落ち", "右七枚落ち", "八枚落ち", "十枚落ち"}) {
    INFO(name);
    const auto sfen = handicap_sfen(name);
    REQUIRE(sfen);
    auto pos = sfen_position(*sfen);
    CHECK(pos.side_to_move() == WHITE);
    CHECK(MoveList(pos).size() > 0);
  }
  CHECK(handicap_sfen("平手") == START_SFEN);
  CHECK(!handicap_sfen("詰将棋"));
}

TEST_CASE("why_illegal says NONE for exactly the legal moves, in positions of random games full of checks, pins and drops") {
  std::uint64_t seed = 0x9E3779B97F4A7C15ULL;
  const auto next = [&] {
    seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
    return seed;
  };
  std::size_t positions = 0, checks = 0;
  for (int game = 0; game < 40; ++game) {
    Position pos = Position::start();
    for (int ply = 0; ply < 120; ++ply) {
      const MoveList legal(pos);
      if (legal.size() == 0) break;
      std::array<Move, 1024> pseudo;
      const Move* last = generate_pseudo_legal(pos, pseudo.data());
      for (const Move* m = pseudo.data(); m != last; ++m) CHECK((why_illegal(pos, *m) == Illegal::NONE) == legal.contains(*m));
      checks += pos.in_check();
      ++positions;
      pos.make(*(legal.begin() + next() % legal.size()));
    }
  }
  MESSAGE(positions << " positions, " << checks << " in check");
  CHECK(checks > 20);
}

TEST_CASE("reaching (walked back from a square) finds exactly the pieces whose movement takes them there, in positions of random games") {
  test::Random next(0x7eac);
  std::size_t found = 0;
  for (int game = 0; game < 10; ++game) {
    Position pos = Position::start();
    for (int ply = 0; ply < 120; ++ply) {
      const MoveList legal(pos);
      if (legal.size() == 0) break;
      if (ply % 3 == 0)
        for (int to = 0; to < SQUARE_NB; ++to) {
          // Over the board: every piece of the side to move that why_illegal does not refuse for its movement.
          std::map<Piece, std::vector<Square>> moving;
          for (int from = 0; from < SQUARE_NB; ++from) {
            const Piece p = pos.at(Square(from));
            if (p == NO_PIECE || color_of(p) != pos.side_to_move()) continue;
            const Illegal why = why_illegal(pos, Move{Square(from), Square(to), NO_PIECE_TYPE, false});
            moving[p];
            if (why != Illegal::CANNOT_MOVE_THERE && why != Illegal::NO_PIECE) moving[p].push_back(Square(from));
          }
          for (const auto& [p, squares] : moving) {
            const auto walked = reaching(pos, p, Square(to));
            std::vector<Square> got(walked.begin(), walked.end());
            std::sort(got.begin(), got.end());
            INFO("game ", game + 1, " ply ", ply + 1, " to ", to);
            CHECK(got == squares);
            found += got.size();
          }
        }
      pos.make(*(legal.begin() + next() % legal.size()));
    }
  }
  CHECK(found > 1000);
}

TEST_CASE("first_piece, read off the occupied squares, is the piece a walk of the ray over the board meets first, as moves are made and taken back") {
  test::Random next(0x5eed);
  std::size_t compared = 0;
  const auto walk = [](const Position& pos, Square s, int d) {
    for (Square on : ATTACKS.ray[s][std::size_t(d)])
      if (pos.at(on) != NO_PIECE) return on;
    return NO_SQUARE;
  };
  const auto agree = [&](const Position& pos) {
    std::string differ;
    for (int s = 0; s < SQUARE_NB; ++s)
      for (int d = 0; d < 8; ++d, ++compared)
        if (pos.first_piece(Square(s), d) != walk(pos, Square(s), d)) differ += fmt::format(" square {} direction {};", s, d);
    INFO(write_sfen(pos));
    REQUIRE(differ == "");
  };
  for (int game = 0; game < 10; ++game) {
    Position pos = Position::start();
    for (int ply = 0; ply < 150; ++ply) {
      const MoveList legal(pos);
      if (legal.size() == 0) break;
      // Every move of the position made and taken back leaves the squares as they were; the one played
      // (captures, drops, promotions) moves them on.
      for (Move m : legal) {
        const Undo u = pos.make(m);
        if (ply % 10 == 0) agree(pos);
        pos.unmake(m, u);
      }
      agree(pos);
      pos.make(*(legal.begin() + next() % legal.size()));
    }
  }
  CHECK(compared > 1'000'000);
}

TEST_CASE("putting no piece on a square empties it as remove does: the board, the lines' first pieces and the key") {
  Position put = Position::start(), removed = Position::start();
  const Square rook = square_at(2, 8);
  put.put(NO_PIECE, rook);
  removed.remove(rook);
  CHECK(put.at(rook) == NO_PIECE);
  CHECK(put.key() == removed.key());
  for (int d = 0; d < 8; ++d) CHECK(put.first_piece(square_at(2, 7), d) == removed.first_piece(square_at(2, 7), d));
  // From the file-2 pawn towards sente's camp, past the rook's empty square, the knight.
  CHECK(put.first_piece(square_at(2, 7), 6) == square_at(2, 9));
}
