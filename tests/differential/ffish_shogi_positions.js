// Plays random legal shogi games with Fairy-Stockfish (npm ffish) and writes every position met as SFEN
// with ffish's legal moves in USI, sorted, for shogi_compare. Usage: node ffish_shogi_positions.js OUT [GAMES]
'use strict';
globalThis.fetch = undefined;  // ffish under node >= 18 reads its .wasm from disk only without fetch
const fs = require('fs');
const path = require('path');
const ffish = require(path.join(__dirname, '..', 'node_modules', 'ffish'));

const out = process.argv[2];
const games = Number(process.argv[3] || 40);

// ffish writes files a..i from sente's left (a = file 9) and ranks 1..9 from sente's side (1 = rank i).
const square = (s) => `${9 - (s.charCodeAt(0) - 97)}${String.fromCharCode(97 + 9 - Number(s.slice(1)))}`;
const toUsi = (m) => {
  const drop = m.match(/^([A-Z])@([a-i]\d)$/);
  if (drop) return `${drop[1]}*${square(drop[2])}`;
  const move = m.match(/^([a-i]\d)([a-i]\d)(\+?)$/);
  return `${square(move[1])}${square(move[2])}${move[3]}`;
};
// ffish FEN: board[hand] side ... with 'w' for sente; SFEN counts hand pieces and uses 'b' for sente.
const toSfen = (fen) => {
  const [placement, side] = fen.split(' ');
  const board = placement.replace(/\[.*\]/, '');
  const handLetters = (placement.match(/\[(.*)\]/) || ['', ''])[1];
  const counts = {};
  for (const c of handLetters) counts[c] = (counts[c] || 0) + 1;
  let hand = '';
  for (const c of 'RBGSNLPrbgsnlp') if (counts[c]) hand += (counts[c] > 1 ? counts[c] : '') + c;
  return `${board} ${side === 'w' ? 'b' : 'w'} ${hand || '-'} 1`;
};

let seed = 4242;
const random = (n) => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};

ffish.onRuntimeInitialized = () => {
  const lines = [];
  for (let g = 0; g < games; ++g) {
    const board = new ffish.Board('shogi');
    for (let ply = 0; ply < 160; ++ply) {
      const moves = board.legalMoves().split(' ').filter((m) => m.length > 0);
      lines.push(`${toSfen(board.fen())}\t${board.isCheck() ? 1 : 0}\t${moves.map(toUsi).sort().join(' ')}`);
      if (moves.length === 0) break;
      // Captures now and then, so that hands fill up and drops (nifu, uchifuzume) come into play.
      const captures = moves.filter((m) => board.isCapture(m));
      const pool = captures.length > 0 && random(2) === 0 ? captures : moves;
      board.push(pool[random(pool.length)]);
    }
    board.delete();
  }
  fs.writeFileSync(out, lines.join('\n') + '\n');
  console.log(`ffish: wrote ${lines.length} shogi positions from ${games} random games to ${out}`);
};
