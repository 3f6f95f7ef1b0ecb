// kypho's page: everything it shows comes from the server's API (kypho-serve(1)), which answers what the
// command line prints; the page only lays it out. Records are sent as bytes, so that kypho, not the browser,
// decodes a TCVN3 or Shift_JIS file. No library, no request to anywhere but this server.
'use strict';

const $ = (id) => document.getElementById(id);

const state = {
  lang: 'en',
  words: {},
  info: null,
  sheets: {
    a: { name: 'sheet-a.txt', bytes: null, checked: null },
    b: { name: 'sheet-b.txt', bytes: null, checked: null },
  },
  record: null,   // sheet A's /api/record answer
  ply: 0,
  flipped: false,
};

// A page word with its {placeholders} filled.
function word(key, values = {}) {
  const template = state.words[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (all, name) => (name in values ? String(values[name]) : all));
}

function languageOfBrowser() {
  const stored = localStorage.getItem('kypho.lang');
  if (stored) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const code = String(tag).slice(0, 2).toLowerCase();
    if (code === 'vi' || code === 'ja' || code === 'en') return code;
  }
  return 'en';
}

// The options every call takes, from the menus.
function options(extra = {}) {
  const o = { lang: state.lang, ...extra };
  for (const id of ['game', 'from', 'encoding', 'rules']) if ($(id).value) o[id] = $(id).value;
  return o;
}

function query(o) {
  return new URLSearchParams(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')).toString();
}

async function call(endpoint, o, body) {
  const response = await fetch(`/api/${endpoint}?${query(o)}`, body === undefined ? {} : { method: 'POST', body });
  const text = await response.text();
  if (!response.ok) {
    let message = text;
    try { message = JSON.parse(text).error ?? text; } catch { /* not JSON: shown as it came */ }
    throw new Error(message);
  }
  return text;
}

async function callJson(endpoint, o, body) { return JSON.parse(await call(endpoint, o, body)); }
async function callLines(endpoint, o, body) {
  return (await call(endpoint, o, body)).split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l));
}

function sheetBytes(key) {
  const sheet = state.sheets[key];
  return sheet.bytes ?? new TextEncoder().encode($(`text-${key}`).value);
}
function hasText(key) { return state.sheets[key].bytes !== null || $(`text-${key}`).value.trim() !== ''; }

function showError(error) { $('status').textContent = word('server_error', { error: error.message }); }

// --- words and menus -------------------------------------------------------------------------------------

async function loadInfo() {
  state.info = await callJson('info', { lang: state.lang });
  state.words = state.info.words;
  document.documentElement.lang = state.lang;
  for (const el of document.querySelectorAll('[data-word]')) el.textContent = word(el.dataset.word);
  for (const el of document.querySelectorAll('[data-word-label]')) el.setAttribute('aria-label', word(el.dataset.wordLabel));
  for (const el of document.querySelectorAll('[data-placeholder]')) el.placeholder = word(el.dataset.placeholder);
  document.title = word('title');
  const names = { en: 'English', vi: 'Tiếng Việt', ja: '日本語' };
  fillSelect($('lang'), state.info.languages.map((l) => [l, names[l] ?? l]), state.lang);
  // The encodings records come in: Unicode, the Vietnamese code pages, Japanese and Chinese ones.
  const encodings = ['utf-8', 'utf-16le', 'cp1258', 'vni', 'tcvn3', 'viscii', 'shift_jis', 'euc-jp', 'gb18030', 'big5'];
  fillSelect($('encoding'), [['', word('told')], ...encodings.map((e) => [e, e])], $('encoding').value);
  const game = $('game').value;
  fillSelect($('game'), [['', word('told')], ...state.info.games.map((g) => [g.name, g.title])], game);
  fillFormatMenus();
}

function fillSelect(select, choices, value) {
  select.replaceChildren(...choices.map(([v, label]) => new Option(label, v)));
  if (choices.some(([v]) => v === value)) select.value = value;
}

function gameInfo(name) { return state.info.games.find((g) => g.name === name); }

