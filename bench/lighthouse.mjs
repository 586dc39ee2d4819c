#!/usr/bin/env node
// Lighthouse mobile performance (issues 4 and 17: >= 95, median of 5 runs, on every storefront
// page a shopper can land on) against a running production server, with Debian's Chromium. Usage:
//   node bench/lighthouse.mjs [BASE_URL=http://localhost:3000] [--runs=5] [--against=OTHER_URL] [--only=home,product]
// The pages are bench/lib/storefront-pages.mjs's (the product and the brand are the first ones the
// API lists); the load average is printed with the table. With --against, the runs of the
// two servers (two builds on the same database) alternate, so that both see the same machine: the
// scores of a shared machine drift by several points within minutes.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { cpus, loadavg } from 'node:os';
import { storefrontPages } from './lib/storefront-pages.mjs';

const args = process.argv.slice(2);
const base = (args.find((a) => !a.startsWith('--')) ?? 'http://localhost:3000').replace(/\/$/, '');
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
const against = args
  .find((a) => a.startsWith('--against='))
  ?.slice(10)
  .replace(/\/$/, '');
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const pages = (await storefrontPages(base)).filter(([label]) => !only || only.includes(label));
const load = [];
const servers = against ? [base, against] : [base];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** One Lighthouse run in a fresh browser: no warm cache, as a first visit. */
async function measure(url) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      si: lhr.audits['speed-index'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

const rows = [];
for (const [label, path] of pages) {
  const results = servers.map(() => []);
  for (let i = 0; i < runs; i += 1) {
    for (const [s, server] of servers.entries()) results[s].push(await measure(`${server}${path}`));
    load.push(loadavg()[0]);
  }
  for (const [s, server] of servers.entries()) {
    const r = results[s];
    const m = (key) => median(r.map((x) => x[key]));
    rows.push({
      page: `${label} ${path.length > 24 ? `${path.slice(0, 22)}…` : path}`,
      ...(against ? { server } : {}),
      'median score': m('score'),
      runs: r.map((x) => x.score).join(' '),
      'FCP ms': Math.round(m('fcp')),
      'LCP ms': Math.round(m('lcp')),
      'TBT ms': Math.round(m('tbt')),
      CLS: m('cls').toFixed(3),
      'SI ms': Math.round(m('si')),
    });
  }
  console.log(`${label}: ${results.map((r) => r.map((x) => x.score).join(', ')).join(' | ')}`);
}
console.log(`\nLighthouse ${runs}x, mobile (simulated slow 4G, 4x CPU), performance only — target >= 95`);
console.log(
  `1-minute load average during the runs: ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)} (median ${median(load).toFixed(1)}) on ${cpus().length} cores`,
);
console.table(rows);
