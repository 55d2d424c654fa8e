// The page as a game table, played with the keyboard alone in headless Chromium: a campaign saved
// at scenario 2's equip screen (tests/web/data/equip-campaign.sav) shows the scenario's
// introduction, equips an item by its number, takes it off and equips it again, opens every look-up panel over the question (which
// stays unanswered), picks cards, a card's half and a hex with Tab and Enter, answers the rest by
// the options' numbers, and plays the scenario to its end with the search bot's choices (its hint),
// which win it: the end shows its cause (board.end) and the conclusion. axe-core checks every screen (each kind of question, each panel, a
// monster's turn, the end) for serious or critical violations. Screenshots at 1280x800 and 390x844.
//
//   BNB_BINARY=build/bnb node tests/web/table.test.mjs
// Exits 77 (skipped) when Chromium or tests/web/node_modules is missing.
import { copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { axeViolations, browserTest, check, hintedOption, overflowingTexts, shots } from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const started = Date.now();
const DESK = { width: 1280, height: 800 }, PHONE = { width: 390, height: 844 };

await browserTest('table', async ({ tmp, serve, launch }) => {
  const save = join(tmp, 'campaign.sav');
  copyFileSync(join(here, 'data/equip-campaign.sav'), save);
  // The player's choices are the search bot's (its hint, the same every time with a fixed number
  // of futures), so that the scenario is won and its conclusion shown.
  const { url, origin, headers, state: apiState } = await serve(['--save', save, '--hint-futures', '16', '--jobs', '1']);
  const hinted = (st) => hintedOption(origin, headers, st);
  const browser = await launch();
  const page = await browser.newPage({ viewport: DESK });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${url}&speed=2`);
  await page.waitForSelector('#options button');

  const axed = new Set();
  const axe = async (screen) => {
    const v = await axeViolations(page);
    check(v.length === 0, `axe-core on "${screen}": ${v.join('\n  ')}`);
    axed.add(screen);
  };
  const shot = async (name, phone = true) => {
    await page.screenshot({ path: join(shots, `${name}.png`) });
    if (!phone) return;
    await page.setViewportSize(PHONE);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    check(wide <= PHONE.width, `${name}: nothing overflows the phone's width (${wide} px)`);
    const cut = await overflowingTexts(page);
    check(cut.length === 0, `${name}: at 390x844 the legend's, cards' and options' texts fit:\n  ${cut.join('\n  ')}`);
    await page.screenshot({ path: join(shots, `${name}-phone.png`) });
    await page.setViewportSize(DESK);
  };
  const waitAnswered = async (version) => page.waitForFunction((v) => document.body.dataset.version !== String(v)
    && document.body.dataset.busy !== '1', version, { timeout: 15000 });
  // Presses Tab until the focus is on `selector` (the keyboard's way to reach it).
  const tabTo = async (selector, most = 200) => {
    for (let i = 0; i < most; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((sel) => document.activeElement && document.activeElement.matches(sel), selector)) return i + 1;
    }
    throw new Error(`Tab never reached ${selector}`);
  };
  // Answers option `i` by its number: digits, then Enter when a longer number could follow.
  const typeOption = async (i, count) => {
    await page.keyboard.type(String(i + 1));
    if ((i + 1) * 10 <= count) await page.keyboard.press('Enter');
  };

  // The equip screen: the scenario's introduction, an item equipped by its number.
  let s = await apiState();
  check(s.decision.kind === 'EquipItems', `the save waits at the equip screen (${s.decision.kind})`);
  const scenario = await (await fetch(`${origin}/api/scenario`, { headers })).json();
  check(scenario.intro, 'scenario 2 has an introduction');
  const story = await page.locator('#story').innerText();
  check(!(await page.locator('#story').isHidden()) && story.replace(/\s+/g, ' ').includes(scenario.intro.replace(/\s+/g, ' ').trim().slice(0, 60)),
    `the introduction is shown before round 1: ${story.slice(0, 120)}`);
  await axe('equip');
  await shot('web-start');
  // Two items, the ones the bot's winning game carried (item defs 40 and 1), else the first offered.
  const WIN_ITEMS = [40, 1];
  const offered = (st, def) => st.decision.options.findIndex((o) => o.item_def === def);
  let equip = offered(s, WIN_ITEMS[0]);
  if (equip < 0) equip = s.decision.options.findIndex((o) => o.item_def !== undefined);
  const item = s.decision.options[equip].item_def;
  await typeOption(equip, s.decision.options.length);
  await waitAnswered(s.version);
  s = await apiState();
  check(s.board.character.items.some((it) => it.def === item), 'the item typed is equipped');
  // ... taken off again by its number, and equipped again.
  const off = s.decision.options.findIndex((o) => o.key.startsWith('unequip') && o.item !== undefined);
  check(off >= 0 && /take off/.test(s.decision.options[off].text), `an equipped item can be taken off: ${s.decision.options.map((o) => o.text).join(' / ')}`);
  await typeOption(off, s.decision.options.length);
  await waitAnswered(s.version);
  s = await apiState();
  check(!s.board.character.items.some((it) => it.def === item), 'the item taken off is no longer equipped');
  const again = s.decision.options.findIndex((o) => o.item_def === item);
  await typeOption(again, s.decision.options.length);
  await waitAnswered(s.version);
  s = await apiState();
  check(s.board.character.items.some((it) => it.def === item), 'the item is equipped again');
  // The items that cannot be equipped now are listed with why, as the terminal lists them.
  const refused = (await (await fetch(`${origin}/api/lookups`, { headers })).json()).refused;
  if (refused.length) {
    await page.waitForSelector('#refused li');
    const shown = await page.locator('#refused li').allInnerTexts();
    check(refused.every((r) => shown.includes(r.text)), `the equip screen says why items cannot be equipped: ${shown.join(' / ')}`);
  }

  const dist = (a, b) => (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2;
  const kinds = {}, how = { tab: 0, typed: 0 }, symbols = {};
  let panels = false, turnShot = false, moveShot = false, steps = 0;
  for (;;) {
    s = await apiState();
    if (!s.decision || s.decision.scope !== 'scenario') break;
    check(++steps < 1500, 'the scenario ends within 1500 answers');
    const d = s.decision, b = s.board;
    const foes = b.figures.filter((f) => f.kind === 'monster' && f.alive);
    const me = b.figures[0];
    // A plain player (when the bot gives no hint): plays cards, walks to the nearest monster, hits the first target, takes bonuses.
    let o = d.options[0];
    const second = d.kind === 'EquipItems' ? offered(s, WIN_ITEMS[1]) : -1;
    if (d.kind === 'EquipItems') o = second >= 0 ? d.options[second] : d.options.find((x) => x.item_def === undefined && !x.key.startsWith('unequip')) || o;  // start
    else if (d.kind === 'MoveDestination' && foes.length) {
      const near = (h) => Math.min(...foes.map((f) => dist(h, f.hex)));
      o = d.options.reduce((best, x) => (x.hex && near(x.hex) < (best.hex ? near(best.hex) : near(me.hex)) ? x : best), d.options[0]);
    } else if (d.kind === 'PlaceArea') {
      o = d.options.reduce((best, x) => ((x.hit_figures || []).length > (best.hit_figures || []).length ? x : best), d.options[0]);
    } else if (['PerformAbility', 'UseEffects', 'ConsumeElement', 'LongRestHeal', 'RecoverItems'].includes(d.kind)) {
      o = d.options.find((x) => x.accepts) || o;
    } else if (d.kind === 'ChooseTarget') {
      o = d.options.find((x) => x.figure !== undefined) || o;
    }
    if (d.kind !== 'EquipItems' && d.options.length > 1) o = (await hinted(s)) || o;  // the search bot's choice
    const i = d.options.indexOf(o);

    if (!axed.has(d.kind)) await axe(d.kind);
    if (d.kind === 'MoveDestination' && !symbols.move)
      symbols.move = await page.locator('#options button svg.icon-move[role="img"][aria-label="move"]').count();
    if (d.kind === 'ChooseAction' && !symbols.action) symbols.action = await page.locator('#options button svg.icon[role="img"]').count();
    if (d.kind === 'NegateDamage' && d.source !== undefined) {
      const who = b.figures[d.source].mark;
      check((await page.locator('#prompt').innerText()).includes(who), `the damage question names who deals it (${who})`);
      symbols.negate = (symbols.negate || 0) + 1;
    }
    const box = await page.locator('#turn-box');
    // (A turn with nothing to tell, a monster with no ability it can use, waits for a later one.)
    if (!turnShot && !(await box.isHidden()) && await page.locator('#turn-box li').count() > 0 && await page.locator('#turn-box .focus').count() > 0) {
      // A monster's turn, told over the map: its action and every line of it, without scrolling.
      const r = await box.boundingBox();
      check(r && r.y >= 0 && r.y + r.height <= DESK.height, `the monster's turn is visible without scrolling (${JSON.stringify(r)})`);
      check(await page.locator('#turn-box .action').count() === 1, 'the monster turn shows the action rolled');
      check(await page.locator('#turn-box li').count() > 0, 'the monster turn tells its lines');
      // Its focus (the MonsterPlanned event): said in the box and ringed on the map, on the figure.
      const focus = Number(await page.locator('#turn-box .focus').last().getAttribute('data-focus'));
      const acting = await box.getAttribute('data-figure');
      const planned = (await apiState()).events.filter((e) => e.kind === 'MonsterPlanned' && String(e.monster) === acting);
      check(planned.length > 0 && planned[planned.length - 1].focus === focus, `the turn box tells the planner's focus (${focus})`);
      check((await page.locator('#turn-box .focus').last().innerText()).includes(planned[planned.length - 1].text.trim()), 'the focus in the event\'s words');
      check(await page.locator('#marks .focus-mark').count() === (focus >= 0 ? 1 : 0), 'the focus is marked on the map when there is one');
      if (focus >= 0) {
        const ring = await page.locator('#marks .focus-mark').boundingBox(), token = await page.locator(`#fig-${focus}`).boundingBox();
        const mid = (x) => [x.x + x.width / 2, x.y + x.height / 2];
        const [a, c] = [mid(ring), mid(token)];
        check(Math.hypot(a[0] - c[0], a[1] - c[1]) < ring.width / 3, `the focus ring is on the focused figure (${a} vs ${c})`);
      }
      await axe('monster turn');
      await shot('web-monster-turn');
      turnShot = true;
    }
    if (!panels && d.kind === 'ChooseAction') {
      // Every look-up opens over the question and closes with Escape; nothing is answered.
      for (const [key, name] of [['m', 'monsters'], ['t', 'tables'], ['s', 'scenario'], ['i', 'items'], ['o', 'order'], ['e', 'elements'], ['?', 'keys']]) {
        await page.keyboard.press(key);
        await page.waitForSelector(`#panel[open][data-ready="${name}"]`);
        const text = await page.locator('#panel-body').innerText();
        check(text.trim().length > 20 && !/null|undefined|NaN/.test(text), `the ${name} panel says something: ${text.slice(0, 80)}`);
        if (name === 'monsters') {
          check(await page.locator('#panel-body .mcard').count() === b.monsters.length, 'a card per monster type');
          check(await page.locator('#panel-body .col.rolled').count() === b.monsters.filter((m) => m.column >= 0).length, 'the rolled columns are marked');
        }
        if (name === 'scenario') check(text.includes(b.scenario.goal_text.slice(0, 20)), 'the scenario panel states the goal');
        await axe(`panel ${name}`);
        if (name === 'monsters') await shot('web-lookup');
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !document.getElementById('panel').open);
        check(await page.evaluate(() => !!document.activeElement && document.activeElement !== document.body), 'the focus returns from the panel');
      }
      check((await apiState()).version === s.version, 'the look-ups answered nothing');
      panels = true;
    }

    if (d.kind === 'SelectCards' && o.card !== undefined && !how.cards) {
      // Cards by Tab and Enter; the pair picked, the focus is on its confirm button.
      await tabTo(`.card[data-pile="hand"][data-slot="${o.card}"]`);
      await page.keyboard.press('Enter');
      await tabTo(`.card[data-pile="hand"][data-slot="${o.card2}"]`);
      await page.keyboard.press('Enter');
      check(await page.evaluate(() => document.activeElement.id === 'confirm'), 'the pair picked, Confirm has the focus');
      await page.keyboard.press('Enter');
      how.cards = 1, how.tab++;
    } else if (d.kind === 'ChooseAction' && o.card !== undefined && !o.basic && !how.half) {
      await tabTo(`.card[data-slot="${o.card}"] .half[data-half="${o.top ? 'top' : 'bottom'}"] .act`);
      await page.keyboard.press('Enter');
      how.half = 1, how.tab++;
    } else if (d.kind === 'MoveDestination' && o.hex && !how.hex) {
      // A hex by Tab: its path is drawn while it has the focus.
      const k = `${o.hex.q},${o.hex.r}`;
      await tabTo(`[data-anchor="${k}"]`, 400);
      const keys = (await page.getAttribute(`[data-anchor="${k}"]`, 'data-keys')).split('|');
      if (!moveShot && d.options.length > 3) {
        check(await page.locator('#marks .path').count() === 1, 'the focused hex shows the path');
        await axe('move');
        await shot('web-move');
        moveShot = true;
      }
      for (let n = 0; n <= keys.indexOf(o.key); n++) await page.keyboard.press('Enter');
      if (keys.length > 1) await page.keyboard.press('Enter');
      how.hex = 1, how.tab++;
    } else {
      await typeOption(i, d.options.length);
      how.typed++;
    }
    await waitAnswered(s.version);
    kinds[d.kind] = (kinds[d.kind] || 0) + 1;
  }

  // The end: the result with its cause, the conclusion after a win.
  s = await apiState();
  check(s.scenario_over && s.board.end, `scenario 2 ended with its cause (${JSON.stringify(s.board && s.board.end)})`);
  await page.waitForSelector('#story[data-show="end"]');
  const cause = page.locator('#story .cause');
  check(await cause.getAttribute('data-reason') === s.board.end.reason, 'the cause shown is the engine\'s reason');
  check((await cause.innerText()).includes(s.board.end.text), `the cause is worded: ${await cause.innerText()}`);
  check(s.board.outcome === 'won' && s.board.end.reason === 'all_enemies_dead', `the search bot's choices won scenario 2 (${s.board.outcome}, ${s.board.end.reason})`);
  check(scenario.conclusion && await page.locator('#story .cause').innerText().then((t) => t.startsWith('Won')), 'the cause of the win is shown');
  check((await page.locator('#story').innerText()).replace(/\s+/g, ' ').includes(scenario.conclusion.replace(/\s+/g, ' ').trim().slice(0, 60)), 'the conclusion is shown after a win');
  await axe('end');
  await shot('web-end-story');
  check(turnShot, 'a monster turn with its lines was shown');
  // Symbols with their text alternatives in the options and in the log.
  check(symbols.move > 0 && symbols.action > 0, `the options show their symbols: ${JSON.stringify(symbols)}`);
  check(await page.locator('#log li svg.icon[role="img"][aria-label="attack"]').count() > 0, 'the log shows the attack symbol, named');
  check(await page.locator('#log li svg.icon[role="img"][aria-label="move"]').count() > 0, 'the log shows the move symbol, named');
  check(moveShot && panels && how.cards && how.half && how.hex, `every way of the keyboard was used: ${JSON.stringify(how)}, panels ${panels}, move ${moveShot}`);
  check(errors.length === 0, `no script errors on the page: ${errors.join('; ')}`);
  console.log(`scenario 2 ${s.board.outcome} (${s.board.end.reason}) after ${s.board.round} rounds, keyboard only: ${how.tab} by Tab, ${how.typed} typed;`
    + ` axe on ${axed.size} screens; monster turn shown: ${turnShot}; ${((Date.now() - started) / 1000).toFixed(1)} s; kinds ${JSON.stringify(kinds)}`);
});