function fillFormatMenus() {
  const chosen = gameInfo($('game').value);
  const games = chosen ? [chosen] : state.info.games;
  const formats = [...new Set(games.flatMap((g) => g.formats))];
  fillSelect($('from'), [['', word('told')], ...formats.map((f) => [f, f])], $('from').value);
  const rules = [...new Set(games.flatMap((g) => g.rules))];
  fillSelect($('rules'), [['', word('default_rules')], ...rules.map((r) => [r, r])], $('rules').value);
  const recordGame = state.record ? gameInfo(state.record.game) : chosen;
  const targets = recordGame ? recordGame.writes : [...new Set(games.flatMap((g) => g.writes))];
  fillSelect($('convert-format'), targets.map((f) => [f, f]), $('convert-format').value);
}

// --- checking ----------------------------------------------------------------------------------------------

async function check() {
  $('status').textContent = word('checking');
  try {
    await checkSheet('a');
    if (hasText('b')) {
      await checkSheet('b');
      await compare();
    } else {
      state.sheets.b.checked = null;
      $('sheet-b').classList.add('empty');
      clearSheet('b');
      $('differences').hidden = true;
    }
    $('status').textContent = '';
  } catch (error) {
    showError(error);
  }
}

function clearSheet(key) {
  $(`verdict-${key}`).textContent = '';
  $(`source-${key}`).replaceChildren();
  $(`problems-${key}`).replaceChildren();
}

async function checkSheet(key) {
  const sheet = state.sheets[key];
  $(`sheet-${key}`).classList.toggle('empty', !hasText(key));
  if (!hasText(key)) {
    clearSheet(key);
    return;
  }
  const body = sheetBytes(key);
  const o = options({ name: sheet.name });
  const [lines, record] = await Promise.all([callLines('validate', o, body), callJson('record', o, body)]);
  sheet.checked = { lines, record };
  renderVerdict(key, lines);
  renderSource(key, record.text ?? '', lines.filter((l) => l.type === 'diagnostic'));
  renderProblems(key, lines.filter((l) => l.type === 'diagnostic'));
  if (key === 'a') {
    state.record = record;
    fillFormatMenus();
    renderMoves();
    const firstIllegal = (record.plies ?? []).find((p) => !p.legal);
    await goTo(firstIllegal ? firstIllegal.ply - 1 : (record.plies ?? []).length);
  }
}

function renderVerdict(key, lines) {
  const summary = lines.find((l) => l.type === 'summary') ?? {};
  const el = $(`verdict-${key}`);
  const valid = summary.games > 0 && summary.invalid === 0 && summary.errors === 0;
  el.className = `verdict ${valid ? 'valid' : 'invalid'}`;
  const verdict = summary.games > 0 ? (valid ? word('verdict_valid') : word('verdict_invalid')) : word('verdict_empty');
  el.textContent = `${verdict} ${word('counts', summary)}`;
}

function renderSource(key, text, diagnostics) {
  const list = $(`source-${key}`);
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  list.replaceChildren(...lines.map((line, i) => {
    const li = document.createElement('li');
    li.dataset.line = String(i + 1);
    li.textContent = line === '' ? ' ' : line;
    return li;
  }));
  for (const d of diagnostics) {
    const li = list.querySelector(`li[data-line="${d.line}"]`);
    if (li && (d.severity === 'error' || d.severity === 'warning')) li.classList.add(`has-${d.severity}`);
  }
}

function renderProblems(key, diagnostics) {
  const list = $(`problems-${key}`);
  if (diagnostics.length === 0) {
    const li = document.createElement('li');
    li.textContent = word('no_problems');
    list.replaceChildren(li);
    return;
  }
  list.replaceChildren(...diagnostics.map((d, i) => {
    const li = document.createElement('li');
    li.className = d.severity;
    li.tabIndex = 0;
    li.dataset.index = String(i);
    const head = document.createElement('div');
    const severity = document.createElement('span');
    severity.className = 'severity';
    severity.textContent = word(d.severity);
    const code = document.createElement('span');
    code.className = 'code';
    code.textContent = ` [${d.code}] `;
    const where = [];
    if (d.line) where.push(word('place', d));
    if (d.ply) where.push(word('ply_move', { ply: d.ply, move: d.move ?? '' }));
    head.append(severity, code, document.createTextNode(`${where.join(' · ')}${where.length ? ': ' : ''}${d.message}`));
    li.append(head);
    const notes = [...(d.notes ?? []), ...(d.fixes ?? []).map((f) => word('suggestion', { text: f.replacement }))];
    if (notes.length) {
      const ul = document.createElement('ul');
      ul.append(...notes.map((n) => Object.assign(document.createElement('li'), { textContent: n })));
      li.append(ul);
    }
    const choose = () => selectProblem(key, d, li);
    li.addEventListener('click', choose);
    li.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); choose(); } });
    return li;
  }));
}

