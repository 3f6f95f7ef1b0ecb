// The kypho command line as users run it: outputs, exit statuses, diagnostics.
#include "helpers.hpp"

using namespace kypho::test;

TEST_CASE("perft prints the count alone on the last line") {
  auto r = run(kypho_command("perft --game xiangqi --depth 3"));
  CHECK(r.status == 0);
  CHECK(r.out == "79666\n");
  r = run(kypho_command("--game xiangqi perft --depth 2 --divide"));
  CHECK(r.status == 0);
  CHECK(last_line(r.out) == "1920");
  CHECK(r.out.find("h2e2 45\n") != std::string::npos);
  CHECK(std::count(r.out.begin(), r.out.end(), '\n') == 45);
  r = run(kypho_command("perft --fen '3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1' --depth 4"));
  CHECK(r.out == "14\n");
}

TEST_CASE("cotulenh: perft counts whole turns or sub-moves, names each in @cotulenh/core's SAN, and says which rules it plays") {
  auto r = run(kypho_command("perft --game cotulenh --depth 1 --count steps 2>&1"));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "kypho: note[assumed-rules]: rules: vn"));
  // Luật cờ tư lệnh lets an engineer carry infantry (A8): four more sub-moves from the start.
  CHECK(last_line(r.out) == "120");
  r = run(kypho_command("perft --game cotulenh --rules vn --depth 1 --count steps --divide"));
  CHECK(contains(r.out, "C4.3_4.2 1\n"));  // in the notation of Luật cờ tư lệnh: the engineer on d5 takes the infantry on c5 aboard
  CHECK(contains(r.out, "B4.2_4.3 1\n"));
  r = run(kypho_command("perft --game cotulenh --rules cotulenh --depth 1 2>&1"));
  CHECK(contains(r.out, "assumed-rules") == false);
  CHECK(last_line(r.out) == "116");
  r = run(kypho_command("perft --game cotulenh --rules cotulenh --depth 1 --count steps --divide"));
  CHECK(contains(r.out, "I&c4 1\n"));
  CHECK(contains(r.out, "F_b2") == false);
  // Depth 2 counts Blue's turns after each of Red's: the rows add up to the total.
  r = run(kypho_command("perft --game cotulenh --rules cotulenh --depth 2 --divide"));
  std::uint64_t sum = 0;
  std::size_t rows = 0;
  for (std::size_t at = 0, end; (end = r.out.find('\n', at)) != std::string::npos; at = end + 1) {
    const std::string row = r.out.substr(at, end - at);
    if (row.find(' ') == std::string::npos) break;
    sum += std::stoull(row.substr(row.find(' ') + 1));
    ++rows;
  }
  CHECK(rows == 116);
  CHECK(std::to_string(sum) == last_line(r.out));
  CHECK(contains(r.out, "Ik4 116\n"));
  // A stack's turns: the navy carrying a tank and an air force deploys pieces one by one, or moves whole.
  r = run(kypho_command("perft --game cotulenh --rules cotulenh --fen '5c5/11/11/11/11/11/11/11/2(NFT)8/11/11/6C4 r - - 0 1' --depth 1 --divide"));
  CHECK(contains(r.out, "(NFT)c5 1\n"));
  CHECK(contains(r.out, "T<N>a4,F>e6 1\n") != contains(r.out, "T<F>e6,N>a4 1\n"));  // one set, one order
  r = run(kypho_command("perft --game cotulenh --rules mr --depth 1 2>&1"));
  CHECK(r.status == 2);
  CHECK(contains(r.out, "--rules mr: xiangqi's rule sets are: vn, asian, chinese, wxf, basic; shogi's: vn, declare27, declare24; cờ tư lệnh's profiles: vn, cotulenh"));
  // `seed`, the Vietnamese rules' name before, still names them: files kypho wrote then say [Rules "seed"].
  r = run(kypho_command("perft --game cotulenh --rules seed --depth 1 --count steps"));
  CHECK(r.status == 0);
  CHECK(last_line(r.out) == last_line(run(kypho_command("perft --game cotulenh --rules vn --depth 1 --count steps")).out));
  r = run(kypho_command("perft --rules cotulenh --depth 1 2>&1"));
  CHECK(r.status == 2);
  CHECK(contains(r.out, "--rules cotulenh: xiangqi has no such rule set in this version"));
  // Files of several games under one --rules: each file of a game without that rule set says it plays by its
  // game's defaults, and every verb that reads records plays by the rule set where the game has it.
  const std::string check = KYPHO_SOURCE_DIR "/samples/xiangqi/adjudication/valid/perpetual-check-one-piece.pgn";
  r = run(kypho_command("validate --rules cotulenh " + check + " 2>&1"));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "warning[unknown-rules]: --rules cotulenh is not a rule set of xiangqi: this file is read by xiangqi's default rules"));
  CHECK(contains(r.out, "ply 13: Trắng has checked 7 times in a row"));
  r = run(kypho_command("convert --rules asian --to wxf " + check + " 2>&1"));
  CHECK(contains(r.out, "warning[game-over]: ply 8: the position after ply 4 comes back a third time"));
  // A record that writes no result takes the rules' result, and says so.
  const std::string unwritten = temp_file("no-result.pgn", "[FEN \"4k4/R8/9/9/9/9/9/9/9/5K3 w - - 0 1\"]\n\n"
                                                           "1. a8-a9 e9-e8 2. a9-a8 e8-e9 3. a8-a9 e9-e8 4. a9-a8 e8-e9\n"
                                                           "5. a8-a9 e9-e8 6. a9-a8 e8-e9 7. a8-a9\n");
  r = run(kypho_command("validate " + unwritten + " 2>&1"));
  CHECK(contains(r.out, ":4:34: note[result-mismatch]: ply 13: Trắng has checked 7 times in a row with one piece since ply 1"));
  CHECK(contains(r.out, "the record writes no result, so it is taken as 0-1"));
  r = run(kypho_command("perft --game cotulenh --fen '11/11/11/11/11/11/11/11/11/11/11 r - - 0 1' --depth 1 2>&1"));
  CHECK(r.status == 2);
  CHECK(contains(r.out, "--fen:1:33: error[fen-rank-count]: the board has 11 ranks; a cờ tư lệnh board has 12"));
  r = run(kypho_command("perft --game cotulenh --rules cotulenh --depth 1 --force 2>&1"));
  CHECK(contains(r.out, "note[unsupported-format]: --force changes nothing for cờ tư lệnh"));
  CHECK(last_line(r.out) == "116");
  // The board with its terrain: the sea, the coast, the river and its two fords.
  r = run(kypho_command("show --game cotulenh 2>/dev/null"));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "12  ~     ~     ≈     ·     ·     ·     c     ·"));
  CHECK(contains(r.out, "======~~~~~~======"));
  CHECK(contains(r.out, "Red to move. Material: Red 430, Blue 430. Points taken: Red 0, Blue 0."));
  r = run(kypho_command("show --game cotulenh --to fen"));
  CHECK(r.out == "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1\n");
}

