// Plays random legal xiangqi games with Fairy-Stockfish (npm ffish) and writes, for every position met,
// its FEN, ffish's legal moves and whether the side to move is in check. kypho's move generator is then
// compared with these lines by ffish_compare. It also writes OUT.wxf: each game as Fairy-Stockfish writes
// it in WXF, one game per line, followed by a tab and the same moves in ICCS, so that kypho's WXF reader
// can be checked against ffish's own moves, and OUT.san the same in Fairy-Stockfish's SAN. Usage: node ffish_positions.js OUT [GAMES]
'use strict';
// ffish under node >= 18 reads its .wasm from disk only when fetch is unset before it loads.
globalThis.fetch = undefined;
const fs = require('fs');
const path = require('path');
const ffish = require(path.join(__dirname, '..', 'node_modules', 'ffish'));

const out = process.argv[2];
const games = Number(process.argv[3] || 60);

// ffish speaks UCI with 1-based ranks (a1..i10); kypho and ICCS use 0-based ranks (a0..i9).
const toIccs = (uci) => uci.replace(/^([a-i])(\d+)([a-i])(\d+)$/, (_, f1, r1, f2, r2) => `${f1}${r1 - 1}${f2}${r2 - 1}`);

// A fixed-seed generator keeps the test reproducible.
let seed = 20261122;
const random = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};

ffish.onRuntimeInitialized = () => {
  const lines = [];
  const wxfGames = [];
  const sanGames = [];
  const starts = [
    'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
    'r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1',
    '1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1',
    '1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1',
  ];
  for (let g = 0; g < games; ++g) {
    const start = starts[g % starts.length];
    const board = new ffish.Board('xiangqi', start);
    const wxf = [];
    const san = [];
    const iccs = [];
    for (let ply = 0; ply < 150; ++ply) {
      const uci = board.legalMoves().split(' ').filter((m) => m.length > 0);
      const moves = uci.map(toIccs).sort();
      lines.push(`${board.fen()}\t${board.isCheck() ? 1 : 0}\t${moves.join(' ')}`);
      if (uci.length === 0) break;
      // Prefer captures now and then so that games reach sparse endgames with pins and facing generals.
      const captures = uci.filter((m) => board.isCapture(m));
      const pool = captures.length > 0 && random(3) === 0 ? captures : uci;
      const move = pool[random(pool.length)];
      wxf.push(board.sanMove(move, ffish.Notation.XIANGQI_WXF));
      san.push(board.sanMove(move, ffish.Notation.SAN));
      iccs.push(toIccs(move));
      board.push(move);
    }
    wxfGames.push(`${start}\t${wxf.join(' ')}\t${iccs.join(' ')}`);
    sanGames.push(`${start}\t${san.join(' ')}\t${iccs.join(' ')}`);
    board.delete();
  }
  fs.writeFileSync(out, lines.join('\n') + '\n');
  fs.writeFileSync(out + '.wxf', wxfGames.join('\n') + '\n');
  fs.writeFileSync(out + '.san', sanGames.join('\n') + '\n');
  console.log(`ffish: wrote ${lines.length} positions from ${games} random games to ${out}`);
};
