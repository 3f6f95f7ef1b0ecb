// The other tool's side of bench/compare.sh for xiangqi: Fairy-Stockfish (npm ffish) replays every game of
// ICCS PGN files, one Board.push per move (ffish refuses an illegal move), as a program built on it would.
// Prints `MOVES REFUSED GAMES`. Usage: node ffish_replay.js FILE...
'use strict';
globalThis.fetch = undefined;  // ffish under node >= 18 reads its .wasm from disk only when fetch is unset
const fs = require('fs');
const path = require('path');
const ffish = require(path.join(__dirname, '..', '..', 'tests', 'node_modules', 'ffish'));

// ICCS moves (a0..i9) as ffish's UCI, whose ranks count from 1.
const uci = (iccs) => `${iccs[0]}${Number(iccs[1]) + 1}${iccs[2]}${Number(iccs[3]) + 1}`;
const isMove = (t) => t.length === 4 && t[0] >= 'a' && t[0] <= 'i' && t[2] >= 'a' && t[2] <= 'i' &&
  t[1] >= '0' && t[1] <= '9' && t[3] >= '0' && t[3] <= '9';

ffish.onRuntimeInitialized = () => {
  let moves = 0, refused = 0, games = 0;
  for (const file of process.argv.slice(2)) {
    // A game is the movetext after its tags; the tags open the next one.
    let board = null;
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      if (line.startsWith('[')) {
        if (board === null) continue;
        board.delete();
        board = null;
        continue;
      }
      for (const token of line.split(/\s+/)) {
        if (!isMove(token)) continue;
        if (board === null) {
          board = new ffish.Board('xiangqi');
          ++games;
        }
        if (board.push(uci(token))) ++moves;
        else ++refused;
      }
    }
    if (board !== null) board.delete();
  }
  console.log(`${moves} ${refused} ${games}`);
};