function markLine(key, line, col) {
  const list = $(`source-${key}`);
  for (const el of list.querySelectorAll('li.selected')) {
    el.classList.remove('selected');
    el.textContent = el.textContent;  // the caret's mark taken out
  }
  const li = list.querySelector(`li[data-line="${line}"]`);
  if (!li) return;
  li.classList.add('selected');
  if (col) {
    const chars = [...li.textContent];
    const at = Math.min(col - 1, Math.max(chars.length - 1, 0));
    const mark = document.createElement('span');
    mark.className = 'mark';
    mark.textContent = chars[at] ?? ' ';
    li.replaceChildren(chars.slice(0, at).join(''), mark, chars.slice(at + 1).join(''));
  }
  li.scrollIntoView({ block: 'nearest' });
}

async function selectProblem(key, d, li) {
  for (const el of $(`problems-${key}`).querySelectorAll('li.selected')) el.classList.remove('selected');
  li.classList.add('selected');
  if (d.line) markLine(key, d.line, d.col);
  // The board just before the ply the problem is at.
  if (key === 'a' && d.ply) await goTo(d.ply - 1, true);
}

// --- the board ---------------------------------------------------------------------------------------------

function renderMoves() {
  const record = state.record;
  $('moves').replaceChildren(...(record.plies ?? []).map((p) => {
    const li = document.createElement('li');
    li.textContent = p.text;
    li.tabIndex = 0;
    li.dataset.ply = String(p.ply);
    if (!p.legal) {
      li.classList.add('illegal');
      li.title = p.problem;
    }
    li.addEventListener('click', () => goTo(p.ply));
    li.addEventListener('keydown', (e) => { if (e.key === 'Enter') goTo(p.ply); });
    return li;
  }));
  $('tags').replaceChildren(...(record.tags ?? []).flatMap(([name, value]) => [
    Object.assign(document.createElement('dt'), { textContent: state.words[`tag.${record.game}.${name}`] ?? state.words[`tag.${name}`] ?? name }),
    Object.assign(document.createElement('dd'), { textContent: value }),
  ]));
  $('result').textContent = record.result ? `${word('result')}: ${record.result}` : '';
}

function playable() {
  // The board can be shown up to the last ply that was played.
  const plies = state.record?.plies ?? [];
  const illegal = plies.find((p) => !p.legal);
  return illegal ? illegal.ply - 1 : plies.length;
}

let shownRequest = 0;  // the board shown is that of the last step asked for, whatever order the answers come in

async function goTo(ply, before = false) {
  if (!state.record || !state.sheets.a.checked) return;
  state.ply = Math.max(0, Math.min(ply, playable()));
  const request = ++shownRequest;
  for (const li of $('moves').querySelectorAll('li')) li.classList.toggle('current', Number(li.dataset.ply) === state.ply);
  const positionFormat = state.record.game === 'shogi' ? 'sfen' : 'fen';
  const o = options({ name: state.sheets.a.name, ply: state.ply });
  try {
    const body = sheetBytes('a');
    const [svg, fen] = await Promise.all([callJson('show', { ...o, to: 'svg' }, body), callJson('show', { ...o, to: positionFormat }, body)]);
    if (request !== shownRequest) return;
    $('board').innerHTML = svg.shown ?? '';
    $('board').dataset.game = state.record.game;
    $('fen').value = (fen.shown ?? '').trim();
    const plies = playable();
    $('board-caption').textContent = before ? word('board_before', { ply: state.ply + 1 }) : word('board_at', { ply: state.ply, plies });
  } catch (error) {
    showError(error);
  }
}

