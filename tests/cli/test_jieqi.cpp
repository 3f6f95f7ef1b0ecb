// Cờ tướng úp from the command line: a thirty-move game written by hand validates, converts between ICCS and
// Vietnamese notation and back to the same moves, its positions between JieqiBox's FEN and pychess's; a
// reveal missing, not in the pool or on a face-up piece is reported at its move.
#include "converters/common/text_join.hpp"
#include "helpers.hpp"

using namespace kypho::test;

namespace {
const std::string GAME = KYPHO_SOURCE_DIR "/samples/jieqi/jieqi-pgn/valid/thirty-moves.pgn";
}

TEST_CASE("jieqi: the thirty-move game converts to Vietnamese notation and back to the same record") {
  const auto vn = run(kypho_command("convert --to pgn --notation vn " + GAME + " 2>/dev/null"));
  REQUIRE(vn.status == 0);
  CHECK(vn.out.find("1. T3.1=T {the elephant's point turns up an elephant} 1... P2.7=S (1... M8.7=M)\n") != std::string::npos);
  const std::string vn_file = temp_file("thirty-vn.pgn", vn.out);
  const auto checked = run(kypho_command("validate --format json " + vn_file));
  CHECK(checked.status == 0);
  CHECK(checked.out.find("\"status\":\"valid\",\"plies\":60") != std::string::npos);
  const auto back = run(kypho_command("convert --to pgn " + vn_file + " 2>/dev/null"));
  const auto direct = run(kypho_command("convert --to pgn " + GAME + " 2>/dev/null"));
  REQUIRE(back.status == 0);
  CHECK(back.out == direct.out);
  CHECK(direct.out.find("1. g0i2=B {the elephant's point turns up an elephant} 1... b7b0=A (1... h9g7=N)\n") != std::string::npos);
}

TEST_CASE("jieqi: the game's end as JieqiBox's FEN and pychess's, each read back to the same position") {
  const auto fen = run(kypho_command("convert --to fen " + GAME + " 2>/dev/null"));
  REQUIRE(fen.status == 0);
  CHECK(fen.out == "C2x5/4k4/3r5/x5P1p/2p6/9/9/9/5K3/1r7 w N1n1B1b2A1a1C1c1P4p2 - 0 31\n");
  const auto pychess = run(kypho_command("convert --to jieqi-pychess-fen " + GAME + " 2>/dev/null"));
  CHECK(pychess.out == "C2a~5/4k4/3r5/p~5P1p/2p6/9/9/9/5K3/1r7 w - - 0 31\n");
  CHECK(contains(run(kypho_command("convert --to jieqi-pychess-fen " + GAME + " 2>&1 >/dev/null")).out,
                 "warning[lossy-conversion]: not written: the pools of face-down pieces"));
  const std::string start = temp_file("start.fen", "r~n~b~a~ka~b~n~r~/9/1c~5c~1/p~1p~1p~1p~1p~/9/9/P~1P~1P~1P~1P~/1C~5C~1/9/R~N~B~A~KA~B~N~R~ w - - 0 1\n");
  const auto box = run(kypho_command("convert --to fen " + start + " 2>/dev/null"));
  CHECK(box.out == "xxxxkxxxx/9/1x5x1/x1x1x1x1x/9/9/X1X1X1X1X/1X5X1/9/XXXXKXXXX w R2r2N2n2B2b2A2a2C2c2P5p5 - 0 1\n");
  CHECK(contains(run(kypho_command("convert --to fen " + start + " 2>&1 >/dev/null")).out, "note[missing-pool]"));
  const std::string old_layout = temp_file("old.fen", "xxxxkxxxx/9/1x5x1/x1x1x1x1x/9/9/X1X1X1X1X/1X5X1/9/XXXXKXXXX A2B2N2R2C2P5a2b2n2r2c2p5 w - - 0 1\n");
  CHECK(run(kypho_command("convert --to fen " + old_layout + " 2>/dev/null")).out == box.out);
}