TEST_CASE("shogi: perft and show from SFEN") {
  auto r = run(kypho_command("perft --game shogi --depth 3"));
  CHECK(r.out == "25470\n");
  r = run(kypho_command("--game shogi perft --sfen '3lkl3/9/4G4/9/9/9/9/9/4K4 b P 1' --depth 1 --divide"));
  CHECK(r.out.find("P*5b") == std::string::npos);  // uchifuzume
  CHECK(r.out.find("P*5c") == std::string::npos);  // occupied
  CHECK(r.out.find("P*4b 1\n") != std::string::npos);
  r = run(kypho_command("show --game shogi --color never --sfen 'lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1'"));
  CHECK(r.out.find("|v香v桂v銀v金v王v金v銀v桂 ・|一\n") != std::string::npos);
  CHECK(r.out.ends_with("後手 (gote) to move\n"));
  r = run(kypho_command("show --game shogi --sfen 'position sfen 4k4/9/9/9/9/9/9/9/4K4 b P2pRb 1' --to sfen"));
  CHECK(r.out == "4k4/9/9/9/9/9/9/9/4K4 b RPb2p 1\n");
  CHECK(run(kypho_command("perft --game shogi --sfen 'P3k4/9/9/9/9/9/9/9/4K4 b - 1' --depth 1 2>/dev/null")).status == 2);
}

TEST_CASE("perft refuses a bad FEN with a located diagnostic and exit 2") {
  const auto r = run(kypho_command("perft --color never --fen '4k4/9/9/9/9/9/9/9/9/4K4 w' --depth 1 2>&1"));
  CHECK(r.status == 2);
  CHECK(r.out ==
        "--fen:1:2: error[generals-face]: the generals face each other on file e with nothing between them\n"
        "    4k4/9/9/9/9/9/9/9/9/4K4 w\n"
        "     ^\n");
}

TEST_CASE("show: a diagram, or the canonical FEN") {
  auto r = run(kypho_command("show --fen 'rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r' --to fen 2>/dev/null"));
  CHECK(r.status == 0);
  CHECK(r.out == "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n");
  r = run(kypho_command("show --color never --fen '3k5/R8/3R5/9/9/9/9/9/9/4K4 b - - 0 1'"));
  CHECK(r.status == 0);
  CHECK(r.out.find(" 9  .  .  .  tg .  .  .  .  .\n") != std::string::npos);
  CHECK(r.out.find(" 7  .  .  .  X  .  .  .  .  .\n") != std::string::npos);
  CHECK(r.out.find("Đen (Black) to move is checkmated: Red wins") != std::string::npos);
  r = run(kypho_command("show --color never --pieces chinese --fen 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'"));
  CHECK(r.out.find(" 0  俥 傌 相 仕 帥 仕 相 傌 俥") != std::string::npos);
  CHECK(r.out.find("Trắng (Red) to move\n") != std::string::npos);
}

