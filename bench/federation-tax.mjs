#!/usr/bin/env node
// Issue 18 item 4b: the federation tax. The storefront as we ship it (the shell plus the
// mf-storefront remote, Module Federation) against the same sources built once as one plain
// webpack build without federation (federation-tax/webpack.plain.cjs: the shell's own production
// config minus the ModuleFederationPlugin, the storefront imported directly), on the same pages of
// the same database, served by the same API server code (server rendering on for both):
//   bytes: the JavaScript a first visit to each page downloads, gzip level 9 (as first-page-js.mjs
//          measures it); target: federated <= plain + 15%;
//   LCP:   Lighthouse mobile largest contentful paint (as lighthouse.mjs measures it), median of
//          --runs, the two servers alternating; target: federated <= plain + 10%.
//
//   node bench/federation-tax.mjs [--db=URL] [--runs=3] [--only=home,product] [--no-build]
//                                 [--out=DIR] [--ports=3346,3347] [--json=FILE]
//
// Needs `npm run build` first (the federated build, and shell/dist-server for the plain one) and
// Chromium (/usr/bin/chromium, or CHROMIUM_PATH). The plain build goes to DIR/shell/dist (default
// $TMPDIR/federation-tax); DIR also gets links to api/ and the remotes, and serves as the second
// server's STATIC_ROOT.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root } from './api-deps.mjs';
import { parseArgs } from './args.mjs';
import { storefrontPages } from './lib/storefront-pages.mjs';
import { log, median } from './stats.mjs';

const argv = parseArgs();
const DB = argv.db ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/market_large_bench';
const RUNS = Number(argv.runs ?? 3);
const OUT = path.resolve(argv.out ?? path.join(os.tmpdir(), 'federation-tax'));
const [PORT_FED, PORT_PLAIN] = (argv.ports ?? '3346,3347').split(',').map(Number);
const ONLY = argv.only?.split(',');
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('@playwright/test');
const children = [];

function run(command, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...opts });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')}: exit ${code}`))));
  });
}

async function startServer(port, staticRoot) {
  const env = {
    ...process.env,
    DATABASE_URL: DB,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED: '0',
    DEMO_MODE: '1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...(staticRoot ? { STATIC_ROOT: staticRoot } : {}),
  };
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'api/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return base;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server on ${port} did not start`);
}

/** First visit: every script the page downloads (gzip -9), and whether it ran without errors. */
async function firstPageBytes(browser, url) {
  const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
  const scripts = [];
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // A guest's session check answers 401, which the browser reports as a failed resource: expected.
  page.on('console', (m) => m.type() === 'error' && !/status of 401/.test(m.text()) && errors.push(m.text()));
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: res.url(), gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const state = await page.evaluate(() => ({
    hydration: document.documentElement.dataset.hydration ?? null,
    rootChildren: document.getElementById('root')?.childElementCount ?? 0,
  }));
  await page.close();
  return { bytes: scripts.reduce((s, x) => s + x.gzip, 0), files: scripts.length, errors, ...state };
}