TEST_CASE("jieqi: reveals that cannot be are reported at their move") {
  const std::string missing = temp_file("missing.pgn", "[Variant \"Jieqi\"]\n\n1. h2e2=C h7e7=R 2. b2b6 h9g7=N *\n");
  const auto r = run(kypho_command("validate " + missing));
  CHECK(r.status == 1);
  CHECK(r.out.find(missing + ":3:21: error[missing-reveal]: ply 3 (b2b6): the piece on b2 is face down") != std::string::npos);
  const std::string pool = temp_file("pool.pgn", "[Variant \"Jieqi\"]\n\n1. h2e2=R h7e7=C 2. b2b5=R b7b6=C 3. a3a4=R *\n");
  CHECK(run(kypho_command("validate " + pool)).out.find(":3:38: error[reveal-not-in-pool]") != std::string::npos);
  const std::string blocked = temp_file("blocked.pgn", "[Variant \"Jieqi\"]\n\n1. h2h9=Rn h7h0=C *\n");
  CHECK(contains(run(kypho_command("validate " + blocked)).out, "note: the piece on h7 is face down: it moves as a cannon, the piece of its start point"));
  const std::string vn = temp_file("vn.pgn", "[Variant \"Jieqi\"]\n\n1. P2-5=X P8-5=P\n2. X5-4=M *\n");
  CHECK(run(kypho_command("validate " + vn)).out.find(":4:9: error[reveal-face-up]") != std::string::npos);
}

TEST_CASE("jieqi: perft from the command line, and show's diagram says which pieces are face down") {
  CHECK(run(kypho_command("perft --game jieqi --depth 3")).out == "79666\n");
  const auto shown = run(kypho_command("show --game jieqi --to text"));
  CHECK(shown.out.find("a0 b0 c0 d0 f0 g0 h0 i0 b2 h2") != std::string::npos);
  CHECK(contains(shown.out, " 0  X? M? T? S? Tg S? T? M? X?\n"));
  CHECK(run(kypho_command("show --game jieqi --to pychess-fen")).out ==
        "r~n~b~a~ka~b~n~r~/9/1c~5c~1/p~1p~1p~1p~1p~/9/9/P~1P~1P~1P~1P~/1C~5C~1/9/R~N~B~A~KA~B~N~R~ w - - 0 1\n");
}

TEST_CASE("jieqi: a record without a [Variant] tag is told by its reveals, and spellings kypho does not write are noted with fixes") {
  const std::string bare = temp_file("bare.txt", "1. h2e2=C h7e7=R 2. b2b6=A h9g7=N *\n");
  const auto told = run(kypho_command("validate " + bare + " 2>&1"));
  CHECK(told.status == 0);
  CHECK(contains(told.out, "info[format]: read as cờ tướng úp's jieqi-pgn, told by its content"));
  const std::string engine_case = temp_file("case.pgn", "[Variant \"Jieqi\"]\n\n1. +h2e2=R H7-E7=c 2. h0g2=n b9c7=n *\n");
  const auto noted = run(kypho_command("validate " + engine_case));
  CHECK(noted.status == 0);
  CHECK(contains(noted.out, ":3:4: note[non-canonical]: an ICCS move is written in lower case"));
  CHECK(contains(noted.out, "fix: lint --fix writes 'h2e2=R' at 3:4, and 3 more like it in this game"));
  const std::string dash = temp_file("dash.pgn", "[Variant \"Jieqi\"]\n\n1. P2–5=X P8-5=P\n2. M2.3=M *\n");
  CHECK(contains(run(kypho_command("validate " + dash)).out, ":3:4: note[non-canonical]: a typographic dash or minus"));
  // The reveal's letter is a piece letter too: in lower case or full width, C (chốt), V (voi), each said with
  // the canonical move as its fix.
  const std::string letters = temp_file("letters.pgn", "[Variant \"Jieqi\"]\n\n1. P2-5=x P8-5=C\n2. M2.3=Ｍ M8.7=V *\n");
  const auto spelt = run(kypho_command("--color never validate " + letters));
  CHECK(contains(spelt.out, ":3:4: note[non-canonical]: letters in another case than the rulebook's"));
  CHECK(contains(spelt.out, "fix: lint --fix writes 'P2-5=X' at 3:4"));
  CHECK(contains(spelt.out, ":3:11: note[non-canonical]: 'C' (chốt) is read as the soldier, written 'B'"));
  CHECK(contains(spelt.out, ":4:4: note[non-canonical]: full-width letters"));
  CHECK(contains(spelt.out, ":4:11: note[non-canonical]: 'V' (voi) is read as the elephant, written 'T'"));
  CHECK(contains(spelt.out, "1 game: 1 valid"));
  // Its FEN's letters as xiangqi's: E and H, the side in capitals.
  const auto fen = run(kypho_command("--color never --game jieqi validate " +
                                     temp_file("he.fen", "xhxxkxxxx/9/1x5x1/x1x1x1x1x/9/9/X1X1X1X1X/1X7/9/XXXXKXXXX W - - 0 1\n")));
  CHECK(contains(fen.out, ":1:2: note[non-canonical]: 'h' is read as a horse; FEN is written with 'n'"));
  CHECK(contains(fen.out, ":1:59: note[non-canonical]: 'W' is read as Red to move; FEN is written with 'w'"));
  CHECK(run(kypho_command("convert --game jieqi --to pychess-fen " + temp_file("one.fen", "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1\n") + " 2>/dev/null")).out ==
        "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1\n");
}

