#!/usr/bin/env node
// The JavaScript a shopper's first storefront page needs (DESIGN 5: <= 200 KB gzip including the
// shell, the federation runtime and shared libraries; only the storefront's remote entry fetched
// before first paint). Usage, against a running server:
//   node bench/first-page-js.mjs http://localhost:3000        every storefront page (issue 17)
//   node bench/first-page-js.mjs http://localhost:3000/x [URL ...]   the pages named
// Exits 1 when a page is over the budget.
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storefrontPages } from './lib/storefront-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('@playwright/test');
const args = process.argv.slice(2).length ? process.argv.slice(2) : ['http://localhost:3000'];
// A bare origin means every storefront page of that server.
const urls =
  args.length === 1 && new URL(args[0]).pathname === '/' && !args[0].endsWith('/')
    ? (await storefrontPages(args[0])).map(([, p]) => `${args[0]}${p}`)
    : args;
const BUDGET = 200 * 1024;
const summary = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const url of urls) {
  const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: res.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const entries = performance.getEntriesByType('resource').map((e) => ({ name: e.name, end: e.responseEnd }));
    return { fcp, entries };
  });
  const total = scripts.reduce((s, x) => s + x.gzip, 0);
  const remoteEntriesBeforePaint = timing.entries
    .filter((e) => /\/mf\/[^/]+\/(remoteEntry\.js|mf-manifest\.json)$/.test(e.name) && (timing.fcp == null || e.end <= timing.fcp))
    .map((e) => new URL(e.name).pathname);
  console.log(`\n${url}`);
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${new URL(s.url).pathname}`);
  console.log(
    `  total JS: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files (budget 200 KB: ${total <= 200 * 1024 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `  first contentful paint: ${timing.fcp?.toFixed(0)} ms; remote entries before it: ${remoteEntriesBeforePaint.join(', ') || 'none'}`,
  );
  summary.push({
    page: new URL(url).pathname + new URL(url).search,
    'KB gzip': Number((total / 1024).toFixed(1)),
    files: scripts.length,
    budget: total <= BUDGET ? 'met' : 'NOT met',
  });
  await page.close();
}
await browser.close();
if (summary.length > 1) console.table(summary);
if (summary.some((s) => s.budget !== 'met')) process.exitCode = 1;