function step(delta) { return goTo(state.ply + delta); }

// --- two sheets --------------------------------------------------------------------------------------------

async function compare() {
  const form = new FormData();
  form.append('a', new Blob([sheetBytes('a')]), state.sheets.a.name);
  form.append('b', new Blob([sheetBytes('b')]), state.sheets.b.name);
  const lines = await callLines('diff', options(), form);
  const list = $('diffs');
  $('differences').hidden = false;
  for (const key of ['a', 'b']) for (const li of $(`source-${key}`).querySelectorAll('li.differs')) li.classList.remove('differs');
  const places = lines.filter((l) => l.type === 'diff' && !l.same);
  if (places.length === 0) {
    list.replaceChildren(Object.assign(document.createElement('li'), { textContent: word('agree') }));
    return;
  }
  list.replaceChildren(...places.map((d) => {
    const li = document.createElement('li');
    li.tabIndex = 0;
    if (d.header) {
      li.textContent = word('header_differs', { name: d.header === 'result' ? word('result') : d.header, a: d.a.value, b: d.b.value });
      return li;
    }
    const all = [...d.a.plies, ...d.b.plies].map((p) => p.ply);
    const from = Math.min(...all), to = Math.max(...all);
    li.append(from === to ? word('ply', { ply: from }) : word('ply_range', { from, to }));
    for (const key of ['a', 'b']) {
      const side = document.createElement('span');
      side.className = 'side';
      const plies = d[key].plies;
      side.textContent = `${key.toUpperCase()}: ` + (plies.length === 0 ? word('nothing_here')
        : plies.map((p) => `${p.move}${p.legal ? '' : ` ✗ ${p.problem ?? ''}`}`).join(' '));
      li.append(side);
      for (const p of plies) $(`source-${key}`).querySelector(`li[data-line="${p.line}"]`)?.classList.add('differs');
    }
    const first = d.a.plies[0] ?? d.b.plies[0];
    const choose = () => {
      if (d.a.plies[0]) markLine('a', d.a.plies[0].line, d.a.plies[0].col);
      if (d.b.plies[0]) markLine('b', d.b.plies[0].line, d.b.plies[0].col);
      if (first) goTo(first.ply - 1, true);
    };
    li.addEventListener('click', choose);
    li.addEventListener('keydown', (e) => { if (e.key === 'Enter') choose(); });
    return li;
  }));
}

// --- fixing and converting ---------------------------------------------------------------------------------

