// The page in German, in headless Chromium: a new campaign whose language is switched in the
// header's <select> (it takes effect at once: the question and the log are worded again), played
// through scenario 1 to its end by clicking the options (the search bot's choices, its hint), then
// reloaded: the language is remembered (localStorage). Every question, option and log line is
// the German one the API gives (compared with the English of the same state: they differ where the
// catalogue has German), the scenario's name and story and the end's cause are German, and the parts of the page showing the server's
// words say lang="de". The language menu names each language in its own words. Then the pseudo-language (qps) over scenario 2's first screens, with what a
// screen reader or a tooltip says (aria-labels, titles), every look-up panel and the keys panel, a
// hint and an undo with their notes: every word accented but the game's title, key names and
// content ids. Screenshots at 1280x800 and 390x844 (docs/web-de-*.png); axe-core on each
// kind of screen.
//
//   BNB_BINARY=build/bnb node tests/web/german.test.mjs
// Exits 77 (skipped) when Chromium or tests/web/node_modules is missing.
import { join } from 'node:path';

import { axeViolations, browserTest, check, overflowingTexts, plainWords, shots } from './harness.mjs';

const DESK = { width: 1280, height: 800 }, PHONE = { width: 390, height: 844 };
const norm = (t) => t.replace(/\s+/g, ' ').trim();

