// What the browser tests of `bnb serve` share: where the program, Chromium and the screenshots are,
// the skip when Chromium or the npm package is missing, and a server started on a free port.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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
