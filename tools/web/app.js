// bnb in the browser: draws the state of /api/state and answers the pending decision with the key
// of the option clicked (docs/web-api.md). Every fact comes from a named JSON field; the texts are
// only shown.
'use strict';

const params = new URLSearchParams(location.search);
const token = params.get('token') || sessionStorage.getItem('bnb-token') || '';
if (token) sessionStorage.setItem('bnb-token', token);
const SPEEDS = [{ name: 'normal', ms: 450 }, { name: 'fast', ms: 120 }, { name: 'instant', ms: 0 }];
let speed = Number(params.get('speed') ?? localStorage.getItem('bnb-speed') ?? 0) % SPEEDS.length;

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

// ---- the API ----
async function api(path, body) {
  const res = await fetch(path, {
    method: body ? 'POST' : 'GET',
    headers: { 'X-Bnb-Token': token, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  return { status: res.status, json };
}

async function load() {
  if (!token) return showError('This page needs the address printed by `bnb serve` (it carries ?token=...).');
  const { status, json } = await api('/api/state?since=0');
  if (status !== 200) return showError(json.error ? json.error.message : 'the server refused');
  $('log').textContent = '';
  lastSeq = 0;
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
    showError(json.error ? json.error.message : 'refused');
    return status === 409 ? load() : undefined;
  }
  preview = null;
  picked = [];
  document.body.dataset.answered = String(Number(document.body.dataset.answered || 0) + 1);
  const fresh = json.events.filter((e) => e.seq > lastSeq);
  if (old.board && json.board && old.board.scenario.number === json.board.scenario.number) await animate(fresh, old);
  else for (const e of fresh) logEvent(e, true);
  lastSeq = json.last_seq;
  busy = false;
  render(json);
  document.body.dataset.busy = '';
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

// Where an option acts on the map: the hex it names, its target's hex, or its area's first hex.
function anchorOf(o, board) {
  if (o.hex) return o.hex;
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
}

function renderHeader(s) {
  const b = s.board;
  $('round').textContent = b ? `Scenario ${b.scenario.number}: ${b.scenario.name} — round ${b.round}` : '';
  // Each element once with its count, in the words of every front end ("earth x3").
  $('elements').replaceChildren(...(b ? b.element_groups : []).map((g) =>
    el('span', { class: `element el-${g.elements.length === 1 ? g.elements[0] : 'mixed'}` }, g.text)));
  $('order').replaceChildren(...(b ? b.order : []).map((t) =>
    el('span', { class: `turn${t.current ? ' current' : ''}${t.done ? ' done' : ''}` }, `${t.initiative} ${t.name}`)));
  $('speed').textContent = `speed: ${SPEEDS[speed].name}`;
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
  svg.setAttribute('viewBox', `${minX - SIZE * 1.2} ${minY - SIZE * 1.3} ${maxX - minX + SIZE * 2.4} ${maxY - minY + SIZE * 2.6}`);
  const ground = sv('g');
  for (const c of b.map.cells) {
    const poly = sv('polygon', { points: hexPoints(c), class: `hex t-${c.terrain}`, 'data-hex': hk(c) });
    const title = sv('title');
    title.textContent = `(${hk(c)}) ${c.terrain.replace('_', ' ')}${c.name ? ': ' + c.name : ''}`;
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
  drawPreview(s);
}

function figureNode(f, b) {
  const [x, y] = px(f.hex);
  const g = sv('g', { class: `figure ${f.kind}${b.acting === f.id ? ' acting' : ''}`, id: `fig-${f.id}`,
    transform: `translate(${x},${y})`, 'data-figure': f.id });
  g.append(sv('circle', { r: SIZE * 0.62 }));
  const label = sv('text', { y: 5 });
  label.textContent = f.mark || (f.kind === 'character' ? '@' : String(f.number));  // the terminal's mark: @, G1
  g.append(label);
  const hp = sv('text', { y: SIZE * 0.9, class: 'hp' });
  hp.textContent = `${f.hp}/${f.max_hp}`;
  g.append(hp);
  if (f.conditions.length) {
    const c = sv('text', { y: -SIZE * 0.72, class: 'conds' });
    c.textContent = f.conditions.join(' ');
    g.append(c);
  }
  const title = sv('title');
  title.textContent = `${f.name}: ${f.hp}/${f.max_hp} hp${f.conditions.length ? ', ' + f.conditions.join(', ') : ''}`;
  g.append(title);
  return g;
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
    const poly = sv('polygon', { points: hexPoints(hex, SIZE - 3), class: 'anchor', 'data-anchor': hk(hex),
      'data-keys': options.map((o) => o.key).join('|'), tabindex: '0', role: 'button',
      'aria-label': `${mark ? `hex ${mark}, ` : ''}${place}: ${options.map((o) => o.text).join('; ')}` });
    poly.addEventListener('click', () => clickAnchor(options));
    poly.addEventListener('keydown', (ev) => { if (ev.key === 'Enter' || ev.key === ' ') { ev.preventDefault(); ev.stopPropagation(); clickAnchor(options); } });
    poly.addEventListener('mouseenter', () => { if (!preview) drawPreview(s, options[0]); });
    poly.addEventListener('mouseleave', () => drawPreview(s));
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

// Where a hex is, for a screen reader: its terrain and its steps from the character.
function placeOf(hex, board) {
  const c = board.map.cells.find((x) => x.q === hex.q && x.r === hex.r);
  const me = board.figures[0] && board.figures[0].hex;
  const what = c ? `${c.terrain === 'featureless' ? 'floor' : c.terrain.replace('_', ' ')}${c.name ? ' ' + c.name : ''}` : 'hex';
  if (!me) return what;
  const d = (Math.abs(me.q - hex.q) + Math.abs(me.r - hex.r) + Math.abs(me.q + me.r - hex.q - hex.r)) / 2;
  return d === 0 ? `${what}, your hex` : `${what}, ${d} ${d === 1 ? 'hex' : 'hexes'} from you`;
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
  const o = hovered || preview;
  if (!o) return;
  if (o.path && o.path.length) {
    const start = s.decision.figure !== undefined ? s.board.figures[s.decision.figure].hex : o.path[0];
    const pts = [start, ...o.path].map((h) => px(h).join(',')).join(' ');
    marks.append(sv('polyline', { points: pts, class: 'path' }));
  }
  for (const h of o.area || []) marks.append(sv('polygon', { points: hexPoints(h, SIZE - 5), class: 'area' }));
  for (const a of document.querySelectorAll('.anchor')) a.classList.toggle('previewed', a.dataset.keys.split('|').includes(o.key));
}

const KEYS = '1234567890abcdefghijklmnoprtuvwxyz';  // q and s are left for other uses

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
    $('banner').textContent = `Scenario ${b.scenario.number} ${b.outcome} after ${b.round} rounds`;
    $('banner').dataset.outcome = b.outcome;
    $('banner').dataset.hash = b.hash;
  }
  renderEnd(s.campaign);
  if (!d) renderTools(s);
  if (!d) {
    $('prompt').textContent = s.campaign.finished ? 'The campaign is finished. Well played!'
      : s.campaign.ended ? 'The campaign is complete: no further scenario in the loaded content. Well played!'
      : 'Nothing to decide.';
    return;
  }
  $('prompt').textContent = d.prompt + (d.facts || '') + (d.kind === 'SelectCards' ? ' — click two cards in your hand.' : '');
  if (s.campaign.stopped) $('preview').textContent = 'The campaign is saved; you may close this page, or go on.';
  if (s.campaign.notice && !s.campaign.stopped) $('preview').textContent = s.campaign.notice;
  if (preview) {
    $('preview').replaceChildren(`Selected: ${preview.text} `,
      el('button', { class: 'confirm', id: 'confirm', onclick: () => answer(preview.key) }, 'Confirm (Enter)'));
  }
  opts.classList.toggle('many', d.options.length > 6);
  d.options.forEach((o, i) => {
    const k = KEYS[i];
    // An option that names a hex by its number says, to a screen reader, where that hex is.
    const where = b && o.mark && anchorOf(o, b) ? ` (hex ${o.mark}: ${placeOf(anchorOf(o, b), b)})` : '';
    const btn = el('button', { 'data-key': o.key, class: preview && preview.key === o.key ? 'previewed' : '',
      onclick: () => answer(o.key), title: o.key, ...(where ? { 'aria-label': o.text + where } : {}) }, k ? el('kbd', {}, k) : null, o.text);
    btn.addEventListener('mouseenter', () => { if (!preview && b) drawPreview(s, o); });
    btn.addEventListener('mouseleave', () => b && drawPreview(s));
    opts.append(btn);
  });
  if (d.kind === 'Class') renderClassChoice(d);
  renderTools(s);
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
    el('h3', {}, 'The end'),
    // The epilogue's paragraphs are separated by blank lines; its other line breaks are the file's.
    c.epilogue ? el('div', { id: 'epilogue' }, ...c.epilogue.split(/\n\s*\n/).map((p) => el('p', {}, p.replace(/\s+/g, ' ').trim()))) : null,
    el('h4', {}, 'Scenarios played, in order'),
    table(['#', 'scenario', 'result', 'rounds'], r.played.map((p, i) => [i + 1, `${p.scenario} ${p.name}`, p.result, p.rounds])),
    el('h4', {}, 'Per scenario (retries: losses before the win)'),
    table(['scenario', 'result', 'retries', 'rounds'],
      [...r.scenarios.map((t) => [`${t.scenario} ${t.name}`, t.won ? 'won' : 'lost', t.retries, t.rounds]),
        ['total', `${r.wins} won`, r.losses, r.rounds]]));
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
    node.addEventListener('click', () => answer(o.key));
    node.append(el('div', { class: 'tag' }, o.text));
    box.append(node);
  }
  for (const old of document.querySelectorAll('#cards .upgrades')) old.remove();
  $('cards').prepend(el('div', { class: 'pile upgrades' }, el('div', { class: 'pile-name' }, 'level-2 cards offered'), box));
}

async function renderClassChoice(d) {
  const json = await getClasses();
  const box = el('div', { class: 'choices' });
  for (const c of json) {
    if (!d.options.some((o) => o.key === c.id)) continue;
    box.append(el('div', { class: 'choice', 'data-class': c.id, onclick: () => answer(c.id) }, el('b', {}, `${c.name} `), `(${c.hp[0]} hp) `,
      el('div', {}, c.style), el('div', { class: 'cardrow' }, ...c.cards.map((cd) => cardNode(cd, 'A', {}, true)))));
  }
  $('cards').replaceChildren(el('h3', {}, 'Choose your class'), box);
}

function renderHero(s) {
  const b = s.board;
  if (!b) return $('hero').replaceChildren();
  const c = b.character, f = b.figures[0];
  const items = el('div', { class: 'items' }, ...c.items.map((it) =>
    el('span', { class: `item ${it.status}`, title: it.text }, `${it.name}${it.max_uses ? ` (${it.uses}/${it.max_uses})` : ''}`)));
  $('hero').replaceChildren(el('h3', {}, `${c.class_name} (level ${c.level}) — ${f.hp}/${f.max_hp} hp`
    + (f.conditions.length ? ` [${f.conditions.join(', ')}]` : '') + (c.long_rest ? ' — long rest' : '')),
  el('div', { class: 'goal' }, `Goal: ${b.scenario.goal_text}`), specialRules(b.scenario.special_rules || []), items);
}

// The scenario's special rules in the words of every front end (the terminal's `s` look-up).
function specialRules(rules) {
  if (!rules.length) return el('div', { class: 'rules' }, 'Special rules: none');
  return el('details', { class: 'rules', open: '' }, el('summary', {}, 'Special rules'),
    el('ul', {}, ...rules.map((r) => el('li', {}, r))));
}

// A card, drawn with the side it shows: initiative, top and bottom half.
function cardNode(cd, side, opts = {}, small = false) {
  const sd = side === 'B' ? cd.b : cd.a;
  const half = (which) => {
    const a = sd[which];
    // The half's words say its bonus and its loss, as the printed card and every front end do.
    const node = el('div', { class: 'half', 'data-half': which }, a.text || '—');
    if (opts.halves && opts.halves[which]) {
      const { main, basic } = opts.halves[which];
      if (main) { node.classList.add('playable'); node.addEventListener('click', () => answer(main.key)); node.dataset.key = main.key; }
      if (basic) {
        node.append(el('button', { class: 'basic', 'data-key': basic.key, title: basic.text,
          onclick: (ev) => { ev.stopPropagation(); answer(basic.key); } }, which === 'top' ? 'Attack 2' : 'Move 2'));
        if (!main) node.classList.add('playable');
      }
    }
    return node;
  };
  const node = el('div', { class: `card${small ? ' small' : ''}`, 'data-def': cd.def },
    el('div', { class: 'head' }, el('span', {}, `${cd.name} (${side})`), el('span', { class: 'init' }, String(sd.initiative))),
    half('top'), half('bottom'));
  return node;
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
        node.addEventListener('click', () => pickCard(cd.slot));
      } else if (d && d.kind !== 'ChooseAction' && d.kind !== 'NegateDamage' && mine.length === 1) {
        node.classList.add('pickable');
        node.addEventListener('click', () => answer(mine[0].key));
      }
      if (flipped.has(cd.slot)) node.append(el('span', { class: 'tag' }, ' other side'));
      node.append(el('button', { class: 'flip', title: 'show the other side', onclick: (ev) => {
        ev.stopPropagation();
        flipped.has(cd.slot) ? flipped.delete(cd.slot) : flipped.add(cd.slot);
        renderCards(state);
      } }, '⟲'));
      row.append(node);
    }
    box.push(el('div', { class: 'pile' }, el('div', { class: 'pile-name' }, `${pile} (${cards.length})`), row));
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
}

