// Moves of every kind, their blockers, check, evasion, pins and the flying-general rule.
#include "helpers.hpp"

using namespace kypho;
using namespace kypho::test;
using V = std::vector<std::string>;

TEST_CASE("start position: each kind's moves") {
  auto pos = xiangqi::Position::start();
  CHECK(legal_moves(pos).size() == 44);
  CHECK(legal_moves_from(pos, "b0") == V{"b0a2", "b0c2"});  // d1 blocked: leg c0 holds the elephant
  CHECK(legal_moves_from(pos, "c0") == V{"c0a2", "c0e2"});
  CHECK(legal_moves_from(pos, "d0") == V{"d0e1"});
  CHECK(legal_moves_from(pos, "e0") == V{"e0e1"});
  CHECK(legal_moves_from(pos, "a0") == V{"a0a1", "a0a2"});
  CHECK(legal_moves_from(pos, "e3") == V{"e3e4"});
  // The cannon slides up to b6, jumps the b7 cannon to take the b9 horse, and stops at h2 sideways.
  CHECK(legal_moves_from(pos, "b2") ==
        V{"b2a2", "b2b1", "b2b3", "b2b4", "b2b5", "b2b6", "b2b9", "b2c2", "b2d2", "b2e2", "b2f2", "b2g2"});
}

TEST_CASE("horse leg and elephant eye block") {
  // Red horse e4 with pieces on its north leg e5 and west leg d4; a red elephant c4 with its eye d3 filled.
  auto pos = fen_position("4k4/9/9/9/4p4/3pN4/9/9/9/3K5 w - - 0 1");
  const V horse = legal_moves_from(pos, "e4");
  CHECK(std::find(horse.begin(), horse.end(), "e4d6") == horse.end());  // leg e5 occupied
  CHECK(std::find(horse.begin(), horse.end(), "e4f6") == horse.end());
  CHECK(std::find(horse.begin(), horse.end(), "e4c5") == horse.end());  // leg d4 occupied
  CHECK(std::find(horse.begin(), horse.end(), "e4c3") == horse.end());
  CHECK(horse == V{"e4d2", "e4f2", "e4g3", "e4g5"});

  auto eye = fen_position("4k4/9/9/9/9/2B6/3R5/9/9/3K5 w - - 0 1");
  CHECK(legal_moves_from(eye, "c4") == V{"c4a2"});  // d3 is the eye towards e2; a6 and e6 are across the river
}

TEST_CASE("elephants never cross the river, advisors stay on the palace diagonals") {
  auto pos = fen_position("3k5/9/9/9/9/2B6/9/9/4A4/4K4 w - - 0 1");
  CHECK(legal_moves_from(pos, "c4") == V{"c4a2", "c4e2"});
  CHECK(legal_moves_from(pos, "e1") == V{"e1d0", "e1d2", "e1f0", "e1f2"});
}

TEST_CASE("soldiers: forward only before the river, sideways after, never back") {
  auto pos = fen_position("3k4P/9/9/9/4P4/9/P8/9/9/4K4 w - - 0 1");
  CHECK(legal_moves_from(pos, "a3") == V{"a3a4"});
  CHECK(legal_moves_from(pos, "e5") == V{"e5d5", "e5e6", "e5f5"});
  CHECK(legal_moves_from(pos, "i9") == V{"i9h9"});
  auto black = fen_position("4k4/9/9/9/9/4p4/9/9/9/3K5 b - - 0 1");
  CHECK(legal_moves_from(black, "e4") == V{"e4d4", "e4e3", "e4f4"});
}

