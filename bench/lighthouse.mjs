#!/usr/bin/env node
// Lighthouse mobile performance (issue 4: >= 95 on /, /categories and a product page, median of
// 5 runs) against a running production server, with Debian's Chromium. Usage:
//   node bench/lighthouse.mjs [BASE_URL=http://localhost:3000] [--runs=5]
// The product page is the first product the listing API returns.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const args = process.argv.slice(2);
const base = (args.find((a) => !a.startsWith('--')) ?? 'http://localhost:3000').replace(/\/$/, '');
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const product = await fetch(`${base}/api/products?limit=1`).then((r) => r.json());
const pages = [
  ['/', `${base}/`],
  ['/categories', `${base}/categories`],
  ['/products/{id}', `${base}/products/${product.items[0].id}`],
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

const rows = [];
for (const [label, url] of pages) {
  const scores = [];
  const metrics = { fcp: [], lcp: [], tbt: [], cls: [], si: [] };
  for (let i = 0; i < runs; i += 1) {
    // A fresh browser per run: no warm cache, as a first visit.
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      scores.push(Math.round(lhr.categories.performance.score * 100));
      metrics.fcp.push(lhr.audits['first-contentful-paint'].numericValue);
      metrics.lcp.push(lhr.audits['largest-contentful-paint'].numericValue);
      metrics.tbt.push(lhr.audits['total-blocking-time'].numericValue);
      metrics.cls.push(lhr.audits['cumulative-layout-shift'].numericValue);
      metrics.si.push(lhr.audits['speed-index'].numericValue);
    } finally {
      await chrome.kill();
    }
  }
  rows.push({
    page: label,
    'median score': median(scores),
    runs: scores.join(' '),
    'FCP ms': Math.round(median(metrics.fcp)),
    'LCP ms': Math.round(median(metrics.lcp)),
    'TBT ms': Math.round(median(metrics.tbt)),
    CLS: median(metrics.cls).toFixed(3),
    'SI ms': Math.round(median(metrics.si)),
  });
  console.log(`${label}: ${scores.join(', ')}`);
}
console.log(`\nLighthouse ${runs}x, mobile (simulated slow 4G, 4x CPU), performance only — target >= 95`);
console.table(rows);