TEST_CASE("jieqi: a face-down piece taken, named as JieqiBox names it, leaves its pool for the pool of those taken") {
  const std::string game = temp_file("taken.pgn", "[Variant \"Jieqi\"]\n\n1. h2h9Rn b7b0=CN 2. i0i1=A a9a8=P *\n");
  CHECK(run(kypho_command("convert --to fen " + game + " 2>/dev/null")).out ==
        "1xxxkxxRx/p8/7x1/x1x1x1x1x/9/9/X1X1X1X1X/1X7/8A/XcXXKXXX1 w R1r2N1n1B2b2A1a2C2c1P5p4 N1n1 2 3\n");
  CHECK(run(kypho_command("convert --to pgn " + game + " 2>/dev/null")).out.find("1. h2h9=Rn b7b0=CN\n") != std::string::npos);
  CHECK(contains(run(kypho_command("validate " + game)).out, ":3:4: note[non-canonical]"));
  CHECK(contains(run(kypho_command("convert --to pgn --notation vn " + game + " 2>&1 >/dev/null")).out,
                 "warning[lossy-conversion]: not written: what the face-down pieces taken by 2 moves were"));
  const std::string nothing = temp_file("nothing.pgn", "[Variant \"Jieqi\"]\n\n1. h2e2Rn *\n");
  CHECK(contains(run(kypho_command("validate " + nothing)).out, ":3:9: error[reveal-face-up]: 'n' names a face-down piece taken on e2, but the move takes nothing"));
  const std::string third = temp_file("third.pgn", "[Variant \"Jieqi\"]\n\n1. h2h9=Rn b7b0=CN 2. h9g9n a9a8=P 3. g9f9n *\n");
  CHECK(contains(run(kypho_command("validate " + third)).out, "error[reveal-not-in-pool]: ply 5 (g9f9n): the face-down piece taken on f9 is written as a horse, but Đen's pool holds"));
}

