// What an arbiter does with kypho's page, in a real browser, each outcome checked against the command line:
// a Vietnamese sheet with a slip pasted, its error at its line with the suggestion; the board stepped to a ply
// and compared with `kypho show --ply N --to fen`; two sheets compared as `kypho diff` compares them; the
// suggested fix applied and the downloaded record validated; the page in Vietnamese with no English left; a
// KIF and a cờ tư lệnh record opened from files. Screenshots of each step go to $ARTIFACTS.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const puppeteer = require('puppeteer-core');

const { KYPHO, SOURCE_DIR, ARTIFACTS, ADDRESS, CHROMIUM } = process.env;
const work = mkdtempSync(path.join(tmpdir(), 'kypho-page-'));
let failures = 0;

function check(ok, what, detail = '') {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${ok || !detail ? '' : `\n     ${detail}`}`);
  if (!ok) failures += 1;
}

function kypho(...args) {
  const r = spawnSync(KYPHO, args, { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
  return { out: r.stdout, err: r.stderr, status: r.status };
}
function jsonLines(text) { return text.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l)); }
function sample(rel) { return path.join(SOURCE_DIR, rel); }
function written(name, text) {
  const file = path.join(work, name);
  writeFileSync(file, text);
  return file;
}

// A Vietnamese scoresheet with a slip: ply 6, X8.7, goes through a piece (the writer meant X8.1).
const SLIP = 'Giải: Giải cờ tướng câu lạc bộ\nBên trắng: Nguyễn Văn A\nBên đen: Trần Văn B\n1. P2-5 M8.7\n2. M2.3 X9-8\n3. X1-2 X8.7\n';

const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--lang=en-US'],
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 1100 });
  const pageErrors = [];
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') pageErrors.push(m.text()); });

  const shot = (name) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
  const ready = () => page.waitForSelector('body[data-ready="true"]');
  // Waits for the check the page is doing to end: the status line empties, or says what failed.
  const checked = async () => {
    await page.waitForFunction(() => !document.getElementById('status').textContent);
  };
  const fill = async (id, text) => {
    await page.$eval(id, (el) => { el.value = ''; });
    await page.focus(id);
    await page.keyboard.sendCharacter(text);  // as a paste: one input event with the whole text
  };
  const clickCheck = async () => {
    await page.click('#check');
    await page.waitForFunction(() => document.getElementById('verdict-a').textContent !== '');
    await checked();
  };

  await page.goto(ADDRESS);
  await ready();
  const csp = (await page.evaluate(async () => (await fetch('/')).headers.get('content-security-policy'))) ?? '';
  check(csp.includes("default-src 'none'") && csp.includes("script-src 'self'"), 'the page is served with a strict Content-Security-Policy', csp);

  // 1. A pasted Vietnamese sheet with a slip: the error at its line, with the suggestion.
  const slipFile = written('slip.vn', SLIP);
  const cli = jsonLines(kypho('validate', '--format', 'json', slipFile).out).find((l) => l.type === 'diagnostic' && l.severity === 'error');
  await fill('#text-a', SLIP);
  await clickCheck();
  const problem = await page.$eval('#problems-a li.error', (li) => li.textContent);
  check(problem.includes(cli.message), 'the slip is reported with the command line\'s message', problem);
  check(problem.includes(`line ${cli.line}, column ${cli.col}`), `at line ${cli.line}, column ${cli.col}`, problem);
  check(cli.notes.every((n) => problem.includes(n)), 'with its suggestion', `${problem} / ${cli.notes}`);
  const marked = await page.$eval(`#source-a li[data-line="${cli.line}"]`, (li) => li.className);
  check(marked.includes('has-error'), 'the line of the slip is highlighted in the text', marked);
  await page.click('#problems-a li.error');
  await page.waitForFunction((ply) => document.getElementById('board-caption').textContent.includes(String(ply)), {}, cli.ply);
  await checked();
  const beforeSlip = kypho('show', '--ply', String(cli.ply - 1), '--to', 'fen', slipFile).out.trim();
  check((await page.$eval('#fen', (i) => i.value)) === beforeSlip, 'choosing the problem shows the board just before its ply', beforeSlip);
  await shot('1-slip');

  // 2. Stepping: the board after ply 6 of a valid sheet is kypho show's.
  const sheet = sample('samples/xiangqi/vn/valid/scoresheet.vn');
  await fill('#text-a', readFileSync(sheet, 'utf8'));
  await clickCheck();
  await page.click('#first');
  await checked();
  await page.focus('#board');
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((n) => document.querySelector('#moves li.current')?.dataset.ply === String(n), {}, i + 1);
  }
  await page.waitForFunction(() => document.getElementById('board-caption').textContent.includes('6'));
  const fenAt6 = kypho('show', '--ply', '6', '--to', 'fen', sheet).out.trim();
  await page.waitForFunction((fen) => document.getElementById('fen').value === fen, { timeout: 5000 }, fenAt6).catch(() => {});
  check((await page.$eval('#fen', (i) => i.value)) === fenAt6, 'the arrow keys step to ply 6, and the board is kypho show --ply 6\'s', fenAt6);
  const pieces = await page.$$eval('#board svg text', (t) => t.length);
  check(pieces > 20, 'the board is drawn with its pieces', String(pieces));
  await shot('2-ply-6');
  await page.click('#flip');
  check(await page.$eval('#flip', (b) => b.getAttribute('aria-pressed')) === 'true', 'the board flips, and the button says so to a screen reader');
  await shot('2-flipped');
  await page.click('#flip');

  // 3. Two sheets that disagree: the places are kypho diff's.
  const other = sample('samples/xiangqi/vn/invalid/wrong-cannon.vn');
  await fill('#text-b', readFileSync(other, 'utf8'));
  await clickCheck();
  await page.waitForSelector('#differences:not([hidden]) #diffs li');
  const places = jsonLines(kypho('diff', '--format', 'json', sheet, other).out).filter((l) => l.type === 'diff' && !l.same);
  const shown = await page.$$eval('#diffs li', (lis) => lis.map((li) => li.textContent));
  check(shown.length === places.length, `the page shows kypho diff's ${places.length} places`, JSON.stringify(shown));
  for (const p of places) {
    const plies = p.header ? [] : [...p.a.plies, ...p.b.plies];
    const moves = plies.map((x) => x.move);
    check(shown.some((s) => moves.every((m) => s.includes(m)) && (!p.header || s.includes(p.a.value) && s.includes(p.b.value))),
      `a disagreement ${p.header ? `of the ${p.header}` : `at ply ${p.ply}`} is shown with its moves`, JSON.stringify(p));
  }
  await shot('3-two-sheets');
  await fill('#text-b', '');

  // 4. The suggested fixes applied: the downloaded record validates, its spelling canonical.
  await fill('#text-a', readFileSync(sheet, 'utf8'));
  await clickCheck();
  await page.click('#fix');
  await page.waitForSelector('#download-fixed:not([hidden])');
  await checked();
  // Downloaded as a person downloads it: the link clicked, the file saved in a folder.
  const downloads = mkdtempSync(path.join(work, 'downloads-'));
  const cdp = await page.createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
  await page.click('#download-fixed');
  let saved = [];
  for (let i = 0; i < 100 && saved.length === 0; i += 1) {
    await new Promise((r) => setTimeout(r, 100));
    saved = readdirSync(downloads).filter((f) => !f.endsWith('.crdownload'));
  }
  check(saved.length === 1, 'the corrected record is downloaded', saved.join(' '));
  const fixedFile = path.join(downloads, saved[0] ?? 'none');
  const fixedText = saved.length ? readFileSync(fixedFile, 'utf8') : '';
  const revalidated = kypho('validate', '--format', 'json', fixedFile);
  check(revalidated.status === 0, 'the corrected record validates', revalidated.out);
  check(!revalidated.out.includes('"non-canonical"') && fixedText.includes('X9-8'), 'with the fix lint --fix makes (X9–8 → X9-8)', fixedText);
  await shot('4-fixed');

  // Converted to WXF and downloaded: the same game, as kypho diff reads the two.
  await page.select('#convert-format', 'wxf');
  const before = new Set(readdirSync(downloads));
  await page.click('#convert');
  let converted = [];
  for (let i = 0; i < 100 && converted.length === 0; i += 1) {
    await new Promise((r) => setTimeout(r, 100));
    converted = readdirSync(downloads).filter((f) => !before.has(f) && !f.endsWith('.crdownload'));
  }
  check(converted.length === 1 && converted[0].endsWith('.wxf'), 'the record converted to WXF is downloaded', converted.join(' '));
  if (converted.length === 1) {
    const same = jsonLines(kypho('diff', '--format', 'json', fixedFile, path.join(downloads, converted[0])).out);
    check(same.length === 1 && same[0].same === true, 'and kypho diff finds it the same game as the record', JSON.stringify(same));
  }

  // 5. In Vietnamese: no English left, the problems in the catalogue's words.
  await fill('#text-a', SLIP);
  await clickCheck();
  await page.select('#lang', 'vi');
  await page.waitForFunction(() => document.documentElement.lang === 'vi');
  await page.waitForFunction(() => document.getElementById('verdict-a').textContent !== '');
  await checked();
  const viCli = jsonLines(kypho('--lang', 'vi', 'validate', '--format', 'json', slipFile).out).find((l) => l.severity === 'error');
  const viProblem = await page.$eval('#problems-a li.error', (li) => li.textContent);
  check(viProblem.includes(viCli.message), 'the problem is in Vietnamese, as kypho --lang vi says it', viProblem);
  const english = await page.evaluate(async () => Object.values((await (await fetch('/api/info?lang=en')).json()).words));
  const text = await page.evaluate(() => {
    const parts = [document.body.innerText, document.title];
    for (const el of document.querySelectorAll('[aria-label], [placeholder]')) parts.push(el.getAttribute('aria-label') ?? '', el.placeholder ?? '');
    return parts.join('\n');
  });
  const leftover = english.filter((w) => w.length > 3 && !w.includes('{') && text.includes(w));
  check(leftover.length === 0, 'no word of the page is left in English', leftover.join(' | '));
  // Codes ([no-such-piece]) stay as they are in every language.
  const words = [...text.replace(/\[[a-z0-9-]+\]/g, '').matchAll(/.{0,30}\b(the|and|of|is|ply|line|column|error|warning|note|board|moves|check|sheet|game|rules|format|event|site|round|red|black|blue)\b.{0,30}/gi)];
  check(words.length === 0, 'no English word in the page\'s text', words.map((w) => w[0]).join(' | '));
  await shot('5-vietnamese');

  // In Japanese too, and the print view: the record, its verdict and problems and the board, no control.
  await page.select('#lang', 'ja');
  await page.waitForFunction(() => document.documentElement.lang === 'ja' && document.getElementById('check').textContent === '検査');
  await checked();
  const jaText = await page.evaluate(() => document.body.innerText);
  check(!english.some((w) => w.length > 3 && !w.includes('{') && jaText.includes(w)), 'in Japanese, no word of the page is left in English');
  await page.emulateMediaType('print');
  const printed = await page.evaluate(() => ({
    controls: [...document.querySelectorAll('.controls')].filter((el) => getComputedStyle(el).display !== 'none').length,
    verdict: getComputedStyle(document.getElementById('verdict-a')).display !== 'none',
    board: document.querySelector('#board svg') !== null,
  }));
  check(printed.controls === 0 && printed.verdict && printed.board, 'the print view keeps the verdict and the board and no control', JSON.stringify(printed));
  await shot('6-print');
  await page.emulateMediaType('screen');
  await page.select('#lang', 'en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await checked();

  // 6. A KIF file and a cờ tư lệnh file, opened as files: valid, their boards kypho show's.
  for (const [rel, position, name] of [['samples/shogi/kif/valid/branches.kif', 'sfen', '7-kif'],
    ['samples/cotulenh/ctl/valid/luat-game.ctl', 'fen', '8-cotulenh']]) {
    await fill('#text-a', '');
    const input = await page.$('#file-a');
    await input.uploadFile(sample(rel));
    await page.waitForFunction(() => document.getElementById('text-a').value !== '');
    await page.waitForFunction(() => document.getElementById('verdict-a').textContent !== '');
    await checked();
    const verdict = await page.$eval('#verdict-a', (v) => v.className);
    check(verdict.includes('valid') && !verdict.includes('invalid'), `${rel} is valid on the page`, verdict);
    const end = kypho('show', '--to', position, sample(rel)).out.trim();
    await page.waitForFunction((fen) => document.getElementById('fen').value === fen, { timeout: 5000 }, end).catch(() => {});
    check((await page.$eval('#fen', (i) => i.value)) === end, `its board at the end is kypho show's (${position})`, end);
    await shot(name);
  }
  // An XQF file (binary) opened on the page: read by kypho, its board at the end kypho show's.
  const xqf = path.join(SOURCE_DIR, '../shared/corpus/xiangqi/eleeye/SAMPLE.XQF');
  try {
    readFileSync(xqf);
    await fill('#text-a', '');
    await (await page.$('#file-a')).uploadFile(xqf);
    await page.waitForFunction(() => document.getElementById('text-a').value !== '');
    await page.waitForFunction(() => document.getElementById('verdict-a').textContent !== '');
    await checked();
    const end = kypho('show', '--to', 'fen', xqf).out.trim();
    await page.waitForFunction((fen) => document.getElementById('fen').value === fen, { timeout: 5000 }, end).catch(() => {});
    check((await page.$eval('#fen', (i) => i.value)) === end, 'an XQF file opened on the page is read by kypho, its board at the end kypho show\'s', end);
    const targets = await page.$$eval('#convert-format option', (o) => o.map((x) => x.value));
    check(targets.includes('xqf') && targets.includes('pgn'), 'the formats offered for conversion are the game\'s, XQF among them', targets.join(' '));
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    console.log('note: the shared corpus is not beside the checkout; the XQF file is not tried');
  }

  // Files in legacy encodings are sent as bytes and decoded by kypho: a CP1258 sheet, a Shift_JIS KIF.
  const legacy = [[written('slip-cp1258.vn', ''), 'Bên trắng: Nguyễn Văn A', 'cp1258']];
  execFileSync('sh', ['-c', `iconv -f UTF-8 -t CP1258 > '${legacy[0][0]}'`], { input: SLIP });
  const sjis = path.join(SOURCE_DIR, '../shared/corpus/shogi/kif/k4j__chudan.kif');
  try {
    readFileSync(sjis);
    legacy.push([sjis, '手合割', 'cp932']);
  } catch {
    console.log('note: the shared corpus is not beside the checkout; the Shift_JIS file is not tried');
  }
  for (const [file, expected, encoding] of legacy) {
    await fill('#text-a', '');
    await (await page.$('#file-a')).uploadFile(file);
    await page.waitForFunction(() => document.getElementById('text-a').value !== '');
    await page.waitForFunction(() => document.getElementById('verdict-a').textContent !== '');
    await checked();
    const decoded = await page.$eval('#text-a', (t) => t.value);
    check(decoded.includes(expected), `a ${encoding} file is decoded by kypho, not the browser`, decoded.slice(0, 200));
    const said = await page.$eval('#problems-a', (p) => p.textContent);
    check(said.includes('[encoding]') && said.includes(encoding), `and the encoding it was read in is said (${encoding})`, said);
  }

  const kanji = await page.evaluate(async (bytes) => {
    const r = await fetch('/api/show?to=svg&name=b.kif', { method: 'POST', body: bytes });
    return (await r.json()).shown;
  }, readFileSync(sample('samples/shogi/kif/valid/branches.kif'), 'utf8'));
  check(/[玉王飛角金銀桂香歩]/.test(kanji), 'the shogi board is drawn with kanji pieces');

  // On a phone-sized screen the page still lays out in one column with nothing wider than the screen.
  await page.setViewport({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  check(overflow <= 1, 'on a phone-sized screen nothing is wider than the screen', String(overflow));
  await shot('9-phone');

  check(pageErrors.length === 0, 'the page raised no script error', pageErrors.join('\n'));
} finally {
  await browser.close();
}
console.log(failures === 0 ? 'the page works as the command line does' : `${failures} checks failed`);
process.exit(failures === 0 ? 0 : 1);
