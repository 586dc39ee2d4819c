#!/usr/bin/env node
// Issue 15 "Scale and speed", 상품 일괄 등록: a 10,000-row file imported through the API
// (api/src/server.ts in a child process, NODE_ENV=production, jobs on, signed in as the demo
// OPS_MANAGER). Target: the import of 10,000 rows under 60 s with the progress bar moving.
//
//   1. a CSV of ROWS rows (one option a row, OPTIONS options a product, seeded brands and child
//      categories) and the same rows as .xlsx;
//   2. preview: POST /api/admin/products/import?dryRun=1 of each (time; must report no error);
//   3. import: POST /api/admin/products/import of the CSV, then GET .../jobs/{id} every 250 ms until
//      completed: time from upload to completed, rows/s, and the distinct progress values seen;
//   4. the products, options and counts checked in the database.
//
//   node bench/admin-product-import.mjs [--db=URL] [--rows=10000] [--options=5] [--keep] [--json=FILE]
//
// Without --db a fresh database `market_import_bench` is made on the local server (migrated and
// demo-seeded by the API's start) and dropped afterwards unless --keep.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { importFromApi, root } from './api-deps.mjs';
import { freePort, rssMb, serverPid, waitReady } from './api-server.mjs';
import { parseArgs } from './args.mjs';
import { log } from './stats.mjs';

const argv = parseArgs();
const ADMIN = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FRESH = 'market_import_bench';
const DB = argv.db ?? ADMIN.replace(/\/[^/]*$/, `/${FRESH}`);
const ROWS = Number(argv.rows ?? 10_000);
const OPTIONS = Number(argv.options ?? 5);
const TARGET_S = 60;

const { default: postgres } = await importFromApi('postgres');
const { default: ExcelJS } = await importFromApi('exceljs');
const tsxCli = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const children = [];
let cookie = '';

const HEADER = ['상품명', '영문 상품명', '브랜드', '카테고리', '판매가', '할인가', '상태', '무게(g)', '색상', '사이즈', '재고'];
const COLORS = ['블랙', '화이트', '그레이', '네이비', '베이지', '카키', '브라운', '레드'];
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'FREE'];

function makeRows(brands, categories, run) {
  const rows = [];
  for (let i = 0; rows.length < ROWS; i += 1) {
    const brand = brands[i % brands.length];
    const category = categories[(i * 7) % categories.length];
    const price = 10_000 + (i % 90) * 1_000;
    for (let k = 0; k < OPTIONS && rows.length < ROWS; k += 1) {
      const first = k === 0;
      rows.push([
        `벤치 상품 ${run}-${i}`,
        first ? `Bench Product ${run}-${i}` : '',
        brand,
        first ? category : '',
        first ? price : '',
        first && i % 3 === 0 ? price - 1_000 : '',
        first ? '판매중' : '',
        first ? 300 + (i % 5) * 100 : '',
        COLORS[k % COLORS.length],
        SIZES[Math.floor(k / COLORS.length) % SIZES.length],
        (i + k) % 50,
      ]);
    }
  }
  return rows;
}

const csvOf = (rows) =>
  `\uFEFF${[HEADER, ...rows].map((r) => r.map((c) => (/[",\n]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : c)).join(',')).join('\r\n')}\r\n`;