async function lcp(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...FLAGS] });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    return { lcp: lhr.audits['largest-contentful-paint'].numericValue, score: Math.round(lhr.categories.performance.score * 100) };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  const plainDist = path.join(OUT, 'shell', 'dist');
  if (argv['no-build'] === undefined) {
    log(`building the plain (federation-free) bundle into ${plainDist}`);
    rmSync(plainDist, { recursive: true, force: true });
    await run(process.execPath, [
      '--no-deprecation',
      path.join(root, 'shell/node_modules/webpack/bin/webpack.js'),
      '--mode',
      'production',
      '--stats',
      'errors-warnings',
      '-c',
      'bench/federation-tax/webpack.plain.cjs',
      '--env',
      `out=${plainDist}`,
    ]);
  }
  // The plain server's static root: its own shell/dist, everything else the repository's.
  mkdirSync(OUT, { recursive: true });
  for (const dir of ['api', 'packages', 'mf-storefront', 'mf-catalog-admin', 'mf-ops-admin', 'mf-system-admin']) {
    const link = path.join(OUT, dir);
    if (!existsSync(link)) symlinkSync(path.join(root, dir), link);
  }
  const fed = await startServer(PORT_FED);
  const plain = await startServer(PORT_PLAIN, OUT);
  const servers = [
    ['federated', fed],
    ['plain', plain],
  ];
  const pages = (await storefrontPages(fed)).filter(([label]) => !ONLY || ONLY.includes(label));
  const loadAtStart = os.loadavg();
  log(`${pages.length} pages; federated ${fed}, plain ${plain}; load ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}`);

  const result = { when: new Date().toISOString(), db: DB, runs: RUNS, loadAtStart, pages: {} };
  const browser = await chromium.launch({ executablePath: chromePath, args: FLAGS });
  try {
    for (const [label, p] of pages) {
      const entry = (result.pages[label] = { path: p });
      for (const [name, base] of servers) {
        // Twice; the second (a warm server, a fresh browser context) counts.
        await firstPageBytes(browser, base + p);
        entry[name] = await firstPageBytes(browser, base + p);
        const e = entry[name];
        log(
          `  ${label} ${name}: ${(e.bytes / 1024).toFixed(1)} KB gzip in ${e.files} files${e.hydration ? `, hydration ${e.hydration}` : ''}${e.errors.length ? `, ERRORS: ${e.errors.slice(0, 3).join(' | ')}` : ''}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  for (const [label, p] of pages) {
    const entry = result.pages[label];
    for (const [name] of servers) entry[name].lcpRuns = [];
    for (let i = 0; i < RUNS; i++) {
      for (const [name, base] of i % 2 ? [...servers].reverse() : servers) entry[name].lcpRuns.push(await lcp(base + p));
    }
    // Lighthouse reports no LCP now and then on a loaded machine (NO_LCP): the median of the runs that have one.
    for (const [name] of servers) entry[name].lcp = median(entry[name].lcpRuns.map((r) => r.lcp).filter(Number.isFinite));
    log(`  ${label}: LCP federated ${entry.federated.lcp.toFixed(0)} ms, plain ${entry.plain.lcp.toFixed(0)} ms`);
  }
  result.loadAtEnd = os.loadavg();

  const pct = (a, b) => `${a >= b ? '+' : ''}${((a / b - 1) * 100).toFixed(1)}%`;
  const lines = [
    '',
    `federation-tax: ${pages.length} storefront pages, ${DB.replace(/\/\/[^@]*@/, '//')}, Lighthouse ${RUNS}x alternating, load ${loadAtStart.map((l) => l.toFixed(2)).join(' ')} -> ${result.loadAtEnd.map((l) => l.toFixed(2)).join(' ')}`,
    '| page | JS federated KB | JS plain KB | bytes tax (<= 15%) | files fed / plain | LCP federated ms | LCP plain ms | LCP tax (<= 10%) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [label, e] of Object.entries(result.pages)) {
    const f = e.federated;
    const p = e.plain;
    lines.push(
      `| ${label} | ${(f.bytes / 1024).toFixed(1)} | ${(p.bytes / 1024).toFixed(1)} | ${pct(f.bytes, p.bytes)} | ${f.files} / ${p.files} | ${f.lcp.toFixed(0)} | ${p.lcp.toFixed(0)} | ${pct(f.lcp, p.lcp)} |${f.errors.length || p.errors.length ? ' errors' : ''}`,
    );
  }
  const all = Object.values(result.pages);
  const sum = (k, s) => all.reduce((n, e) => n + e[s][k], 0);
  lines.push(
    `| all pages | ${(sum('bytes', 'federated') / 1024).toFixed(1)} | ${(sum('bytes', 'plain') / 1024).toFixed(1)} | ${pct(sum('bytes', 'federated'), sum('bytes', 'plain'))} | | ${sum('lcp', 'federated').toFixed(0)} | ${sum('lcp', 'plain').toFixed(0)} | ${pct(sum('lcp', 'federated'), sum('lcp', 'plain'))} |`,
  );
  console.log(lines.join('\n'));
  if (argv.json) writeFileSync(argv.json, JSON.stringify(result, null, 2));
}

try {
  await main();
} finally {
  for (const c of children) c.kill('SIGTERM');
}
