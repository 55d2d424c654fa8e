// A later scenario played to its end in German in headless Chromium: the campaign saved at
// scenario 2's equip screen (tests/web/data/equip-campaign.sav), opened with ?lang=de and won with
// the search bot's choices (its hint), as the keyboard test plays it. Every question and every
// option the page shows is the German one the API gives, and no question is worded as in English;
// the introduction, each monster turn (with its focus), the log, the cause of the end and the
// conclusion are German; the review's notes too, and after a switch to the pseudo-language (qps)
// the review is worded again at once, every word of it accented (its questions and options too),
// and so is the campaign's question after the win. Screenshots at 1280x800 and 390x844 (docs/web-de2-*.png); axe-core on each
// kind of screen.
//
//   BNB_BINARY=build/bnb node tests/web/german_scenario2.test.mjs
// Exits 77 (skipped) when Chromium or tests/web/node_modules is missing.
import { copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { axeViolations, browserTest, check, hintedOption, overflowingTexts, plainWords, shots } from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const DESK = { width: 1280, height: 800 }, PHONE = { width: 390, height: 844 };
const norm = (t) => t.replace(/\s+/g, ' ').trim();

await browserTest('german2', async ({ tmp, serve, launch }) => {
  const save = join(tmp, 'campaign.sav');
  copyFileSync(join(here, 'data/equip-campaign.sav'), save);
  const { url, origin, headers } = await serve(['--save', save, '--hint-futures', '16', '--review-futures', '2', '--jobs', '1']);
  const stateIn = async (lang) => (await fetch(`${origin}/api/state?since=0`, { headers: { ...headers, 'X-Bnb-Lang': lang } })).json();
  const hinted = (st) => hintedOption(origin, { ...headers, 'X-Bnb-Lang': 'de' }, st);
  const browser = await launch();
  const page = await browser.newPage({ viewport: DESK });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${url}&speed=2&lang=de`);
  await page.waitForSelector('#options button');
  const waitAnswered = async (version) => page.waitForFunction((v) => document.body.dataset.version !== String(v)
    && document.body.dataset.busy !== '1', version, { timeout: 15000 });
  const shot = async (name) => {
    await page.screenshot({ path: join(shots, `${name}.png`) });
    await page.setViewportSize(PHONE);
    const cut = await overflowingTexts(page);
    check(cut.length === 0, `${name}: German at 390x844, the texts fit:\n  ${cut.join('\n  ')}`);
    await page.screenshot({ path: join(shots, `${name}-phone.png`) });
    await page.setViewportSize(DESK);
  };

  // Scenario 2's introduction, in German.
  let s = await stateIn('de');
  check(s.board && s.board.scenario.number === 2, 'the save is at scenario 2');
  const sc = async (lang) => (await fetch(`${origin}/api/scenario?number=2`, { headers: { ...headers, 'X-Bnb-Lang': lang } })).json();
  const [introDe, introEn] = [(await sc('de')).intro, (await sc('en')).intro];
  check(norm(introDe) !== norm(introEn), 'the introduction has a German text');
  await page.waitForFunction((t) => document.getElementById('story').innerText.replace(/\s+/g, ' ').includes(t), norm(introDe).slice(0, 50));
  check(await page.evaluate(() => document.documentElement.lang) === 'de', 'the page says it is German');

  const axed = new Set();
  let steps = 0, options = 0, sameOptions = 0, turns = 0, turnShot = false;
  const asked = new Set();
  for (;;) {
    s = await stateIn('de');
    if (!s.decision || s.decision.scope !== 'scenario') break;
    check(++steps < 1500, 'the scenario ends within 1500 answers');
    const d = s.decision, en = (await stateIn('en')).decision;
    asked.add(d.kind);
    // The question: the API's German one, never the English words.
    const shown = norm(await page.locator('#prompt').innerText());
    check(shown.startsWith(norm(d.prompt).slice(0, 30)), `the page shows the German question: "${shown}" for "${d.prompt}"`);
    check(norm(d.prompt) !== norm(en.prompt), `the ${d.kind} question is German: "${d.prompt}"`);
    // Every option: the API's German words; those the same as in English are only numbers and names.
    const buttons = await page.locator('#options button[data-key]').allInnerTexts();
    check(buttons.length === d.options.length && d.options.every((o, i) => norm(buttons[i]).includes(norm(o.text).slice(0, 25))),
      `the options are the German ones: ${buttons.slice(0, 3).join(' / ')}`);
    d.options.forEach((o, i) => {
      options++;
      if (norm(o.text) !== norm(en.options[i].text)) return;
      sameOptions++;
      // The same in both languages: no English word of three letters or more but the content's names.
      const names = new Set([...s.board.figures.map((f) => f.name), ...s.board.character.items.map((it) => it.name), ...s.board.character.cards.map((c) => c.name)].join(' ').split(/\s+/));
      const english = (o.text.match(/(?<![\p{L}])[A-Za-z]{3,}(?![\p{L}])/gu) || []).filter((w) => !names.has(w));
      check(english.length === 0, `option "${o.text}" of ${d.kind} is English in German: ${english.join(', ')}`);
    });
    if (!axed.has(d.kind)) {
      const v = await axeViolations(page);
      check(v.length === 0, `axe-core on ${d.kind} in German: ${v.join('\n  ')}`);
      axed.add(d.kind);
    }
    // A monster's turn told in German, its focus in the planner's words ("hat dich im Fokus").
    const box = page.locator('#turn-box');
    if (!(await box.isHidden()) && await page.locator('#turn-box .focus').count() > 0) {
      turns++;
      const said = await box.innerText();
      check(/Aktion: /.test(said) && !/\bAction: |focuses on|'s turn|\b(Move|Attack|range) \d/.test(said), `the monster turn is German: ${said.slice(0, 120)}`);
      if (!turnShot && await page.locator('#turn-box li').count() > 1) {
        check(/Fokus/.test(await page.locator('#turn-box .focus').last().innerText()), 'the focus is told in German');
        await shot('web-de2-monster-turn');
        turnShot = true;
      }
    }
    let o = d.options[0];
    if (d.options.length > 1) o = (await hinted(s)) || o;
    await page.click(`#options button[data-key=${JSON.stringify(o.key)}]`);
    await waitAnswered(s.version);
  }

  // The end: won, its cause and the conclusion in German.
  s = await stateIn('de');
  const en = await stateIn('en');
  check(s.scenario_over && s.board.outcome === 'won', `scenario 2 won (${s.board.outcome} after ${s.board.round} rounds)`);
  await page.waitForSelector('#story[data-show="end"]');
  const story = norm(await page.locator('#story').innerText());
  check(story.includes(`Szenario 2: ${s.board.scenario.name} — gewonnen nach ${s.board.round} Runden`), `the result is German: ${story.slice(0, 80)}`);
  check(s.board.end.text !== en.board.end.text && story.includes(norm(s.board.end.text)), `the cause is German: ${s.board.end.text}`);
  const [endDe, endEn] = [(await sc('de')).conclusion, (await sc('en')).conclusion];
  check(norm(endDe) !== norm(endEn) && story.includes(norm(endDe).slice(0, 50)), 'the conclusion is German');
  const log = s.events.filter((e) => !e.detail), enLog = en.events.filter((e) => !e.detail);
  const sameLines = log.filter((e, i) => norm(e.text) === norm(enLog[i].text) && /[A-Za-z]{3,}/.test(e.text));
  check(sameLines.length < log.length / 20, `the log is German (${sameLines.length} of ${log.length} lines as in English: ${sameLines.slice(0, 3).map((e) => e.text).join(' / ')})`);
  const v = await axeViolations(page);
  check(v.length === 0, `axe-core at the end in German: ${v.join('\n  ')}`);
  await shot('web-de2-end');

  // The review, in German; then its notes in the pseudo-language: every word accented.
  await page.click('#review');
  await page.waitForSelector('#review-summary', { timeout: 200000 });
  const summary = await page.textContent('#review-summary');
  check(/^\d+ Entscheidungen von \d+ Antworten geprüft: \d+ klarer? Fehler/.test(summary), `the review's summary is German: ${summary}`);
  const review = await page.locator('#review-box').innerText();
  check(!/\b(you chose|better|show the board then|Answer \d)/.test(review), `the review's notes are German: ${review.slice(0, 200)}`);
  // A language switch words the review shown again, the server's words in it too (the review is
  // kept as data): nothing is clicked.
  const mistakes = await page.locator('#review-box .mistake').count();
  await page.selectOption('#lang', 'qps');
  await page.waitForFunction(() => document.getElementById('prompt').getAttribute('lang') === 'en-x-qps');
  await page.waitForFunction(() => document.getElementById('review-summary')?.textContent.startsWith('⟦'));
  check(await page.locator('#review-box .mistake').count() === mistakes, `the same ${mistakes} mistakes after the switch`);
  const plain = plainWords(await page.locator('#review-box').innerText());
  for (const line of await page.locator('#review-box .mistake > *:not(button)').allInnerTexts()) check(line.startsWith('⟦'), `a review note in the pseudo-language: ${line}`);
  check(plain.length === 0, `the review in the pseudo-language is all accented, its questions and options too, but: ${plain.join(', ')}`);
  // The campaign's question after the win (go on, or stop here), in the pseudo-language as well.
  const after = await stateIn('qps');
  check(after.decision?.scope === 'campaign' && after.decision.kind === 'AfterWin', `the campaign asks after the win: ${after.decision?.kind}`);
  const asks = plainWords(`${await page.textContent('#prompt')} ${await page.locator('#options').innerText()}`);
  check(asks.length === 0, `the campaign's question after the win is all accented in the pseudo-language, but: ${asks.join(', ')}`);
  check(errors.length === 0, `no script errors on the page: ${errors.join('; ')}`);
  console.log(`scenario 2 won in German after ${s.board.round} rounds, ${steps} answers (${[...asked].join(', ')}); ${options} options, ${sameOptions} worded as in English (numbers and names); ${turns} monster turns told; the review's ${mistakes} mistakes worded again in qps`);
});
