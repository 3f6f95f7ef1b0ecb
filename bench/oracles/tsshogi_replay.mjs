// The other tool's side of bench/compare.sh for shogi: tsshogi (npm) imports every game of CSA files
// (importCSA, which appends moves unchecked) and replays each move on a Position after isValidMove, as a
// program that validates records with it would. Prints `MOVES REFUSED GAMES`. Usage: node tsshogi_replay.mjs FILE...
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { fileURLToPath } from 'url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const { importCSA, Position, Move } = require(path.join(here, '..', '..', 'tests', 'node_modules', 'tsshogi'));

let moves = 0, refused = 0, games = 0;
for (const file of process.argv.slice(2)) {
  // CSA separates the games of one file with a line holding '/'.
  for (const text of fs.readFileSync(file, 'utf8').split(/^\/$/m)) {
    if (!text.trim()) continue;
    const record = importCSA(text);
    if (record instanceof Error) {
      ++refused;
      continue;
    }
    ++games;
    const position = record.initialPosition.clone();
    for (const node of record.moves) {
      if (!(node.move instanceof Move)) continue;
      if (position.isValidMove(node.move)) {
        position.doMove(node.move);
        ++moves;
      } else {
        ++refused;
        break;
      }
    }
  }
}
console.log(`${moves} ${refused} ${games}`);