TEST_CASE("validate a FEN file: text and JSON lines, exit 1 on an invalid position") {
  const std::string path = temp_file("positions.fen",
                                     "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n"
                                     "\n"
                                     "4k4/9/9/9/9/9/9/9/9/3KA4 w - - 0 1\n"
                                     "3k5/R8/3R5/9/9/9/9/9/9/4K4 b - - 0 1\n");
  auto r = run(kypho_command("validate --color never " + path));
  CHECK(r.status == 1);
  CHECK(r.out.find(path + ":3:23: error[piece-off-point]: a Red advisor can never stand on e0") != std::string::npos);
  CHECK(r.out.find("    4k4/9/9/9/9/9/9/9/9/3KA4 w - - 0 1\n                          ^\n") != std::string::npos);
  CHECK(last_line(r.out) == "1 file, 3 games: 2 valid, 1 invalid; 1 error, 0 warnings");

  r = run(kypho_command("validate --format json " + path));
  CHECK(r.status == 1);
  CHECK(r.out ==
        R"({"type":"game","file":")" + path + R"(","game":1,"status":"valid","plies":0,"result":"*"})" "\n"
        R"({"type":"diagnostic","file":")" + path + R"(","kind":"xiangqi","game":2,"line":3,"col":23,"severity":"error","code":"piece-off-point","message":"a Red advisor can never stand on e0; its points are d0 f0 e1 d2 f2"})" "\n"
        R"({"type":"game","file":")" + path + R"(","game":2,"status":"invalid","plies":0,"result":"*"})" "\n"
        R"({"type":"game","file":")" + path + R"(","game":3,"status":"valid","plies":0,"result":"1-0","end":"checkmate"})" "\n"
        R"({"type":"summary","files":1,"games":3,"valid":2,"invalid":1,"errors":1,"warnings":0,"notes":0})" "\n");
}

TEST_CASE("validate: standard input, a missing file, an unsupported format") {
  auto r = run("printf 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w\\n' | " + kypho_command("validate -q -"));
  CHECK(r.status == 0);
  CHECK(r.out.empty());
  r = run(kypho_command("validate --color never /nonexistent/x.fen"));
  CHECK(r.status == 2);
  CHECK(r.out.find("/nonexistent/x.fen: error[io-error]: cannot open: No such file or directory\n") == 0);
  const std::string kif = temp_file("game.bod", "x\n");
  r = run(kypho_command("validate --from sgf --color never " + kif));
  CHECK(r.status == 2);
  CHECK(r.out.find("error[unsupported-format]") != std::string::npos);
}

TEST_CASE("usage errors exit 2, help and version exit 0") {
  CHECK(run(kypho_command("perft 2>/dev/null")).status == 2);
  CHECK(run(kypho_command("--game chess perft --depth 1 2>/dev/null")).status == 2);
  CHECK(run(kypho_command("validate --game shogi x.kif 2>/dev/null")).status == 2);
  auto r = run(kypho_command("--version"));
  CHECK(r.status == 0);
  CHECK(r.out.starts_with("kypho "));
  r = run(kypho_command("help codes"));
  CHECK(r.status == 0);
  CHECK(r.out.find("generals-face") != std::string::npos);
}

TEST_CASE("convert: every notation, PGN, positions, invalid records refused unless --keep-broken") {
  const std::string seed = temp_file("seed.vn", "1) P2-5 M8.7 2) M2.3 X9-8 3)X1-2 B7.1\n");
  auto r = run(kypho_command("convert " + seed + " --to chinese"));
  CHECK(r.status == 0);
  CHECK(r.out == "1. 炮二平五 马８进７\n2. 马二进三 车９平８\n3. 车一平二 卒７进１\n*\n");
  r = run(kypho_command("convert " + seed + " --to pgn --notation iccs"));
  CHECK(r.out == "[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n\n1. h2e2 h9g7\n2. h0g2 i9h9\n3. i0h0 g6g5\n*\n");
  r = run(kypho_command("convert " + seed + " --to fen"));
  CHECK(r.out == "rnbakabr1/9/1c4nc1/p1p1p3p/6p2/9/P1P1P1P1P/1C2C1N2/9/RNBAKABR1 w - - 6 4\n");
  r = run(kypho_command("convert " + seed + " --to vn-pos"));
  CHECK(r.out.starts_with("Bên trắng: Tg5, S4, S6, T3, T7, X2, X9, P5+2, P8+2, M3+2, M8, B1, B3, B5, B7, B9 (16 con)\n"));
  r = run(kypho_command("convert " + seed + " --to wxf -o " + seed + ".wxf") + " && cat " + seed + ".wxf");
  CHECK(r.out == "1. C2.5 H8+7\n2. H2+3 R9.8\n3. R1.2 P7+1\n*\n");

  const std::string broken = temp_file("broken.vn", "1) P2-5 M8.7 2) M2.3 X9-8\n3) X1-2 B7.1 4) P2-5 M2.3\n");
  r = run(kypho_command("convert " + broken + " --to wxf 2>/dev/null"));
  CHECK(r.status == 1);
  CHECK(r.out.empty());
  r = run(kypho_command("convert " + broken + " --to wxf --keep-broken 2>/dev/null"));
  CHECK(r.status == 1);  // written, but an error was reported
  CHECK(r.out == "1. C2.5 H8+7\n2. H2+3 R9.8\n3. R1.2 P7+1 {kypho: not replayed: P2-5 M2.3}\n*\n");
}

