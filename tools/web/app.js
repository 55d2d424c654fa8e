// bnb in the browser: draws the state of /api/state and answers the pending decision with the key
// of the option clicked (docs/web-api.md). Every fact comes from a named JSON field; the texts are
// only shown.
'use strict';

const params = new URLSearchParams(location.search);
const token = params.get('token') || sessionStorage.getItem('bnb-token') || '';
if (token) sessionStorage.setItem('bnb-token', token);
const SPEEDS = [{ name: 'normal', ms: 450 }, { name: 'fast', ms: 120 }, { name: 'instant', ms: 0 }];
let speed = Number(params.get('speed') ?? localStorage.getItem('bnb-speed') ?? 0) % SPEEDS.length;
// The language of the game's words: every request asks for it (X-Bnb-Lang), the server words the
// question, the options, the log and the look-ups in it; the save holds no words (docs/web-api.md).
// The page's own labels stay English (html lang="en"); the parts that show the server's words say
// their language, so that a screen reader reads them in it.
let lang = params.get('lang') || localStorage.getItem('bnb-lang') || 'en';
const WORDED = ['round', 'elements', 'order', 'story', 'prompt', 'preview', 'options', 'cards', 'hero', 'monsters', 'log', 'turn-box', 'banner', 'panel-body'];

