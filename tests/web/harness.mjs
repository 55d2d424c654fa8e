// What the browser tests of `bnb serve` share: where the program, Chromium and the screenshots are,
// the skip when Chromium or the npm package is missing, a server started on a free port, and the
// frame of a test (browserTest: its scratch folder, its result line, what it leaves to clean up).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const chromiumPath = process.env.CHROMIUM || '/usr/bin/chromium';
export const bnb = process.env.BNB_BINARY || join(root, 'build/bnb');
export const shots = process.env.BNB_SCREENSHOTS || join(root, 'docs');
const SKIP = 77;  // ctest's SKIP_RETURN_CODE for these tests

// Playwright's Chromium driver; exits as skipped when Chromium or tests/web/node_modules is missing.
export async function loadChromium() {
  if (!existsSync(chromiumPath)) { console.log(`skipped: no Chromium at ${chromiumPath}`); process.exit(SKIP); }
  try {
    return (await import('playwright-core')).chromium;
  } catch {
    console.log('skipped: tests/web/node_modules is missing (tools/dev.sh web-test installs it)');
    process.exit(SKIP);
  }
}

export const check = (ok, msg) => { if (!ok) throw new Error(msg); };

// The option of state `st`'s question that the server's hint (the search bot) marks best, or null:
// the browser tests that must win play it.
export async function hintedOption(origin, headers, st) {
  const res = await (await fetch(`${origin}/api/hint`, { method: 'POST', headers, body: JSON.stringify({ version: st.version }) })).json();
  const best = res.hint && res.hint.options.find((x) => x.best);
  return best ? st.decision.options.find((x) => x.key === best.key) : null;
}

// `bnb serve --port 0 ARGS...`: the process at once (to kill it in any case), and the address with
// its token once the server prints it.
export function startServe(args) {
  const server = spawn(bnb, ['serve', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const address = new Promise((ok, no) => {
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/Open (http:\/\/\S+)/);
      if (m) ok(m[1]);
    });
    server.on('exit', (code) => no(new Error(`bnb serve exited (${code}) before printing its address`)));
    setTimeout(() => no(new Error('bnb serve printed no address in 20 s')), 20000);
  });
  address.catch(() => {});  // awaited by the test; a rejection it never reaches is not an error
  return { server, address };
}

// One browser test: body({ tmp, serve, launch }) runs with a scratch folder `tmp`; serve(args)
// starts `bnb serve` and resolves to its { url, origin, token, headers, state() } (state() reads
// /api/state); launch() starts headless Chromium. Prints the result line ("1 passed, 0 failed"),
// sets the exit code on a failure, and closes the browser, stops the servers and removes `tmp` in
// any case. Exits as skipped (77) when Chromium or the npm package is missing.
export async function browserTest(name, body) {
  const chromium = await loadChromium();
  const tmp = mkdtempSync(join(tmpdir(), `bnb-web-${name}-`));
  const servers = [];
  let browser;
  const serve = async (args) => {
    const { server, address } = startServe(args);
    servers.push(server);
    const url = await address;
    const { origin, searchParams } = new URL(url);
    const token = searchParams.get('token');
    const headers = { 'X-Bnb-Token': token };
    return { url, origin, token, headers, state: async () => (await fetch(`${origin}/api/state`, { headers })).json() };
  };
  const launch = async () => (browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox'] }));
  try {
    await body({ tmp, serve, launch });
    console.log('1 passed, 0 failed');
  } catch (e) {
    console.error(e.stack || String(e));
    console.log('0 passed, 1 failed');
    process.exitCode = 1;
  } finally {
    if (browser) await browser.close();
    for (const server of servers) server.kill();
    rmSync(tmp, { recursive: true, force: true });
  }
}

// The words of `text` the pseudo-language (qps) left plain, a word that bypassed a catalogue:
// every run of three or more unaccented Latin letters, but content ids ("bandit-guard", as the
// look-ups name a monster for `bnb show`) and the words `allowed` (the game's title, key names).
export function plainWords(text, allowed = new Set()) {
  const words = text.replace(/(?<![\p{L}])[a-z0-9]+(?:-[a-z0-9]+)+(?![\p{L}])/gu, '').match(/(?<![\p{L}])[A-Za-z]{3,}(?![\p{L}])/gu) || [];
  return words.filter((w) => !allowed.has(w));
}

// axe-core (tests/web/node_modules) run on the page as it is now: the serious and critical
// violations, each as "rule: what (where)"; [] when there are none.
export async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object')))
    await page.addScriptTag({ path: join(root, 'tests/web/node_modules/axe-core/axe.min.js') });
  const result = await page.evaluate(async () => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

// The texts of the legend, the cards, the options and the story that do not fit: each one that
// reaches past the page's width or past its own box (text cut off), or a legend's entry covered, as "selector: why". [] when
// all fit.
export async function overflowingTexts(page) {
  return page.evaluate(() => {
    const out = [];
    const width = document.documentElement.clientWidth;
    const modal = !!document.querySelector('dialog[open]');  // a panel over the page covers it all
    const sel = '#legend > *, #legend-figures > *, .card, .card .head > *, .card .act, #options button, #story p, #hero *';
    for (const e of document.querySelectorAll(sel)) {
      const r = e.getBoundingClientRect();
      if (!r.width || e.closest('[hidden]')) continue;
      const name = `${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''}${e.className && typeof e.className === 'string' ? '.' + e.className.trim().split(/\s+/).join('.') : ''} "${e.textContent.trim().slice(0, 30)}"`;
      if (r.left < -0.5 || r.right > width + 0.5) out.push(`${name}: from ${Math.round(r.left)} to ${Math.round(r.right)} px, the page is ${width} px wide`);
      else if (e.closest('#legend') && !modal && r.bottom <= innerHeight && r.top >= 0) {
        // Its end is seen: what the page shows there is the entry itself (not a button over it).
        const over = document.elementFromPoint(r.right - 3, r.top + r.height / 2);
        if (!e.contains(over)) out.push(`${name}: its end is covered by ${over ? over.id || over.tagName : 'nothing'}`);
      }
      else if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible') out.push(`${name}: its text is cut off (${e.scrollWidth} > ${e.clientWidth} px)`);
    }
    return out;
  });
}
