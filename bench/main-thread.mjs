#!/usr/bin/env node
// Main-thread work after the first paint of a page, from a Chromium trace (phone viewport, touch,
// no throttling): what Lighthouse's Total Blocking Time is made of, measured as CPU time of each
// task rather than wall time, so another process on the machine barely moves it. "TBT at 4x" is
// the sum over tasks after first contentful paint of (4 x CPU time - 50 ms), as Lighthouse's 4x
// CPU slowdown would count them. Alternates the URLs given, N runs each, and prints medians.
//   node bench/main-thread.mjs [--runs=5] URL [URL ...]
// e.g. the same page on two servers (two builds on one database):
//   node bench/main-thread.mjs http://localhost:3000/categories http://localhost:3100/categories
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('@playwright/test');
const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
const urls = args.filter((a) => !a.startsWith('--'));
if (!urls.length) {
  console.error('usage: node bench/main-thread.mjs [--runs=5] URL [URL ...]');
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** One cold load of `url` in a fresh context: tasks after first contentful paint. */
async function measure(url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const main = traceEvents.find(
    (e) =>
      e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && traceEvents.some((x) => x.pid === e.pid && x.name === 'ParseHTML'),
  );
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts ?? 0;
  const result = { tbt: 0, cpu: 0, long: 0, layout: 0, script: 0 };
  for (const e of traceEvents) {
    if (e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || e.ts < fcp) continue;
    const ms = (e.tdur ?? e.dur) / 1000;
    if (e.name === 'RunTask') {
      result.cpu += ms;
      if (ms * 4 > 50) {
        result.tbt += ms * 4 - 50;
        result.long += 1;
      }
    } else if (e.name === 'Layout' || e.name === 'UpdateLayoutTree') result.layout += ms;
    else if (e.name === 'EvaluateScript' || e.name === 'FunctionCall') result.script += ms;
  }
  return result;
}

const results = urls.map(() => []);
for (let i = 0; i < runs; i += 1) for (const [u, url] of urls.entries()) results[u].push(await measure(url));
await browser.close();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.table(
  urls.map((url, u) => {
    const m = (key) => Math.round(median(results[u].map((r) => r[key])));
    return {
      url,
      'TBT at 4x (ms)': m('tbt'),
      runs: results[u].map((r) => Math.round(r.tbt)).join(' '),
      'tasks > 12.5 ms': m('long'),
      'CPU after FCP (ms)': m('cpu'),
      'script (ms)': m('script'),
      'style+layout (ms)': m('layout'),
    };
  }),
);
