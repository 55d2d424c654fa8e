// The end of the campaign in `bnb serve`'s page, in headless Chromium: a finished campaign's save
// (tests/web/data/finished-campaign.sav: a Bruiser campaign the built-in player won to the finale)
// opened in the browser shows the epilogue and the campaign's record, from the fields of
// /api/state (campaign.epilogue, campaign.record). Saves a screenshot next to the others.
//
//   BNB_BINARY=build/bnb node tests/web/campaign_end.test.mjs
// Exits 77 (skipped) when Chromium or tests/web/node_modules is missing: `tools/dev.sh web-test`
// installs both.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromiumPath, check, loadChromium, shots, startServe } from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const chromium = await loadChromium();

const tmp = mkdtempSync(join(tmpdir(), 'bnb-web-end-'));
const save = join(tmp, 'campaign.sav');
copyFileSync(join(here, 'data/finished-campaign.sav'), save);
const { server, address } = startServe(['--save', save]);
let browser;
try {
  const url = await address;
  const token = new URL(url).searchParams.get('token');
  const s = await (await fetch(`${new URL(url).origin}/api/state`, { headers: { 'X-Bnb-Token': token } })).json();
  check(s.campaign.finished === true, 'the campaign of the save is finished');
  check(typeof s.campaign.epilogue === 'string' && s.campaign.epilogue.length > 0, 'the state carries the epilogue');

  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox'] });
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
  console.log('1 passed, 0 failed');
} catch (e) {
  console.error(e.stack || String(e));
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
} finally {
  if (browser) await browser.close();
  server.kill();
  rmSync(tmp, { recursive: true, force: true });
}
