// Issue 18: the bulk load of our catalogue into Vendure's tables, for sizes its Importer cannot
// reach (it loads ~2.3 products/s here; 100,000 products would take half a day, its search index
// job as long again). Called by `vendure.mjs --bulk` after Vendure's own Populator and Importer
// have loaded the first product of each category: those rows are the pattern, and this writes
// every other listed product of ours in the same shapes (diffed against them when written):
//
//   product (+translation: name, slug = our id, description; channel), facet values of brands and
//   categories missing so far (+translation, channel; code = Vendure's normalizeString(name, '-')),
//   the product's facet values (brand, category, parent category), two option groups per product
//   (색상, 사이즈; code = normalizeString(`${product name}-${group}`), +translation, channel, the
//   product link), an option per distinct value in order of first appearance (+translation,
//   channel), a variant per option of ours (name = `${product} ${colour} ${size}`, sku, tax
//   category, trackInventory TRUE; +translation, price in the default channel, stock level at the
//   default location, an ADJUSTMENT stock movement when stock > 0, channel, its two options),
//   collection membership by each collection's facet-value filter, and one search_index_item per
//   variant (price = round(gross / 1.1), facet and collection ids, inStock and productInStock).
//
// Our rows go across with COPY (source -> a staging schema in Vendure's database), then
// INSERT ... SELECT, in one transaction; ids come from Vendure's own sequences.
import { pipeline } from 'node:stream/promises';
import { log } from '../stats.mjs';

const LISTED = `p.status <> 'inactive' and b.status = 'active'`;

/** Vendure's normalizeString(input, '-') (@vendure/common) in SQL, for codes. */
const VCODE =
  String.raw`create function peer_stage.vcode(t text) returns text language sql immutable as $f$
  select regexp_replace(regexp_replace(regexp_replace(lower(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(normalize(coalesce(t, ''), NFD), '\u00df', 'ss', 'g'), '\u1e9e', 'SS', 'g'), '\u0308', 'e', 'g'), '[\u0300-\u036f]', '', 'g')),
    '[!"£$%^&*()+\[\]{};:@#~?\\/,|><` +
  '`' +
  String.raw`¬''=‘’©®™]', '', 'g'), '\s+', '-', 'g'), '(-){2,}', '-', 'g')
$f$`;
/** vendure.mjs's clean(): facet and option values may not contain the importer's separators. */
const CLEAN = String.raw`create function peer_stage.clean(t text) returns text language sql immutable as $f$
  select btrim(regexp_replace(t, '[|:]', ' ', 'g'))
$f$`;

async function copyAcross(source, target, select, table) {
  // The receiving end first: the sending one starts streaming as soon as it exists.
  const to = await target.unsafe(`copy ${table} from stdin`).writable();
  const from = await source.unsafe(`copy (${select}) to stdout`).readable();
  await pipeline(from, to);
}