TEST_CASE("flying general: a move may not leave the generals facing") {
  auto pos = fen_position("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
  CHECK(legal_moves(pos) == V{"e0e1", "e0f0"});  // e0d0 would face the black general on the open d-file
  auto pinned = fen_position("4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1");
  CHECK(legal_moves_from(pinned, "e1").empty());  // the advisor is the only screen between the generals
  CHECK(legal_moves(pinned) == V{"e0d0", "e0f0"});
}

TEST_CASE("pins by a chariot and a cannon") {
  auto chariot = fen_position("4k4/9/9/9/4r4/9/9/9/4R4/4K4 w - - 0 1");
  CHECK(legal_moves_from(chariot, "e1") == V{"e1e2", "e1e3", "e1e4", "e1e5"});
  // A cannon pins through a screen: the red horse on e2 is the cannon's screen to the general.
  // With two screens (horse e2, advisor e1) there is no check, but either one leaving gives it.
  auto cannon = fen_position("3k5/9/9/9/4c4/9/9/4N4/4A4/4K4 w - - 0 1");
  CHECK(!cannon.in_check());
  CHECK(legal_moves_from(cannon, "e2").empty());
  CHECK(legal_moves_from(cannon, "e1").empty());
}

TEST_CASE("check by each attacker and the evasions") {
  SUBCASE("chariot check: block or step aside") {
    auto pos = fen_position("3k5/9/4r4/9/9/9/9/9/R8/4K4 w - - 0 1");
    CHECK(pos.in_check());
    CHECK(legal_moves(pos) == V{"a1e1", "e0f0"});  // e0d0 faces the general, e0e1 stays on the file
  }
  SUBCASE("horse check needs an empty leg") {
    auto pos = fen_position("3k5/9/9/9/9/9/9/3n5/9/4K4 w - - 0 1");
    CHECK(pos.in_check());
    auto blocked = fen_position("3k5/9/9/9/9/9/9/3n5/3R5/4K4 w - - 0 1");
    CHECK(!blocked.in_check());
  }
  SUBCASE("cannon check needs exactly one screen") {
    CHECK(fen_position("3k5/9/9/9/4c4/9/4P4/9/9/4K4 w - - 0 1").in_check());
    CHECK(!fen_position("3k5/9/9/9/4c4/9/9/9/9/4K4 w - - 0 1").in_check());
    CHECK(!fen_position("3k5/9/9/9/4c4/4P4/4P4/9/9/4K4 w - - 0 1").in_check());
  }
  SUBCASE("soldier check from ahead and from the side, never from behind") {
    CHECK(fen_position("3k5/9/9/9/9/9/9/9/4p4/4K4 w - - 0 1").in_check());
    CHECK(fen_position("3k5/9/9/9/9/9/9/9/9/3pK4 w - - 0 1").in_check());
    CHECK(!fen_position("4P4/4k4/9/9/9/9/9/9/9/3K5 b - - 0 1").in_check());
  }
}

TEST_CASE("no legal move loses, in check (mate) or not (stalemate)") {
  // Two chariots mate on the back rank.
  auto mate = fen_position("3k5/R8/3R5/9/9/9/9/9/9/4K4 b - - 0 1");
  CHECK(mate.in_check());
  CHECK(xiangqi::status(mate) == xiangqi::Status::CHECKMATE);
  auto stale = fen_position("3k5/9/4R4/9/9/9/9/9/9/4K4 b - - 0 1");
  CHECK(!stale.in_check());
  CHECK(legal_moves(stale) == V{"d9d8"});
  // d8 is covered by the chariot on a8, e9 by the one on e7: no move, and no check.
  auto stalemate = fen_position("3k5/R8/4R4/9/9/9/9/9/9/5K3 b - - 0 1");
  CHECK(!stalemate.in_check());
  CHECK(xiangqi::status(stalemate) == xiangqi::Status::STALEMATE);
}

TEST_CASE("make and unmake restore the position and its hash") {
  auto pos = xiangqi::Position::start();
  const auto key = pos.key();
  const std::string fen = xiangqi::write_fen(pos);
  for (auto m : xiangqi::MoveList(pos)) {
    const auto u = pos.make(m);
    CHECK(pos.key() != key);
    pos.unmake(m, u);
    CHECK(pos.key() == key);
    CHECK(xiangqi::write_fen(pos) == fen);
  }
  // The same position reached by two move orders has the same hash (for repetition detection).
  auto a = xiangqi::Position::start(), b = xiangqi::Position::start();
  auto play = [](xiangqi::Position& p, std::initializer_list<std::pair<int, int>> moves) {
    for (auto [from, to] : moves) p.make({xiangqi::Square(from), xiangqi::Square(to)});
  };
  using xiangqi::make_square;
  play(a, {{make_square(7, 2), make_square(4, 2)}, {make_square(7, 9), make_square(6, 7)}, {make_square(7, 0), make_square(6, 2)}});
  play(b, {{make_square(7, 0), make_square(6, 2)}, {make_square(7, 9), make_square(6, 7)}, {make_square(7, 2), make_square(4, 2)}});
  CHECK(a.key() == b.key());
}

TEST_CASE("is_legal agrees with the full move list") {
  auto pos = fen_position("1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1");
  const xiangqi::MoveList legal(pos);
  int count = 0;
  for (int from = 0; from < xiangqi::SQUARE_NB; ++from)
    for (int to = 0; to < xiangqi::SQUARE_NB; ++to) {
      const xiangqi::Move m{xiangqi::Square(from), xiangqi::Square(to)};
      CHECK(xiangqi::is_legal(pos, m) == legal.contains(m));
      count += xiangqi::is_legal(pos, m);
    }
  CHECK(count == 30);
}

// The legal list and is_legal ask a move of a piece other than the general, out of check, only about the
// lines and the horse's leg it changed, and only where an enemy piece could attack through them
// (Exposure); make_if_legal asks the general's every attacker after the move. All three agree with that
// move made and the general's attackers counted afresh, on every pseudo-legal move of the positions of
// random games (captures preferred, so that lines open and close).
TEST_CASE("the legal list, is_legal and make_if_legal agree with the move made, on every pseudo-legal move of random games") {
  // Whether the mover's general is attacked after the move, walked over the board: no set kept by the
  // position is asked.
  const auto attacked_after = [](xiangqi::Position pos, xiangqi::Move m) {
    const xiangqi::Color us = pos.side_to_move();
    pos.make(m);
    const xiangqi::Square general = pos.general(us);
    if (general == xiangqi::NO_SQUARE) return false;
    for (int s = 0; s < xiangqi::SQUARE_NB; ++s) {
      const xiangqi::Piece p = pos.at(xiangqi::Square(s));
      if (p == xiangqi::NO_PIECE || xiangqi::color_of(p) == us) continue;
      if (xiangqi::type_of(p) == xiangqi::GENERAL && xiangqi::file_of(xiangqi::Square(s)) == xiangqi::file_of(general) &&
          pos.pieces_between(xiangqi::Square(s), general) == 0)
        return true;
      std::array<xiangqi::Move, xiangqi::MAX_MOVES> moves;  // their side to move: what they could take
      const xiangqi::Move* end = xiangqi::generate_pseudo_legal_from(pos, xiangqi::Square(s), moves.data());
      for (const xiangqi::Move* t = moves.data(); t != end; ++t)
        if (t->to == general) return true;
    }
    return false;
  };
  test::Random next(17);
  int asked = 0, refused = 0;
  for (int game = 0; game < 150; ++game) {
    auto pos = xiangqi::Position::start();
    for (int ply = 0; ply < 160; ++ply) {
      const xiangqi::MoveList legal(pos);
      if (legal.size() == 0) break;
      std::array<xiangqi::Move, xiangqi::MAX_MOVES> pseudo;
      const xiangqi::Move* end = xiangqi::generate_pseudo_legal(pos, pseudo.data());
      for (const xiangqi::Move* m = pseudo.data(); m != end; ++m) {
        INFO("game ", game + 1, " ply ", ply + 1);
        const bool expected = !attacked_after(pos, *m);
        CHECK(legal.contains(*m) == expected);
        CHECK(xiangqi::is_legal(pos, *m) == expected);
        xiangqi::Position made = pos;
        xiangqi::Undo undo;
        CHECK(xiangqi::make_if_legal(made, *m, undo) == expected);
        refused += !expected;
        ++asked;
      }
      xiangqi::Move m = legal[next() % legal.size()];
      for (int tries = 0; tries < 3 && pos.at(m.to) == xiangqi::NO_PIECE; ++tries) m = legal[next() % legal.size()];
      pos.make(m);
    }
  }
  CHECK(refused > asked / 50);  // pins, checks and facing generals were among them
}
