// Elites on the page, in headless Chromium: a campaign saved at the start of the promotional
// scenario 12.5 (tests/web/data/promo-elite-campaign.sav, played with mods/promo), whose Elite Bandit
// Guard is an elite (its content's `elite: true`). Its tokens have the gold ring, their words say
// "elite", and the legend keys the ring; the other monster types have none. axe-core finds no
// serious or critical violation; on the phone a pinch zooms the map.
//
//   BNB_BINARY=build/bnb node tests/web/elites.test.mjs
// Exits 77 (skipped) when Chromium or tests/web/node_modules is missing.
import { copyFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { axeViolations, browserTest, check, overflowingTexts, root } from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));

await browserTest('elites', async ({ tmp, serve, launch }) => {
  const save = join(tmp, 'campaign.sav');
  copyFileSync(join(here, 'data/promo-elite-campaign.sav'), save);
  const { url, state } = await serve(['--save', save, '--mods', join(root, 'mods/promo')]);
  const s = await state();
  check(s.board && s.board.scenario.number === 12.5, `the save plays scenario 12.5 (${s.board && s.board.scenario.number})`);
  const elites = s.board.figures.filter((f) => f.kind === 'monster' && f.elite);
  const plain = s.board.figures.filter((f) => f.kind === 'monster' && !f.elite);
  check(elites.length > 0 && plain.length > 0, `scenario 12.5 has elites and other monsters (${elites.length}, ${plain.length})`);
  check(s.board.monsters.some((m) => m.elite) && s.board.monsters.some((m) => !m.elite), 'the monster types say which is elite');

  const browser = await launch();
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const page = await browser.newPage({ viewport });
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(url);
    await page.waitForSelector('#options button');
    for (const f of elites) {
      check(await page.locator(`#fig-${f.id}.elite .elite-ring`).count() === 1, `elite ${f.mark} has the gold ring`);
      check((await page.getAttribute(`#fig-${f.id}`, 'aria-label')).includes('elite'), `elite ${f.mark}'s words say so`);
    }
    for (const f of plain) check(await page.locator(`#fig-${f.id} .elite-ring`).count() === 0, `${f.mark} is no elite`);
    check(await page.locator('#legend [data-legend="elite"]').isVisible(), 'the legend keys the gold ring');
    check(await page.locator('#legend [data-elite="1"] .elite-ring').count() === s.board.monsters.filter((m) => m.elite).length,
      'the legend rings the elite types');
    const cut = await overflowingTexts(page);
    check(cut.length === 0, `at ${viewport.width} px the texts fit: ${cut.join('; ')}`);
    const v = await axeViolations(page);
    check(v.length === 0, `axe-core: ${v.join('\n  ')}`);
    if (viewport.width < 800) {
      // A pinch on the map (two touch pointers moving apart) zooms it.
      const zoomed = await page.evaluate(() => {
        const wrap = document.getElementById('map-wrap');
        const at = (type, id, x) => wrap.dispatchEvent(new PointerEvent(type, { pointerId: id, pointerType: 'touch', clientX: x, clientY: 200, bubbles: true }));
        at('pointerdown', 1, 150), at('pointerdown', 2, 200), at('pointermove', 1, 100), at('pointermove', 2, 250), at('pointerup', 1, 100), at('pointerup', 2, 250);
        return { on: wrap.classList.contains('zoomed'), zoom: Number(wrap.style.getPropertyValue('--zoom')) };
      });
      check(zoomed.on && zoomed.zoom > 2.5, `a pinch zooms the map: ${JSON.stringify(zoomed)}`);
    }
    check(errors.length === 0, `no script errors: ${errors.join('; ')}`);
    await page.close();
  }
  console.log(`scenario 12.5: ${elites.length} elite and ${plain.length} other monsters, marked at desktop and phone size`);
});