export async function bulkLoad({ source: sourceUrl, target: targetUrl, postgres }) {
  const source = postgres(sourceUrl, { max: 1, onnotice: () => undefined });
  const db = postgres(targetUrl, { max: 1, onnotice: () => undefined });
  const t0 = Date.now();
  const step = (what) => log(`bulk: ${what} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  try {
    await db.unsafe('drop schema if exists peer_stage cascade');
    await db.unsafe('create schema peer_stage');
    await db.unsafe(VCODE);
    await db.unsafe(CLEAN);
    await db.unsafe(`create unlogged table peer_stage.src_p (our_id uuid, name text, description text, price int,
      brand text, category text, parent_category text, ord bigint)`);
    await db.unsafe(`create unlogged table peer_stage.src_o (product_id uuid, color text, size text, sku text, stock int, ord bigint)`);
    // The same selection as vendure.mjs's export: listed products of active brands, in creation order.
    await copyAcross(
      source,
      db,
      `select p.id, p.name, p.description, coalesce(p.sale_price, p.price), b.name, c.name, up.name,
         row_number() over (order by p.created_at, p.id)
       from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id
       left join categories up on up.id = c.parent_id where ${LISTED}`,
      'peer_stage.src_p',
    );
    await copyAcross(
      source,
      db,
      `select o.product_id, o.color, o.size, o.sku, o.stock, row_number() over (order by o.product_id, o.created_at, o.id)
       from product_options o join products p on p.id = o.product_id join brands b on b.id = p.brand_id where ${LISTED}`,
      'peer_stage.src_o',
    );
    step('copied our catalogue into peer_stage');

    const counts = await db.begin(async (sql) => {
      // Foreign-key triggers off for the load (as our large seed does): every id below comes from
      // the rows it refers to; vendure-check.mjs then reads everything back through the shop API.
      await sql.unsafe(`set local session_replication_role = replica`);
      await sql.unsafe(`set local work_mem = '256MB'`);
      const one = async (q) => (await sql.unsafe(q))[0];
      const { channel } = await one(`select id as channel from channel where code = '__default_channel__'`);
      const { location } = await one(`select min(id) as location from stock_location`);
      const { tax } = await one(`select id as tax from tax_category where name = '부가세'`);
      const { brand_facet: brandFacet } = await one(
        `select f.id as brand_facet from facet f join facet_translation t on t."baseId" = f.id where t.name = '브랜드'`,
      );
      const { category_facet: categoryFacet } = await one(
        `select f.id as category_facet from facet f join facet_translation t on t."baseId" = f.id where t.name = '카테고리'`,
      );
      // Products not loaded yet (the Importer's sample has slug = our id), with options.
      await sql.unsafe(`create table peer_stage.p as select nextval('product_id_seq')::int as vid, s.* from (
          select * from peer_stage.src_p sp where not exists (select 1 from product_translation t where t.slug = sp.our_id::text)
            and exists (select 1 from peer_stage.src_o o where o.product_id = sp.our_id) order by ord) s`);
      await sql.unsafe(`create index on peer_stage.p (our_id)`);

      // Facet values not there yet: brands, and categories (the sample has one product of each).
      await sql.unsafe(`create table peer_stage.fv_new as select nextval('facet_value_id_seq')::int as id, facet_id, name from (
          select distinct facet_id, name from (
            select ${brandFacet} as facet_id, peer_stage.clean(brand) as name from peer_stage.p
            union select ${categoryFacet}, peer_stage.clean(category) from peer_stage.p
            union select ${categoryFacet}, peer_stage.clean(parent_category) from peer_stage.p where parent_category is not null) n
          where not exists (select 1 from facet_value fv join facet_value_translation t on t."baseId" = fv.id
            where fv."facetId" = n.facet_id and t.name = n.name)
          order by facet_id, name) s`);
      await sql.unsafe(`insert into facet_value (id, code, "facetId") select id, peer_stage.vcode(name), facet_id from peer_stage.fv_new`);
      await sql.unsafe(`insert into facet_value_translation ("languageCode", name, "baseId") select 'ko', name, id from peer_stage.fv_new`);
      await sql.unsafe(
        `insert into facet_value_channels_channel ("facetValueId", "channelId") select id, ${channel} from peer_stage.fv_new`,
      );
      await sql.unsafe(`create table peer_stage.fv as select fv.id, fv."facetId" as facet_id, t.name from facet_value fv
          join facet_value_translation t on t."baseId" = fv.id where fv."facetId" in (${brandFacet}, ${categoryFacet})`);
      await sql.unsafe(`create unique index on peer_stage.fv (facet_id, name)`);

      await sql.unsafe(`insert into product (id) select vid from peer_stage.p order by vid`);
      await sql.unsafe(`insert into product_translation ("languageCode", name, slug, description, "baseId")
          select 'ko', name, our_id::text, coalesce(description, ''), vid from peer_stage.p order by vid`);
      await sql.unsafe(`insert into product_channels_channel ("productId", "channelId") select vid, ${channel} from peer_stage.p`);
      // brand, category, parent category: the order the Importer gives them (and the index keeps).
      await sql.unsafe(`create table peer_stage.pf as
          select p.vid, fv.id as fv_id, fv.facet_id, 1 as pos from peer_stage.p p join peer_stage.fv fv on fv.facet_id = ${brandFacet} and fv.name = peer_stage.clean(p.brand)
          union all select p.vid, fv.id, fv.facet_id, 2 from peer_stage.p p join peer_stage.fv fv on fv.facet_id = ${categoryFacet} and fv.name = peer_stage.clean(p.category)
          union all select p.vid, fv.id, fv.facet_id, 3 from peer_stage.p p join peer_stage.fv fv on fv.facet_id = ${categoryFacet} and fv.name = peer_stage.clean(p.parent_category)`);
      await sql.unsafe(
        `insert into product_facet_values_facet_value ("productId", "facetValueId") select distinct vid, fv_id from peer_stage.pf`,
      );
      step('products, translations, facet values');

      // Option groups: 색상 and 사이즈 per product.
      await sql.unsafe(`create table peer_stage.g as select nextval('product_option_group_id_seq')::int as gid, s.* from (
          select p.vid, p.name, g.k, g.gname from peer_stage.p p cross join (values (1, '색상'), (2, '사이즈')) g(k, gname) order by p.vid, g.k) s`);
      await sql.unsafe(`create index on peer_stage.g (vid, k)`);
      await sql.unsafe(
        `insert into product_option_group (id, code) select gid, peer_stage.vcode(name || '-' || gname) from peer_stage.g order by gid`,
      );
      await sql.unsafe(
        `insert into product_option_group_translation ("languageCode", name, "baseId") select 'ko', gname, gid from peer_stage.g order by gid`,
      );
      await sql.unsafe(
        `insert into product_option_group_channels_channel ("productOptionGroupId", "channelId") select gid, ${channel} from peer_stage.g`,
      );
      await sql.unsafe(
        `insert into product_option_groups_product_option_group ("productId", "productOptionGroupId") select vid, gid from peer_stage.g order by gid`,
      );
      // A variant per option of ours, in the export's order.
      await sql.unsafe(`create table peer_stage.o as select nextval('product_variant_id_seq')::int as vvid, s.* from (
          select p.vid, p.name, p.price, peer_stage.clean(o.color) as c, peer_stage.clean(o.size) as sz, o.sku, o.stock, o.ord
          from peer_stage.src_o o join peer_stage.p p on p.our_id = o.product_id order by p.vid, o.ord) s`);
      await sql.unsafe(`create table peer_stage.opt as select nextval('product_option_id_seq')::int as oid, s.* from (
          select g.gid, v.value, min(v.ord) as first from (
            select vid, 1 as k, c as value, ord from peer_stage.o union all select vid, 2, sz, ord from peer_stage.o) v
          join peer_stage.g g on g.vid = v.vid and g.k = v.k group by g.gid, v.value order by g.gid, first) s`);
      await sql.unsafe(`create unique index on peer_stage.opt (gid, value)`);
      await sql.unsafe(
        `insert into product_option (id, code, "groupId") select oid, peer_stage.vcode(value), gid from peer_stage.opt order by oid`,
      );
      await sql.unsafe(
        `insert into product_option_translation ("languageCode", name, "baseId") select 'ko', value, oid from peer_stage.opt order by oid`,
      );
      await sql.unsafe(
        `insert into product_option_channels_channel ("productOptionId", "channelId") select oid, ${channel} from peer_stage.opt`,
      );
      step('option groups and options');

      await sql.unsafe(`insert into product_variant (id, sku, "trackInventory", "taxCategoryId", "productId")
          select vvid, sku, 'TRUE', ${tax}, vid from peer_stage.o order by vvid`);
      await sql.unsafe(`insert into product_variant_translation ("languageCode", name, "baseId")
          select 'ko', name || ' ' || c || ' ' || sz, vvid from peer_stage.o order by vvid`);
      await sql.unsafe(`insert into product_variant_price ("currencyCode", "channelId", price, "variantId")
          select 'KRW', ${channel}, price, vvid from peer_stage.o order by vvid`);
      await sql.unsafe(`insert into stock_level ("stockOnHand", "stockAllocated", "productVariantId", "stockLocationId")
          select stock, 0, vvid, ${location} from peer_stage.o order by vvid`);
      await sql.unsafe(`insert into stock_movement (type, quantity, "stockLocationId", discriminator, "productVariantId")
          select 'ADJUSTMENT', stock, ${location}, 'StockAdjustment', vvid from peer_stage.o where stock > 0 order by vvid`);
      await sql.unsafe(
        `insert into product_variant_channels_channel ("productVariantId", "channelId") select vvid, ${channel} from peer_stage.o`,
      );
      await sql.unsafe(`insert into product_variant_options_product_option ("productVariantId", "productOptionId")
          select o.vvid, x.oid from peer_stage.o o join peer_stage.g g on g.vid = o.vid and g.k = 1 join peer_stage.opt x on x.gid = g.gid and x.value = o.c
          union all
          select o.vvid, x.oid from peer_stage.o o join peer_stage.g g on g.vid = o.vid and g.k = 2 join peer_stage.opt x on x.gid = g.gid and x.value = o.sz
          order by 1, 2`);
      step('variants, prices, stock');

      // Collections: each one's facet-value-filter (what Vendure's apply-collection-filters job
      // does: the product's or the variant's facet values, all of them or any), for the bulk
      // products (pf -> pc) and for the Importer's sample (spf -> spc): 3.7.3's jobs started by
      // populateCollections can run before the collections' transactions are visible and leave
      // them empty. (Checked: Vendure's own job, run on all collections afterwards, finds exactly
      // these links.)
      await sql.unsafe(`create table peer_stage.spf as select "productId" as vid, "facetValueId" as fv_id
          from product_facet_values_facet_value f where not exists (select 1 from peer_stage.p p where p.vid = f."productId")`);
      const collections = await sql.unsafe(`select id, filters, "inheritFilters" from collection where not "isRoot"`);
      await sql.unsafe(`create table peer_stage.pc (vid int, cid int)`);
      await sql.unsafe(`create table peer_stage.spc (vid int, cid int)`);
      for (const c of collections) {
        const filters = JSON.parse(c.filters);
        if (!filters.length) continue;
        if (filters.length !== 1 || filters[0].code !== 'facet-value-filter' || c.inheritFilters)
          throw new Error(`collection ${c.id}: only one facet-value-filter without inherited filters is loaded in bulk`);
        const arg = (name) => filters[0].args.find((a) => a.name === name)?.value;
        const ids = JSON.parse(arg('facetValueIds')).map(Number);
        const any = arg('containsAny') === 'true';
        for (const [from, to] of [
          ['pf', 'pc'],
          ['spf', 'spc'],
        ])
          await sql.unsafe(
            `insert into peer_stage.${to} (vid, cid) select vid, $1 from peer_stage.${from} where fv_id = any($2::int[])
             group by vid having ${any ? 'true' : 'count(distinct fv_id) = cardinality($2::int[])'}`,
            [c.id, ids],
          );
      }
      await sql.unsafe(`insert into collection_product_variants_product_variant ("collectionId", "productVariantId")
          select pc.cid, o.vvid from peer_stage.pc pc join peer_stage.o o on o.vid = pc.vid order by 1, 2`);
      await sql.unsafe(`insert into collection_product_variants_product_variant ("collectionId", "productVariantId")
          select spc.cid, v.id from peer_stage.spc spc join product_variant v on v."productId" = spc.vid
          where not exists (select 1 from collection_product_variants_product_variant x where x."collectionId" = spc.cid and x."productVariantId" = v.id)
          order by 1, 2`);
      await sql.unsafe(`update search_index_item si set "collectionIds" = cl.ids, "collectionSlugs" = cl.slugs
          from (select spc.vid, string_agg(spc.cid::text, ',' order by spc.cid) as ids, string_agg(t.slug, ',' order by spc.cid) as slugs
                from peer_stage.spc spc join collection_translation t on t."baseId" = spc.cid group by spc.vid) cl
          where si."productId" = cl.vid`);
      step('collection membership');

      // The default search plugin's index, one row per variant in the channel's language. Its
      // plain indexes (productName, productVariantName, description: text under the database's
      // collation) are built once afterwards, by the same definitions, rather than row by row.
      const plain = await sql.unsafe(`select indexname, indexdef from pg_indexes
          where tablename = 'search_index_item' and indexdef not like 'CREATE UNIQUE%'`);
      for (const i of plain) await sql.unsafe(`drop index "${i.indexname}"`);
      await sql.unsafe(`insert into search_index_item ("languageCode", "channelId", "productVariantId", "productId", enabled,
            "productName", "productVariantName", description, slug, sku, price, "priceWithTax",
            "facetIds", "facetValueIds", "collectionIds", "collectionSlugs", "channelIds",
            "productPreview", "productVariantPreview", "inStock", "productInStock")
          select 'ko', ${channel}, o.vvid, o.vid, true, o.name, o.name || ' ' || o.c || ' ' || o.sz, coalesce(p.description, ''),
            p.our_id::text, o.sku, round(o.price / 1.1)::int, o.price, fi.facet_ids, f.fv_ids,
            coalesce(cl.ids, ''), coalesce(cl.slugs, ''), '${channel}', '', '', o.stock > 0, ps.in_stock
          from peer_stage.o o join peer_stage.p p on p.vid = o.vid
          join (select vid, bool_or(stock > 0) as in_stock from peer_stage.o group by vid) ps on ps.vid = o.vid
          join (select vid, string_agg(fv_id::text, ',' order by pos) as fv_ids from peer_stage.pf group by vid) f on f.vid = o.vid
          join (select vid, string_agg(facet_id::text, ',' order by facet_id) as facet_ids
                from (select distinct vid, facet_id from peer_stage.pf) d group by vid) fi on fi.vid = o.vid
          left join (select pc.vid, string_agg(pc.cid::text, ',' order by pc.cid) as ids, string_agg(t.slug, ',' order by pc.cid) as slugs
                from peer_stage.pc pc join collection_translation t on t."baseId" = pc.cid group by pc.vid) cl on cl.vid = o.vid
          order by o.vvid`);
      for (const i of plain) await sql.unsafe(i.indexdef);
      step('search index');
      const [{ products }] = await sql.unsafe(`select count(*)::int as products from peer_stage.p`);
      const [{ variants }] = await sql.unsafe(`select count(*)::int as variants from peer_stage.o`);
      return { products, variants };
    });
    await db.unsafe('drop schema peer_stage cascade');
    await db.unsafe('vacuum analyze');
    step(`loaded ${counts.products} products, ${counts.variants} variants; vacuum analyze done`);
    return counts;
  } finally {
    await source.end({ timeout: 5 });
    await db.end({ timeout: 5 });
  }
}
