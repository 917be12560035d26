// npm run bench:web — the web app's two budgets, measured in one run:
// 1. initial JS: the build's entry script plus every modulepreload in dist/index.html, gzipped (level 9),
//    against the 150 kB budget (pages are lazy-loaded, so route chunks are not in it);
// 2. with TVMSCAN_WEB_URL set (a running tvmscan serving this build): Lighthouse's desktop preset in the
//    local Chromium on the main page and a transaction page; LCP against the 1.5 s budget.
// `-- --no-build` measures dist/ as it is: the server lists the build's files when it starts, so
// build first (`npm run build -w apps/web`), start the server, then measure that same build.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { build } from 'vite';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webDir, 'dist');
const INITIAL_JS_BUDGET = 150 * 1024;
const LCP_BUDGET_MS = 1500;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const gzipped = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length;

async function measureBundle(): Promise<boolean> {
  if (!process.argv.includes('--no-build')) await build({ root: webDir, logLevel: 'warn' });
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const initialBytes = initial.reduce((sum, file) => sum + gzipped(join(dist, file)), 0);
  const allJs = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const allBytes = allJs.reduce((sum, file) => sum + gzipped(join(dist, 'assets', file)), 0);
  console.log(`initial JS (entry + ${initial.length - 1} preloads, gzip -9): ${kB(initialBytes)}`);
  console.log(`  budget ${kB(INITIAL_JS_BUDGET)}, ratio ${(initialBytes / INITIAL_JS_BUDGET).toFixed(2)}`);
  console.log(`all JS chunks (${allJs.length}, gzip -9): ${kB(allBytes)}`);
  return initialBytes <= INITIAL_JS_BUDGET;
}

async function firstTransactionHash(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/explorer/transactions/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ limit: 1 }),
  });
  const body = (await response.json()) as { transactions: { hash: string }[] };
  if (!body.transactions[0]) throw new Error('no transactions indexed: cannot measure a transaction page');
  return body.transactions[0].hash;
}

async function measureLcp(baseUrl: string): Promise<boolean> {
  const pages = {
    main: `${baseUrl}/`,
    transaction: `${baseUrl}/transactions/${await firstTransactionHash(baseUrl)}`,
  };
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  let ok = true;
  try {
    for (const [name, url] of Object.entries(pages)) {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        desktopConfig,
      );
      const audits = result?.lhr.audits;
      const lcp = audits?.['largest-contentful-paint']?.numericValue;
      const fcp = audits?.['first-contentful-paint']?.numericValue;
      const score = result?.lhr.categories.performance?.score;
      if (lcp === undefined) throw new Error(`${name}: Lighthouse reported no LCP`);
      console.log(
        `${name} page (Lighthouse desktop): LCP ${(lcp / 1000).toFixed(2)} s, FCP ${((fcp ?? 0) / 1000).toFixed(2)} s, ` +
          `performance ${Math.round((score ?? 0) * 100)}; budget ${LCP_BUDGET_MS / 1000} s, ratio ${(lcp / LCP_BUDGET_MS).toFixed(2)}`,
      );
      ok &&= lcp <= LCP_BUDGET_MS;
    }
  } finally {
    chrome.kill();
  }
  return ok;
}

const bundleOk = await measureBundle();
const baseUrl = process.env.TVMSCAN_WEB_URL?.replace(/\/$/, '');
const lcpOk = baseUrl ? await measureLcp(baseUrl) : true;
if (!baseUrl) console.log('LCP: skipped (set TVMSCAN_WEB_URL to a running tvmscan serving this build)');
process.exitCode = bundleOk && lcpOk ? 0 : 1;
