/**
 * `npm run bench:web`: Lighthouse on the storefront's pages, mobile (Lighthouse's default: a mid-range phone on a
 * slow 4G, simulated) and desktop, the median of `--runs` runs of each, against the built server on fresh demo
 * data. Prints one table; docs/performance.md keeps its figures with the day they were taken.
 *
 *   npm run bench:web                      # every page, 3 runs each
 *   npm run bench:web -- --runs 1 --pages home,search
 *   npm run bench:web -- --runs 1 --pages home --details   # also each run's layout shifts and LCP element
 *   npm run bench:web -- --runs 1 --pages home --save /tmp/lh   # keep each run's Lighthouse report (JSON)
 *   npm run bench:web -- --mobile-only     # skip the desktop runs
 *
 * Lighthouse 12.2.3 is the last line that runs on Node 20; src/web/trace-engine-fix.mjs (registered by
 * web-run.mjs before Lighthouse loads) mends its trace engine for Debian's current Chromium.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { signIn, startBenchServer } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
};
const runs = Number(arg('runs', '3'));
const port = Number(arg('port', '3600'));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

interface Page {
  name: string;
  /** The address under the server; `dealer` pages are opened signed in as the demo dealer 120.01.001. */
  url: (ids: Ids) => string;
  dealer?: boolean;
}
interface Ids {
  category: number;
  product: number;
  order: number;
}

const PAGES: Page[] = [
  { name: 'home', url: () => '/spa' },
  { name: 'login', url: () => '/spa/login' },
  { name: 'category', url: (ids) => `/spa/catalog/${ids.category}` },
  { name: 'search', url: () => '/spa/search?q=kablo' },
  { name: 'product', url: (ids) => `/spa/product/${ids.product}` },
  { name: 'dealer home', url: () => '/spa', dealer: true },
  { name: 'basket', url: () => '/spa/basket', dealer: true },
  { name: 'checkout', url: (ids) => `/spa/checkout/${ids.order}`, dealer: true },
  { name: 'statement', url: () => '/spa/report/hesapekstresi', dealer: true },
  { name: 'quick order', url: () => '/spa/quick-order', dealer: true },
  { name: 'payment', url: () => '/spa/payment', dealer: true },
];

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  cssKb: number;
  fontKb: number;
}

function figuresOf(lhr: Result): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items = (
    lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const kb = (type: string) =>
    Math.round(
      (items ?? []).filter((i) => i.resourceType === type).reduce((n, i) => n + (i.transferSize ?? 0), 0) / 1024,
    );
  if (process.argv.includes('--details')) {
    const shifts = (
      lhr.audits['layout-shifts']?.details as { items?: { node?: { selector?: string }; score?: number }[] }
    )?.items;
    for (const item of shifts ?? []) console.log(`  shift ${item.score?.toFixed(3)} ${item.node?.selector ?? '?'}`);
    const lcp = (
      lhr.audits['largest-contentful-paint-element']?.details as {
        items?: { items?: { node?: { selector?: string } }[] }[];
      }
    )?.items?.[0]?.items?.[0]?.node?.selector;
    if (lcp) console.log(`  LCP element ${lcp}`);
  }
  const errors = Object.entries(lhr.audits).filter(([, a]) => a.errorMessage);
  if (errors.length) console.error(`  audits in error: ${errors.map(([id]) => id).join(', ')}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKb: kb('Script'),
    cssKb: kb('Stylesheet'),
    fontKb: kb('Font'),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The median of each figure over the runs (each figure on its own: Lighthouse's own advice for noisy runs). */
function medianOf(all: Figures[]): Figures {
  const keys = Object.keys(all[0]!) as (keyof Figures)[];
  return Object.fromEntries(keys.map((k) => [k, median(all.map((f) => f[k]))])) as unknown as Figures;
}

async function audit(url: string, cookie: string | undefined, desktop: boolean): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
    if (!result) throw new Error(`no result for ${url}`);
    const saveDir = arg('save', '');
    if (saveDir) {
      fs.mkdirSync(saveDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${cookie ? 'dealer' : 'visitor'}-${desktop ? 'desktop' : 'mobile'}-${Date.now()}.json`;
      fs.writeFileSync(path.join(saveDir, name), JSON.stringify(result.lhr));
    }
    return figuresOf(result.lhr);
  } finally {
    chrome.kill();
  }
}

async function main() {
  const only = arg('pages', '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const pages = only.length
    ? PAGES.filter((p) => only.includes(p.name.replace(' ', '-')) || only.includes(p.name))
    : PAGES;
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-built.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('build failed');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bayi-bench-web-'));
  const server = await startBenchServer({ root, port, env: { DATA_DIR: dataDir }, stdout: 'ignore', name: 'server' });
  try {
    const cookie = await signIn(server.base, 1);
    const ids = await idsOf(server.base, cookie);
    console.log(`Lighthouse 12.2.3, ${chromePath}, median of ${runs} run(s) per page and form factor\n`);
    const header =
      '| page | perf mobile / desktop | LCP mobile | TBT mobile | CLS mobile / desktop | JS / CSS / fonts KB | a11y / bp / seo |';
    const lines = [header, '|---|---|---|---|---|---|---|'];
    for (const page of pages) {
      const url = server.base + page.url(ids);
      const session = page.dealer ? cookie : undefined;
      const mobile: Figures[] = [];
      const desktop: Figures[] = [];
      for (let i = 0; i < runs; i++) {
        mobile.push(await audit(url, session, false));
        if (!process.argv.includes('--mobile-only')) desktop.push(await audit(url, session, true));
      }
      const m = medianOf(mobile);
      const d = desktop.length ? medianOf(desktop) : { ...m, performance: NaN, cls: NaN };
      const line =
        `| ${page.name} | ${m.performance} / ${d.performance} | ${(m.lcpMs / 1000).toFixed(1)} s | ` +
        `${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} / ${d.cls.toFixed(3)} | ${m.jsKb} / ${m.cssKb} / ${m.fontKb} | ` +
        `${m.accessibility} / ${m.bestPractices} / ${m.seo} |`;
      lines.push(line);
      console.log(line);
    }
    console.log(`\n${lines.join('\n')}`);
  } finally {
    server.child.kill('SIGINT');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A category and a product of the demo catalogue, an order of the dealer placed to check out, a basket line. */
async function idsOf(base: string, cookie: string): Promise<Ids> {
  const get = async <T>(url: string) => (await (await fetch(base + url, { headers: { cookie } })).json()) as T;
  const menu = await get<{ items: { id: number }[] }>('/categorymenu/get');
  const list = await get<{ stoks: { id: number }[] }>('/product/all/?page=1');
  const product = list.stoks[0]!.id;
  const post = async (url: string, body?: unknown) => {
    const res = await fetch(base + url, {
      method: 'POST',
      headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return res;
  };
  // An order placed from the basket (Siparişi Tamamla) is the one the checkout page completes; then one line
  // more, so the basket page shows a basket.
  await post(`/basket/add/${product}?amount=1`);
  const basket = await get<{ id: number }>('/basket/');
  const placed = (await (await post('/basket/order2', { siparisId: basket.id })).json()) as {
    hasError: boolean;
    errorMessage: string | null;
    siparisId: number;
  };
  if (placed.hasError) throw new Error(`order2: ${placed.errorMessage}`);
  await post(`/basket/add/${product}?amount=1`);
  return { category: menu.items[0]!.id, product, order: placed.siparisId };
}

await main();