let state = null;          // the last state read
let lastSeq = 0;           // seq of the last event shown
let preview = null;        // the option previewed (clicked once on the map, waiting for a confirm)
let picked = [];           // SelectCards: the cards clicked so far
let flipped = new Set();   // card slots shown on their other side
let busy = false;          // an answer or an animation is under way
const $ = (id) => document.getElementById(id);
const el = (tag, attrs = {}, ...kids) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v);
  }
  for (const k of kids) if (k != null) e.append(k);
  return e;
};
const SVG = 'http://www.w3.org/2000/svg';
const sv = (tag, attrs = {}) => {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// Something that is not a button but acts as one: focusable, chosen with Enter or Space, and named
// by its own words (a screen reader reads what is seen) with `lead` before them, unseen.
function actsAsButton(node, lead, act) {
  node.setAttribute('tabindex', '0');
  node.setAttribute('role', 'button');
  node.removeAttribute('aria-label');
  if (lead) node.prepend(el('span', { class: 'sr-only' }, lead));
  node.addEventListener('click', act);
  node.addEventListener('keydown', (ev) => {
    if (ev.target !== node || (ev.key !== 'Enter' && ev.key !== ' ')) return;
    ev.preventDefault();
    ev.stopPropagation();
    act(ev);
  });
}

// ---- the API ----
async function api(path, body) {
  const res = await fetch(path, {
    method: body ? 'POST' : 'GET',
    headers: { 'X-Bnb-Token': token, 'X-Bnb-Lang': lang, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  return { status: res.status, json };
}

async function load() {
  if (!token) return showError(t('This page needs the address printed by `bnb serve` (it carries ?token=...).'));
  const { status, json } = await api('/api/state?since=0');
  if (status !== 200) return showError(json.error ? json.error.message : t('the server refused'));
  $('log').textContent = '';
  lastSeq = 0;
  lastRoll = null;
  for (const e of json.events) logEvent(e, false);
  lastSeq = json.last_seq;
  render(json);
}

async function answer(key) {
  if (busy || !state) return;
  busy = true;
  document.body.dataset.busy = '1';
  showError('');
  const old = state;
  const { status, json } = await api('/api/answer', { key, version: state.version, since: lastSeq });
  if (status !== 200) {
    busy = false;
    document.body.dataset.busy = '';
    showError(json.error ? json.error.message : t('refused'));
    return status === 409 ? load() : undefined;
  }
  preview = null;
  picked = [];
  document.body.dataset.answered = String(Number(document.body.dataset.answered || 0) + 1);
  const fresh = json.events.filter((e) => e.seq > lastSeq);
  if (old.board && json.board && old.board.scenario.number === json.board.scenario.number) await animate(fresh, old, json);
  else for (const e of fresh) logEvent(e, true);
  lastSeq = json.last_seq;
  busy = false;
  const hadFocus = document.activeElement && document.activeElement !== document.body && document.activeElement.isConnected;
  render(json);
  document.body.dataset.busy = '';
  // The focus was on what the answer replaced: it goes to the new question, where Tab goes on.
  // The new question is read from the top of the side panel (the result and the story above it).
  $('side').scrollTop = 0;
  if (!hadFocus || !document.activeElement || document.activeElement === document.body) $('prompt').focus({ preventScroll: true });
}

function showError(text) {
  $('error').textContent = text;
  $('error').hidden = !text;
}

// ---- geometry: pointy-top axial hexes ----
const SIZE = 30;
const px = (h) => [SIZE * Math.sqrt(3) * (h.q + h.r / 2), SIZE * 1.5 * h.r];
const hexPoints = (h, s = SIZE) => {
  const [x, y] = px(h);
  const pts = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 30);
    pts.push(`${(x + s * Math.cos(a)).toFixed(1)},${(y + s * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
};
const hk = (h) => `${h.q},${h.r}`;

// Where an option acts on the map: the hex it names, its target's hex, or its area's hex on the
// first figure it hits (else its first hex); the area's whole shape is drawn when it is pointed at.
function anchorOf(o, board) {
  if (o.hex) return o.hex;
  if (o.area && o.hit_figures && o.hit_figures.length && board) return board.figures[o.hit_figures[0]].hex;
  if (o.area) return o.area[0];
  if (o.figure !== undefined && board) return board.figures[o.figure].hex;
  return null;
}

// ---- drawing ----
function render(s) {
  state = s;
  document.body.dataset.version = s.version;
  document.body.dataset.kind = s.decision ? s.decision.kind : 'none';
  renderHeader(s);
  renderMap(s);
  renderDecision(s);
  renderHero(s);
  renderCards(s);
  renderMonsters(s);
  renderTables(s);
  renderStory(s);
}

// The language switch: the languages the server speaks, each named in its own language.
function renderLanguages(s) {
  translateStatic();
  const box = $('lang'), codes = s.languages || ['en'];
  if (box.dataset.codes !== codes.join()) {
    box.replaceChildren(...codes.map((c) => el('option', { value: c }, languageName(c))));
    box.dataset.codes = codes.join();
  }
  box.value = s.lang || 'en';
  for (const id of WORDED) $(id).setAttribute('lang', htmlLang(s.lang || 'en'));
}
// A language chosen takes effect at once: the state again from its first event, in the new words.
$('lang').addEventListener('change', async () => {
  lang = $('lang').value;
  localStorage.setItem('bnb-lang', lang);
  scenarioInfo = null, classes = null;  // worded in the language they were read in
  if (busy) return;
  await load();
  // A review shown is asked for again: the server keeps it as data and words it in each request's language.
  if (document.body.dataset.reviewed === '1' && !$('review-box').hidden) review();
});

function renderHeader(s) {
  renderLanguages(s);
  const b = s.board;
  $('round').textContent = b ? t('Scenario {n}: {name} — round {round}', { n: b.scenario.number, name: b.scenario.name, round: b.round }) : '';
  // Each element once with its count, in the words of every front end ("earth x3").
  $('elements').replaceChildren(...(b ? b.element_groups : []).map((g) =>
    el('span', { class: `element el-${g.elements.length === 1 ? g.elements[0] : 'mixed'}` }, ...(g.elements.length <= 2 ? g.elements.map((x) => icon(x)) : []), g.text)));
  $('order').replaceChildren(...(b ? b.order : []).map((t) =>
    el('span', { class: `turn${t.current ? ' current' : ''}${t.done ? ' done' : ''}` }, `${t.initiative} ${t.name}`)));
  $('speed').textContent = t('speed: {name} (f)', { name: t(SPEEDS[speed].name) });
}

function renderMap(s) {
  const svg = $('map');
  svg.replaceChildren();
  const b = s.board;
  if (!b) return;
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const c of b.map.cells) {
    const [x, y] = px(c);
    minX = Math.min(minX, x); maxX = Math.max(maxX, x); minY = Math.min(minY, y); maxY = Math.max(maxY, y);
  }
  svg.setAttribute('viewBox', `${minX - SIZE * 1.8} ${minY - SIZE * 1.3} ${maxX - minX + SIZE * 3} ${maxY - minY + SIZE * 2.9}`);
  const ground = sv('g');
  for (const c of b.map.cells) {
    const what = t('hex {hex}, {terrain}', { hex: hk(c), terrain: terrainWord(c) }) + (c.name ? ': ' + c.name : '') + (c.letter ? t(', letter {letter}', { letter: c.letter }) : '');
    const poly = sv('polygon', { points: hexPoints(c), class: `hex t-${c.terrain}`, 'data-hex': hk(c), tabindex: '-1', role: 'img', 'aria-label': what });
    const title = sv('title');
    title.textContent = what;
    poly.append(title);
    ground.append(poly);
    const [x, y] = px(c);
    if (c.letter) ground.append(Object.assign(sv('text', { x, y: y - SIZE * 0.45, class: 'letter' }), { textContent: c.letter }));
  }
  ground.append(sv('polygon', { points: hexPoints(b.map.start, SIZE - 4), class: 'start' }));
  for (const o of b.objectives) {
    const [x, y] = px(o.hex);
    const t = sv('text', { x, y: y + SIZE * 0.6, class: 'letter' });
    t.textContent = o.hp ? `${o.name} ${o.hp - o.damage}/${o.hp}` : o.name;
    ground.append(t);
  }
  svg.append(ground);
  const marks = sv('g', { id: 'marks' });
  svg.append(marks);
  const figs = sv('g', { id: 'figures' });
  for (const f of b.figures) if (f.alive) figs.append(figureNode(f, b));
  svg.append(figs);
  drawAnchors(s, svg);
  drawAxes(b, svg);
  drawPreview(s);
  renderLegend(b);
}

// The map's coordinates as the events name hexes ("moves to 3,2"): each row's r at its left, each
// diagonal's q above its top hex, as the terminal's map borders label them.
function drawAxes(b, svg) {
  const axes = sv('g', { id: 'axes', 'aria-hidden': 'true' });
  const rows = new Map(), cols = new Map();
  for (const c of b.map.cells) {
    if (!rows.has(c.r) || rows.get(c.r).q > c.q) rows.set(c.r, c);
    if (!cols.has(c.q) || cols.get(c.q).r > c.r) cols.set(c.q, c);
  }
  for (const [r, c] of rows) {
    const [x, y] = px(c);
    axes.append(Object.assign(sv('text', { x: x - SIZE * 1.1, y: y + 4, class: 'axis' }), { textContent: `r${r}` }));
  }
  // A diagonal that starts at the left edge is labelled below its bottom hex instead, clear of the rows.
  const minR = Math.min(...b.map.cells.map((c) => c.r)), maxR = Math.max(...b.map.cells.map((c) => c.r));
  const bottom = new Map();
  for (const c of b.map.cells) if (!bottom.has(c.q) || bottom.get(c.q).r < c.r) bottom.set(c.q, c);
  for (const [q, c] of cols) {
    const low = c.r !== minR && bottom.get(q).r === maxR;
    const [x, y] = px(low ? bottom.get(q) : c);
    axes.append(Object.assign(sv('text', { x: x + SIZE * (low ? -0.45 : 0.45), y: y + SIZE * (low ? 1.3 : -0.95), class: 'axis' }), { textContent: `q${q}` }));
  }
  svg.append(axes);
}

// Each monster type its own colour (Okabe and Ito's palette, told apart with any colour vision) and
// its own emblem (the token's shape), so that neither colour nor shape alone has to be seen; the
// character is the blue circle. `ink` is the text colour that reads on the fill.
const TYPE_STYLES = [
  { fill: '#d55e00', ink: '#000', shape: 'diamond' }, { fill: '#009e73', ink: '#000', shape: 'triangle' },
  { fill: '#e69f00', ink: '#000', shape: 'square' }, { fill: '#cc79a7', ink: '#000', shape: 'hexagon' },
  { fill: '#56b4e9', ink: '#000', shape: 'pentagon' }, { fill: '#f0e442', ink: '#000', shape: 'star' },
  { fill: '#000000', ink: '#fff', shape: 'octagon' }];
const HERO_STYLE = { fill: '#0072b2', ink: '#fff', shape: 'circle' };
// A figure's style: the character's, or its monster type's by the type's place on the board.
function styleOf(f, b) {
  if (f.kind === 'character') return HERO_STYLE;
  const slot = b.monsters.findIndex((m) => m.def === f.type);
  return TYPE_STYLES[(slot < 0 ? 0 : slot) % TYPE_STYLES.length];
}
// The emblem: a shape of radius r around 0,0.
function emblem(shape, r, attrs = {}) {
  const poly = (n, turn = -90, radii = [r]) => {
    const pts = [];
    for (let i = 0; i < n; i++) {
      const a = (Math.PI / 180) * (turn + (360 / n) * i), rr = radii[i % radii.length];
      pts.push(`${(rr * Math.cos(a)).toFixed(1)},${(rr * Math.sin(a)).toFixed(1)}`);
    }
    return sv('polygon', { points: pts.join(' '), ...attrs });
  };
  switch (shape) {
    case 'diamond': return poly(4, -90, [r * 1.1]);
    case 'triangle': return poly(3, -90, [r * 1.25]);
    case 'square': return poly(4, -45, [r * 1.05]);
    case 'hexagon': return poly(6, 0, [r]);
    case 'pentagon': return poly(5, -90, [r * 1.05]);
    case 'star': return poly(10, -90, [r * 1.2, r * 0.7]);
    case 'octagon': return poly(8, -22.5, [r]);
    default: return sv('circle', { r, ...attrs });
  }
}
// The type letter of a monster type: its figures' mark without the standee number ("G" of "G1").
const typeLetter = (b, def) => {
  const f = b.figures.find((x) => x.kind === 'monster' && x.type === def && x.mark);
  return f ? f.mark.replace(/\d+$/, '') : '';
};
// A figure in words, for a screen reader and a tooltip.
function figureWords(f, b) {
  const who = f.kind === 'character' ? t('you, the {class}', { class: b.character.class_name }) : `${f.name.replace(/ \d+$/, '')} ${f.mark}${f.elite ? t(', elite') : ''}`;
  return t('{who}: {hp} of {max_hp} hit points', { who, hp: f.hp, max_hp: f.max_hp }) + (f.conditions.length ? ', ' + conditionWords(f.conditions) : '')
    + (f.shield ? t(', shield {n}', { n: f.shield }) : '') + (f.retaliate ? t(', retaliate {n}', { n: f.retaliate }) : '') + t(', at {hex}', { hex: hk(f.hex) });
}

function figureNode(f, b) {
  const [x, y] = px(f.hex);
  const st = styleOf(f, b);
  const g = sv('g', { class: `figure ${f.kind}${f.elite ? ' elite' : ''}${b.acting === f.id ? ' acting' : ''}`, id: `fig-${f.id}`,
    transform: `translate(${x},${y})`, 'data-figure': f.id, 'data-hex': hk(f.hex), tabindex: '0', role: 'img',
    'aria-label': figureWords(f, b) });
  if (f.elite) g.append(emblem(st.shape, SIZE * 0.74, { class: 'elite-ring' }));  // an elite: a gold ring round its token
  g.append(emblem(st.shape, SIZE * 0.58, { class: 'token', fill: st.fill }));
  // The mark the terminal draws: the class's initial for you, the type letter and standee number ("G1").
  const label = sv('text', { y: 5, fill: st.ink });
  label.textContent = f.kind === 'character' ? b.character.class_name.slice(0, 2) : (f.mark || String(f.number));
  g.append(label);
  const w = SIZE * 1.1, frac = f.max_hp ? Math.max(0, f.hp) / f.max_hp : 0;
  g.append(sv('rect', { class: 'hpbar-bg', x: -w / 2, y: SIZE * 0.62, width: w, height: 4 }));
  g.append(sv('rect', { class: 'hpbar', x: -w / 2, y: SIZE * 0.62, width: w * frac, height: 4 }));
  const hp = sv('text', { y: SIZE * 0.98, class: 'hp' });
  hp.textContent = `${f.hp}/${f.max_hp}`;
  g.append(hp);
  f.conditions.forEach((c, i) => {
    const ic = icon(c);
    const x0 = -7 * f.conditions.length + 14 * i;
    g.append(sv('circle', { cx: x0 + 7, cy: -SIZE * 0.72, r: 7.5, class: 'cond-bg' }));
    for (const [k, v] of Object.entries({ x: x0 + 1, y: -SIZE * 0.72 - 6, width: 12, height: 12, class: `cond icon icon-${c}` })) ic.setAttribute(k, v);
    g.append(ic);
  });
  const title = sv('title');
  title.textContent = figureWords(f, b);
  g.append(title);
  return g;
}

// The legend of the figures on the map: each monster type's emblem, colour and letter with its name.
function renderLegend(b) {
  const box = $('legend-figures');
  if (!b) return box.replaceChildren();
  const swatch = (st, text, elite = false) => {
    const svg = sv('svg', { width: 18, height: 18, viewBox: '-10 -10 20 20', 'aria-hidden': 'true' });
    if (elite) svg.append(emblem(st.shape, 9, { class: 'elite-ring' }));
    svg.append(emblem(st.shape, 7, { fill: st.fill, stroke: '#000', 'stroke-width': 1 }));
    const t = sv('text', { y: 3.5, 'text-anchor': 'middle', fill: st.ink, 'font-size': 8, 'font-weight': 'bold' });
    t.textContent = text;
    svg.append(t);
    return svg;
  };
  const me = b.figures[0];
  const items = [el('span', { 'data-legend': 'character' }, swatch(HERO_STYLE, ''), t('{mark} you ({class})', { mark: b.character.class_name.slice(0, 2), class: b.character.class_name }))];
  b.monsters.forEach((m, i) => {
    const st = TYPE_STYLES[i % TYPE_STYLES.length], letter = typeLetter(b, m.def);
    items.push(el('span', { 'data-legend': m.def, ...(m.elite ? { 'data-elite': '1' } : {}) }, swatch(st, letter, m.elite),
      `${letter} ${m.name}${m.living ? '' : ' ' + t('(none left)')}`));
  });
  // An elite's token has a gold ring (and its words say "elite"): the key, when the map has one.
  if (b.monsters.some((m) => m.elite)) items.push(el('span', { 'data-legend': 'elite' }, swatch({ shape: 'circle', fill: '#fff', ink: '#000' }, '', true), t('gold ring: elite')));
  box.replaceChildren(...(me ? items : []));
}

// Options that act on the map get a clickable hex; a hex shared by several options cycles through
// them (the previewed one is confirmed with Enter or the confirm button).
function drawAnchors(s, svg) {
  const d = s.decision;
  if (!d || d.scope !== 'scenario') return;
  const byHex = new Map();
  for (const o of d.options) {
    const a = anchorOf(o, s.board);
    if (!a) continue;
    if (!byHex.has(hk(a))) byHex.set(hk(a), { hex: a, options: [] });
    byHex.get(hk(a)).options.push(o);
  }
  const layer = sv('g', { id: 'anchors' });
  for (const { hex, options } of byHex.values()) {
    // The hex's option number, drawn as the terminal draws it: the options name the hex by it
    // ("move to [5]"). A keyboard reaches the hex too, and a screen reader reads its options.
    const mark = options.map((o) => o.mark).find(Boolean);
    const place = placeOf(hex, s.board);
    const poly = sv('polygon', { points: hexPoints(hex, SIZE - 3), class: 'anchor', 'data-anchor': hk(hex), 'data-hex': hk(hex),
      'data-keys': options.map((o) => o.key).join('|'), tabindex: '0', role: 'button',
      'aria-label': (mark ? t('hex {mark}, ', { mark }) : '') + `${place}: ${options.map((o) => o.text).join('; ')}` });
    poly.addEventListener('click', () => clickAnchor(options));
    poly.addEventListener('keydown', (ev) => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); ev.stopPropagation(); clickAnchor(options); } });
    poly.addEventListener('mouseenter', () => { if (!preview) drawPreview(s, options[0]); });
    poly.addEventListener('mouseleave', () => drawPreview(s));
    poly.addEventListener('focus', () => { if (!preview) drawPreview(s, options[0]); });
    poly.addEventListener('blur', () => drawPreview(s));
    const title = sv('title');
    title.textContent = options.map((o) => o.text).join('\n');
    poly.append(title);
    layer.append(poly);
    if (mark) {
      const [x, y] = px(hex);
      const occupied = s.board.figures.some((f) => f.alive && f.hex.q === hex.q && f.hex.r === hex.r);
      const t = sv('text', { x, y: occupied ? y - SIZE * 0.45 : y + 5, class: 'optmark', 'aria-hidden': 'true' });
      t.textContent = mark;
      layer.append(t);
    }
  }
  svg.append(layer);
}

// A hex's terrain in the page's words (the legend's).
const terrainWord = (c) => t(c.terrain === 'featureless' ? 'floor' : c.terrain.replace('_', ' '));
// Conditions (their ids) in the page's words, as the symbols name them.
const conditionWords = (ids) => ids.map((c) => t(c)).join(', ');

// Where a hex is, for a screen reader: its terrain and its steps from the character.
function placeOf(hex, board) {
  const c = board.map.cells.find((x) => x.q === hex.q && x.r === hex.r);
  const me = board.figures[0] && board.figures[0].hex;
  const what = c ? `${terrainWord(c)}${c.name ? ' ' + c.name : ''}` : t('hex');
  if (!me) return what;
  const d = (Math.abs(me.q - hex.q) + Math.abs(me.r - hex.r) + Math.abs(me.q + me.r - hex.q - hex.r)) / 2;
  return d === 0 ? t('{what}, your hex', { what }) : t(d === 1 ? '{what}, 1 hex from you' : '{what}, {n} hexes from you', { what, n: d });
}

function clickAnchor(options) {
  if (options.length === 1 && !preview) return answer(options[0].key);
  const i = preview ? options.findIndex((o) => o.key === preview.key) : -1;
  if (i >= 0 && options.length === 1) return answer(options[0].key);
  setPreview(options[(i + 1) % options.length]);
}

function setPreview(o) {
  preview = o;
  renderDecision(state);
  drawPreview(state);
}

// The previewed or hovered option on the map: its path, its area.
function drawPreview(s, hovered) {
  const marks = $('marks');
  if (!marks) return;
  marks.replaceChildren();
  drawTurnMarks();
  const o = hovered || preview;
  if (!o) return;
  if (o.path && o.path.length) {
    const start = s.decision.figure !== undefined ? s.board.figures[s.decision.figure].hex : o.path[0];
    const pts = [start, ...o.path].map((h) => px(h).join(',')).join(' ');
    marks.append(sv('polyline', { points: pts, class: 'path' }));
  }
  for (const h of o.area || []) marks.append(sv('polygon', { points: hexPoints(h, SIZE - 5), class: 'area', 'data-area': hk(h) }));
  for (const a of document.querySelectorAll('.anchor')) a.classList.toggle('previewed', a.dataset.keys.split('|').includes(o.key));
}


function renderDecision(s) {
  const d = s.decision;
  const opts = $('options');
  opts.replaceChildren();
  $('preview').textContent = '';
  $('banner').hidden = true;
  const b = s.board;
  if (b && b.outcome !== 'none') {
    $('banner').hidden = false;
    $('banner').className = 'big';
    $('banner').textContent = t(`Scenario {n} ${b.outcome} after {round} rounds`, { n: b.scenario.number, round: b.round }) + (b.end ? ': ' + b.end.text : '');
    if (b.end) $('banner').dataset.reason = b.end.reason;
    $('banner').dataset.outcome = b.outcome;
    $('banner').dataset.hash = b.hash;
  }
  renderEnd(s.campaign);
  if (!d) renderTools(s);
  if (!d) {
    $('prompt').textContent = s.campaign.finished ? t('The campaign is finished. Well played!')
      : s.campaign.ended ? t('The campaign is complete: no further scenario in the loaded content. Well played!')
      : t('Nothing to decide.');
    return;
  }
  $('prompt').textContent = d.prompt + (d.kind === 'SelectCards' ? t(' — click two cards in your hand.') : '');
  if (s.campaign.stopped) $('preview').textContent = t('The campaign is saved; you may close this page, or go on.');
  if (s.campaign.notice && !s.campaign.stopped) $('preview').textContent = s.campaign.notice;
  if (preview) {
    $('preview').replaceChildren(t('Selected: {text} ', { text: preview.text }),
      el('button', { class: 'confirm', id: 'confirm', onclick: () => answer(preview.key) }, t('Confirm (Enter)')));
  }
  opts.classList.toggle('many', d.options.length > 6);
  d.options.forEach((o, i) => {
    const k = String(i + 1);  // the option's number, the one the map draws in its hex
    // An option that names a hex by its number says, to a screen reader, where that hex is.
    const where = b && o.mark && anchorOf(o, b) ? ' ' + t('(hex {mark}: {place})', { mark: o.mark, place: placeOf(anchorOf(o, b), b) }) : '';
    const btn = el('button', { 'data-key': o.key, class: preview && preview.key === o.key ? 'previewed' : '',
      onclick: () => answer(o.key) }, el('kbd', {}, k), symbolsNode(optionSymbols(d, o, b)), o.text, where ? el('span', { class: 'sr-only' }, where) : null);
    btn.addEventListener('mouseenter', () => { if (!preview && b) drawPreview(s, o); });
    btn.addEventListener('mouseleave', () => b && drawPreview(s));
    opts.append(btn);
  });
  if (d.kind === 'Class') renderClassChoice(d);
  if (d.kind === 'EquipItems') renderRefused(s);
  renderTools(s);
}

// The equip screen: the items offered that cannot be equipped now, each with why (/api/lookups,
// in the terminal's words).
async function renderRefused(s) {
  const { status, json } = await api('/api/lookups');
  if (status !== 200 || state !== s || !json.refused.length) return;
  $('options').append(el('div', { class: 'refused', id: 'refused' }, el('b', {}, t('Not allowed now:')),
    el('ul', {}, ...json.refused.map((r) => el('li', { 'data-item': r.item_def, 'data-block': r.block }, r.text)))));
}

// The end of a finished campaign: the epilogue, then the campaign's record (campaign.record).
function renderEnd(c) {
  const box = $('the-end');
  box.hidden = !c.finished;
  if (!c.finished) return box.replaceChildren();
  const r = c.record;
  const table = (head, rows) => el('table', {},
    el('tr', {}, ...head.map((h) => el('th', {}, h))),
    ...rows.map((row) => el('tr', {}, ...row.map((v) => el('td', {}, String(v))))));
  box.replaceChildren(
    el('h3', {}, t('The end')),
    // The epilogue's paragraphs are separated by blank lines; its other line breaks are the file's.
    c.epilogue ? el('div', { id: 'epilogue' }, ...c.epilogue.split(/\n\s*\n/).map((p) => el('p', {}, p.replace(/\s+/g, ' ').trim()))) : null,
    el('h4', {}, t('Scenarios played, in order')),
    table(['#', t('scenario'), t('result'), t('rounds')], r.played.map((p, i) => [i + 1, `${p.scenario} ${p.name}`, t(p.result), p.rounds])),
    el('h4', {}, t('Per scenario (retries: losses before the win)')),
    table([t('scenario'), t('result'), t('retries'), t('rounds')],
      [...r.scenarios.map((x) => [`${x.scenario} ${x.name}`, t(x.won ? 'won' : 'lost'), x.retries, x.rounds]),
        [t('total'), t('{n} won', { n: r.wins }), r.losses, r.rounds]]));
}

let classes = null;  // /api/classes, read once
async function getClasses() {
  if (!classes) classes = (await api('/api/classes')).json;
  return classes;
}

// UpgradeCards: the level-2 cards offered, each beside the card it replaces.
async function renderUpgrades(d) {
  const all = await getClasses();
  const defs = new Map(all.flatMap((c) => [...c.cards, ...c.upgrades]).map((cd) => [cd.def, cd]));
  const box = el('div', { class: 'cardrow' });
  for (const o of d.options) {
    const cd = defs.get(o.card_def);
    if (!cd) continue;
    const node = cardNode(cd, 'A');
    node.classList.add('pickable');
    node.dataset.key = o.key;
    actsAsButton(node, `${o.text}: `, () => answer(o.key));
    node.append(el('div', { class: 'tag' }, o.text));
    box.append(node);
  }
  for (const old of document.querySelectorAll('#cards .upgrades')) old.remove();
  $('cards').prepend(el('div', { class: 'pile upgrades' }, el('div', { class: 'pile-name' }, t('level-2 cards offered')), box));
}

async function renderClassChoice(d) {
  const json = await getClasses();
  const box = el('div', { class: 'choices' });
  for (const c of json) {
    if (!d.options.some((o) => o.key === c.id)) continue;
    const node = el('div', { class: 'choice', 'data-class': c.id }, el('b', {}, `${c.name} `), t('({n} hp) ', { n: c.hp[0] }),
      el('div', {}, c.style), el('div', { class: 'cardrow' }, ...c.cards.map((cd) => cardNode(cd, 'A', { plain: true }, true))));
    actsAsButton(node, '', () => answer(c.id));
    box.append(node);
  }
  $('cards').replaceChildren(el('h3', {}, t('Choose your class')), box);
}

function renderHero(s) {
  const b = s.board;
  if (!b) return $('hero').replaceChildren();
  const c = b.character, f = b.figures[0];
  const items = el('div', { class: 'items' }, ...c.items.map((it) =>
    el('span', { class: `item ${it.status}`, title: it.text }, `${it.name}${it.max_uses ? ` (${it.uses}/${it.max_uses})` : ''}`)));
  $('hero').replaceChildren(el('h3', {}, t('{class} (level {level}) — {hp}/{max_hp} hp', { class: c.class_name, level: c.level, hp: f.hp, max_hp: f.max_hp })
    + (f.conditions.length ? ` [${conditionWords(f.conditions)}]` : '') + (c.long_rest ? t(' — long rest') : '')),
  el('div', { class: 'goal' }, t('Goal: {goal}', { goal: b.scenario.goal_text })), specialRules(b.scenario.special_rules || []), items);
}

// The scenario's special rules in the words of every front end (the terminal's `s` look-up).
function specialRules(rules) {
  if (!rules.length) return el('div', { class: 'rules' }, t('Special rules: none'));
  return el('details', { class: 'rules', open: '' }, el('summary', {}, t('Special rules')),
    el('ul', {}, ...rules.map((r) => el('li', {}, r))));
}

// An ability's symbols before its words: its kind and what it adds (range, pierce, push, pull, an
// area, more targets). The words say the same, so the symbols are hidden from a screen reader.
function abilityIcons(a) {
  const names = [a.kind];
  if (a.range > 0) names.push('range');
  if (a.effects && a.effects.pierce) names.push('pierce');
  if (a.effects && a.effects.push) names.push('push');
  if (a.effects && a.effects.pull) names.push('pull');
  if (a.area && a.area.length) names.push('area');
  if (a.targets > 1) names.push('target');
  if (a.jump) names.push('jump');
  for (const c of (a.effects && a.effects.conditions) || []) names.push(c);
  return el('span', { class: 'icons' }, ...names.filter((n) => ICONS[n]).map((n) => icon(n)));
}
const abilitiesNode = (abilities) => el('span', {}, ...abilities.flatMap((a, i) => [i ? '; ' : null, abilityIcons(a), a.text]).filter((x) => x !== null));

// A card, drawn with the side it shows: initiative, top and bottom half.
function cardNode(cd, side, opts = {}, small = false) {
  const sd = side === 'B' ? cd.b : cd.a;
  const half = (which) => {
    const a = sd[which];
    // The half's words say its bonus and its loss, as the printed card and every front end do.
    const words = el('div', { class: 'act' }, ...(a.abilities || []).map(abilityIcons), a.text || '—');
    const node = el('div', { class: 'half', 'data-half': which }, words);
    if (opts.halves && opts.halves[which]) {
      const { main, basic } = opts.halves[which];
      if (main) {
        node.classList.add('playable');
        node.dataset.key = main.key;
        actsAsButton(words, t(which === 'top' ? '{card} ({side}), top half: ' : '{card} ({side}), bottom half: ', { card: cd.name, side }), () => answer(main.key));
      }
      // The basic action is a button beside the half's words, not inside them.
      if (basic) {
        node.append(el('button', { class: 'basic', 'data-key': basic.key, title: basic.text,
          'aria-label': `${t(which === 'top' ? 'Attack 2' : 'Move 2')}: ${basic.text}`, onclick: (ev) => { ev.stopPropagation(); answer(basic.key); } }, t(which === 'top' ? 'Attack 2' : 'Move 2')));
        if (!main) node.classList.add('playable');
      }
    }
    return node;
  };
  const node = el('div', { class: `card${small ? ' small' : ''}`, 'data-def': cd.def,
    ...(opts.plain ? {} : { tabindex: '0', role: 'group', 'aria-label': cardWords(cd, side) }) },
    el('div', { class: 'head' }, el('span', {}, `${cd.name} (${side})`), el('span', { class: 'init' }, el('span', { class: 'sr-only' }, t('initiative ')), String(sd.initiative))),
    half('top'), half('bottom'));
  return node;
}
// A card for a screen reader: its name, side, initiative and both halves, as printed.
function cardWords(cd, side) {
  const sd = side === 'B' ? cd.b : cd.a;
  return t('{card} ({side}), initiative {n}. Top: {top}. Bottom: {bottom}.', { card: cd.name, side, n: sd.initiative, top: sd.top.text || t('nothing'), bottom: sd.bottom.text || t('nothing') });
}

function renderCards(s) {
  const b = s.board, d = s.decision;
  if (!b) return d && d.kind === 'Class' ? null : $('cards').replaceChildren();
  if (d && d.kind === 'Class') return;
  const c = b.character;
  const box = [];
  // A folded window's option (dismiss a bonus) names a card too: it stays a button of its own.
  const cardOptions = (slot) => (d && d.scope === 'scenario' ? d.options.filter((o) => o.card === slot && !o.folded) : []);
  for (const pile of ['hand', 'selected', 'active', 'discard', 'lost']) {
    const cards = c.cards.filter((cd) => cd.pile === pile);
    if (!cards.length) continue;
    const row = el('div', { class: 'cardrow' });
    for (const cd of cards) {
      const side = flipped.has(cd.slot) ? (cd.side === 'A' ? 'B' : 'A') : cd.side;
      const opts = {};
      const mine = cardOptions(cd.slot);
      if (d && d.kind === 'ChooseAction' && !flipped.has(cd.slot)) {
        opts.halves = {};
        for (const which of ['top', 'bottom']) {
          const top = which === 'top';
          opts.halves[which] = { main: mine.find((o) => !!o.top === top && !o.basic), basic: mine.find((o) => !!o.top === top && o.basic) };
        }
      }
      const node = cardNode(cd, side, opts, pile === 'discard' || pile === 'lost');
      node.dataset.slot = cd.slot;
      node.dataset.pile = pile;
      if (d && d.kind === 'SelectCards' && pile === 'hand' && d.options.some((o) => o.card === cd.slot || o.card2 === cd.slot)) {
        node.classList.add('pickable');
        if (picked.includes(cd.slot)) node.classList.add('picked');
        actsAsButton(node, '', () => pickCard(cd.slot));
        node.setAttribute('aria-pressed', String(picked.includes(cd.slot)));
      } else if (d && d.kind !== 'ChooseAction' && d.kind !== 'NegateDamage' && mine.length === 1) {
        node.classList.add('pickable');
        actsAsButton(node, `${mine[0].text}: `, () => answer(mine[0].key));
        node.dataset.key = mine[0].key;
      }
      if (flipped.has(cd.slot)) node.append(el('span', { class: 'tag' }, ' ' + t('other side')));
      // The flip button sits beside the card, not in it: a card may itself be a button.
      const wrap = el('div', { class: 'cardwrap' }, node);
      wrap.append(el('button', { class: 'flip', title: t('show the other side'), 'aria-label': t('show the other side of {card}', { card: cd.name }), onclick: (ev) => {
        ev.stopPropagation();
        flipped.has(cd.slot) ? flipped.delete(cd.slot) : flipped.add(cd.slot);
        renderCards(state);
      } }, '⟲'));
      row.append(wrap);
    }
    box.push(el('div', { class: 'pile' }, el('div', { class: 'pile-name' }, t(`${pile} ({n})`, { n: cards.length })), row));
  }
  $('cards').replaceChildren(...box);
  if (d && d.kind === 'UpgradeCards') renderUpgrades(d);
}

function pickCard(slot) {
  const i = picked.indexOf(slot);
  if (i >= 0) picked.splice(i, 1);
  else picked.push(slot);
  if (picked.length > 2) picked = picked.slice(-2);
  preview = null;
  if (picked.length === 2) {
    const o = state.decision.options.find((x) => x.card === picked[0] && x.card2 === picked[1]);
    if (o) preview = o;
  }
  renderDecision(state);
  renderCards(state);
  // A pair picked: the focus goes to its confirm button, else it stays on the card.
  (preview ? $('confirm') : document.querySelector(`.card[data-pile="hand"][data-slot="${slot}"]`))?.focus();
}

function renderMonsters(s) {
  const b = s.board;
  if (!b) return $('monsters').replaceChildren();
  const nodes = [];
  for (const m of b.monsters) {
    if (!m.living) continue;
    const cols = m.columns.map((c, i) => el('div', { class: `col${m.column === i ? ' rolled' : ''}` },
      el('b', {}, `${['−', 'o', '+'][i]} ${c.initiative} `), c.abilities.length ? abilitiesNode(c.abilities) : '—'));
    const stats = [t('{n} hp', { n: m.hp }), m.shield && t('shield {n}', { n: m.shield }), m.retaliate && t('retaliate {n}', { n: m.retaliate }),
      m.flying && t('flying'), m.immunities.length && t('immune: {list}', { list: conditionWords(m.immunities) })].filter(Boolean).join(', ');
    nodes.push(el('div', { class: 'mcard', 'data-monster': m.id }, el('b', {}, `${m.name} `), t('({n} on the map; {stats})', { n: m.living, stats }),
      el('div', { class: 'cols' }, ...cols)));
  }
  $('monsters').replaceChildren(el('h3', {}, t('Monster actions')), ...nodes);
}

function tableNode(title, rows, cube, rolled) {
  const table = el('table', { class: 'mods' }, el('tr', {}, el('th', {}, title), el('th', {}, '−'), el('th', {}, 'o'), el('th', {}, '+')));
  rows.forEach((row, r) => {
    const tr = el('tr', { class: r === cube ? 'cube' : '' }, el('td', {}, r === cube ? '■' : String(r + 1)));
    row.forEach((cell, c) => tr.append(el('td', { class: rolled && rolled.row === r && rolled.col === c ? 'rolled' : '' }, cell.text)));
    table.append(tr);
  });
  return table;
}

let lastRoll = null;  // { who: 'character' | 'monsters', row, col }
// The monsters' table's title: its difficulty in the page's words.
const monstersTable = (b) => t('monsters ({difficulty})', { difficulty: t(b.monster_table.difficulty.replace('_', ' ')) });
function renderTables(s) {
  const b = s.board;
  if (!b) return $('tables').replaceChildren();
  const cols = { minus: 0, blank: 1, plus: 2 };
  const roll = (who) => (lastRoll && lastRoll.who === who ? { row: lastRoll.row, col: cols[lastRoll.column] } : null);
  $('tables').replaceChildren(el('h3', {}, t('Attack modifiers')), el('div', { class: 'tables' },
    tableNode(t('you'), b.character.modifier_table, b.character.modifier_row, roll('character')),
    tableNode(monstersTable(b), b.monster_table.rows, b.monster_table.row, roll('monsters'))));
}

// ---- symbols of options and events (icons.js), read from their fields ----
// A symbol with its name as its text alternative ("move"), for a screen reader as for the eye.
const symbolsNode = (names) => (names.length ? el('span', { class: 'icons' }, ...names.map((n) => icon(n, t(n.replace('_', ' '))))) : null);
// An option's symbols: what it does, from its decision's kind and its own fields.
function optionSymbols(d, o, b) {
  let names = [];
  if (d.kind === 'ChooseAction' && o.card !== undefined && b) {
    const cd = b.character.cards.find((c) => c.slot === o.card);
    const half = cd && (cd.side === 'B' ? cd.b : cd.a)[o.top ? 'top' : 'bottom'];
    names = o.basic ? [o.top ? 'attack' : 'move'] : half ? (half.abilities || []).map((a) => a.kind) : [];
  } else if (d.kind === 'MoveDestination' && o.hex) names = [d.jump ? 'jump' : 'move'];
  else if (d.kind === 'ChooseTarget' && o.figure !== undefined) names = ['target'];
  else if (o.area) names = ['area'];
  else if (o.element) names = [o.element];
  else if (o.elements) names = o.elements;
  else if (d.kind === 'NegateDamage' && o.negate) names = ['shield'];
  else if (d.kind === 'LongRestHeal' && o.accepts) names = ['heal'];
  else if (o.initiative !== undefined) names = ['initiative'];
  return [...new Set(names)].filter((n) => ICONS[n]);
}
// An event's symbol, from its kind and fields (its words say the same).
function eventSymbol(e) {
  switch (e.kind) {
    case 'FigureMoved': return 'move';
    case 'AttackResolved': case 'ObjectiveAttacked': return 'attack';
    case 'DamageSuffered': return 'suffer_damage';
    case 'DamageNegated': return 'shield';
    case 'Healed': return 'heal';
    case 'Retaliated': return 'retaliate';
    case 'ConditionGained': case 'ConditionRemoved': return ICONS[e.condition] ? e.condition : 'condition';
    case 'ElementInfused': case 'ElementConsumed': return e.element;
    case 'MonsterActionRolled': case 'CardsSelected': return 'initiative';
    case 'ShortRested': case 'LongRested': return 'recover';
    default: return null;
  }
}

// ---- events: the log, and monster turns step by step ----
function logEvent(e, fresh) {
  if (e.kind === 'ScenarioStarted') lastRoll = null;  // the last scenario's roll is not this one's
  if (e.kind === 'ModifierRolled') lastRoll = { who: e.attacker === 0 ? 'character' : 'monsters', row: e.row, column: e.column };
  const sym = e.detail ? null : eventSymbol(e);
  const li = el('li', { class: (e.detail ? 'detail' : '') + (fresh ? ' fresh' : ''), 'data-kind': e.kind }, sym ? symbolsNode([sym]) : null, e.text);
  $('log').append(li);
  $('log').scrollTop = $('log').scrollHeight;
}

// A monster's turn, told over the map while it acts and kept there until the next answer: the
// action rolled for its type, its focus (MonsterPlanned: also when it cannot reach it), every line
// of its turn (the moves, the attacks with their rolls, as the log and the terminal tell them), and
// on the map its focus, the hex it moved to and its target marked.
let turnBox = null;  // { figure, list }
function monsterTurnStarts(e, f, next) {
  const m = next.board.monsters.find((x) => x.def === f.type);
  const action = m && m.action ? m.action.abilities.map((a) => a.text).join('; ') || t('no ability') : '';
  const list = el('ol', {});
  $('turn-box').replaceChildren(el('button', { onclick: closeTurnBox, title: t('close (Escape)') }, t('Close')),
    el('h2', {}, e.text.replace(/^[\s-]+/, '')), action ? el('div', {}, t('Action: '), el('span', { class: 'action', 'data-initiative': String(m.action.initiative) }, `${m.action.initiative}: ${action}`)) : null, list);
  $('turn-box').hidden = false;
  $('turn-box').dataset.figure = f.id;
  turnBox = { figure: f.id, list };
}
function closeTurnBox() {
  $('turn-box').hidden = true;
  turnBox = null;
  turnMarks = {};
  document.querySelectorAll('#marks .focus-mark, #marks .moved-mark, #marks .target-mark').forEach((n) => n.remove());
}
// The monster's focus, told in its turn box under its action, with the mark's key.
function turnFocus(e, figs) {
  const key = sv('svg', { width: 16, height: 16, viewBox: '-9 -9 18 18', 'aria-hidden': 'true' });
  if (e.focus >= 0) key.append(sv('polygon', { points: hexPoints({ q: 0, r: 0 }, 7), class: 'focus-mark' }));
  $('turn-box').insertBefore(el('div', { class: 'focus', 'data-focus': String(e.focus) }, key, e.text.trim()), turnBox.list);
  $('turn-box').dataset.focus = String(e.focus);
  if (e.focus >= 0 && figs.get(e.focus)) markHex(figs.get(e.focus).hex, 'focus-mark');
}
let turnMarks = {};  // the monster turn's marks on the map: { 'focus-mark': hex, 'moved-mark': hex, 'target-mark': hex }
function markHex(hex, cls) {
  if (hex) turnMarks[cls] = hex;
  drawTurnMarks();
}
function drawTurnMarks() {
  const marks = $('marks');
  if (!marks) return;
  for (const [cls, hex] of Object.entries(turnMarks)) {
    marks.querySelectorAll(`.${cls}`).forEach((n) => n.remove());
    // The focus ring inside the others: the focus is often the target too.
    marks.append(sv('polygon', { points: hexPoints(hex, cls === 'focus-mark' ? SIZE - 8 : SIZE - 2), class: cls }));
  }
}

async function animate(events, old, next) {
  for (const li of document.querySelectorAll('#log li.fresh')) li.classList.remove('fresh');
  const ms = SPEEDS[speed].ms;
  const figs = new Map(old.board.figures.map((f) => [f.id, { ...f }]));
  for (const e of next.board.figures) if (!figs.has(e.id)) figs.set(e.id, { ...e });
  closeTurnBox();
  for (const e of events) {
    logEvent(e, true);
    if (e.kind === 'FigureMoved' && figs.get(e.figure)) figs.get(e.figure).hex = e.to;  // where the figure stands now
    if (e.kind === 'TurnStarted') {
      if (e.figure !== 0 && figs.get(e.figure)) monsterTurnStarts(e, figs.get(e.figure), next);
      else turnBox = null;
    } else if (turnBox && e.kind === 'TurnEnded') {
      turnBox = null;
    } else if (turnBox && e.kind === 'MonsterPlanned' && e.monster === turnBox.figure) {
      turnFocus(e, figs);
    } else if (turnBox && !e.detail && e.text.trim()) {
      const sym = eventSymbol(e);
      turnBox.list.append(el('li', { 'data-kind': e.kind }, sym ? symbolsNode([sym]) : null, e.text.trim()));
    }
    if (turnBox && e.kind === 'FigureMoved' && e.figure === turnBox.figure) markHex(e.to, 'moved-mark');
    if (turnBox && e.kind === 'AttackResolved' && figs.get(e.target)) markHex(figs.get(e.target).hex, 'target-mark');
    if (!ms) continue;
    const node = e.figure !== undefined ? document.getElementById(`fig-${e.figure}`) : null;
    let wait = 0;
    if (e.kind === 'TurnStarted' && e.figure !== 0) {
      document.querySelectorAll('.figure.acting').forEach((n) => n.classList.remove('acting'));
      if (node) node.classList.add('acting');
      wait = ms;
    } else if (e.kind === 'FigureMoved' && node) {
      const [x, y] = px(e.to);
      node.setAttribute('transform', `translate(${x},${y})`);
      wait = ms * 0.7;
    } else if (e.kind === 'ModifierRolled') {
      banner(e.text);
      renderTables(state);
      popup(figs.get(e.attacker), `${e.cell.text}`);
      wait = ms * 1.5;
    } else if ((e.kind === 'DamageSuffered' || e.kind === 'Healed') && node) {
      node.querySelector('.hp').textContent = `${e.hp_after}/${figs.get(e.figure).max_hp}`;
      popup(figs.get(e.figure), e.kind === 'Healed' ? `+${e.amount}` : `−${e.amount}`);
      wait = ms * 1.2;
    } else if (e.kind === 'FigureKilled' && node) {
      node.classList.add('dead');
      wait = ms;
    } else if (e.kind === 'AttackResolved' || e.kind === 'MonsterActionRolled' || e.kind === 'DamageNegated') {
      banner(e.text);
      wait = ms;
    }
    if (wait) await sleep(wait);
  }
  $('banner').hidden = true;
}

function banner(text) {
  const b = $('banner');
  b.className = '';
  b.hidden = false;
  b.textContent = text;
}

function popup(f, text) {
  if (!f) return;
  const node = document.getElementById(`fig-${f.id}`);
  const svg = $('map');
  const t = sv('text', { class: 'popup' });
  const m = node ? node.getAttribute('transform').match(/translate\(([-\d.]+),([-\d.]+)\)/) : null;
  const [x, y] = m ? [Number(m[1]), Number(m[2])] : px(f.hex);
  t.setAttribute('x', x + SIZE * 0.6);
  t.setAttribute('y', y - SIZE * 0.6);
  t.textContent = text;
  svg.append(t);
  setTimeout(() => t.remove(), Math.max(600, SPEEDS[speed].ms * 3));
}

// ---- keyboard: option numbers, look-ups, the map's arrows ----
// An option is answered by its number, the one the map draws in its hex: the digits typed answer as
// soon as no longer number starts with them (with 12 options, "1" waits for a second digit, for
// Enter, or a moment).
let typed = '', typedTimer = null;
function typeDigit(digit) {
  const d = state.decision;
  if (!d || busy) return;
  typed += digit;
  clearTimeout(typedTimer);
  if (Number(typed) * 10 > d.options.length || typed.length >= 3) return answerTyped();
  $('preview').textContent = t('Option {n}… (Enter answers it; another digit goes on)', { n: typed });
  typedTimer = setTimeout(answerTyped, 1500);
}
function answerTyped() {
  clearTimeout(typedTimer);
  const n = Number(typed), d = state.decision;
  typed = '';
  if (!d) return;
  if (n >= 1 && n <= d.options.length) return answer(d.options[n - 1].key);
  $('preview').textContent = '';
  showError(t('No option {n}: the options are numbered 1 to {last}.', { n, last: d.options.length }));
}

const LOOKUP_KEYS = { m: 'monsters', t: 'tables', s: 'scenario', i: 'items', o: 'order', e: 'elements', '?': 'keys' };
document.addEventListener('keydown', (ev) => {
  if (ev.ctrlKey || ev.metaKey || ev.altKey || !state) return;
  if ($('panel').open) return;  // the panel's own keys: Escape closes it, Tab stays in it
  const t = ev.target;
  const onControl = t && t.closest && t.closest('button, [role=button], input, a');
  if (/^[0-9]$/.test(ev.key)) { ev.preventDefault(); return typeDigit(ev.key); }
  if (ev.key === 'Enter' && typed) { ev.preventDefault(); return answerTyped(); }
  if (ev.key === 'Enter' && preview && !onControl) { ev.preventDefault(); return answer(preview.key); }
  if (ev.key === 'Escape') { preview = null; picked = []; typed = ''; closeTurnBox(); return render(state); }
  if (ev.key === 'f') return cycleSpeed();
  if (LOOKUP_KEYS[ev.key]) { ev.preventDefault(); return openPanel(LOOKUP_KEYS[ev.key]); }
  if (ev.key.startsWith('Arrow') && mapArrow(ev)) return;
});

// Arrow keys move the focus from hex to hex on the map: to the option drawn there, else the
// figure standing there, else the hex itself (each says what it is).
function mapArrow(ev) {
  const from = ev.target.closest && ev.target.closest('#map [data-hex]');
  if (!from) return false;
  const [q, r] = from.dataset.hex.split(',').map(Number);
  const steps = { ArrowLeft: [[-1, 0]], ArrowRight: [[1, 0]], ArrowUp: [[0, -1], [1, -1]], ArrowDown: [[0, 1], [-1, 1]] }[ev.key];
  ev.preventDefault();
  for (const [dq, dr] of steps) {
    const k = `${q + dq},${r + dr}`;
    const next = document.querySelector(`#anchors [data-hex="${k}"]`) || document.querySelector(`#figures [data-hex="${k}"]`)
      || document.querySelector(`#map .hex[data-hex="${k}"]`);
    if (next) { next.focus(); return true; }
  }
  return true;
}

function cycleSpeed() {
  speed = (speed + 1) % SPEEDS.length;
  localStorage.setItem('bnb-speed', speed);
  renderHeader(state);
}
$('speed').addEventListener('click', cycleSpeed);
$('keys').addEventListener('click', () => openPanel('keys'));
for (const b of document.querySelectorAll('#lookups button')) b.addEventListener('click', () => openPanel(b.dataset.panel));
$('panel-close').addEventListener('click', () => $('panel').close());
$('panel').addEventListener('close', () => { if (panelReturn && panelReturn.isConnected) panelReturn.focus(); else $('prompt').focus(); });
let zoom = 1;
const setZoom = (z) => {
  zoom = Math.min(4, Math.max(1, z));
  $('map-wrap').classList.toggle('zoomed', zoom > 1);
  $('map-wrap').style.setProperty('--zoom', zoom);
};
// Two fingers on the map zoom it (pinch), as the buttons do; one finger still scrolls it.
const pinch = { pointers: new Map(), from: 0, zoom: 1 };
const spread = () => { const [a, b] = [...pinch.pointers.values()]; return Math.hypot(a.x - b.x, a.y - b.y); };
$('map-wrap').addEventListener('pointerdown', (ev) => {
  if (ev.pointerType !== 'touch') return;
  pinch.pointers.set(ev.pointerId, { x: ev.clientX, y: ev.clientY });
  if (pinch.pointers.size === 2) pinch.from = spread(), pinch.zoom = zoom;
});
$('map-wrap').addEventListener('pointermove', (ev) => {
  if (!pinch.pointers.has(ev.pointerId)) return;
  pinch.pointers.set(ev.pointerId, { x: ev.clientX, y: ev.clientY });
  if (pinch.pointers.size === 2 && pinch.from > 0) setZoom(pinch.zoom * spread() / pinch.from);
});
for (const end of ['pointerup', 'pointercancel', 'pointerleave']) $('map-wrap').addEventListener(end, (ev) => { pinch.pointers.delete(ev.pointerId); if (pinch.pointers.size < 2) pinch.from = 0; });
$('zoom-in').addEventListener('click', () => setZoom(zoom * 1.5));
$('zoom-out').addEventListener('click', () => setZoom(zoom / 1.5));

// ---- undo, hint, review (docs/web-api.md) ----
let hint = null;  // the last hint: { version, options }

function renderTools(s) {
  const inScenario = !!(s.decision && s.decision.scope === 'scenario');
  $('undo').disabled = !inScenario || !s.answers;
  $('hint').disabled = !inScenario;
  $('review').hidden = !(s.board && s.scenario_over);
  if (!(s.board && s.scenario_over)) { $('review-box').hidden = true; $('review-box').replaceChildren(); }
  if (hint && hint.version !== s.version) { hint = null; $('tools-note').textContent = ''; }
  if (hint) showHint();
}

async function undo() {
  if (busy || !state) return;
  busy = true;
  const { status, json } = await api('/api/undo', { version: state.version, count: 1, mode: $('undo-free').checked ? 'free' : 'honest' });
  busy = false;
  if (status !== 200) return showError(json.error ? json.error.message : t('refused'));
  showError('');
  await load();
  $('tools-note').textContent = t(json.undo_stopped_at_roll ? 'Honest undo stops at the last roll of the dice.' : 'Took back 1 answer.');
}

async function askHint() {
  if (busy || !state || !state.decision) return;
  busy = true;
  document.body.dataset.busy = '1';
  $('tools-note').textContent = t('Thinking…');
  const { status, json } = await api('/api/hint', { version: state.version });
  busy = false;
  document.body.dataset.busy = '';
  if (status !== 200) { $('tools-note').textContent = ''; return showError(json.error ? json.error.message : t('refused')); }
  hint = { version: json.version, ...json.hint };
  showHint();
}

const pc = (x) => `${Math.round(100 * x)}%`;
const range = (o) => `${pc(o.chance)} (${Math.round(100 * o.low)}–${pc(o.high)})`;  // 62% (56–68%)

// The chance beside each option's button, the best marked; options not estimated say so.
function showHint() {
  const by = new Map(hint.options.map((o) => [o.key, o]));
  for (const btn of document.querySelectorAll('#options button[data-key]')) {
    btn.querySelector('.chance')?.remove();
    const o = by.get(btn.dataset.key);
    btn.classList.toggle('best', !!(o && o.best));
    btn.append(el('span', { class: 'chance', title: t('95% interval') }, o ? ` ${range(o)}${o.best ? ' ★' : ''}` : ' ' + t('(not estimated)')));
  }
  $('tools-note').textContent = t('Hint: chance to win from {n} sampled futures per option ({seconds} s); the real dice are never read.', { n: hint.futures, seconds: hint.seconds.toFixed(1) });
  document.body.dataset.hint = String(hint.version);
}

async function review() {
  if (busy) return;
  busy = true;
  const box = $('review-box');
  box.hidden = false;
  const bar = el('progress', { id: 'review-progress', max: '1', value: '0' });
  const count = el('span', {}, '');
  box.replaceChildren(el('p', {}, t('Reviewing every decision of the scenario… '), bar, ' ', count));
  let json;
  for (;;) {
    const res = await api('/api/review', {});
    json = res.json;
    if (res.status !== 200 || json.review) break;
    bar.max = json.progress.total || 1;
    bar.value = json.progress.done;
    count.textContent = json.progress.total ? t('{done}/{total} decisions', { done: json.progress.done, total: json.progress.total }) : '';
    await sleep(300);
  }
  busy = false;
  if (!json.review || json.review.error) return box.replaceChildren(el('p', {}, json.error ? json.error.message : json.review ? json.review.error : t('refused')));
  const r = json.review;
  box.replaceChildren(
    el('h3', {}, t('Review')),
    el('p', { id: 'review-summary' }, t(r.mistakes.length === 1 ? 'Reviewed {decisions} decisions of {answers} answers: 1 clear mistake ({futures} futures per option).'
      : 'Reviewed {decisions} decisions of {answers} answers: {n} clear mistakes ({futures} futures per option).',
    { decisions: r.decisions, answers: r.answers, n: r.mistakes.length, futures: r.futures })),
    ...r.mistakes.map((m) => el('div', { class: 'mistake', 'data-answer': m.answer },
      el('b', {}, t('Answer {answer} (round {round}): {prompt}', { answer: m.answer, round: m.round, prompt: m.prompt })),
      el('div', {}, t('you chose: {text} — {range}', { text: m.chosen.text, range: range(m.chosen) })),
      el('div', {}, t('better: {text} — {range}', { text: m.best.text, range: range(m.best) })),
      el('button', { class: 'show-board', onclick: () => showReviewBoard(m) }, t('show the board then')))));
  document.body.dataset.reviewed = '1';
}

// The map as it stood before a reviewed answer; the button again (or any answer) shows the present.
function showReviewBoard(m) {
  const shown = document.body.dataset.reviewBoard === String(m.answer);
  renderMap(shown ? state : { ...state, board: m.board, decision: null });
  document.body.dataset.reviewBoard = shown ? '' : String(m.answer);
  $('tools-note').textContent = shown ? '' : t('The map before answer {answer} (round {round}); click again for the present.', { answer: m.answer, round: m.round });
}

$('undo').addEventListener('click', undo);
$('hint').addEventListener('click', askHint);
$('review').addEventListener('click', review);
document.addEventListener('keydown', (ev) => {
  if ((ev.ctrlKey || ev.metaKey) && !ev.shiftKey && ev.key.toLowerCase() === 'z') { ev.preventDefault(); undo(); }
});

// ---- the story and the result ----
let scenarioInfo = null;  // /api/scenario of the scenario on the board: { number, json }
async function scenarioOf(b) {
  if (!scenarioInfo || scenarioInfo.number !== b.scenario.number) {
    const number = b.scenario.number;
    scenarioInfo = { number, json: null, pending: api(`/api/scenario?number=${number}`) };
    const { status, json } = await scenarioInfo.pending;
    if (status === 200 && scenarioInfo.number === number) scenarioInfo.json = json;
  } else if (!scenarioInfo.json) await scenarioInfo.pending;
  return scenarioInfo.json;
}
// A text's paragraphs are separated by blank lines; its other line breaks are the file's.
const paragraphs = (text) => text.split(/\n\s*\n/).map((p) => el('p', {}, p.replace(/\s+/g, ' ').trim())).filter((p) => p.textContent);

// Before the first round is chosen: the scenario's introduction and goal. At its end: the result,
// its cause (board.end) and, after a win, the conclusion.
async function renderStory(s) {
  const box = $('story'), b = s.board, d = s.decision;
  if (!b) { box.hidden = true; return box.replaceChildren(); }
  const sc = await scenarioOf(b);
  if (state !== s) return;  // a newer state is drawn
  const title = t('Scenario {n}: {name}', { n: b.scenario.number, name: b.scenario.name });
  if (b.outcome !== 'none') {
    const won = b.outcome === 'won';
    box.hidden = false;
    box.dataset.show = 'end';
    return box.replaceChildren(el('h2', {}, t(`{title} — ${won ? 'won' : 'lost'} after {round} rounds`, { title, round: b.round })),
      el('p', { class: 'cause', 'data-reason': b.end ? b.end.reason : '' }, t(won ? 'Won: {cause}.' : 'Lost: {cause}.', { cause: b.end ? b.end.text : t('the scenario is over') })),
      ...(won && sc && sc.conclusion ? paragraphs(sc.conclusion) : []));
  }
  const opening = b.round <= 1 && d && d.scope === 'scenario' && ['EquipItems', 'UpgradeCards', 'SelectCards'].includes(d.kind);
  box.hidden = !opening;
  if (!opening) return box.replaceChildren();
  box.dataset.show = 'intro';
  box.replaceChildren(el('h2', {}, title), ...(sc && sc.intro ? paragraphs(sc.intro) : []), el('p', { class: 'goal' }, t('Goal: {goal}', { goal: b.scenario.goal_text })));
}

// ---- look-ups: panels over the question, which stays unanswered ----
const PANELS = { monsters: 'Monster cards', tables: 'Attack modifier tables', scenario: 'The scenario: goal and special rules',
  items: 'Items', order: 'Initiative order this round', elements: 'Elements', keys: 'Keys' };
let panelReturn = null;
async function openPanel(name) {
  const dlg = $('panel');
  if (!dlg.open) panelReturn = document.activeElement;
  $('panel-title').textContent = t(PANELS[name]);
  dlg.dataset.panel = name;
  $('panel-body').replaceChildren(el('p', {}, t('Looking it up…')));
  if (!dlg.open) dlg.showModal();
  $('panel-close').focus();
  const body = await panelBody(name);
  if (dlg.dataset.panel === name) $('panel-body').replaceChildren(...body);
  dlg.dataset.ready = name;
}
const pre = (text) => el('pre', {}, text);

async function panelBody(name) {
  if (name === 'keys') {
    const rows = [['1 … 9, 10 …', 'answer the option with that number (the number drawn in its hex); 1 then 2 is option 12'],
      ['Enter', 'confirm the selected option or card pair; on a button, card or hex: choose it'], ['Escape', 'clear a selection; close a panel'],
      ['Tab, Shift+Tab', 'go through the question, the look-ups, your cards, the options, the log and the map'],
      ['arrow keys', 'on the map: move from hex to hex'], ['m', 'monster cards'], ['t', 'attack modifier tables'],
      ['s', 'the scenario: goal and special rules'], ['i', 'items'], ['o', 'initiative order'], ['e', 'elements'],
      ['f', 'monster turns faster or slower'], ['Ctrl+Z', 'undo the last answer'], ['?', 'this list']];
    // Key names too are words (German keyboards say Strg, Umschalt); digits and letters are not.
    const key = (k) => (/^[a-z?]$|^1 … 9/.test(k) ? k : t(k));
    return [el('table', { class: 'keys' }, ...rows.map(([k, what]) => el('tr', {}, el('td', {}, el('kbd', {}, key(k))), el('td', {}, t(what))))),
      el('h3', {}, t('Symbols')), el('ul', { class: 'symbols' }, ...Object.keys(ICONS).map((n) => el('li', {}, icon(n), ` ${t(n.replace('_', ' '))}`)))];
  }
  const { status, json } = await api('/api/lookups');
  if (status !== 200) return [el('p', {}, json.error ? json.error.message : t('nothing to look up'))];
  const b = state && state.board;
  if (name === 'items') {
    const out = [];
    if (json.items.length) out.push(el('h3', {}, t('Your items')), ...json.items.map((it) => pre(it.text)));
    else out.push(el('p', {}, t('You carry no items.')));
    if (json.refused && json.refused.length)
      out.push(el('h3', {}, t('Not allowed now')), el('ul', { class: 'refused' }, ...json.refused.map((r) => el('li', { 'data-item': r.item_def, 'data-block': r.block }, r.text))));
    if (json.offered && json.offered.length) out.push(el('h3', {}, t('Items of the campaign')), ...json.offered.map((it) => pre(it.text)));
    return out;
  }
  if (!json.scenario) return [el('p', {}, t('No scenario is in play.'))];
  if (name === 'monsters') {
    const cards = json.monsters.map((m) => {
      const bm = b && b.monsters.find((x) => x.def === m.def);
      const cols = bm ? el('div', { class: 'cols' }, ...bm.columns.map((c, i) => el('div', { class: `col${bm.column === i ? ' rolled' : ''}`, ...(bm.column === i ? { 'aria-current': 'true' } : {}) },
        el('b', {}, `${['−', 'o', '+'][i]} ${c.initiative} `), c.abilities.length ? abilitiesNode(c.abilities) : '—', bm.column === i ? ' ' + t('(rolled)') : ''))) : null;
      return el('div', { class: 'mcard', 'data-monster': m.def }, cols, pre(`${m.symbol}  ${m.text}`));
    });
    return cards.length ? cards : [el('p', {}, t('No monsters in this scenario.'))];
  }
  if (name === 'tables') return [el('div', { class: 'tables' }, ...(b ? [tableNode(t('you'), b.character.modifier_table, b.character.modifier_row, null),
    tableNode(monstersTable(b), b.monster_table.rows, b.monster_table.row, null)] : [])), pre(json.tables)];
  if (name === 'scenario') {
    const sc = b ? await scenarioOf(b) : null;
    return [pre(json.scenario), ...(sc && sc.intro ? [el('h3', {}, t('Introduction')), ...paragraphs(sc.intro)] : [])];
  }
  if (name === 'order') return [pre(json.order)];
  if (name === 'elements') return [pre(json.elements)];
  return [];
}

load();
