#!/usr/bin/env node
// Issue 18: checks that Vendure serves the catalogue loaded by vendure.mjs (Importer or --bulk)
// correctly, through its shop API, against our database:
//
//   node bench/peer/vendure-check.mjs --source=postgres://…/market_hp_demo --db=vendure_hp_demo [--dir=/tmp/peer-vendure] [--port=3321]
//
// 1. Counts: listed products with options and their options (ours) = products and variants
//    (Vendure's tables) = search(groupByProduct) totalItems (its shop API); stock and price totals.
// 2. Detail: product(slug) of 5 products spread over the load order (the Importer's sample and the
//    bulk-loaded rest): name, the variants' SKUs, prices, option names and stock level
//    (IN_STOCK / LOW_STOCK / OUT_OF_STOCK) equal ours; facet values are its brand and categories.
// 3. Search: a word of a bulk-loaded product's Korean name finds products whose names hold it,
//    and the product's full name within its brand's facet value finds that product.
// 4. Cart and checkout of a bulk-loaded variant: addItemToOrder .. addPaymentToOrder ends
//    PaymentSettled, and the variant's stock allocated rises by one.
// Exits 1 on any mismatch. Writes one order, customer and session to Vendure's database.
import path from 'node:path';
import { importFromApi } from '../api-deps.mjs';
import { parseArgs } from '../args.mjs';
import { log } from '../stats.mjs';
import { startChild, stopChildren } from '../lib/children.mjs';

