#!/usr/bin/env node
// Issue 18 item 1: Vendure (the open-source peer), installed from npm into a scratch folder outside
// the repository, on its own database, loaded with OUR catalogue.
//
//   node bench/peer/vendure.mjs --source=postgres://postgres@127.0.0.1:5432/market_hp_demo
//        [--dir=/tmp/peer-vendure] [--db=market_hp_vendure] [--version=3] [--limit=N]
//
// 1. `npm install @vendure/core@<version> pg` in --dir (skipped when the version is already
//    there); copies vendure-app/*.cjs (config, server, populate) next to it.
// 2. Reads the catalogue from --source (one of our databases: the demo seed or the large one):
//    listed products (status <> 'inactive', active brand) with their options, brands, categories.
//    Writes it as Vendure's import format: products.csv (Korean names and descriptions, brand and
//    category (and its parent) as facet values, colour x size as option groups, a variant per
//    option with its stock and price = sale price or price, tax category 부가세 10% included,
//    slug = our product id so the judged search can map results back) and initial-data.json
//    (country KR, zone, tax rate, a 3,000원 shipping method, the dummy card payment settled at
//    once, the category tree as collections filtered by the category facet values).
// 3. Drops and creates database --db on 127.0.0.1:5432 and runs populate.cjs there
//    (DB_SYNCHRONIZE=1 creates Vendure's schema; Vendure's Populator and Importer load the data;
//    its collection filters and search index are built by its own jobs).
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importFromApi } from '../api-deps.mjs';
import { parseArgs } from '../args.mjs';
import { log } from '../stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const argv = parseArgs();
const SOURCE = argv.source ?? 'postgres://postgres@127.0.0.1:5432/market_hp_demo';
const DIR = path.resolve(argv.dir ?? '/tmp/peer-vendure');
const DB_NAME = argv.db ?? 'market_hp_vendure';
const VERSION = argv.version ?? '3';
const BULK = argv.bulk === 'true';
const SERVER = argv.server ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (DIR.startsWith(path.resolve(here, '../..') + path.sep)) throw new Error('--dir must be outside the repository');

const { default: postgres } = await importFromApi('postgres');

function install() {
  mkdirSync(DIR, { recursive: true });
  const pkgFile = path.join(DIR, 'package.json');
  if (!existsSync(pkgFile)) writeFileSync(pkgFile, JSON.stringify({ name: 'peer-vendure', private: true }, null, 2));
  const installed = path.join(DIR, 'node_modules/@vendure/core/package.json');
  const have = existsSync(installed) ? JSON.parse(readFileSync(installed, 'utf8')).version : null;
  if (!have || !(have === VERSION || have.startsWith(`${VERSION}.`))) {
    log(`npm install @vendure/core@${VERSION} pg in ${DIR}`);
    execFileSync('npm', ['install', '--no-audit', '--no-fund', `@vendure/core@${VERSION}`, 'pg'], { cwd: DIR, stdio: 'inherit' });
  }
  for (const f of readdirSync(path.join(here, 'vendure-app'))) copyFileSync(path.join(here, 'vendure-app', f), path.join(DIR, f));
  return JSON.parse(readFileSync(installed, 'utf8')).version;
}

const csvField = (v) => `"${String(v ?? '').replace(/"/g, '""')}"`;
const CSV_HEADER = [
  'name',
  'slug',
  'description',
  'assets',
  'facets',
  'optionGroups',
  'optionValues',
  'sku',
  'price',
  'taxCategory',
  'stockOnHand',
  'trackInventory',
  'variantAssets',
  'variantFacets',
];
/** Facet values and option values may not contain the importer's separators. */
const clean = (s) => String(s).replace(/[|:]/g, ' ').trim();

