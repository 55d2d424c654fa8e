// Undo, the hint and the review in `bnb serve`'s page, in headless Chromium: the Hint button writes
// each estimated option's chance beside it and marks the best without changing the game; Ctrl-Z
// (with free undo ticked) and the Undo button take back an answer, and the save keeps only the
// answers that stand; once the scenario is over the Review button lists the review's summary.
// Saves a screenshot of the hint (web-hint.png) next to the others.
//
//   BNB_BINARY=build/bnb node tests/web/undo_hint_review.test.mjs
// Exits 77 (skipped) when Chromium or tests/web/node_modules is missing: `tools/dev.sh web-test`
// installs both.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { browserTest, check, shots } from './harness.mjs';

await browserTest('undo', async ({ tmp, serve, launch }) => {
  const save = join(tmp, 'campaign.sav');
  const { url, origin: base, headers, state: apiState } =
    await serve(['--save', save, '--hint-futures', '64', '--review-futures', '8', '--jobs', '1']);
  const post = async (path, body) => (await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json();
  const savedAnswers = () => (readFileSync(save, 'utf8').match(/^answer /gm) || []).length;

  // The class, then answers until a move with several destinations.
  let s = await apiState();
  s = await post('/api/answer', { key: s.decision.options.find((o) => o.key.includes('bruiser'))?.key || 'bruiser', version: s.version });
  while (s.decision && !(s.decision.kind === 'MoveDestination' && s.decision.options.length > 3))
    s = await post('/api/answer', { key: s.decision.options[0].key, version: s.version });
  check(s.decision, 'a move to choose');

  const browser = await launch();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${url}&speed=2`);
  await page.waitForSelector('#options button[data-key]');

  // The hint: chances beside the options, the best marked, nothing changed.
  const before = await apiState();
  const saveBefore = readFileSync(save, 'utf8');
  await page.click('#hint');
  await page.waitForFunction(() => document.body.dataset.hint !== undefined, null, { timeout: 60000 });
  const chances = await page.locator('#options button .chance').allTextContents();
  check(chances.length === s.decision.options.length, `every option button says its chance or that it was not estimated (${chances.length})`);
  check(chances.some((t) => /\d+% \(\d+–\d+%\)/.test(t)), `chances with intervals: ${chances.slice(0, 3).join(' | ')}`);
  check(await page.locator('#options button.best').count() === 1, 'one option is marked best');
  await page.screenshot({ path: join(shots, 'web-hint.png') });
  const after = await apiState();
  check(after.version === before.version && after.answers === before.answers, 'the hint changed nothing in the game');
  check(readFileSync(save, 'utf8') === saveBefore, 'the hint left the save as it was');

  // Answer on the page, then take it back with Ctrl-Z (free undo: the move may have revealed a roll).
  const answers = after.answers, saved = savedAnswers();
  await page.click('#options button[data-key]:nth-child(2)');
  await page.waitForFunction((n) => document.body.dataset.busy !== '1' && Number(document.body.dataset.version) > n, after.version);
  check((await apiState()).answers === answers + 1, 'the click answered');
  await page.check('#undo-free');
  await page.keyboard.press('Control+z');
  await page.waitForFunction(() => /Took back|Honest/.test(document.getElementById('tools-note').textContent));
  const undone = await apiState();
  check(undone.answers === answers, `Ctrl-Z took the answer back (${undone.answers} answers, ${answers} before)`);
  check(savedAnswers() === saved, 'the save keeps only the answers that stand');
  check(JSON.stringify(undone.decision.options.map((o) => o.key)) === JSON.stringify(after.decision.options.map((o) => o.key)),
    'the same question is asked again');
  // The Undo button does the same.
  await page.click('#options button[data-key]:nth-child(1)');
  await page.waitForFunction(() => document.body.dataset.busy !== '1');
  await page.waitForFunction((n) => Number(document.body.dataset.version) > n, undone.version);
  const v = Number(await page.evaluate(() => document.body.dataset.version));
  await page.click('#undo');
  await page.waitForFunction((n) => Number(document.body.dataset.version) > n, v);
  check((await apiState()).answers === answers, 'the Undo button took the answer back');

  // Play the scenario out, then review it.
  s = await apiState();
  for (let n = 0; s.decision && s.decision.scope === 'scenario' && n < 3000; ++n)
    s = await post('/api/answer', { key: s.decision.options[0].key, version: s.version });
  check(s.scenario_over, 'the scenario is over');
  await page.reload();
  await page.waitForSelector('#review:not([hidden])');
  await page.click('#review');
  await page.waitForSelector('#review-progress, #review-summary');
  await page.waitForSelector('#review-summary', { timeout: 240000 });
  const summary = await page.textContent('#review-summary');
  check(/^Reviewed \d+ decisions of \d+ answers: \d+ clear mistakes?/.test(summary), `the review's summary: ${summary}`);
  const mistakes = await page.locator('#review-box .mistake').count();
  check(summary.includes(`${mistakes} clear mistake`), `one entry per mistake (${mistakes})`);
  if (mistakes) {
    // The map as it stood before the first one, and back.
    await page.click('#review-box .mistake .show-board');
    const answer = await page.locator('#review-box .mistake').first().getAttribute('data-answer');
    check(await page.evaluate(() => document.body.dataset.reviewBoard) === answer, 'the map shows the board before that answer');
    check(await page.locator('#map .figure').count() > 0, 'with its figures');
    await page.click('#review-box .mistake .show-board');
    check(await page.evaluate(() => document.body.dataset.reviewBoard) === '', 'and the present again');
  }
  check(errors.length === 0, `no script errors on the page: ${errors.join('; ')}`);
  console.log(`hint: ${chances.length} options; undo: back to ${answers} answers; ${summary}`);
});
