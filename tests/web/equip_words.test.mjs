// The page's equip screen and look-ups, in headless Chromium, in the words of every front end: a
// campaign saved at scenario 2's equip screen (tests/web/data/equip-campaign.sav: a Bruiser
// campaign the built-in player won scenario 1 of) shows each item's slot, usage, when it is used
// and its text (the words layer's equip words, as `bnb play` lists them), and the scenario's
// special rules as the terminal's `s` look-up states them. Saves a screenshot next to the others.
//
//   BNB_BINARY=build/bnb node tests/web/equip_words.test.mjs
// Exits 77 (skipped) when Chromium or tests/web/node_modules is missing: `tools/dev.sh web-test`
// installs both.
import { copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { browserTest, check, shots } from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));

await browserTest('equip', async ({ tmp, serve, launch }) => {
  const save = join(tmp, 'campaign.sav');
  copyFileSync(join(here, 'data/equip-campaign.sav'), save);
  const { url, state } = await serve(['--save', save]);
  const s = await state();
  check(s.decision && s.decision.kind === 'EquipItems', `the save waits at the equip screen (${s.decision && s.decision.kind})`);
  const equip = s.decision.options.filter((o) => o.item_def !== undefined);
  check(equip.length >= 3, `items offered (${equip.length})`);
  for (const o of equip) {
    check(/ - (one hand|two hands|small item), /.test(o.text), `an item option says its slot and usage: ${o.text}`);
    check(/\n\s+(during|after|when|always)[^:]*: \S/.test(o.text), `an item option says when it is used and what it does: ${o.text}`);
  }
  const rules = s.board.scenario.special_rules;
  check(Array.isArray(rules), 'the state carries the scenario\'s special rules');

  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  await page.waitForSelector('#options button');
  const words = (t) => t.replace(/\s+/g, ' ').trim();
  const buttons = (await page.locator('#options button').allInnerTexts()).map(words);
  for (const o of equip)
    check(buttons.some((b) => b.endsWith(words(o.text))), `the page shows the item's words: ${words(o.text)}`);
  // The option's second line (when and what) is on a line of its own, as in the terminal.
  const lines = await page.locator('#options button').nth(1).evaluate((b) => b.innerText.split('\n').length);
  check(lines >= 2, `an item option takes two lines (${lines})`);
  const shown = (await page.locator('.rules li').allTextContents()).map(words);
  check(shown.length === rules.length && shown.every((r, i) => r === words(rules[i])), `the page lists the special rules: ${shown.join(' / ')}`);
  await page.screenshot({ path: join(shots, 'web-equip.png') });
  check(errors.length === 0, `no script errors on the page: ${errors.join('; ')}`);
  console.log(`equip screen: ${equip.length} items in words, ${rules.length} special rules`);
});