const argv = parseArgs();
const SOURCE = argv.source ?? 'postgres://postgres@127.0.0.1:5432/market_hp_demo';
const DB_NAME = argv.db ?? 'market_hp_vendure';
const DIR = path.resolve(argv.dir ?? '/tmp/peer-vendure');
const PORT = Number(argv.port ?? 3321);
const SERVER = new URL(argv.server ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const { default: postgres } = await importFromApi('postgres');

const failures = [];
const check = (ok, what) => {
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

/** Vendure's DefaultStockDisplayStrategy (low stock: 2 or fewer saleable). */
const stockLevel = (n) => (n < 1 ? 'OUT_OF_STOCK' : n <= 2 ? 'LOW_STOCK' : 'IN_STOCK');

let token = null;
async function gql(query, variables = {}) {
  const res = await fetch(`http://127.0.0.1:${PORT}/shop-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  token = res.headers.get('vendure-auth-token') ?? token;
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 500));
  return body.data;
}

async function startVendure() {
  const child = startChild('vendure', ['server.cjs'], {
    cwd: DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DB_NAME,
      DB_HOST: SERVER.hostname,
      DB_PORT: SERVER.port || '5432',
      DB_USER: decodeURIComponent(SERVER.username) || 'postgres',
    },
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      await gql('{ activeChannel { code } }');
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error('Vendure did not start');
}

const ours = postgres(SOURCE, { max: 2, onnotice: () => undefined });
const vendureUrl = new URL(SERVER);
vendureUrl.pathname = `/${DB_NAME}`;
const vdb = postgres(vendureUrl.toString(), { max: 2, onnotice: () => undefined });

try {
  await startVendure();
  log(`Vendure on ${DB_NAME} answers`);

  // 1. counts and totals
  const [o] = await ours`select count(distinct p.id)::int as products, count(*)::int as variants, sum(o.stock)::bigint as stock,
      sum(coalesce(p.sale_price, p.price))::bigint as price
    from products p join brands b on b.id = p.brand_id join product_options o on o.product_id = p.id
    where p.status <> 'inactive' and b.status = 'active'`;
  const [v] =
    await vdb`select count(distinct v."productId")::int as products, count(*)::int as variants, sum(s."stockOnHand")::bigint as stock,
      sum(pr.price)::bigint as price
    from product_variant v join stock_level s on s."productVariantId" = v.id join product_variant_price pr on pr."variantId" = v.id
    where v."deletedAt" is null`;
  const [{ n: vendureProducts }] = await vdb`select count(*)::int as n from product where "deletedAt" is null`;
  const [{ n: indexed }] = await vdb`select count(*)::int as n from search_index_item`;
  check(
    o.products === v.products && o.products === vendureProducts,
    `products: ours ${o.products}, Vendure ${vendureProducts} (${v.products} with variants)`,
  );
  check(
    o.variants === v.variants && indexed === v.variants,
    `variants: ours ${o.variants} options, Vendure ${v.variants} variants, ${indexed} indexed`,
  );
  check(o.stock === v.stock, `stock on hand in total: ours ${o.stock}, Vendure ${v.stock} (before this check's order)`);
  check(o.price === v.price, `prices summed over variants: ours ${o.price}, Vendure ${v.price}`);
  const listing = await gql(`{ search(input: { groupByProduct: true, take: 24 }) { totalItems items { slug productName } } }`);
  check(
    listing.search.totalItems === o.products && listing.search.items.length === 24,
    `shop API listing: totalItems ${listing.search.totalItems}, page of ${listing.search.items.length}`,
  );
  const links = await vdb`select count(*)::int as n from collection_product_variants_product_variant`;
  const [{ n: inCategory }] = await vdb`select count(distinct v.id)::int as n from product_variant v
    join collection_product_variants_product_variant c on c."productVariantId" = v.id`;
  check(inCategory === v.variants, `every variant in a category collection (${links[0].n} links)`);

  // 2. product detail, 5 products spread over the load order
  const spread = await vdb`select t.slug from product p join product_translation t on t."baseId" = p.id
    where p.id = any(select (select min(id) from product) + ((select max(id) - min(id) from product) * k / 4) from generate_series(0, 4) k)
    order by p.id`;
  const DETAIL = `query($slug: String!) { product(slug: $slug) { name slug facetValues { name facet { name } } collections { slug }
    variants { sku priceWithTax stockLevel options { name group { name } } } } }`;
  for (const { slug } of spread.slice(0, 5)) {
    const { product } = await gql(DETAIL, { slug });
    const [p] = await ours`select p.name, coalesce(p.sale_price, p.price) as price, b.name as brand, c.name as category from products p
      join brands b on b.id = p.brand_id join categories c on c.id = p.category_id where p.id = ${slug}`;
    const opts = await ours`select sku, color, size, stock from product_options where product_id = ${slug} order by sku`;
    const variants = [...(product?.variants ?? [])].sort((a, b) => (a.sku < b.sku ? -1 : 1));
    const clean = (x) => String(x).replace(/[|:]/g, ' ').trim();
    const wrong = [];
    if (!product) wrong.push('not found');
    else {
      if (product.name !== p.name) wrong.push(`name ${product.name}`);
      if (variants.length !== opts.length) wrong.push(`${variants.length} variants, ours ${opts.length}`);
      variants.forEach((x, i) => {
        const want = opts[i];
        const got = {
          sku: x.sku,
          price: x.priceWithTax,
          stock: x.stockLevel,
          color: x.options.find((y) => y.group.name === '색상')?.name,
          size: x.options.find((y) => y.group.name === '사이즈')?.name,
        };
        const expected = {
          sku: want?.sku,
          price: p.price,
          stock: stockLevel(want?.stock),
          color: clean(want?.color),
          size: clean(want?.size),
        };
        if (JSON.stringify(got) !== JSON.stringify(expected)) wrong.push(`${JSON.stringify(got)} != ${JSON.stringify(expected)}`);
      });
      if (!product.facetValues.some((f) => f.facet.name === '브랜드' && f.name === clean(p.brand))) wrong.push('brand facet value');
      if (!product.facetValues.some((f) => f.facet.name === '카테고리' && f.name === clean(p.category))) wrong.push('category facet value');
      if (!product.collections.length) wrong.push('no collection');
    }
    const same = !wrong.length;
    if (!same) log(`  ${wrong.slice(0, 3).join('; ')}`);
    check(
      same,
      `detail ${slug} (${p.name}): ${variants.length} variants, SKUs, prices, options, stock levels, facet values, ${product?.collections.length} collections`,
    );
  }

  // 3. Korean search
  const last = spread[spread.length - 1].slug;
  const [lp] = await ours`select p.name, b.name as brand from products p join brands b on b.id = p.brand_id where p.id = ${last}`;
  // Vendure's default search ignores terms of 2 characters or fewer (minTermLength): the name's
  // longest word.
  const word = lp.name.split(' ').sort((a, b) => b.length - a.length)[0];
  const found = await gql(
    `query($term: String!) { search(input: { term: $term, groupByProduct: true, take: 24 }) { totalItems items { productName } } }`,
    {
      term: word,
    },
  );
  check(
    found.search.totalItems > 0 && found.search.items.every((i) => i.productName.includes(word)),
    `search "${word}": ${found.search.totalItems} products, every name on page 1 holds it`,
  );
  const [{ id: brandFv }] = await vdb`select fv.id from facet_value fv join facet_value_translation t on t."baseId" = fv.id
    join facet_translation ft on ft."baseId" = fv."facetId" where ft.name = '브랜드' and t.name = ${lp.brand.replace(/[|:]/g, ' ').trim()}`;
  const exact = await gql(
    `query($term: String!, $fv: ID!) { search(input: { term: $term, groupByProduct: true, take: 100, facetValueFilters: [{ and: $fv }] }) { totalItems items { slug } } }`,
    { term: lp.name, fv: String(brandFv) },
  );
  check(
    exact.search.items.some((i) => i.slug === last),
    `search "${lp.name}" in brand ${lp.brand}: finds ${last} (${exact.search.totalItems} results)`,
  );

  // 4. cart and checkout of a bulk-loaded variant that has stock
  const [variant] =
    await vdb`select v.id, v.sku, s."stockAllocated" from product_variant v join stock_level s on s."productVariantId" = v.id
    join product_translation t on t."baseId" = v."productId" where t.slug = ${last} and s."stockOnHand" > 0 order by v.id limit 1`;
  if (!variant) throw new Error(`no variant with stock for ${last}`);
  token = null;
  const ORDER = `... on Order { id code state totalWithTax lines { quantity productVariant { sku } } } ... on ErrorResult { errorCode message }`;
  const added = await gql(`mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ${ORDER} } }`, {
    id: String(variant.id),
  });
  check(
    added.addItemToOrder.lines?.[0]?.productVariant.sku === variant.sku,
    `add to cart ${variant.sku}: ${JSON.stringify(added.addItemToOrder).slice(0, 120)}`,
  );
  await gql(`mutation($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { ${ORDER} } }`, {
    input: { emailAddress: `peer.check.${Date.now()}@example.com`, firstName: '부하', lastName: '김' },
  });
  await gql(`mutation($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ${ORDER} } }`, {
    input: {
      fullName: '김부하',
      streetLine1: '서울특별시 성동구 성수이로 113',
      city: '서울특별시',
      postalCode: '04799',
      countryCode: 'KR',
    },
  });
  const [{ id: shipping }] = await vdb`select id from shipping_method where "deletedAt" is null order by id limit 1`;
  await gql(`mutation($id: [ID!]!) { setOrderShippingMethod(shippingMethodId: $id) { ${ORDER} } }`, { id: [String(shipping)] });
  await gql(
    `mutation { transitionOrderToState(state: "ArrangingPayment") { ... on Order { state } ... on ErrorResult { errorCode message } } }`,
  );
  const [{ code: payment }] = await vdb`select code from payment_method order by id limit 1`;
  const paid = await gql(`mutation($input: PaymentInput!) { addPaymentToOrder(input: $input) { ${ORDER} } }`, {
    input: { method: payment, metadata: {} },
  });
  check(
    paid.addPaymentToOrder.state === 'PaymentSettled',
    `checkout: order ${paid.addPaymentToOrder.code} ${paid.addPaymentToOrder.state}, ${paid.addPaymentToOrder.totalWithTax}원`,
  );
  const [after] = await vdb`select "stockAllocated" from stock_level where "productVariantId" = ${variant.id}`;
  check(
    after.stockAllocated === variant.stockAllocated + 1,
    `stock allocated for ${variant.sku}: ${variant.stockAllocated} -> ${after.stockAllocated}`,
  );
} finally {
  await stopChildren();
  await ours.end({ timeout: 5 });
  await vdb.end({ timeout: 5 });
}
log(failures.length ? `${failures.length} checks failed` : 'all checks passed');
process.exit(failures.length ? 1 : 0);