TEST_CASE("jieqi: JieqiBox's JSON record, told by its content, reads to the same game and is written back") {
  const std::string box = KYPHO_SOURCE_DIR "/samples/jieqi/jieqibox/valid/jieqibox-game.json";
  const auto pgn = run(kypho_command("convert --to pgn " + box + " 2>/dev/null"));
  REQUIRE(pgn.status == 0);
  CHECK(contains(pgn.out, "[Date \"2026.11.20\"]\n"));
  CHECK(contains(pgn.out, "1. h2h9=Rn! {the cannon's point jumps the screen and turns up a chariot [%jieqibox engineScore=35 engineTime=1250]} 1... b7b0=CN\n"));
  // The game's end as the file's own currentFen gives it.
  CHECK(run(kypho_command("convert --to fen " + box + " 2>/dev/null")).out ==
        "1xxxkxxRx/p8/7x1/x1x1x1x1x/9/9/X1X1X1X1X/1X7/8A/XcXXKXXX1 w R1r2N1n1B2b2A1a2C2c1P5p4 N1n1 2 3\n");
  // PGN to JieqiBox and back: the same record (the thirty-move game's variation is said to be left out).
  const auto json = run(kypho_command("convert --to jieqibox " + GAME + " 2>/dev/null"));
  CHECK(contains(json.out, "\"data\": \"b7b0a\""));
  const std::string written = temp_file("written.json", json.out);
  const auto back = run(kypho_command("convert --to pgn " + written + " 2>/dev/null"));
  const auto direct = run(kypho_command("convert --to pgn " + GAME + " 2>/dev/null"));
  CHECK(back.out == kypho::replaced(direct.out, " (1... h9g7=N)", ""));
  CHECK(contains(run(kypho_command("convert --to jieqibox " + GAME + " 2>&1 >/dev/null")).out,
                 "warning[lossy-conversion]: not written: variations: JieqiBox's record holds one line of moves"));
  // An edit of the position is said where it stands; what follows it is kept, not checked.
  const auto adjust = run(kypho_command("validate " KYPHO_SOURCE_DIR "/samples/jieqi/jieqibox/invalid/adjust.json"));
  CHECK(adjust.status == 1);
  CHECK(contains(adjust.out, "adjust.json:10:34: error[not-checked]: entry 2 is JieqiBox's 'adjust' (R-)"));
  // A move's data without JieqiBox's letters: what the face-down piece turned up as is in the FEN after it.
  const std::string fens = KYPHO_SOURCE_DIR "/samples/jieqi/jieqibox/valid/reveals-in-fens.json";
  CHECK(contains(run(kypho_command("convert --to pgn " + fens + " 2>/dev/null")).out, "1. h2e2=R h7e7=C\n2. e2d2\n"));
  CHECK(contains(run(kypho_command("validate " + fens)).out,
                 "reveals-in-fens.json:8:32: note[missing-reveal]: 2 moves' data do not say what their face-down pieces turned up as"));
  // Every field read is kept: metadata kypho has no tag for as JieqiBox_ tags (written back), an entry's other
  // fields in its comment; a start assumed, and a field beside metadata and moves, are said.
  const std::string odd = temp_file("odd.json", "{\"metadata\": {\"round\": 3, \"author\": \"A\", \"result\": \"*\"}, \"extra\": 1, "
                                                 "\"moves\": [{\"type\": \"move\", \"data\": \"h2e2C\", \"annotation\": \"!!!\", \"engineScore\": 35}]}\n");
  const auto odd_pgn = run(kypho_command("convert --from jieqibox --to pgn " + odd + " 2>/dev/null")).out;
  CHECK(contains(odd_pgn, "[Round \"3\"]\n"));
  CHECK(contains(odd_pgn, "[JieqiBox_author \"A\"]\n"));
  CHECK(contains(odd_pgn, "1. h2e2=C {[%jieqibox annotation=\"!!!\" engineScore=35]}\n"));
  const auto odd_report = run(kypho_command("validate --from jieqibox " + odd)).out;
  CHECK(contains(odd_report, ":1:14: note[missing-start]: the record gives no initialFen"));
  CHECK(contains(odd_report, ":1:67: warning[lossy-conversion]: the field extra is not one of a JieqiBox record's"));
  CHECK(contains(run(kypho_command("convert --from jieqibox --to jieqibox " + odd + " 2>/dev/null")).out, "\"author\": \"A\""));
  // Other JSON is still no record.
  CHECK(contains(run(kypho_command("validate " + temp_file("other.json", "{\"metadata\": {}, \"name\": 1}\n"))).out,
                 "neither a JKF (JSON Kifu Format) shogi record nor a JieqiBox cờ tướng úp record"));
}