async function exportCatalogue() {
  const sql = postgres(SOURCE, { max: 1, onnotice: () => undefined });
  try {
    const categories = await sql`select c.id, c.slug, c.name, c.parent_id, c.display_order, up.name as parent_name
      from categories c left join categories up on up.id = c.parent_id where c.is_active order by c.parent_id nulls first, c.display_order`;
    const limit = argv.limit ? sql`limit ${Number(argv.limit)}` : sql``;
    // --bulk: the Importer loads only the first listed product of each category (so every
    // category's facet value, and with it every collection's filter, is Vendure's own); the
    // rest goes in by SQL afterwards (vendure-bulk.mjs), in the shapes these rows show.
    const sample = BULK
      ? sql`and p.id in (select distinct on (p.category_id) p.id from products p join brands b on b.id = p.brand_id
          where p.status <> 'inactive' and b.status = 'active' and exists (select 1 from product_options o where o.product_id = p.id)
          order by p.category_id, p.created_at, p.id)`
      : sql``;
    const products = await sql`select p.id, p.name, p.description, coalesce(p.sale_price, p.price) as price, b.name as brand,
        c.name as category, up.name as parent_category, p.colors, p.sizes
      from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
      left join categories up on up.id = c.parent_id
      where p.status <> 'inactive' and b.status = 'active' ${sample} order by p.created_at, p.id ${limit}`;
    const options = await sql`select o.product_id, o.color, o.size, o.sku, o.stock from product_options o
      where o.product_id = any(${products.map((p) => p.id)}::uuid[]) order by o.product_id, o.created_at, o.id`;
    const byProduct = new Map();
    for (const o of options) {
      if (!byProduct.has(o.product_id)) byProduct.set(o.product_id, []);
      byProduct.get(o.product_id).push(o);
    }
    const lines = [CSV_HEADER.join(',')];
    let variants = 0;
    for (const p of products) {
      const opts = byProduct.get(p.id) ?? [];
      if (!opts.length) continue;
      const facets = [`브랜드:${clean(p.brand)}`, `카테고리:${clean(p.category)}`];
      if (p.parent_category) facets.push(`카테고리:${clean(p.parent_category)}`);
      opts.forEach((o, i) => {
        variants += 1;
        const price = (p.price / 100).toFixed(2); // the importer multiplies by 100; KRW has no minor unit
        const row = i === 0 ? [p.name, p.id, p.description, '', facets.join('|'), '색상|사이즈'] : ['', '', '', '', '', ''];
        lines.push([...row, `${clean(o.color)}|${clean(o.size)}`, o.sku, price, '부가세', o.stock, 'true', '', ''].map(csvField).join(','));
      });
    }
    const collections = categories.map((c) => ({
      name: clean(c.name),
      slug: c.slug,
      ...(c.parent_name ? { parentName: clean(c.parent_name) } : {}),
      inheritFilters: false,
      filters: [{ code: 'facet-value-filter', args: { facetValueNames: [clean(c.name)], containsAny: false } }],
    }));
    const initialData = {
      defaultLanguage: 'ko',
      defaultZone: '대한민국',
      countries: [{ name: '대한민국', code: 'KR', zone: '대한민국' }],
      taxRates: [{ name: '부가세', percentage: 10 }],
      shippingMethods: [{ name: '기본 배송', price: 3000 }],
      paymentMethods: [
        { name: '카드', handler: { code: 'dummy-payment-handler', arguments: [{ name: 'automaticSettle', value: 'true' }] } },
      ],
      collections,
    };
    writeFileSync(path.join(DIR, 'products.csv'), lines.join('\n') + '\n');
    writeFileSync(path.join(DIR, 'initial-data.json'), JSON.stringify(initialData, null, 2));
    return { products: products.length, variants, categories: categories.length };
  } finally {
    await sql.end();
  }
}

async function createDatabase() {
  const admin = postgres(SERVER, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`drop database if exists ${DB_NAME} with (force)`);
    await admin.unsafe(`create database ${DB_NAME}`);
  } finally {
    await admin.end();
  }
}

function populate() {
  const u = new URL(SERVER);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['populate.cjs'], {
      cwd: DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DB_SYNCHRONIZE: '1',
        SEARCH_BUFFER_UPDATES: '1',
        DB_NAME,
        DB_HOST: u.hostname,
        DB_PORT: u.port || '5432',
        DB_USER: decodeURIComponent(u.username) || 'postgres',
        DB_PASSWORD: decodeURIComponent(u.password),
      },
      stdio: 'inherit',
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`populate.cjs: exit ${code}`))));
  });
}

const t0 = Date.now();
const version = install();
log(`Vendure ${version} in ${DIR}`);
const counts = await exportCatalogue();
log(
  `catalogue from ${SOURCE.replace(/\/\/[^@]*@/, '//')}: ${counts.products} products, ${counts.variants} variants, ${counts.categories} categories`,
);
await createDatabase();
log(`database ${DB_NAME} created; loading (Vendure's Populator and Importer, then its collection filters and search index)`);
const t1 = Date.now();
await populate();
if (BULK) {
  const { bulkLoad } = await import('./vendure-bulk.mjs');
  const target = new URL(SERVER);
  target.pathname = `/${DB_NAME}`;
  await bulkLoad({ source: SOURCE, target: target.toString(), postgres });
}
log(`loaded in ${((Date.now() - t1) / 1000).toFixed(0)} s; total ${((Date.now() - t0) / 1000).toFixed(0)} s`);