function renderMonsters(s) {
  const b = s.board;
  if (!b) return $('monsters').replaceChildren();
  const nodes = [];
  for (const m of b.monsters) {
    if (!m.living) continue;
    const cols = m.columns.map((c, i) => el('div', { class: `col${m.column === i ? ' rolled' : ''}` },
      el('b', {}, `${['−', 'o', '+'][i]} ${c.initiative} `), c.abilities.map((a) => a.text).join('; ') || '—'));
    const stats = [`${m.hp} hp`, m.shield && `shield ${m.shield}`, m.retaliate && `retaliate ${m.retaliate}`, m.flying && 'flying',
      m.immunities.length && `immune: ${m.immunities.join(', ')}`].filter(Boolean).join(', ');
    nodes.push(el('div', { class: 'mcard', 'data-monster': m.id }, el('b', {}, `${m.name} `), `(${m.living} on the map; ${stats})`,
      el('div', { class: 'cols' }, ...cols)));
  }
  $('monsters').replaceChildren(el('h3', {}, 'Monster actions'), ...nodes);
}

function tableNode(title, rows, cube, rolled) {
  const t = el('table', { class: 'mods' }, el('tr', {}, el('th', {}, title), el('th', {}, '−'), el('th', {}, 'o'), el('th', {}, '+')));
  rows.forEach((row, r) => {
    const tr = el('tr', { class: r === cube ? 'cube' : '' }, el('td', {}, r === cube ? '■' : String(r + 1)));
    row.forEach((cell, c) => tr.append(el('td', { class: rolled && rolled.row === r && rolled.col === c ? 'rolled' : '' }, cell.text)));
    t.append(tr);
  });
  return t;
}