async function xlsxOf(rows) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('상품');
  ws.addRow(HEADER);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function upload(base, bytes, name, dryRun) {
  const form = new FormData();
  form.append('file', new File([bytes], name));
  const t0 = performance.now();
  const res = await fetch(`${base}/api/admin/products/import${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  const body = await res.json();
  return { status: res.status, body, ms: performance.now() - t0 };
}

async function main() {
  const admin = postgres(ADMIN, { max: 1, onnotice: () => {} });
  if (!argv.db) {
    await admin.unsafe(`drop database if exists ${FRESH} with (force)`);
    await admin.unsafe(`create database ${FRESH}`);
    log(`fresh database ${FRESH}`);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  log(`starting the API on ${port} (migrations, seed, jobs)`);
  const child = spawn(process.execPath, [tsxCli, 'api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: DB, PORT: String(port), NODE_ENV: 'production', DEMO_MODE: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  await waitReady(base);
  const login = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ops@stylehub.kr', password: 'demo1234!' }),
  });
  if (login.status !== 200) throw new Error(`staff login: ${login.status} ${await login.text()}`);
  cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const sql = postgres(DB, { max: 1, onnotice: () => {} });
  const brands = (await sql`select slug from brands where seller_id is not null order by slug`).map((b) => b.slug);
  const categories = (await sql`select slug from categories where parent_id is not null order by slug`).map((c) => c.slug);
  const [before] =
    await sql`select (select count(*)::int from products) as products, (select count(*)::int from product_options) as options`;
  const run = Date.now().toString(36);
  const rows = makeRows(brands, categories, run);
  const csv = Buffer.from(csvOf(rows), 'utf8');
  const xlsx = await xlsxOf(rows);
  const products = Math.ceil(ROWS / OPTIONS);
  log(
    `${ROWS.toLocaleString()} rows (${products.toLocaleString()} products × ${OPTIONS} options): CSV ${(csv.length / 1024).toFixed(0)} KB, .xlsx ${(xlsx.length / 1024).toFixed(0)} KB`,
  );

  // The server's resident memory from the first upload to the import's end (sampled every 100 ms).
  const pid = serverPid(child.pid);
  const rssBefore = rssMb(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(pid))), 100);
  const csvPreview = await upload(base, csv, 'bench.csv', true);
  if (csvPreview.status !== 200 || csvPreview.body.errorCount)
    throw new Error(`CSV preview: ${csvPreview.status} ${JSON.stringify(csvPreview.body).slice(0, 500)}`);
  log(
    `preview CSV: ${(csvPreview.ms / 1000).toFixed(2)} s (${csvPreview.body.productCount} products, ${csvPreview.body.errorCount} errors)`,
  );
  const xlsxPreview = await upload(base, xlsx, 'bench.xlsx', true);
  if (xlsxPreview.status !== 200 || xlsxPreview.body.errorCount)
    throw new Error(`xlsx preview: ${xlsxPreview.status} ${JSON.stringify(xlsxPreview.body).slice(0, 500)}`);
  log(`preview .xlsx: ${(xlsxPreview.ms / 1000).toFixed(2)} s`);

  const t0 = performance.now();
  const started = await upload(base, csv, 'bench.csv', false);
  if (started.status !== 202) throw new Error(`import: ${started.status} ${JSON.stringify(started.body).slice(0, 500)}`);
  log(`upload + validation + queue: ${(started.ms / 1000).toFixed(2)} s`);
  const seen = [];
  let job = started.body.job;
  while (job.status !== 'completed' && job.status !== 'failed') {
    if (performance.now() - t0 > 300_000) throw new Error('the import did not finish within 5 minutes');
    await new Promise((r) => setTimeout(r, 250));
    const res = await fetch(`${base}/api/admin/products/import/jobs/${job.id}`, { headers: { cookie } });
    job = await res.json();
    if (seen.at(-1)?.processed !== job.processed)
      seen.push({ s: Number(((performance.now() - t0) / 1000).toFixed(2)), status: job.status, processed: job.processed });
  }
  const totalS = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, rssMb(pid));
  log(
    `server RSS ${rssBefore.toFixed(0)} → peak ${rssPeak.toFixed(0)} MB (+${(rssPeak - rssBefore).toFixed(0)} MB) over the previews and the import`,
  );
  if (job.status !== 'completed') throw new Error(`import failed: ${job.message}`);
  log(
    `import: ${totalS.toFixed(2)} s from upload to completed, ${job.created} products, progress values seen: ${seen.map((p) => `${p.processed}@${p.s}s`).join(' ')}`,
  );

  const [after] =
    await sql`select (select count(*)::int from products) as products, (select count(*)::int from product_options) as options`;
  const [bad] =
    await sql`select count(*)::int as n from brands b where b.product_count <> (select count(*) from products p where p.brand_id = b.id)`;
  await sql.end();
  const result = {
    rows: ROWS,
    products,
    optionsPerProduct: OPTIONS,
    csvBytes: csv.length,
    xlsxBytes: xlsx.length,
    previewCsvS: Number((csvPreview.ms / 1000).toFixed(2)),
    previewXlsxS: Number((xlsxPreview.ms / 1000).toFixed(2)),
    queueS: Number((started.ms / 1000).toFixed(2)),
    importTotalS: Number(totalS.toFixed(2)),
    rowsPerSecond: Math.round(ROWS / totalS),
    rssBeforeMb: Math.round(rssBefore),
    rssPeakMb: Math.round(rssPeak),
    progressValuesSeen: seen.length,
    progress: seen,
    created: { products: after.products - before.products, options: after.options - before.options },
    brandCountsOff: bad.n,
    targetS: TARGET_S,
    met: totalS < TARGET_S && after.options - before.options === ROWS && bad.n === 0,
  };
  console.log(JSON.stringify(result, null, 2));
  if (argv.json) writeFileSync(argv.json, JSON.stringify(result, null, 2));
  if (!argv.db && !argv.keep) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await admin.unsafe(`drop database if exists ${FRESH} with (force)`);
  }
  await admin.end();
  if (!result.met) process.exitCode = 1;
}

try {
  await main();
} finally {
  for (const c of children) c.kill('SIGTERM');
}