TEST_CASE("convert --keep-broken keeps a start position it cannot read, as it was written, in every game") {
  // Xiangqi: the [FEN] tag as read, the moves as the text not replayed; it reads back to the same record.
  const std::string pgn = temp_file("unread-start.pgn", "[FEN \"9/9/9/9/9/9/9/9/9/9 w - - 0 1\"]\n\n1. C2.5 *\n");
  auto r = run(kypho_command("convert --keep-broken " + pgn + " --to pgn 2>/dev/null"));
  CHECK(r.status == 1);  // written, but an error was reported
  CHECK(r.out == "[Game \"Chinese Chess\"]\n[FEN \"9/9/9/9/9/9/9/9/9/9 w - - 0 1\"]\n[Format \"WXF\"]\n\n{kypho: not replayed: C2.5}\n*\n");
  const std::string again = temp_file("unread-start-again.pgn", r.out);
  CHECK(run(kypho_command("convert --keep-broken " + again + " --to pgn 2>/dev/null")).out == r.out);
  // It is no position to show: not the initial one.
  r = run(kypho_command("show " + pgn + " 2>&1"));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "error[missing-general]"));
  CHECK(!contains(r.out, "+--"));

  // A position file: FEN keeps the line, the position shorthand cannot hold it and says so.
  const std::string fen = temp_file("unread.fen", "9/9/9 w\n");
  r = run(kypho_command("convert --keep-broken " + fen + " --to fen 2>/dev/null"));
  CHECK(r.out == "9/9/9 w\n");
  r = run(kypho_command("convert --keep-broken " + fen + " --to vn-pos 2>&1"));
  CHECK(r.status == 1);
  CHECK(contains(r.out, "1 game whose position could not be read: vn-pos holds only a position it can read"));

  // Shogi: USI keeps the SFEN; KIF keeps it as a comment, with a warning that the board is not written.
  const std::string usi = temp_file("unread-start.usi", "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLL b - 1 moves 7g7f\n");
  r = run(kypho_command("convert --keep-broken " + usi + " --to usi 2>/dev/null"));
  CHECK(r.out == "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLL b - 1\n");
  r = run(kypho_command("convert --keep-broken " + usi + " --to kif 2>&1"));
  CHECK(contains(r.out, "warning[lossy-conversion]: not written: the start position, which could not be read"));
  CHECK(contains(r.out, "*kypho: start position not read: lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNLL b - 1\n"
                        "*kypho: not replayed: 7g7f\n"));
}

TEST_CASE("diff: every place where two scoresheets disagree, picking up again after each") {
  const std::string a = temp_file("a.vn", "1) P2-5 M8.7 2) M2.3 X9-8\n3) X1-2 B7.1 4) P2-5 M2.3\n");
  const std::string b = temp_file("b.wxf", "1. C2.5 H8+7\n2. H2+3 R9.8\n3. R1.2 P7+1 4. C8.5 *\n");
  auto r = run(kypho_command("diff " + a + " " + b));
  CHECK(r.status == 1);
  CHECK(r.out == "plies 7-8 differ:\n  " + a + ":2:17: ply 7 P2-5 (illegal: no cannon on file 2 for Trắng)\n"
                 "    note: P2-5 is a legal move for Đen: is a move missing before it?\n  " +
                     a + ":2:22: ply 8 M2.3 (illegal: not checked: an earlier move could not be played)\n  " + b +
                     ":3:17: ply 7 C8.5 (illegal: file 5, rank 3 (e2) holds Trắng's own cannon)\n"
                     "    note: legal moves close to what was written: C8.6, C8+4, C8.7, C8.9\n"
                     "1 place where the two records disagree; both are illegal from ply 7\n");
  // A sheet with an illegal move is identical to itself, and still illegal there.
  r = run(kypho_command("diff " + a + " " + a));
  CHECK(r.status == 1);
  CHECK(r.out.ends_with("the two records agree on all 8 plies, the result and the headers both give; both are illegal from ply 7\n"));
  const std::string c = temp_file("c.zh", "1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二 卒７进１\n");
  const std::string d = temp_file("d.vn", "1) P2-5 M8.7 2) M2.3 X9-8 3)X1-2 B7.1\n");
  r = run(kypho_command("diff " + c + " " + d));
  CHECK(r.status == 0);
  CHECK(r.out == "the two records agree on all 6 plies, the result and the headers both give\n");
  r = run(kypho_command("--format json diff " + c + " " + a));
  CHECK(r.status == 1);
  CHECK(r.out.find(R"({"type":"diff","ply":7,"a":{"file":")" + c + R"(","plies":[]})") != std::string::npos);
  // One sheet skips a move, and differs again later: both places, the sheets in step between them.
  const std::string e = temp_file("e.vn", "1) P2-5 M8.7 2) M2.3 X9-8 3) X1-2 B7.1 4) X2.6 M2.3 5) X2-3 P8-7 6) B3.1 X1-2\n");
  const std::string f = temp_file("f.vn", "1) P2-5 M8.7 2) M2.3 3) X1-2 B7.1 4) X2.6 M2.3 5) X2-3 P8-6 6) B3.1 X1-2\n");
  r = run(kypho_command("diff " + e + " " + f));
  CHECK(r.status == 1);
  CHECK(r.out.find("ply 4 differs:\n  " + e + ":1:22: ply 4 X9-8 (legal)\n  " + f + ": nothing here") == 0);
  CHECK(r.out.find("plies 9-10 differ:\n  " + e + ":1:61: ply 10 P8-7 (illegal: file 7, rank 3 (g7) holds Đen's own horse)\n") != std::string::npos);
  CHECK(r.out.find(f + ":1:56: ply 9 P8-6 (illegal: not checked") != std::string::npos);
  CHECK(r.out.ends_with("2 places where the two records disagree; " + e + " is illegal from ply 10, " + f + " from ply 4\n"));
}