let lastRoll = null;  // { who: 'character' | 'monsters', row, col }
function renderTables(s) {
  const b = s.board;
  if (!b) return $('tables').replaceChildren();
  const cols = { minus: 0, blank: 1, plus: 2 };
  const roll = (who) => (lastRoll && lastRoll.who === who ? { row: lastRoll.row, col: cols[lastRoll.column] } : null);
  $('tables').replaceChildren(el('h3', {}, 'Attack modifiers'), el('div', { class: 'tables' },
    tableNode('you', b.character.modifier_table, b.character.modifier_row, roll('character')),
    tableNode(`monsters (${b.monster_table.difficulty.replace('_', ' ')})`, b.monster_table.rows, b.monster_table.row, roll('monsters'))));
}

// ---- events: the log, and monster turns step by step ----
function logEvent(e, fresh) {
  if (e.kind === 'ModifierRolled') lastRoll = { who: e.attacker === 0 ? 'character' : 'monsters', row: e.row, column: e.column };
  const li = el('li', { class: (e.detail ? 'detail' : '') + (fresh ? ' fresh' : ''), 'data-kind': e.kind }, e.text);
  $('log').append(li);
  $('log').scrollTop = $('log').scrollHeight;
}

async function animate(events, old) {
  for (const li of document.querySelectorAll('#log li.fresh')) li.classList.remove('fresh');
  const ms = SPEEDS[speed].ms;
  const figs = new Map(old.board.figures.map((f) => [f.id, { ...f }]));
  for (const e of events) {
    logEvent(e, true);
    if (!ms) continue;
    const node = e.figure !== undefined ? document.getElementById(`fig-${e.figure}`) : null;
    let wait = 0;
    if (e.kind === 'TurnStarted' && e.figure !== 0) {
      banner(e.text);
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

// ---- keyboard: the option list ----
document.addEventListener('keydown', (ev) => {
  if (ev.ctrlKey || ev.metaKey || ev.altKey || !state) return;
  if (ev.key === 'Enter' && preview) { ev.preventDefault(); return answer(preview.key); }
  if (ev.key === 'Escape') { preview = null; picked = []; return render(state); }
  if (ev.key === 's') return cycleSpeed();
  const d = state.decision;
  const i = KEYS.indexOf(ev.key);
  if (d && i >= 0 && i < d.options.length) answer(d.options[i].key);
});

function cycleSpeed() {
  speed = (speed + 1) % SPEEDS.length;
  localStorage.setItem('bnb-speed', speed);
  renderHeader(state);
}
$('speed').addEventListener('click', cycleSpeed);

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
  if (status !== 200) return showError(json.error ? json.error.message : 'refused');
  showError('');
  await load();
  $('tools-note').textContent = json.undo_stopped_at_roll ? 'Honest undo stops at the last roll of the dice.' : 'Took back 1 answer.';
}

async function askHint() {
  if (busy || !state || !state.decision) return;
  busy = true;
  document.body.dataset.busy = '1';
  $('tools-note').textContent = 'Thinking…';
  const { status, json } = await api('/api/hint', { version: state.version });
  busy = false;
  document.body.dataset.busy = '';
  if (status !== 200) { $('tools-note').textContent = ''; return showError(json.error ? json.error.message : 'refused'); }
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
    btn.append(el('span', { class: 'chance', title: '95% interval' }, o ? ` ${range(o)}${o.best ? ' ★' : ''}` : ' (not estimated)'));
  }
  $('tools-note').textContent = `Hint: chance to win from ${hint.futures} sampled futures per option (${hint.seconds.toFixed(1)} s); the real dice are never read.`;
  document.body.dataset.hint = String(hint.version);
}

async function review() {
  if (busy) return;
  busy = true;
  const box = $('review-box');
  box.hidden = false;
  const bar = el('progress', { id: 'review-progress', max: '1', value: '0' });
  const count = el('span', {}, '');
  box.replaceChildren(el('p', {}, 'Reviewing every decision of the scenario… ', bar, ' ', count));
  let json;
  for (;;) {
    const res = await api('/api/review', {});
    json = res.json;
    if (res.status !== 200 || json.review) break;
    bar.max = json.progress.total || 1;
    bar.value = json.progress.done;
    count.textContent = json.progress.total ? `${json.progress.done}/${json.progress.total} decisions` : '';
    await sleep(300);
  }
  busy = false;
  if (!json.review || json.review.error) return box.replaceChildren(el('p', {}, json.error ? json.error.message : json.review ? json.review.error : 'refused'));
  const r = json.review;
  box.replaceChildren(
    el('h3', {}, 'Review'),
    el('p', { id: 'review-summary' }, `Reviewed ${r.decisions} decisions of ${r.answers} answers: ${r.mistakes.length} clear mistake${r.mistakes.length === 1 ? '' : 's'} (${r.futures} futures per option).`),
    ...r.mistakes.map((m) => el('div', { class: 'mistake', 'data-answer': m.answer },
      el('b', {}, `Answer ${m.answer} (round ${m.round}): ${m.prompt}`),
      el('div', {}, `you chose: ${m.chosen.text} — ${range(m.chosen)}`),
      el('div', {}, `better: ${m.best.text} — ${range(m.best)}`),
      el('button', { class: 'show-board', onclick: () => showReviewBoard(m) }, 'show the board then'))));
  document.body.dataset.reviewed = '1';
}

// The map as it stood before a reviewed answer; the button again (or any answer) shows the present.
function showReviewBoard(m) {
  const shown = document.body.dataset.reviewBoard === String(m.answer);
  renderMap(shown ? state : { ...state, board: m.board, decision: null });
  document.body.dataset.reviewBoard = shown ? '' : String(m.answer);
  $('tools-note').textContent = shown ? '' : `The map before answer ${m.answer} (round ${m.round}); click again for the present.`;
}

$('undo').addEventListener('click', undo);
$('hint').addEventListener('click', askHint);
$('review').addEventListener('click', review);
document.addEventListener('keydown', (ev) => {
  if ((ev.ctrlKey || ev.metaKey) && !ev.shiftKey && ev.key.toLowerCase() === 'z') { ev.preventDefault(); undo(); }
});

load();
