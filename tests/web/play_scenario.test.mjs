// Plays scenario 1 of a new campaign in `bnb serve` by clicking the page in headless Chromium:
// cards, moves on the map, targets, a damage negation; reloads the page halfway and goes on; then
// re-runs the answers through the engine (`bnb replay`) and compares the end with what the page
// shows. Saves screenshots of the page (desktop and phone size) into docs/.
//
//   BNB_BINARY=build/bnb node tests/web/play_scenario.test.mjs
// Exits 77 (skipped) when Chromium or tests/web/node_modules is missing: `tools/dev.sh web-test`
// installs both.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { bnb, browserTest, check, shots } from './harness.mjs';

// No text the page shows reads "null", "undefined" or "NaN": a value missing from the state or a
// word that reads like one (the page's text, the map's labels, the modifier tables, the log).
async function checkNoMissingValues(page, when) {
  const texts = await page.evaluate(() => [document.body.innerText,
    ...[...document.querySelectorAll('svg text')].map((t) => t.textContent)]);
  for (const t of texts) {
    const m = t.match(/.{0,40}\b(null|undefined|NaN)\b.{0,40}/);
    check(!m, `the page shows "${m && m[1]}" ${when}: ...${m && m[0]}...`);
  }
}

const started = Date.now();
await browserTest('play', async ({ tmp, serve, launch }) => {
  const save = join(tmp, 'campaign.sav'), replay = join(tmp, 'scenario.replay');
  const { url, origin: base, token, state: apiState } = await serve(['--save', save, '--replay-out', replay]);
  check(token && token.length >= 16, 'the address carries a token');
  check((await fetch(`${base}/api/state`)).status === 401, 'the API refuses a request without the token');

  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${url}&speed=2`);

  const clicked = [];  // the keys answered, in order
  const waitAnswered = async (version) => {
    await page.waitForFunction((v) => document.body.dataset.version !== String(v) && document.body.dataset.busy !== '1',
      version, { timeout: 15000 });
  };

  // The class, chosen on its card.
  await page.waitForSelector('.choice[data-class="bruiser"]');
  let s = await apiState();
  await page.click('.choice[data-class="bruiser"]');
  await waitAnswered(s.version);

  const dist = (a, b) => (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2;
  // Where the page draws an option: its hex, an area's hex on the first figure it hits, a target.
  const anchorOf = (o, board) => o.hex || (o.area && o.hit_figures && o.hit_figures.length ? board.figures[o.hit_figures[0]].hex : null)
    || (o.area && o.area[0]) || (o.figure !== undefined ? board.figures[o.figure].hex : null);
  let negated = false, reloaded = false, desktopShot = false, phoneShot = false, steps = 0;
  const counts = {};

  for (;;) {
    s = await apiState();
    if (!s.decision || s.decision.scope !== 'scenario') break;
    check(++steps < 1500, 'the scenario ends within 1500 answers');
    const d = s.decision, b = s.board;
    counts[d.kind] = (counts[d.kind] || 0) + 1;
    const foes = b.figures.filter((f) => f.kind === 'monster' && f.alive);
    const me = b.figures[0];
    // A plain player: play cards, walk to the nearest monster, hit the first target, take the bonus.
    let o = d.options[0];
    if (d.kind === 'MoveDestination' && foes.length) {
      const near = (h) => Math.min(...foes.map((f) => dist(h, f.hex)));
      o = d.options.reduce((best, x) => (x.hex && near(x.hex) < (best.hex ? near(best.hex) : near(me.hex)) ? x : best), d.options[0]);
    } else if (d.kind === 'PlaceArea') {
      o = d.options.reduce((best, x) => ((x.hit_figures || []).length > (best.hit_figures || []).length ? x : best), d.options[0]);
    } else if (d.kind === 'NegateDamage') {
      o = d.options.find((x) => !negated && x.negate && x.negate !== 'dismiss_first') || d.options.find((x) => !x.negate) || o;
      if (o.negate) negated = true;
    } else if (['PerformAbility', 'UseEffects', 'ConsumeElement', 'LongRestHeal', 'RecoverItems'].includes(d.kind)) {
      o = d.options.find((x) => x.accepts) || o;
    } else if (d.kind === 'ChooseTarget') {
      o = d.options.find((x) => x.figure !== undefined) || o;
    }

    if (!desktopShot && d.kind === 'MoveDestination' && d.options.length > 3 && anchorOf(o, b)) {
      // Pointing at a hex shows the path the move would take.
      await page.hover(`[data-anchor="${anchorOf(o, b).q},${anchorOf(o, b).r}"]`);
      await page.screenshot({ path: join(shots, 'web-desktop.png') });
      desktopShot = true;
    }
    if (!phoneShot && d.kind === 'SelectCards' && b.round >= 2) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: join(shots, 'web-phone.png'), fullPage: false });
      await page.setViewportSize({ width: 1280, height: 720 });
      phoneShot = true;
    }

    // Click where the option acts.
    const sel = (k) => `[data-key=${JSON.stringify(k)}]`;
    if (d.kind === 'SelectCards' && o.card !== undefined) {
      await page.click(`.card[data-pile="hand"][data-slot="${o.card}"]`);
      await page.click(`.card[data-pile="hand"][data-slot="${o.card2}"]`);
      await page.click('#confirm');
    } else if (d.kind === 'ChooseAction' && o.card !== undefined) {
      const half = `.card[data-slot="${o.card}"] .half[data-half="${o.top ? 'top' : 'bottom'}"]`;
      // The corner of the half, away from its "basic" button.
      if (o.basic) await page.click(`${half} button.basic`);
      else await page.click(half, { position: { x: 4, y: 4 } });
    } else if (['MoveDestination', 'ChooseTarget', 'PlaceArea', 'ForcedMove', 'MonsterChoice'].includes(d.kind) && anchorOf(o, b)) {
      const a = anchorOf(o, b);
      const anchor = page.locator(`[data-anchor="${a.q},${a.r}"]`);
      const keys = (await anchor.getAttribute('data-keys')).split('|');
      const i = keys.indexOf(o.key);
      check(i >= 0, `the map shows option ${o.key} at ${a.q},${a.r}`);
      if (keys.length === 1) await anchor.click();
      else {
        for (let n = 0; n <= i; n++) await anchor.click();
        await page.click('#confirm');
      }
    } else if (d.kind === 'ShortRest' && d.options.indexOf(o) < 9) {
      // The option list's keyboard shortcuts: 1-9.
      await page.keyboard.press(String(d.options.indexOf(o) + 1));
      counts.keyboard = (counts.keyboard || 0) + 1;
    } else {
      await page.click(`#options button${sel(o.key)}`);
    }
    await waitAnswered(s.version);
    clicked.push(o.key);
    await checkNoMissingValues(page, `after answer ${clicked.length} (${d.kind})`);

    if (!reloaded && clicked.length === 20) {
      // Reloading the page mid-scenario shows the same game and its log; play goes on.
      const before = await apiState();
      await page.reload();
      await page.waitForFunction((v) => document.body.dataset.version === String(v), before.version);
      const logLines = await page.locator('#log li').count();
      check(logLines >= 10, `the log is shown again after a reload (${logLines} lines)`);
      reloaded = true;
    }
  }

  // The end as the page shows it.
  s = await apiState();
  check(s.scenario_over, 'scenario 1 ended');
  await page.waitForSelector('#banner[data-outcome]');
  const outcome = await page.getAttribute('#banner', 'data-outcome');
  const hash = await page.getAttribute('#banner', 'data-hash');
  await page.screenshot({ path: join(shots, 'web-end.png') });
  check(negated, 'a damage negation was clicked');
  check(counts.keyboard > 0, 'an answer was given with a keyboard shortcut');
  check(reloaded && desktopShot && phoneShot, 'reloaded and took both screenshots');
  check(errors.length === 0, `no script errors on the page: ${errors.join('; ')}`);

  // The same seed and answers, played by the engine.
  const steps_in_file = readFileSync(replay, 'utf8').split('\n').filter((l) => l.startsWith('step ')).map((l) => l.split(' ').slice(2).join(' '));
  check(JSON.stringify(steps_in_file) === JSON.stringify(clicked), `the replay holds exactly the answers clicked: ${steps_in_file.length} in the file, ${clicked.length} clicked; first difference at ${steps_in_file.findIndex((k, i) => k !== clicked[i])}: ${steps_in_file.find((k, i) => k !== clicked[i])}`);
  const out = execFileSync(bnb, ['replay', replay], { encoding: 'utf8' });
  const m = out.match(/(won|lost) after (\d+) rounds, final hash ([0-9a-f]+) \(matches\)/);
  check(m, `bnb replay matches: ${out}`);
  check(m[1] === outcome, `outcome: page ${outcome}, engine ${m[1]}`);
  check(m[3] === hash, `final state: page ${hash}, engine ${m[3]}`);
  console.log(`scenario 1 ${outcome} after ${m[2]} rounds in ${clicked.length} clicks-answers (${((Date.now() - started) / 1000).toFixed(1)} s); kinds: ${JSON.stringify(counts)}`);
});
