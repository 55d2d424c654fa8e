// The campaign's own screens in German and in the pseudo-language, in headless Chromium: the class
// choice (a new campaign), the level-2 upgrade (tests/web/data/upgrade-campaign.sav: a Bruiser
// campaign that won scenarios 1 and 2, at scenario 4's first question; scenario 4 is of level 2)
// and the campaign's end (tests/web/data/finished-campaign.sav). Each is opened in German: every
// option is the German one the API gives and differs from the English, every heading differs from
// the English one the page shows after a switch to English; then the same screen in the
// pseudo-language (qps): no word the page shows, or a screen reader or tooltip says, is left
// unaccented. Screenshots at 1280x800 (docs/web-de-class.png, web-de-upgrade.png,
// web-de-campaign-end.png) and the texts checked to fit at 390x844.
//
//   BNB_BINARY=build/bnb node tests/web/german_campaign.test.mjs
// Exits 77 (skipped) when Chromium or tests/web/node_modules is missing.
import { copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { browserTest, check, overflowingTexts, plainWords, shots } from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const DESK = { width: 1280, height: 800 }, PHONE = { width: 390, height: 844 };
const norm = (t) => t.replace(/\s+/g, ' ').trim();
// The game's title and key names stay as they are in every language.
const BYPASS = new Set(['Buttons', 'Bugs', 'Esc', 'Ctrl']);
// What the page shows of a question, its cards and its story, and the campaign's end.
const SHOWN = ['round', 'prompt', 'preview', 'options', 'story', 'hero', 'cards', 'the-end', 'legend', 'lookups', 'tools', 'log-pane'];
const HEADINGS = '#cards h3, #cards .pile-name, #the-end h3, #the-end h4, #the-end th';

await browserTest('german-campaign', async ({ tmp, serve, launch }) => {
  const browser = await launch();
  const page = await browser.newPage({ viewport: DESK });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const seen = () => page.evaluate((ids) => ids.map((id) => document.getElementById(id).innerText).join('\n'), SHOWN);
  const said = () => page.evaluate(() => [...document.querySelectorAll('[aria-label], [title]')]
    .map((n) => `${n.getAttribute('aria-label') || ''} ${n.getAttribute('title') || ''}`).join('\n'));
  const headings = () => page.locator(HEADINGS).allInnerTexts();
  // One screen: served from `save` (none: a new campaign), opened in German, checked by `german`,
  // then its headings compared with the English ones and its words read in the pseudo-language.
  const screen = async (name, save, waitFor, german) => {
    const file = join(tmp, `${name}.sav`);
    if (save) copyFileSync(join(here, 'data', save), file);
    const { url, origin, headers } = await serve(['--save', file]);
    const stateIn = async (lang) => (await fetch(`${origin}/api/state`, { headers: { ...headers, 'X-Bnb-Lang': lang } })).json();
    const apiIn = async (path, lang) => (await fetch(`${origin}${path}`, { headers: { ...headers, 'X-Bnb-Lang': lang } })).json();
    await page.goto(`${url}&lang=de&speed=2`);
    await page.waitForSelector(waitFor);
    check(await page.evaluate(() => document.documentElement.lang) === 'de', `${name}: the page says it is German`);
    const [de, en] = [await stateIn('de'), await stateIn('en')];
    // Every option: the API's German words, none worded as in English.
    if (de.decision) {
      check(norm(await page.locator('#prompt').innerText()).startsWith(norm(de.decision.prompt).slice(0, 30)), `${name}: the German question`);
      check(norm(de.decision.prompt) !== norm(en.decision.prompt), `${name}: the question is German: ${de.decision.prompt}`);
      const buttons = await page.locator('#options button[data-key]').allInnerTexts();
      check(buttons.length === de.decision.options.length, `${name}: one button per option`);
      de.decision.options.forEach((o, i) => {
        check(norm(buttons[i]).includes(norm(o.text).slice(0, 25)), `${name}: the option shown is the German one: ${buttons[i]}`);
        check(norm(o.text) !== norm(en.decision.options[i].text), `${name}: the option is German: ${o.text}`);
      });
    }
    await german({ de, en, apiIn });
    const deHeadings = await headings();
    check(deHeadings.length > 0, `${name}: the screen has headings`);
    await page.screenshot({ path: join(shots, `web-de-${name}.png`) });
    await page.setViewportSize(PHONE);
    const cut = await overflowingTexts(page);
    check(cut.length === 0, `${name}: German at 390x844, the texts fit:\n  ${cut.join('\n  ')}`);
    await page.setViewportSize(DESK);

    // Every heading German: each differs from the one the page shows in English (a number is a number).
    await page.selectOption('#lang', 'en');
    await page.waitForFunction(([sel, first, n]) => document.getElementById('prompt').getAttribute('lang') === 'en'
      && document.querySelectorAll(sel).length === n && document.querySelector(sel).innerText !== first, [HEADINGS, deHeadings[0], deHeadings.length]);
    const enHeadings = await headings();
    check(enHeadings.length === deHeadings.length, `${name}: the same headings in English (${enHeadings.length} of ${deHeadings.length})`);
    const same = deHeadings.filter((h, i) => /\p{L}/u.test(h) && norm(h) === norm(enHeadings[i]));
    check(same.length === 0, `${name}: every heading German, but: ${same.join(', ')}`);

    // The pseudo-language: every word accented.
    await page.selectOption('#lang', 'qps');
    await page.waitForFunction((sel) => document.getElementById('prompt').getAttribute('lang') === 'en-x-qps'
      && [...document.querySelectorAll(sel)].every((h) => !/\p{L}/u.test(h.innerText) || h.innerText.includes('⟦')), HEADINGS);
    await page.waitForTimeout(300);  // a part read again from the server (the classes) lands
    const qps = await stateIn('qps');
    const ids = new Set(qps.board ? [qps.board.monster_table.difficulty] : []);
    const plain = [...plainWords(await seen(), new Set([...BYPASS, ...ids])), ...plainWords(await said(), BYPASS)];
    check(plain.length === 0, `${name}: in the pseudo-language every word is accented but: ${[...new Set(plain)].join(', ')}`);
    console.log(`${name}: ${deHeadings.length} headings German, ${de.decision ? de.decision.options.length : 0} options German, qps accented`);
  };

  // The class choice: each class's name, style and cards in German.
  await screen('class', null, '.choice[data-class="bruiser"] .card', async ({ apiIn }) => {
    const [de, en] = [await apiIn('/api/classes', 'de'), await apiIn('/api/classes', 'en')];
    check(norm(await page.locator('#cards h3').innerText()) === 'Wähle deine Klasse', 'the heading of the class choice is German');
    for (const [i, c] of de.entries()) {
      const shown = norm(await page.locator(`.choice[data-class="${c.id}"]`).innerText());
      check(c.name !== en[i].name && c.style !== en[i].style, `${c.id}: a German name and style (${c.name})`);
      check(shown.includes(`${c.name} (${c.hp[0]} TP)`) && shown.includes(norm(c.style)) && shown.includes(c.cards[0].name),
        `${c.id}: the choice shows the German name, hit points, style and cards: ${shown.slice(0, 120)}`);
    }
  });

  // The level-2 upgrade: each card offered in German, beside the option's German words.
  await screen('upgrade', 'upgrade-campaign.sav', '#cards .upgrades .pickable', async ({ de }) => {
    check(de.decision.kind === 'UpgradeCards', `the save is at the level-2 upgrade (${de.decision.kind})`);
    check(norm(await page.locator('#cards .upgrades .pile-name').innerText()) === 'angebotene Karten der Stufe 2', 'the upgrades\' heading is German');
    const tags = await page.locator('#cards .upgrades .pickable .tag').allInnerTexts();
    check(tags.length === de.decision.options.length && de.decision.options.every((o, i) => norm(tags[i]) === norm(o.text)),
      `each card offered is tagged with its German option: ${tags.join(' / ')}`);
  });

  // The campaign's end: the epilogue, the record's headings, results and scenario names in German.
  await screen('campaign-end', 'finished-campaign.sav', '#the-end:not([hidden]) #epilogue', async ({ de, en }) => {
    check(de.campaign.epilogue !== en.campaign.epilogue, 'the epilogue is German');
    check(norm(await page.locator('#epilogue').innerText()) === norm(de.campaign.epilogue), 'the page shows the German epilogue');
    check(norm(await page.locator('#prompt').innerText()) === 'Die Kampagne ist beendet. Gut gespielt!', 'the end\'s line is German');
    const rows = await page.locator('#the-end table').first().locator('td').allInnerTexts();
    const played = de.campaign.record.played;
    // (German says "Showdown" too.)
    const same = played.filter((p, i) => p.name === en.campaign.record.played[i].name).map((p) => p.name);
    check(same.length < played.length / 5, `the scenarios are named in German, but: ${same.join(', ')}`);
    check(played.every((p, i) => rows[4 * i + 1] === `${p.scenario} ${p.name}` && rows[4 * i + 2] === (p.result === 'won' ? 'gewonnen' : 'verloren')),
      `each scenario played in German, with its result: ${rows.slice(0, 8).join(' | ')}`);
    check((await page.locator('#the-end table').last().locator('tr').last().innerText()).includes(`${de.campaign.record.wins} gewonnen`), 'the total in German');
  });
  check(errors.length === 0, `no script errors on the page: ${errors.join('; ')}`);
});
