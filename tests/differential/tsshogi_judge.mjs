// Judges lines of play with tsshogi (npm): for each USI line of the file named, prints the first ply at
// which its record reports sennichite (`-` if none) and the side tsshogi calls the continuous checker
// (b, w or -), then its judgement of a declaration by the side to move at the end under the 27-point and
// the 24-point rule. Usage: node tsshogi_judge.mjs FILE
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { fileURLToPath } from 'url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const { Record, judgeJishogiDeclaration, JishogiDeclarationRule } = require(path.join(here, '..', 'node_modules', 'tsshogi'));

for (const line of fs.readFileSync(process.argv[2], 'utf8').split('\n').filter((l) => l.trim())) {
  const record = Record.newByUSI(line.trim());
  if (record instanceof Error) {
    console.log(`ERROR ${record.message}`);
    continue;
  }
  let repetition = '-', checker = '-';
  const plies = record.moves.length - 1;
  for (let ply = 1; ply <= plies && repetition === '-'; ++ply) {
    record.goto(ply);
    if (record.repetition) {
      repetition = String(ply);
      const c = record.perpetualCheck;
      checker = c === null ? '-' : c === 'black' ? 'b' : 'w';
    }
  }
  record.goto(plies);
  const pos = record.position;
  console.log([repetition, checker, judgeJishogiDeclaration(JishogiDeclarationRule.GENERAL27, pos, pos.color),
               judgeJishogiDeclaration(JishogiDeclarationRule.GENERAL24, pos, pos.color)].join(' '));
}