TEST_CASE("diff: after one slip the sheets are compared from the other sheet's move, so plies that go on alike agree") {
  // Ply 7 of the Vietnamese sheet cannot be played (X2.9 for X2.6); the sheets go on alike for five plies.
  const std::string a = temp_file("slip.vn", "1) P2-5 M8.7 2) M2.3 X9-8\n3) X1-2 B7.1 4) X2.9 M2.3 5) B7.1 X8.1 6) M8.7 P8-9\n");
  const std::string b = temp_file("slip.wxf", "1. C2.5 H8+7\n2. H2+3 R9.8\n3. R1.2 P7+1 4. R2+6 H2+3 5. P7+1 R8+1 6. H8+7 C8.9\n");
  auto r = run(kypho_command("diff " + a + " " + b));
  CHECK(r.status == 1);
  CHECK(r.out == "ply 7 differs:\n  " + a + ":2:17: ply 7 X2.9 (illegal: the path from file 2, rank 1 (h0) to file 2, rank 10 (h9) is blocked)\n"
                 "    note: legal moves close to what was written: X2.1, X2.2, X2.3, X2.4\n"
                 "    note: the moves after it are checked from the move the other record has here\n  " +
                     b + ":3:17: ply 7 R2+6 (legal)\n1 place where the two records disagree\n");
  // Either way round; and a later move that differs still shows, after the slip.
  r = run(kypho_command("diff " + b + " " + temp_file("slip2.vn", "1) P2-5 M8.7 2) M2.3 X9-8\n3) X1-2 B7.1 4) X2.9 M2.3 5) B7.1 X8.1 6) M8.9 P8-9\n")));
  CHECK(r.status == 1);
  CHECK(r.out.find("ply 7 differs:") == 0);
  CHECK(r.out.find("ply 11 differs:\n  " + b + ":3:43: ply 11 H8+7 (legal)\n") != std::string::npos);
  CHECK(r.out.find("ply 11 M8.9 (legal)") != std::string::npos);
  CHECK(r.out.ends_with("2 places where the two records disagree\n"));
  // A shogi sheet the same way: one KIF move mistyped (２六歩(37) for ２六歩(27)).
  const std::string k1 = temp_file("slip.kif", "手数----指手---------消費時間--\n1 ７六歩(77)\n2 ３四歩(33)\n3 ２六歩(37)\n4 ８四歩(83)\n5 ２五歩(26)\n");
  const std::string k2 = temp_file("slip.csa", "PI\n+\n+7776FU\n-3334FU\n+2726FU\n-8384FU\n+2625FU\n");
  r = run(kypho_command("diff " + k1 + " " + k2));
  CHECK(r.status == 1);
  CHECK(r.out.find("ply 3 differs:") == 0);
  CHECK(r.out.ends_with("1 place where the two records disagree\n"));
}

