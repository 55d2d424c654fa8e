// `bnb sim --report` opened in headless Chromium: the page of one class with `--ablate all`, and the
// page of a `--compare` of two versions. Each loads from a file with nothing fetched (every request
// is counted), draws its charts (SVG with bars, whiskers and dots) and is saved as a screenshot
// (docs/sim-report*.png when run by `tools/dev.sh web-test`).
//
//   BNB_BINARY=build/bnb node tests/web/sim_report.test.mjs
// Exits 77 (skipped) when Chromium or tests/web/node_modules is missing.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { bnb, browserTest, check, root, shots } from './harness.mjs';

await browserTest('sim', async ({ tmp, launch }) => {
  const ablation = join(tmp, 'ablation.html'), compare = join(tmp, 'compare.html');
  const sim = (args) => execFileSync(bnb, ['sim', ...args], { encoding: 'utf8' });
  const tables = sim(['--class', 'bruiser', '--scenarios', '1-2', '--games', '20', '--ablate', 'all', '--report', ablation]);
  // Version 2 of the example class: Pebble Shot's first attack 3 -> 4.
  const v1 = join(root, 'mods/example-class'), v2 = join(tmp, 'example-class-v2');
  cpSync(v1, v2, { recursive: true });
  const cards = readFileSync(join(v2, 'cards.yaml'), 'utf8');
  writeFileSync(join(v2, 'cards.yaml'), cards.replace('- attack: 3\n            range: 3', '- attack: 4\n            range: 3'));
  sim(['--class', 'seedslinger', '--scenarios', '1-2', '--games', '20', '--compare', v1, v2, '--report', compare]);

  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const errors = [], fetched = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('request', (r) => { if (!r.url().startsWith('file:')) fetched.push(r.url()); });

  await page.goto(pathToFileURL(ablation).href);
  check((await page.title()).startsWith('bnb sim: bruiser'), `the title names the class: ${await page.title()}`);
  const headings = await page.locator('h2').allTextContents();
  for (const h of ['Win rate per scenario', 'How each card was played', "Each card's worth"])
    check(headings.includes(h), `a section "${h}" (${headings.join(' | ')})`);
  const charts = await page.locator('svg').count();
  check(charts >= 10, `the charts are drawn (${charts} SVG elements)`);
  // One worth row (a dot) per card the table lists.
  const worthRows = tables.slice(tables.indexOf("each card's worth")).split('\n').slice(3).filter((l) => l.trim()).length;
  const dots = await page.locator('h2:has-text("Each card\'s worth") + p + svg circle').count();
  check(dots === worthRows && dots > 0, `a dot per card's worth (${dots} of ${worthRows})`);
  const box = await page.locator('svg').first().boundingBox();
  check(box && box.width > 300 && box.height > 40, `the first chart has a size (${JSON.stringify(box)})`);
  await page.screenshot({ path: join(shots, 'sim-report.png'), fullPage: true });

  await page.goto(pathToFileURL(compare).href);
  const h2 = await page.locator('h2').allTextContents();
  check(h2.includes('B - A: the difference of the win rates'), `the comparison's difference (${h2.join(' | ')})`);
  const bars = await page.locator('h2:has-text("Win rate per scenario") + svg rect').count();
  check(bars === 6, `two bars (A and B) for scenarios 1, 2 and all (${bars})`);
  await page.screenshot({ path: join(shots, 'sim-report-compare.png'), fullPage: true });

  check(fetched.length === 0, `nothing fetched: ${fetched.join(', ')}`);
  check(errors.length === 0, `no errors on the page: ${errors.join('; ')}`);
  console.log(`the reports shown: ${charts} charts, ${dots} cards' worth`);
});