function bytesOfBase64(text) {
  const binary = atob(text);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function offerDownload(link, bytes, name) {
  if (link.href) URL.revokeObjectURL(link.href);
  link.href = URL.createObjectURL(new Blob([bytes], { type: 'application/octet-stream' }));
  link.download = name;
  link.hidden = false;
}

// A fix offered for a record no longer shown is taken away.
function forgetFix() {
  $('download-fixed').hidden = true;
  $('fix-status').textContent = '';
}

async function fix() {
  if (!hasText('a')) return;
  try {
    const answer = await callJson('fix', options({ name: state.sheets.a.name }), sheetBytes('a'));
    if (!answer.edits) {
      $('fix-status').textContent = answer.why_not || word('nothing_to_fix');
      return;
    }
    const bytes = bytesOfBase64(answer.base64);
    state.sheets.a.bytes = bytes;
    const record = await callJson('record', options({ name: state.sheets.a.name }), bytes);
    $('text-a').value = record.text ?? '';
    $('fix-status').textContent = word('fixed', { edits: answer.edits });
    offerDownload($('download-fixed'), bytes, state.sheets.a.name);
    await check();
  } catch (error) {
    showError(error);
  }
}

async function convert() {
  if (!hasText('a')) return;
  try {
    const answer = await callJson('convert', options({ name: state.sheets.a.name, to: $('convert-format').value }), sheetBytes('a'));
    const said = (answer.diagnostics ?? []).map((d) => `${word(d.severity)} [${d.code}]: ${d.message}`);
    if (answer.left_out) said.push(word('left_out', { n: answer.left_out }));
    $('convert-status').textContent = said.join(' · ');
    if (!answer.base64) return;
    const link = document.createElement('a');
    offerDownload(link, bytesOfBase64(answer.base64), answer.name);
    document.body.append(link);
    link.click();
    link.remove();
  } catch (error) {
    showError(error);
  }
}

// --- input -------------------------------------------------------------------------------------------------

async function loadFile(key, file) {
  if (key === 'a') forgetFix();
  const bytes = new Uint8Array(await file.arrayBuffer());
  state.sheets[key].bytes = bytes;
  state.sheets[key].name = file.name;
  try {
    const record = await callJson('record', options({ name: file.name }), bytes);
    $(`text-${key}`).value = record.text ?? '';
  } catch (error) {
    showError(error);
  }
  await check();
}

function wire() {
  for (const key of ['a', 'b']) {
    const area = $(`text-${key}`);
    // Typed text is sent as UTF-8; a file's bytes as they are, until the text is edited.
    area.addEventListener('input', () => {
      state.sheets[key].bytes = null;
      if (key === 'a') forgetFix();
      if (!/\.[a-z0-9]+$/i.test(state.sheets[key].name)) state.sheets[key].name = `sheet-${key}.txt`;
    });
    area.addEventListener('dragover', (e) => e.preventDefault());
    area.addEventListener('drop', (e) => {
      e.preventDefault();
      const file = e.dataTransfer?.files?.[0];
      if (file) loadFile(key, file);
    });
    $(`file-${key}`).addEventListener('change', (e) => {
      const file = e.target.files?.[0];
      if (file) loadFile(key, file);
    });
    area.addEventListener('keydown', (e) => { if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) check(); });
  }
  $('check').addEventListener('click', check);
  $('first').addEventListener('click', () => goTo(0));
  $('prev').addEventListener('click', () => step(-1));
  $('next').addEventListener('click', () => step(1));
  $('last').addEventListener('click', () => goTo(playable()));
  $('flip').addEventListener('click', () => {
    state.flipped = !state.flipped;
    $('board').classList.toggle('flipped', state.flipped);
    $('flip').setAttribute('aria-pressed', String(state.flipped));
  });
  $('copy').addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText($('fen').value);
    } catch {
      $('fen').select();
    }
    $('status').textContent = word('copied');
  });
  $('fix').addEventListener('click', fix);
  $('convert').addEventListener('click', convert);
  $('print').addEventListener('click', () => window.print());
  $('lang').addEventListener('change', async () => {
    state.lang = $('lang').value;
    for (const id of ['fix-status', 'convert-status', 'status']) $(id).textContent = '';
    localStorage.setItem('kypho.lang', state.lang);
    await loadInfo();
    if (hasText('a')) await check();
  });
  $('game').addEventListener('change', fillFormatMenus);
  // Arrow keys step through the moves, except where they move a caret or a menu's choice.
  document.addEventListener('keydown', (e) => {
    if (e.target.closest('textarea, input, select')) return;
    if (e.key === 'ArrowRight') { e.preventDefault(); step(1); }
    if (e.key === 'ArrowLeft') { e.preventDefault(); step(-1); }
    if (e.key === 'Home') { e.preventDefault(); goTo(0); }
    if (e.key === 'End') { e.preventDefault(); goTo(playable()); }
  });
}

// The two sheets, A and B, from one template: each part's id is its name and the sheet's key (text-a).
function makeSheets() {
  const template = $('sheet-template');
  for (const key of ['a', 'b']) {
    const sheet = template.content.firstElementChild.cloneNode(true);
    for (const el of [sheet, ...sheet.querySelectorAll('[data-id]')]) el.id = `${el.dataset.id}-${key}`;
    for (const el of [sheet, ...sheet.querySelectorAll('[data-labelledby]')]) el.setAttribute('aria-labelledby', `${el.dataset.labelledby}-${key}`);
    sheet.querySelector(`#label-${key}`).dataset.word = `sheet_${key}`;
    template.parentElement.querySelector('.sheets').append(sheet);
  }
}

async function start() {
  state.lang = languageOfBrowser();
  makeSheets();
  wire();
  try {
    await loadInfo();
  } catch (error) {
    showError(error);
  }
  document.body.dataset.ready = 'true';
}

start();
