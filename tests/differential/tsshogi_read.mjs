// Reads records with tsshogi (npm), the oracle for KIF, CSA and USI, and prints each one's main line as
// USI: `FILE<tab>position … moves …`. Usage: node tsshogi_read.mjs FILE...
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { fileURLToPath } from 'url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const { importKIF, importKI2, importCSA, importJKFString, Record } = require(path.join(here, '..', 'node_modules', 'tsshogi'));

for (const file of process.argv.slice(2)) {
  // As shogi programs read them: .kif and .ki2 are Shift_JIS, everything else UTF-8.
  const bytes = fs.readFileSync(file);
  const text = new TextDecoder(file.endsWith('.kif') || file.endsWith('.ki2') ? 'shift_jis' : 'utf-8').decode(bytes);
  const record = file.endsWith('.csa') ? importCSA(text) : file.endsWith('.usi') ? Record.newByUSI(text.trim())
    : file.endsWith('.ki2') ? importKI2(text) : file.endsWith('.jkf') ? importJKFString(text) : importKIF(text);
  console.log(`${file}\t${record instanceof Error ? `ERROR ${record.message}` : record.getUSI({ allMoves: true })}`);
}