TEST_CASE("diff: what a sheet says reaches the terminal escaped and bounded, as diagnostics do") {
  // A header value with ESC, and a word of a megabyte that is not a move, on one sheet.
  std::string word(1'000'000, 'Z');
  word += "end";
  const std::string a = temp_file("wild-a.pgn", "[Event \"a\x1b[31mb\"]\n\n1. C2.5 H8+7 2. " + word + " *\n");
  const std::string b = temp_file("wild-b.pgn", "[Event \"zz\"]\n\n1. C2.5 H8+7 2. H2+3 *\n");
  auto r = run(kypho_command("diff " + a + " " + b));
  CHECK(r.status == 1);
  CHECK(r.out.find('\x1b') == std::string::npos);
  CHECK(contains(r.out, "Event differs:\n  " + a + ": a\\x1B[31mb\n"));
  CHECK(contains(r.out, a + ":3:17: ply 3 ZZZZ"));
  CHECK(contains(r.out, "…"));
  CHECK(r.out.size() < 5'000);
  r = run(kypho_command("--format json diff " + a + " " + b));
  CHECK(contains(r.out, "Zend"));
  CHECK(r.out.size() < 5'000);
}

TEST_CASE("diff: both sheets illegal at one ply are never a quiet agreement") {
  // The same slip on both sheets: nothing differs, and yet neither can be played from ply 4.
  const std::string a = temp_file("both-a.vn", "1. P2-5 M8.7\n2. M2.3 X9.5\n3. X1-2 P8-9\n");
  const std::string b = temp_file("both-b.vn", "1. P2-5 M8.7\n2. M2.3 X9.5\n3. X1-2 P8-9\n");
  auto r = run(kypho_command("diff " + a + " " + b));
  CHECK(r.status == 1);
  CHECK(r.out.starts_with("ply 4 is illegal on both sheets, written alike (what follows is not checked):\n  " + a +
                          ":2:9: ply 4 X9.5 (illegal: the path from file 9, rank 1 (i9) to file 9, rank 6 (i4) is blocked)\n"));
  CHECK(r.out.ends_with("the two records agree on all 6 plies, the result and the headers both give; both are illegal from ply 4\n"));
  r = run(kypho_command("--format json diff " + a + " " + b));
  CHECK(contains(r.out, "{\"type\":\"diff\",\"both_illegal\":4,"));
  // Two different slips at one ply: one place where they disagree, and the summary says where each stops.
  r = run(kypho_command("diff " + a + " " + temp_file("both-c.vn", "1. P2-5 M8.7\n2. M2.3 X9.6\n3. X1-2 P8-9\n")));
  CHECK(r.status == 1);
  CHECK(r.out.starts_with("ply 4 differs:\n"));
  CHECK(!contains(r.out, "on both sheets"));
  CHECK(r.out.ends_with("1 place where the two records disagree; both are illegal from ply 4\n"));
}

TEST_CASE("show: after a ply of a record, as SVG and as the position shorthand") {
  const std::string seed = temp_file("show.vn", "1) P2-5 M8.7 2) M2.3 X9-8 3)X1-2 B7.1\n");
  auto r = run(kypho_command("show " + seed + " --ply 1 --to fen"));
  CHECK(r.out == "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1\n");
  r = run(kypho_command("show " + seed + " --to svg --pieces chinese"));
  CHECK(r.out.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
  CHECK(std::count(r.out.begin(), r.out.end(), '\n') > 60);
  CHECK(r.out.find(">炮</text>") != std::string::npos);
  CHECK(r.out.ends_with("</svg>\n"));
  r = run(kypho_command("show " + seed + " --ply 9 2>&1"));
  CHECK(r.status == 1);
  const std::string pos = temp_file("pos.txt", "Bên trắng: Tg5, S5, T5, T7, P5+6, M7+4, B4+6 (8 con)\nBên đen: Tg5, S5, T5, T7, P4+2 (5 con)\n");
  r = run(kypho_command("show " + pos + " --to fen 2>/dev/null"));
  CHECK(r.out == "4k1b2/4a4/3cb4/4CP3/9/2N6/9/4B4/4A4/2B1K4 w - - 0 1\n");
}

TEST_CASE("shogi files: show after a ply, convert to BOD and read it back") {
  const std::string kif = std::string(KYPHO_SOURCE_DIR) + "/samples/shogi/kif/valid/branches.kif";
  auto r = run(kypho_command("show " + kif + " --ply 3 --to sfen"));
  CHECK(r.status == 0);
  CHECK(r.out == "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4\n");
  const std::string bod = temp_file("end.bod", run(kypho_command("convert " + kif + " --to bod")).out);
  r = run(kypho_command("show " + bod + " --to sfen"));
  CHECK(r.out == "lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 1\n");
  r = run(kypho_command("show " + kif + " --ply 3 --to svg"));
  CHECK(r.out.starts_with("<svg"));
  CHECK(r.out.find(">馬</text>") != std::string::npos);  // the promoted bishop on 2b
  CHECK(r.out.find("先手の持駒：角") != std::string::npos);
  r = run(kypho_command("convert " + kif + " --to jkf"));
  CHECK(r.out.find("\"preset\": \"HIRATE\"") != std::string::npos);
  CHECK(r.out.find("\"special\": \"TORYO\"") != std::string::npos);
  CHECK(r.out.find("\"forks\"") != std::string::npos);
}

TEST_CASE("show --explain says why a game ended and what the rules make its result, for each game") {
  const std::string samples = KYPHO_SOURCE_DIR "/samples/";
  auto r = run(kypho_command("show --explain " + samples + "shogi/adjudication/valid/sennichite-continuous-check.kif 2>/dev/null"));
  CHECK(r.status == 0);
  CHECK(contains(r.out, "Game 1: 12 plies replayed on the main line.\nThe record ends by repetition, with the result 1/2-1/2.\n"));
  CHECK(contains(r.out, "By the rules, after ply 12: the start position stands for the fourth time with 先手 (sente) checking on every move since"));
  CHECK(contains(r.out, "So the result is 0-1, not 1/2-1/2 as the record says.\n"));
  r = run(kypho_command("show --explain " + samples + "xiangqi/adjudication/valid/perpetual-check-within-limit.pgn 2>/dev/null"));
  CHECK(contains(r.out, "By the rules: nothing beyond single moves ends the game.\n"));
  r = run(kypho_command("show --explain " + samples + "cotulenh/ctl/valid/luat-game.ctl 2>/dev/null"));
  CHECK(contains(r.out, "On the board: the game ends in the loss of both air forces of Red, so the result is 0-1.\n"));
  CHECK(contains(r.out, "So the result is 0-1, as the record says.\n"));
  r = run(kypho_command("show --explain --rules declare24 " + samples + "shogi/adjudication/rules-declare27/valid/declaration-27-points.csa 2>/dev/null"));
  CHECK(contains(r.out, "So the result is 1/2-1/2, not 1-0 as the record says.\n"));
  r = run(kypho_command("show --explain --fen '4k4/9/9/9/9/9/9/9/9/4K4 w' 2>&1"));
  CHECK(r.status == 2);
  // A position file has no game to explain: said, not ignored.
  r = run(kypho_command("show --explain " + samples + "xiangqi/fen/valid/start.fen 2>&1 >/dev/null"));
  CHECK(contains(r.out, "start.fen: warning[unsupported-format]: --explain: this file holds a position, not a game, so there is no end to explain"));
}

TEST_CASE("what stands before a game's tags (a PGN % escape line, a note after a semicolon) is kept as its opening comment") {
  const std::string xq = temp_file("escape.pgn", "% exported by a club database\n[Event \"x\"]\n\n1. h2e2 h9g7 *\n");
  auto r = run(kypho_command("convert " + xq + " --to pgn"));
  CHECK(r.status == 0);
  CHECK(r.out.find("{ exported by a club database}\n1. C2.5 H8+7") != std::string::npos);
  const std::string ctl = temp_file("escape-ctl.pgn", "; from the club's archive\n[Blue \"B\"]\n\n1. Cg2 *\n");
  r = run(kypho_command("--game cotulenh convert " + ctl + " --to ctl-pgn 2>&1"));
  CHECK(r.out.find("from the club's archive") != std::string::npos);
}

TEST_CASE("bench runs every workload, checks it against what it must give, prints its checksum, and exits 0") {
  const std::string dir = temp_path("bench");
  const auto r = run(kypho_command("bench --depth 2 --games 20 --save " + dir));
  CHECK(r.status == 0);
  CHECK_FALSE(contains(r.out, "FAILED"));
  for (const char* workload : {"perft xiangqi", "perft shogi", "replay xiangqi", "replay shogi", "fen xiangqi", "records xiangqi wxf",
                               "records xiangqi vn", "records xiangqi chinese", "records xiangqi iccs", "records xiangqi san",
                               "records shogi csa", "records shogi kif", "records shogi ki2", "records shogi usi", "records cotulenh ctl",
                               "records cotulenh ctl-pgn", "lint ", "lint peak RSS"}) {
    INFO(workload);
    const auto at = r.out.find(std::string("\n") + workload);
    REQUIRE((r.out.starts_with(workload) || at != std::string::npos));
    const auto line = r.out.substr(at == std::string::npos ? 0 : at + 1, r.out.find('\n', at + 1) - at);
    CHECK(contains(line, "checksum "));
  }
  // Perft's checksum is its count, which every engine agrees on.
  CHECK(contains(r.out, "start depth 2: 1920 nodes"));
  CHECK(contains(r.out, "start depth 2: 900 nodes"));
  // A folder that holds files already is refused: nothing in it is overwritten.
  const auto again = run(kypho_command("bench --depth 1 --games 10 --no-lint --save " + dir + " 2>&1"));
  CHECK(again.status == 2);
  CHECK(contains(again.out, "exists and is not empty"));
  // The saved records are what the workloads read: kypho lint finds them all valid.
  const auto lint = run(kypho_command("lint " + dir));
  CHECK(lint.status == 0);
  CHECK(contains(lint.out, "142 games: 142 valid, 0 invalid; 0 errors, 0 warnings"));
}

TEST_CASE("xiangqi: --rules basic judges no line: a run of checks past the seed's limit is no game-over, and the written draw stands") {
  const std::string file = std::string(KYPHO_SOURCE_DIR) + "/samples/xiangqi/adjudication/valid/perpetual-check-one-piece.pgn";
  auto r = run(kypho_command("validate " + file));
  CHECK(contains(r.out, "warning[game-over]: ply 13"));
  r = run(kypho_command("--rules basic validate " + file));
  CHECK(r.status == 0);
  CHECK_FALSE(contains(r.out, "game-over"));
  CHECK_FALSE(contains(r.out, "result-mismatch"));
  CHECK(contains(r.out, "1 game: 1 valid, 0 invalid; 0 errors, 0 warnings"));
}

TEST_CASE("--lang, else the locale (LC_ALL, LC_MESSAGES, LANG in that order), chooses the language of the summary, and codes stay") {
  const std::string sample = KYPHO_SOURCE_DIR "/samples/xiangqi/vn/valid/scoresheet.vn";
  auto r = run("LC_ALL= LC_MESSAGES= LANG= " + kypho_command("--lang vi validate " + sample + " 2>&1"));
  CHECK(r.out.find("1 tệp, 1 ván: 1 hợp lệ, 0 không hợp lệ; 0 lỗi, 0 cảnh báo") != std::string::npos);
  r = run("LC_ALL= LC_MESSAGES= LANG=ja_JP.UTF-8 " + kypho_command("validate " + sample + " 2>&1"));
  CHECK(r.out.find("1 ファイル、1 局: 正常 1、不正 0。エラー 0 件、警告 0 件") != std::string::npos);
  // LC_ALL overrides LANG; C names no language: English.
  r = run("LC_ALL=C LC_MESSAGES= LANG=vi_VN.UTF-8 " + kypho_command("validate " + sample + " 2>&1"));
  CHECK(r.out.find("1 file, 1 game: 1 valid, 0 invalid; 0 errors, 0 warnings") != std::string::npos);
  r = run("LC_ALL= LC_MESSAGES=vi_VN LANG=ja_JP.UTF-8 " + kypho_command("validate " + sample + " 2>&1"));
  CHECK(r.out.find("1 tệp, 1 ván") != std::string::npos);
  // --lang wins over the locale; one kypho does not speak is a usage error.
  r = run("LANG=vi_VN.UTF-8 " + kypho_command("--lang en validate " + sample + " 2>&1"));
  CHECK(r.out.find("1 file, 1 game") != std::string::npos);
  r = run(kypho_command("--lang fr validate " + sample + " 2>&1"));
  CHECK(r.status == 2);
  CHECK(r.out.find("fr not in {en,vi,ja,qps}") != std::string::npos);
}

TEST_CASE("convert --keep-broken: a move that cannot be played keeps its time in the text not replayed, never on the move before") {
  // The branch's third move is illegal: its time (0:04/00:00:06) once overwrote the second move's (0:01/00:00:01).
  const std::string kif = temp_file("branch-slip.kif",
                                    "手合割：平手\n手数----指手---------消費時間--\n"
                                    "   1 ７六歩(77)   ( 0:02/00:00:02)\n   2 ３四歩(33)   ( 0:01/00:00:01)\n"
                                    "   3 ２二角成(88)   ( 0:03/00:00:05)+\n   4 同　銀(31)   ( 0:01/00:00:02)\n   5 投了\n\n"
                                    "変化：3手\n   3 ５五歩(57)   ( 0:04/00:00:06)\n   4 中断\n");
  const auto r = run(kypho_command("convert --keep-broken --to kif " + kif + " 2>/dev/null"));
  CHECK(contains(r.out, "   2 ３四歩(33)   ( 0:01/00:00:01)\n"));
  CHECK(contains(r.out, "kypho: not replayed: ５五歩(57)   ( 0:04/00:00:06)"));
}

TEST_CASE("lint of junk read as games: what --max-errors shows, leaves out and counts is what every diagnostic kept would give") {
  // Three games of words no notation reads, each a diagnostic: the games keep whole only what a report can
  // show (ReadChecks::keep_whole), and count the rest.
  std::string junk;
  for (int g = 0; g < 3; ++g) {
    junk += fmt::format("[Event \"junk {}\"]\n\n", g);
    for (int i = 0; i < 300; ++i) junk += fmt::format("{}. h2e2 qq{} C2.5\n", i + 1, i);
    junk += "*\n\n";
  }
  const std::string file = temp_file("junk.pgn", junk);
  const auto lines_of = [](const std::string& out, const std::string& type) {
    std::vector<std::string> lines;
    std::istringstream in(out);
    for (std::string line; std::getline(in, line);)
      if (line.starts_with("{\"type\":\"" + type + "\"")) lines.push_back(line);
    return lines;
  };
  const auto all = run(kypho_command("lint --format json --max-errors 0 " + file));
  for (const char* limit : {"50", "7"}) {
    const auto some = run(kypho_command(std::string("lint --format json --max-errors ") + limit + " " + file));
    CHECK(some.status == all.status);
    CHECK(lines_of(some.out, "summary") == lines_of(all.out, "summary"));
    CHECK(lines_of(some.out, "game") == lines_of(all.out, "game"));
    const auto every = lines_of(all.out, "diagnostic"), shown = lines_of(some.out, "diagnostic");
    const std::size_t n = std::stoul(limit);
    REQUIRE(every.size() > 3 * n);
    REQUIRE(shown.size() == n);  // the file's first, in the order they came
    CHECK(std::equal(shown.begin(), shown.end(), every.begin()));
    CHECK(lines_of(some.out, "left-out") ==
          std::vector<std::string>{fmt::format("{{\"type\":\"left-out\",\"file\":\"{}\",\"diagnostics\":{}}}", file, every.size() - n)});
  }
}