await browserTest('german', async ({ tmp, serve, launch }) => {
  const save = join(tmp, 'campaign.sav');
  const { url, origin, headers } = await serve(['--save', save, '--hint-futures', '8', '--jobs', '1']);
  const stateIn = async (lang, since = 0) => (await fetch(`${origin}/api/state?since=${since}`, { headers: { ...headers, 'X-Bnb-Lang': lang } })).json();
  const browser = await launch();
  const page = await browser.newPage({ viewport: DESK });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${url}&speed=2`);
  const waitAnswered = async (version) => page.waitForFunction((v) => document.body.dataset.version !== String(v)
    && document.body.dataset.busy !== '1', version, { timeout: 15000 });

  await page.waitForSelector('.choice[data-class="bruiser"]');
  let s = await stateIn('en');
  check(s.languages.includes('de'), `the server speaks German: ${s.languages}`);
  await page.click('.choice[data-class="bruiser"]');
  await waitAnswered(s.version);
  const englishPrompt = norm(await page.locator('#prompt').innerText());

  // The switch: labelled, and at once the question is German.
  check(await page.locator('label#lang-box select#lang').count() === 1, 'the language switch is a labelled <select>');
  await page.selectOption('#lang', 'de');
  await page.waitForFunction(() => document.getElementById('prompt').getAttribute('lang') === 'de');
  s = await stateIn('de');
  await page.waitForFunction((p) => document.getElementById('prompt').innerText.replace(/\s+/g, ' ').trim().startsWith(p.slice(0, 20)), norm(s.decision.prompt));
  check(norm(s.decision.prompt) !== englishPrompt, `the question is worded again: "${englishPrompt}" became "${norm(s.decision.prompt)}"`);
  check(await page.evaluate(() => localStorage.getItem('bnb-lang')) === 'de', 'the language is remembered');
  // The page's own words (tools/web/words.js) too.
  check(await page.evaluate(() => document.documentElement.lang) === 'de', 'the page says it is German (html lang)');
  check((await page.locator('#log-pane h3').innerText()) === 'Protokoll' && (await page.locator('#round').innerText()).startsWith('Szenario'),
    `the page's own words are German: ${await page.locator('#round').innerText()}`);
  // The content's own texts too (base_content/lang/de.yaml): the scenario's name and introduction.
  const enState = await stateIn('en');
  check(s.board.scenario.name !== enState.board.scenario.name, `the scenario's name is German: ${s.board.scenario.name} (${enState.board.scenario.name})`);
  await page.waitForFunction((n) => document.getElementById('round').innerText.includes(n), s.board.scenario.name);
  const intro = (await (await fetch(`${origin}/api/scenario`, { headers: { ...headers, 'X-Bnb-Lang': 'de' } })).json()).intro;
  await page.waitForFunction((t) => document.getElementById('story').innerText.replace(/\s+/g, ' ').includes(t), norm(intro).slice(0, 50));

  const axed = new Set(), shot = {};
  const screens = { MoveDestination: 'web-de-move', SelectCards: 'web-de-cards' };
  let steps = 0, differ = 0, same = 0;
  for (;;) {
    s = await stateIn('de');
    if (!s.decision || s.decision.scope !== 'scenario') break;
    check(++steps < 1500, 'the scenario ends within 1500 answers');
    const d = s.decision;
    const en = (await stateIn('en')).decision;
    // The page shows the German words the API gives; where the catalogue has German they differ.
    const shown = norm(await page.locator('#prompt').innerText());
    check(shown.startsWith(norm(d.prompt).slice(0, 30)), `the page shows the German question: "${shown}" for "${d.prompt}"`);
    if (norm(d.prompt + (d.facts || '')) !== norm(en.prompt + (en.facts || ''))) differ++; else same++;
    const buttons = await page.locator('#options button[data-key]').allInnerTexts();
    check(buttons.length === d.options.length && d.options.every((o, i) => norm(buttons[i]).includes(norm(o.text).slice(0, 25))),
      `the options are the German ones: ${buttons.slice(0, 3).join(' / ')}`);
    if (!axed.has(d.kind)) {
      const v = await axeViolations(page);
      check(v.length === 0, `axe-core on ${d.kind} in German: ${v.join('\n  ')}`);
      axed.add(d.kind);
    }
    if (screens[d.kind] && !shot[d.kind] && d.options.length > 3) {
      await page.screenshot({ path: join(shots, `${screens[d.kind]}.png`) });
      await page.setViewportSize(PHONE);
      const cut = await overflowingTexts(page);
      check(cut.length === 0, `German at 390x844: the texts fit:\n  ${cut.join('\n  ')}`);
      await page.screenshot({ path: join(shots, `${screens[d.kind]}-phone.png`) });
      await page.setViewportSize(DESK);
      shot[d.kind] = true;
    }
    let o = d.options[0];
    if (d.options.length > 1) {
      const h = await (await fetch(`${origin}/api/hint`, { method: 'POST', headers: { ...headers, 'X-Bnb-Lang': 'de' }, body: JSON.stringify({ version: s.version }) })).json();
      const best = h.hint && h.hint.options.find((x) => x.best);
      if (best) o = d.options.find((x) => x.key === best.key) || o;
    }
    await page.click(`#options button[data-key=${JSON.stringify(o.key)}]`);
    await waitAnswered(s.version);
  }

  s = await stateIn('de');
  check(s.scenario_over && s.board.end, 'scenario 1 ended');
  const result = `${s.board.outcome} in German after ${s.board.round} rounds`;
  const enEnd = (await stateIn('en')).board.end;
  await page.waitForSelector('#story[data-show="end"]');
  const cause = await page.locator('#story .cause').innerText();
  check(cause.includes(s.board.end.text) && s.board.end.text !== enEnd.text, `the cause is German: "${s.board.end.text}" (English "${enEnd.text}")`);
  // The log: German lines, the same events as in English.
  const log = await page.locator('#log li').allInnerTexts();
  const enLog = (await stateIn('en')).events.filter((e) => e.kind === 'RoundStarted').map((e) => e.text);
  const deRounds = s.events.filter((e) => e.kind === 'RoundStarted').map((e) => e.text);
  check(deRounds.length > 0 && deRounds[0] !== enLog[0] && log.some((t) => t.includes(deRounds[0].trim())), `the log is German: ${deRounds[0]} (${enLog[0]})`);
  check(differ > same, `most questions are German (${differ} German, ${same} the same as English)`);
  check(await page.evaluate(() => ['prompt', 'options', 'log', 'story'].every((id) => document.getElementById(id).getAttribute('lang') === 'de')),
    'the parts with the server\'s words say lang="de"');
  const v = await axeViolations(page);
  check(v.length === 0, `axe-core at the end in German: ${v.join('\n  ')}`);
  await page.screenshot({ path: join(shots, 'web-de-end.png') });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: join(shots, 'web-de-end-phone.png') });
  await page.setViewportSize(DESK);

  // Reloaded, the page speaks German still; switched back, English at once.
  await page.reload();
  await page.waitForSelector('#options button');
  check(await page.locator('#lang').inputValue() === 'de', 'after a reload the page is German still');
  await page.selectOption('#lang', 'en');
  await page.waitForFunction(() => document.getElementById('prompt').getAttribute('lang') === 'en');
  const back = await stateIn('en');
  check(norm(await page.locator('#prompt').innerText()).startsWith(norm(back.decision.prompt).slice(0, 20)), 'English again at once');

  // The pseudo-language (qps): scenario 2's first screens, every word the page shows accented
  // (a plain word bypassed a catalogue). BYPASS names the only words that stay as they are.
  await page.selectOption('#lang', 'qps');
  await page.waitForFunction(() => document.getElementById('prompt').getAttribute('lang') === 'en-x-qps');
  // The language menu names each language in its own words, as language menus do, the pseudo-language too.
  const menu = await page.locator('#lang option').allInnerTexts();
  check(menu.includes('English (en)') && menu.includes('Deutsch (de)'), `each language in its own words: ${menu.join(', ')}`);
  const ownName = menu.find((m) => m.endsWith(' (qps)'));
  check(ownName && ownName.startsWith('⟦'), `the pseudo-language named in its own words: ${ownName}`);
  s = await stateIn('qps');
  await page.click(`#options button[data-key=${JSON.stringify(s.decision.options.find((o) => o.go_on !== false && !o.scenario).key)}]`);
  await waitAnswered(s.version);
  // The game's title and key names.
  const BYPASS = new Set(['Buttons', 'Bugs', 'Esc', 'Ctrl']);
  const plain = new Map();
  // Content ids (the look-ups name a monster or scenario by its id, "bandit-guard", as `bnb show`
  // takes it; the monsters' table by its difficulty's id) are not words.
  const ids = new Set([(await stateIn('qps')).board.monster_table.difficulty]);
  const words = (where, text) => {
    for (const w of plainWords(text, new Set([...BYPASS, ...ids]))) plain.set(`${w} (${where})`, (plain.get(`${w} (${where})`) || 0) + 1);
  };
  // What is seen, and what a screen reader or a tooltip says: every aria-label and title.
  const seen = () => page.evaluate(() => ['round', 'prompt', 'options', 'story', 'log-pane', 'legend', 'lookups', 'tools', 'tools-note', 'hero', 'monsters', 'cards', 'turn-box']
    .map((id) => document.getElementById(id).innerText).join('\n'));
  const said = () => page.evaluate(() => [...document.querySelectorAll('[aria-label], [title]')]
    .map((n) => `${n.getAttribute('aria-label') || ''} ${n.getAttribute('title') || ''}`).join('\n'));
  words('language menu', `${ownName.slice(0, -' (qps)'.length)}\n${await page.locator('#lang-box span').innerText()}`);
  for (let i = 0; i < 8; i++) {
    s = await stateIn('qps');
    if (!s.decision || s.decision.scope !== 'scenario') break;
    words('seen', await seen());
    words('aria-label or title', await said());
    const v = await axeViolations(page);
    check(v.length === 0, `axe-core on ${s.decision.kind} in qps: ${v.join('\n  ')}`);
    await page.click(`#options button[data-key=${JSON.stringify(s.decision.options[0].key)}]`);
    await waitAnswered(s.version);
  }
  // Every look-up panel and the keys panel, then a hint and an undo with their notes.
  for (const [key, name] of [['m', 'monsters'], ['t', 'tables'], ['s', 'scenario'], ['i', 'items'], ['o', 'order'], ['e', 'elements'], ['?', 'keys']]) {
    await page.keyboard.press(key);
    await page.waitForSelector(`#panel[open][data-ready="${name}"]`);
    words(`${name} panel`, await page.evaluate(() => document.getElementById('panel').innerText));
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.getElementById('panel').open);
  }
  s = await stateIn('qps');
  await page.click('#hint');
  await page.waitForFunction((v) => document.body.dataset.hint === String(v), s.version, { timeout: 60000 });
  words('hint', await seen());
  await page.click('#undo');
  await page.waitForFunction(() => document.getElementById('tools-note').textContent.length > 0 && document.body.dataset.version !== document.body.dataset.hint);
  words('undo', await page.evaluate(() => document.getElementById('tools-note').innerText));
  console.log(`qps: words not accented: ${[...plain].map(([w, n]) => `${w} (${n})`).join(', ') || 'none'}`);
  check(plain.size === 0, `in the pseudo-language every word is accented but: ${[...plain.keys()].join(', ')}`);
  check(errors.length === 0, `no script errors on the page: ${errors.join('; ')}`);
  console.log(`scenario 1 ${result}, ${steps} answers: ${differ} questions German, ${same} as in English; axe on ${axed.size} kinds`);
});
