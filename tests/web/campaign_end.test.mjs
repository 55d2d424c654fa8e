// The end of the campaign in `bnb serve`'s page, in headless Chromium: a finished campaign's save
// (tests/web/data/finished-campaign.sav: a Bruiser campaign the built-in player won to the finale)
// opened in the browser shows the epilogue and the campaign's record, from the fields of
// /api/state (campaign.epilogue, campaign.record). Saves a screenshot next to the others.
//
//   BNB_BINARY=build/bnb node tests/web/campaign_end.test.mjs
// Exits 77 (skipped) when Chromium or tests/web/node_modules is missing: `tools/dev.sh web-test`
// installs both.
import { copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { browserTest, check, shots } from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));

await browserTest('end', async ({ tmp, serve, launch }) => {
  const save = join(tmp, 'campaign.sav');
  copyFileSync(join(here, 'data/finished-campaign.sav'), save);
  const { url, state } = await serve(['--save', save]);
  const s = await state();
  check(s.campaign.finished === true, 'the campaign of the save is finished');
  check(typeof s.campaign.epilogue === 'string' && s.campaign.epilogue.length > 0, 'the state carries the epilogue');

  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  await page.waitForSelector('#the-end:not([hidden]) #epilogue');
  const words = (t) => t.replace(/\s+/g, ' ').trim();
  const paragraphs = await page.locator('#epilogue p').allTextContents();
  check(paragraphs.length === s.campaign.epilogue.trim().split(/\n\s*\n/).length, `one paragraph per paragraph of the epilogue (${paragraphs.length})`);
  check(words(paragraphs.join(' ')) === words(s.campaign.epilogue), `the page shows the epilogue: ${paragraphs[0].slice(0, 60)}...`);
  const tables = page.locator('#the-end table');
  check(await tables.count() === 2, 'two tables: the scenarios in order, and per scenario');
  const rec = s.campaign.record;
  const orderRows = await tables.nth(0).locator('tr').count();
  check(orderRows === rec.played.length + 1, `one row per scenario played (${orderRows - 1} of ${rec.played.length})`);
  const perRows = await tables.nth(1).locator('tr').count();
  check(perRows === rec.scenarios.length + 2, `one row per scenario and the total (${perRows - 2} of ${rec.scenarios.length})`);
  const total = await tables.nth(1).locator('tr').last().textContent();
  check(total.includes(`${rec.wins} won`) && total.includes(String(rec.rounds)), `the total row: ${total}`);
  check((await page.textContent('#prompt')).length > 0, 'the prompt says the campaign is finished');
  await page.screenshot({ path: join(shots, 'web-campaign-end.png') });
  check(errors.length === 0, `no script errors on the page: ${errors.join('; ')}`);
  console.log(`the end shown: ${rec.played.length} scenarios played, ${rec.wins} won, ${rec.rounds} rounds`);
});
