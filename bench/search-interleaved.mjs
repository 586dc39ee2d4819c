#!/usr/bin/env node
// Korean search vs an indexed equality lookup (issue 4's bound: search p95 <= 2x), requests
// interleaved one by one (A, B, C, ..., A, B, C, ...) on one connection, so a burst of load on a
// shared machine lands on every case alike instead of on one 5-second phase (api-ratios.mjs
// section 3 runs each case as its own phase). The first path is the reference.
//
//   node bench/search-interleaved.mjs --base=http://127.0.0.1:3301 [--rounds=150] [--brand=SLUG] [--q=블레이저,울코트]
//
// Default queries: api-ratios.mjs's spec and issue 17 cases. Default brand: the listing of
// --brand (api-ratios picks the median brand of the large seed: yesol-room there).
import os from 'node:os';
import { parseArgs } from './args.mjs';
import { percentile } from './stats.mjs';

const argv = parseArgs();
// Several servers (--base=A,B: e.g. two versions of the code on one database) are interleaved too.
const BASES = (argv.base ?? 'http://127.0.0.1:3000').split(',');
const ROUNDS = Number(argv.rounds ?? 150);
const BRAND = argv.brand ?? 'yesol-room';
const queries = argv.q
  ? argv.q.split(',')
  : [
      '블레이저',
      'ㅂㄹㅇㅈ',
      '블레이져',
      '블레이저 오버사이즈',
      '오버사이즈블레이저',
      '블레이저 오버핏',
      '오버핏블레이저',
      '가방',
      '바지',
      '울코트',
      '블랙',
      '코트',
    ];
const cases = [
  [`brand=${BRAND} (indexed equality)`, `/api/products?${new URLSearchParams({ brand: BRAND, sort: 'popular', limit: '20' })}`],
  ...queries.map((q) => [`q=${q}`, `/api/products?${new URLSearchParams({ q, sort: 'relevance', limit: '20' })}`]),
];
const get = async (base, p) => {
  const t0 = performance.now();
  const res = await fetch(base + p);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
  return performance.now() - t0;
};
const load0 = os.loadavg();
for (const base of BASES) for (const [, p] of cases) for (let i = 0; i < 3; i++) await get(base, p); // warm: caches, prepared statements
const times = BASES.map(() => cases.map(() => []));
for (let r = 0; r < ROUNDS; r++)
  for (const [i, [, p]] of cases.entries()) for (const [b, base] of BASES.entries()) times[b][i].push(await get(base, p));
const loads = (l) => l.map((x) => x.toFixed(1)).join(' ');
console.log(`${ROUNDS} rounds interleaved, load average ${loads(load0)} at start, ${loads(os.loadavg())} at end`);
for (const [b, base] of BASES.entries()) {
  const ref = { p50: percentile(times[b][0], 50), p95: percentile(times[b][0], 95) };
  console.log(`\n${base}\n| case | p50 ms | p95 ms | p50 ratio | p95 ratio (target <= 2x) |\n|---|---:|---:|---:|---:|`);
  for (const [i, [name]] of cases.entries()) {
    const p50 = percentile(times[b][i], 50);
    const p95 = percentile(times[b][i], 95);
    console.log(`| ${name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${(p50 / ref.p50).toFixed(2)}x | ${(p95 / ref.p95).toFixed(2)}x |`);
  }
}
