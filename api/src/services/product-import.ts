import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { ADMIN_PRODUCT_STATUS_LABELS, ADMIN_PRODUCT_STATUSES, ProductInputSchema, type ProductInput } from '@market/domain/admin-products';
import {
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_EXAMPLE_ROW,
  PRODUCT_IMPORT_FORBIDDEN_HEADERS,
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MAX_ERRORS,
  PRODUCT_IMPORT_MESSAGES,
  PRODUCT_IMPORT_PREVIEW_ROWS,
  productImportFormatOf,
  type ProductImportColumnKey,
  type ProductImportFormat,
  type ProductImportJob,
  type ProductImportPreview,
  type ProductImportRowError,
} from '@market/domain/product-import';
import { PRODUCT_MESSAGES } from '@market/domain/admin-products';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import { isoText, isUuid, queryRows } from '../lib/sql';
import { auditLogs } from '../db/schema/system';
import { listingCache } from './listing-cache';
import { readSheet, type Sheet } from './product-import-file';

/**
 * 상품 일괄 등록 (issue 15 screen 1, ADR 027): a CSV / .xlsx file read into rows, grouped into
 * products (same 상품명 + 브랜드), each validated with the product form's ProductInputSchema, and
 * either previewed (dry run) or queued as a `product_imports` row that the `products.import` job
 * writes in one transaction. Nothing is queued while any row is refused.
 */

type Key = ProductImportColumnKey;
const HEADER_OF = Object.fromEntries(PRODUCT_IMPORT_COLUMNS.map((c) => [c.key, c.header])) as Record<Key, string>;
/** Columns read from a product's first row (the rest are per option). */
const PRODUCT_KEYS: readonly Key[] = ['nameEn', 'category', 'price', 'salePrice', 'status', 'weightGrams', 'description'];
/** A stand-in id for a brand or category that did not resolve (its row already has the error), so the rest is still checked. */
const PLACEHOLDER_ID = 'a0000000-0000-4000-8000-000000000000';

const normHeader = (h: string) => h.replace(/\s+/g, '').toLowerCase();
const HEADER_LOOKUP = new Map<string, Key>();
for (const column of PRODUCT_IMPORT_COLUMNS) {
  for (const name of [column.header, column.key, ...column.aliases]) HEADER_LOOKUP.set(normHeader(name), column.key);
}

/** Which column of the file is which key; 400 listing the forbidden, unknown, repeated and missing columns. */
export function mapColumns(header: string[]): Map<Key, number> {
  const map = new Map<Key, number>();
  const forbidden: string[] = [];
  const unknown: string[] = [];
  const repeated: string[] = [];
  header.forEach((raw, index) => {
    const name = raw.trim();
    if (!name) return; // an unnamed (usually empty) column, as Excel leaves after the last one
    if ((PRODUCT_IMPORT_FORBIDDEN_HEADERS as readonly string[]).includes(name.toLowerCase())) {
      forbidden.push(name);
      return;
    }
    const key = HEADER_LOOKUP.get(normHeader(name));
    if (!key) unknown.push(name);
    else if (map.has(key)) repeated.push(name);
    else map.set(key, index);
  });
  const missing = PRODUCT_IMPORT_COLUMNS.filter((c) => c.required && !map.has(c.key)).map((c) => c.header);
  const problems = [
    forbidden.length ? `${PRODUCT_IMPORT_MESSAGES.forbiddenHeader}: ${forbidden.join(', ')}` : null,
    unknown.length ? `${PRODUCT_IMPORT_MESSAGES.unknownColumns}: ${unknown.map((u) => u.slice(0, 40)).join(', ')}` : null,
    repeated.length ? `${PRODUCT_IMPORT_MESSAGES.duplicateColumns}: ${repeated.join(', ')}` : null,
    missing.length ? `${PRODUCT_IMPORT_MESSAGES.missingColumns}: ${missing.join(', ')}` : null,
  ].filter((p): p is string => p !== null);
  if (problems.length) {
    const fields: Record<string, string> = {};
    if (forbidden.length) fields.forbidden = forbidden.join(', ');
    if (unknown.length) fields.unknown = unknown.join(', ');
    if (repeated.length) fields.duplicate = repeated.join(', ');
    if (missing.length) fields.missing = missing.join(', ');
    throw new AppError('BAD_REQUEST', `${PRODUCT_IMPORT_MESSAGES.columns} ${problems.join(' · ')}`, fields);
  }
  return map;
}

interface BrandRef {
  id: string;
  name: string;
  sellerId: string | null;
}
interface CategoryRef {
  id: string;
  parentId: string | null;
}

/** Brands and categories by every name an operator may type (name, slug, English name; case-insensitive). */
async function loadRefs(db: Db) {
  const brands = await queryRows<{ id: string; name: string; slug: string; name_en: string; seller_id: string | null }>(
    db,
    sql`select id, name, slug, name_en, seller_id from brands`,
  );
  const categories = await queryRows<{ id: string; name: string; slug: string; parent_id: string | null }>(
    db,
    sql`select id, name, slug, parent_id from categories`,
  );
  const brandBy = new Map<string, BrandRef>();
  for (const b of brands) {
    const ref = { id: b.id, name: b.name, sellerId: b.seller_id };
    for (const k of [b.slug, b.name, b.name_en, b.id]) if (k) brandBy.set(k.trim().toLowerCase(), ref);
  }
  const categoryBy = new Map<string, CategoryRef | 'ambiguous'>();
  const bySlug = new Map<string, CategoryRef>();
  for (const c of categories) {
    const ref = { id: c.id, parentId: c.parent_id };
    bySlug.set(c.slug.toLowerCase(), ref);
    bySlug.set(c.id, ref);
    const key = c.name.trim().toLowerCase();
    const had = categoryBy.get(key);
    // A name shared by two categories is ambiguous, unless only one of them can hold products.
    if (!had) categoryBy.set(key, ref);
    else if (had !== 'ambiguous' && had.parentId === null && ref.parentId !== null) categoryBy.set(key, ref);
    else if (had !== 'ambiguous' && !(had.parentId !== null && ref.parentId === null)) categoryBy.set(key, 'ambiguous');
  }
  return {
    brand: (text: string) => brandBy.get(text.trim().toLowerCase()) ?? null,
    category: (text: string): CategoryRef | 'ambiguous' | null => {
      const t = text.trim().toLowerCase();
      return bySlug.get(t) ?? categoryBy.get(t) ?? null;
    },
  };
}

const STATUS_BY_TEXT = new Map<string, string>();
for (const s of ADMIN_PRODUCT_STATUSES) {
  STATUS_BY_TEXT.set(s, s);
  STATUS_BY_TEXT.set(ADMIN_PRODUCT_STATUS_LABELS[s], s);
}

/** A number cell: `59,000`, `59000원`, `300g` read as integers; anything else goes to the schema as the text it is (its message). */
function numberCell(text: string): number | string | undefined {
  const t = text.trim();
  if (!t) return undefined;
  const plain = t.replace(/,/g, '').replace(/\s*(원|g|개)$/i, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : t;
}

/** A product ready to write: the validated input and the rows it came from. */
export interface ImportProduct {
  input: ProductInput;
  rows: number[];
}

export interface ValidatedFile {
  format: ProductImportFormat;
  totalRows: number;
  products: ImportProduct[];
  /** Products in the file (groups of rows), refused or not. */
  productCount: number;
  optionCount: number;
  errors: ProductImportRowError[];
  errorCount: number;
  columns: string[];
  preview: ProductImportPreview['rows'];
}

/** Validates a read sheet: columns, then every row and product. */
export async function validateSheet(
  db: Db,
  sheet: Sheet,
  format: ProductImportFormat,
  scopeBrandId: string | null,
): Promise<ValidatedFile> {
  const columns = mapColumns(sheet.header);
  if (!sheet.rows.length) throw new AppError('BAD_REQUEST', PRODUCT_IMPORT_MESSAGES.empty);
  const refs = await loadRefs(db);
  const errors: ProductImportRowError[] = [];
  const taken = new Set<string>();
  const addError = (row: number, key: Key | null, message: string) => {
    const mark = `${row}\u0000${key ?? ''}`;
    if (taken.has(mark)) return;
    taken.add(mark);
    errors.push({ row, column: key ? HEADER_OF[key] : null, message });
  };
  const cell = (cells: string[], key: Key): string => {
    const i = columns.get(key);
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };

  interface Group {
    rows: { row: number; cells: string[] }[];
    brandId: string;
    categoryId: string;
  }
  const groups = new Map<string, Group>();
  for (const { row, cells } of sheet.rows) {
    const name = cell(cells, 'name');
    const brandText = cell(cells, 'brand');
    let brandId = PLACEHOLDER_ID;
    if (!brandText) addError(row, 'brand', PRODUCT_MESSAGES.brand);
    else {
      const brand = refs.brand(brandText);
      if (!brand) addError(row, 'brand', PRODUCT_MESSAGES.brandNotFound);
      else if (scopeBrandId && brand.id !== scopeBrandId) addError(row, 'brand', PRODUCT_IMPORT_MESSAGES.otherBrand);
      else if (!brand.sellerId) addError(row, 'brand', PRODUCT_IMPORT_MESSAGES.brandWithoutSeller);
      else brandId = brand.id;
    }
    const key = `${name}\u0000${brandId === PLACEHOLDER_ID ? `?${brandText.toLowerCase()}` : brandId}`;
    let group = groups.get(key);
    if (!group) {
      let categoryId = PLACEHOLDER_ID;
      const categoryText = cell(cells, 'category');
      if (!categoryText) addError(row, 'category', PRODUCT_MESSAGES.category);
      else {
        const category = refs.category(categoryText);
        if (!category) addError(row, 'category', PRODUCT_MESSAGES.categoryNotFound);
        else if (category === 'ambiguous') addError(row, 'category', PRODUCT_IMPORT_MESSAGES.categoryAmbiguous);
        else if (category.parentId === null) addError(row, 'category', PRODUCT_MESSAGES.categoryLevel);
        else categoryId = category.id;
      }
      group = { rows: [], brandId, categoryId };
      groups.set(key, group);
    } else {
      const first = group.rows[0]!.cells;
      for (const k of PRODUCT_KEYS) {
        const value = cell(cells, k);
        if (value && value !== cell(first, k)) addError(row, k, PRODUCT_IMPORT_MESSAGES.productFieldMismatch);
      }
    }
    group.rows.push({ row, cells });
  }

  const products: ImportProduct[] = [];
  let optionCount = 0;
  for (const group of groups.values()) {
    const first = group.rows[0]!;
    const c = (k: Key) => cell(first.cells, k);
    const statusText = c('status');
    const salePrice = numberCell(c('salePrice'));
    const candidate = {
      name: c('name'),
      nameEn: c('nameEn'),
      description: c('description'),
      brandId: group.brandId,
      categoryId: group.categoryId,
      price: numberCell(c('price')),
      salePrice: salePrice === undefined ? null : salePrice,
      status: statusText ? (STATUS_BY_TEXT.get(statusText) ?? STATUS_BY_TEXT.get(statusText.toLowerCase()) ?? statusText) : undefined,
      weightGrams: numberCell(c('weightGrams')),
      options: group.rows.map((r) => ({
        color: cell(r.cells, 'color'),
        size: cell(r.cells, 'size'),
        stock: numberCell(cell(r.cells, 'stock')),
      })),
    };
    optionCount += group.rows.length;
    const parsed = ProductInputSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field, index, sub] = issue.path as (string | number)[];
        if (field === 'options' && typeof index === 'number') {
          const r = group.rows[index];
          const k = (sub === 'color' || sub === 'size' || sub === 'stock' ? sub : 'color') as Key;
          addError(r?.row ?? first.row, k, issue.message);
        } else if (field === 'options') {
          addError(first.row, 'color', issue.message);
        } else if (typeof field === 'string' && field in HEADER_OF) {
          addError(first.row, field as Key, issue.message);
        } else if (field === 'brandId') {
          addError(first.row, 'brand', issue.message);
        } else if (field === 'categoryId') {
          addError(first.row, 'category', issue.message);
        } else {
          addError(first.row, null, issue.message);
        }
      }
      continue;
    }
    if (group.brandId === PLACEHOLDER_ID || group.categoryId === PLACEHOLDER_ID) continue;
    products.push({ input: parsed.data, rows: group.rows.map((r) => r.row) });
  }

  const order = new Map(PRODUCT_IMPORT_COLUMNS.map((col, i) => [col.header as string, i]));
  errors.sort((a, b) => a.row - b.row || (order.get(a.column ?? '') ?? 99) - (order.get(b.column ?? '') ?? 99));
  const shownColumns = PRODUCT_IMPORT_COLUMNS.filter((col) => columns.has(col.key));
  return {
    format,
    totalRows: sheet.rows.length,
    products: errors.length ? [] : products,
    productCount: groups.size,
    optionCount,
    errors: errors.slice(0, PRODUCT_IMPORT_MAX_ERRORS),
    errorCount: errors.length,
    columns: shownColumns.map((col) => col.header),
    preview: sheet.rows.slice(0, PRODUCT_IMPORT_PREVIEW_ROWS).map(({ row, cells }) => {
      const out: Record<string, string> = {};
      for (const col of shownColumns) out[col.header] = cell(cells, col.key).slice(0, 200);
      return { row, cells: out };
    }),
  };
}

/** The uploaded file (lib/uploads.ts readUploadedFiles). */
export interface ImportFile {
  name: string;
  bytes: Uint8Array;
}

/** Size and type first (413 / 415), then the sheet. */
export async function readUpload(file: ImportFile): Promise<{ format: ProductImportFormat; sheet: Sheet }> {
  if (file.bytes.length > PRODUCT_IMPORT_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', PRODUCT_IMPORT_MESSAGES.tooLarge);
  if (!file.bytes.length) throw new AppError('BAD_REQUEST', PRODUCT_IMPORT_MESSAGES.empty);
  const format = productImportFormatOf(file.name, file.bytes.subarray(0, 4));
  if (!format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', PRODUCT_IMPORT_MESSAGES.fileType);
  return { format, sheet: await readSheet(format, Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength)) };
}

/** A file name fit to keep and show (no path, no control characters, 120 characters at most). */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'upload').slice(0, 120);
}

function previewOf(fileName: string, v: ValidatedFile): ProductImportPreview {
  return {
    fileName,
    format: v.format,
    totalRows: v.totalRows,
    productCount: v.productCount,
    optionCount: v.optionCount,
    errorCount: v.errorCount,
    errors: v.errors,
    columns: v.columns,
    rows: v.preview,
  };
}

/** `POST /products/import?dryRun=1`: what the file would import (writes nothing). */
export async function previewImport(db: Db, actor: AdminActor, file: ImportFile): Promise<ProductImportPreview> {
  const { format, sheet } = await readUpload(file);
  const validated = await validateSheet(db, sheet, format, actor.brandId);
  return previewOf(cleanFileName(file.name), validated);
}

/**
 * `POST /products/import`: validates the file again and, when no row is refused, queues the
 * import (one `product_imports` row with the products to write). With any refused row: 422 with
 * every row error, nothing written.
 */
export async function queueImport(
  db: Db,
  actor: AdminActor,
  file: ImportFile,
): Promise<{ job: ProductImportJob; preview: ProductImportPreview }> {
  const { format, sheet } = await readUpload(file);
  const validated = await validateSheet(db, sheet, format, actor.brandId);
  const fileName = cleanFileName(file.name);
  const preview = previewOf(fileName, validated);
  if (validated.errorCount) throw new ImportRefused(preview);
  return { job: await queueValidated(db, actor, fileName, format, validated), preview };
}

/** Queues a validated file without refused rows (also the data import's products, issue 16, which may be .json). */
export async function queueValidated(
  db: Db,
  actor: AdminActor,
  fileName: string,
  format: string,
  validated: ValidatedFile,
): Promise<ProductImportJob> {
  const payload = validated.products.map((p) => ({ ...p.input, rows: p.rows }));
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into product_imports (id, status, file_name, format, total_rows, product_count, payload, brand_id, created_by, created_by_email, created_by_name, created_by_ip)
      values (${id}::uuid, 'queued', ${fileName}, ${format}, ${validated.totalRows}, ${validated.products.length}, ${JSON.stringify(payload)}::jsonb,
        ${actor.brandId}::uuid, ${actor.staffId}::uuid, ${actor.staffEmail}, ${actor.staffName}, ${actor.ip})`);
    await actor.audit(tx, {
      action: 'catalog.products.import',
      resource: 'product_import',
      resourceId: id,
      resourceName: fileName,
      details: { phase: 'queued', rows: validated.totalRows, products: validated.products.length, options: validated.optionCount, format },
      severity: 'MEDIUM',
    });
  });
  return getImportJob(db, actor, id);
}

/** A file with refused rows: 422 carrying the preview (every row error). */
export class ImportRefused extends Error {
  constructor(readonly preview: ProductImportPreview) {
    super(PRODUCT_IMPORT_MESSAGES.hasErrors);
  }
}

/** `GET /products/import/jobs/{id}`: an import's state; another staff member's import is 404 for a brand-scoped importer. */
export async function getImportJob(db: Db, actor: Pick<AdminActor, 'brandId' | 'staffId'>, id: string): Promise<ProductImportJob> {
  const notFound = () => new AppError('NOT_FOUND', PRODUCT_IMPORT_MESSAGES.jobNotFound);
  if (!isUuid(id)) throw notFound();
  const [row] = await queryRows<{
    id: string;
    status: ProductImportJob['status'];
    file_name: string;
    total_rows: number;
    product_count: number;
    processed: number;
    created: number;
    errors: ProductImportJob['errors'];
    message: string | null;
    created_at: string;
    finished_at: string | null;
    created_by: string | null;
    brand_id: string | null;
  }>(
    db,
    sql`select id, status, file_name, total_rows, product_count, processed, created, errors, message, created_by, brand_id,
      ${isoText(sql`created_at`)} as created_at, ${isoText(sql`finished_at`)} as finished_at
      from product_imports where id = ${id}::uuid`,
  );
  if (!row) throw notFound();
  if (actor.brandId && (row.brand_id !== actor.brandId || row.created_by !== actor.staffId)) throw notFound();
  return {
    id: row.id,
    status: row.status,
    fileName: row.file_name,
    totalRows: Number(row.total_rows),
    productCount: Number(row.product_count),
    processed: Number(row.processed),
    created: Number(row.created),
    errors: Array.isArray(row.errors) ? row.errors : [],
    message: row.message,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
  };
}

/** The template: the headers and one example row, as CSV (UTF-8 with BOM, Excel opens it in Korean) or .xlsx. */
export async function importTemplate(format: ProductImportFormat): Promise<{ body: Uint8Array; contentType: string; fileName: string }> {
  const headers = PRODUCT_IMPORT_COLUMNS.map((c) => c.header);
  const example = PRODUCT_IMPORT_COLUMNS.map((c) => PRODUCT_IMPORT_EXAMPLE_ROW[c.key]);
  if (format === 'csv') {
    const text = `\uFEFF${Papa.unparse([headers, example.map(String)])}\r\n`;
    return { body: new TextEncoder().encode(text), contentType: 'text/csv; charset=utf-8', fileName: '상품-일괄등록-템플릿.csv' };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('상품');
  sheet.addRow(headers).font = { bold: true };
  sheet.addRow(example);
  sheet.columns.forEach((col) => {
    col.width = 16;
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return {
    body: new Uint8Array(buffer as ArrayBuffer),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: '상품-일괄등록-템플릿.xlsx',
  };
}

/** Products written per statement pair (products, then their options) and per progress report. */
export const IMPORT_CHUNK_PRODUCTS = 500;
/** A running import whose heartbeat is older than this is taken to have died with its process (its transaction rolled back). */
const STALE_AFTER = sql`interval '5 minutes'`;

type PayloadProduct = ProductInput & { rows: number[] };

interface ClaimedImport {
  id: string;
  file_name: string;
  total_rows: number;
  payload: PayloadProduct[] | null;
  created_by: string | null;
  created_by_email: string;
  created_by_name: string;
  created_by_ip: string | null;
}

/** PGlite has one connection: a progress write beside the import's open transaction would wait on it for ever. */
function isEmbedded(db: Db): boolean {
  const client = (db as unknown as { $client?: { exec?: unknown; transaction?: unknown } }).$client;
  return typeof client?.exec === 'function' && typeof client?.transaction === 'function';
}

/**
 * The work of the `products.import` job: picks queued imports one at a time (a row claimed by
 * another process is skipped; a running row gone quiet for 5 minutes is queued again, its
 * transaction having died with it) and writes each. Idempotent: a written import is `completed`
 * in the same transaction as its products.
 */
export async function runQueuedImports(db: Db): Promise<{ imports: number; products: number; failed: number }> {
  await db.execute(sql`update product_imports set status = 'queued', processed = 0, updated_at = now()
    where status = 'running' and updated_at < now() - ${STALE_AFTER}`);
  const done = { imports: 0, products: 0, failed: 0 };
  for (;;) {
    const [claimed] = await queryRows<ClaimedImport>(
      db,
      sql`update product_imports set status = 'running', processed = 0, started_at = now(), updated_at = now()
        where id = (select id from product_imports where status = 'queued' order by created_at limit 1 for update skip locked)
        returning id, file_name, total_rows, payload, created_by, created_by_email, created_by_name, created_by_ip`,
    );
    if (!claimed) return done;
    try {
      done.products += await writeImport(db, claimed);
      done.imports += 1;
    } catch (error) {
      done.failed += 1;
      const reason = error instanceof AppError ? error.message : PRODUCT_IMPORT_MESSAGES.failed;
      await db.execute(sql`update product_imports set status = 'failed', message = ${reason}, payload = null, finished_at = now(), updated_at = now()
        where id = ${claimed.id}::uuid`);
    }
  }
}

/** Writes one claimed import in one transaction, set-based, reporting progress after each chunk. Returns the products created. */
async function writeImport(db: Db, job: ClaimedImport): Promise<number> {
  const products = (job.payload ?? []).map((p) => ({ ...p, id: randomUUID() }));
  const embedded = isEmbedded(db);
  const prefix = `IMP${job.id.replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  let processed = 0;
  await db.transaction(async (tx) => {
    for (let start = 0; start < products.length; start += IMPORT_CHUNK_PRODUCTS) {
      const chunk = products.slice(start, start + IMPORT_CHUNK_PRODUCTS);
      const productRows = chunk.map((p) => ({
        id: p.id,
        brand_id: p.brandId,
        category_id: p.categoryId,
        name: p.name,
        name_en: p.nameEn,
        description: p.description,
        price: p.price,
        sale_price: p.salePrice,
        status: p.status,
        weight_grams: p.weightGrams,
        colors: [...new Set(p.options.map((o) => o.color))],
        sizes: [...new Set(p.options.map((o) => o.size))],
        stock: p.options.reduce((sum, o) => sum + o.stock, 0),
        images: [`/media/products/${p.id}/1.svg`],
      }));
      // The seller is the brand's at the moment of writing (a brand moved to another seller since the preview follows it).
      const inserted = await queryRows<{ n: number }>(
        tx,
        sql`with ins as (insert into products (id, brand_id, category_id, seller_id, name, name_en, description, price, sale_price, colors, sizes, images, stock, status, weight_grams)
          select x.id, x.brand_id, x.category_id, b.seller_id, x.name, x.name_en, x.description, x.price, x.sale_price, x.colors, x.sizes, x.images, x.stock, x.status, x.weight_grams
          from jsonb_to_recordset(${JSON.stringify(productRows)}::jsonb) as x(id uuid, brand_id uuid, category_id uuid, name text, name_en text, description text,
            price int, sale_price int, colors text[], sizes text[], images text[], stock int, status text, weight_grams int)
          join brands b on b.id = x.brand_id and b.seller_id is not null
          returning 1) select count(*)::int as n from ins`,
      );
      if (Number(inserted[0]?.n) !== chunk.length) throw new AppError('CONFLICT', PRODUCT_IMPORT_MESSAGES.brandWithoutSeller);
      const optionRows = chunk.flatMap((p, i) =>
        p.options.map((o, k) => ({
          product_id: p.id,
          color: o.color,
          size: o.size,
          stock: o.stock,
          sku: `${prefix}-${String(start + i + 1).padStart(5, '0')}-${String(k + 1).padStart(3, '0')}`,
        })),
      );
      await tx.execute(sql`insert into product_options (product_id, color, size, sku, stock)
        select x.product_id, x.color, x.size, x.sku, x.stock
        from jsonb_to_recordset(${JSON.stringify(optionRows)}::jsonb) as x(product_id uuid, color text, size text, sku text, stock int)`);
      processed += optionRows.length;
      if (!embedded) {
        await db.execute(sql`update product_imports set processed = ${processed}, updated_at = now() where id = ${job.id}::uuid`);
      }
    }
    const ids = JSON.stringify(products.map((p) => p.id));
    const mine = sql`(select p.* from products p where p.id in (select value::uuid from jsonb_array_elements_text(${ids}::jsonb)))`;
    // The stored counts move with the products, as the seed's statistics compute them.
    await tx.execute(sql`update brands b set product_count = b.product_count + c.n
      from (select brand_id, count(*)::int as n from ${mine} m group by brand_id) c where c.brand_id = b.id`);
    await tx.execute(sql`update sellers s set product_count = s.product_count + c.n, active_product_count = s.active_product_count + c.active
      from (select seller_id, count(*)::int as n, (count(*) filter (where status <> 'inactive'))::int as active from ${mine} m group by seller_id) c
      where c.seller_id = s.id`);
    await tx.execute(sql`update categories k set product_count = k.product_count + c.n
      from (select t.id, sum(d.n)::int as n
            from (select category_id, count(*)::int as n from ${mine} m group by category_id) d
            join categories child on child.id = d.category_id
            cross join lateral (values (child.id), (child.parent_id)) as t(id)
            where t.id is not null group by t.id) c
      where c.id = k.id`);
    await tx.insert(auditLogs).values({
      staffId: job.created_by,
      userEmail: job.created_by_email,
      userName: job.created_by_name,
      action: 'catalog.products.import',
      resource: 'product_import',
      resourceId: job.id,
      resourceName: job.file_name,
      details: { phase: 'completed', products: products.length, options: processed, rows: job.total_rows },
      severity: 'MEDIUM',
      ip: job.created_by_ip,
    });
    await tx.execute(sql`update product_imports set status = 'completed', processed = total_rows, created = ${products.length},
      payload = null, message = null, finished_at = now(), updated_at = now() where id = ${job.id}::uuid`);
  });
  listingCache(db).clear();
  return products.length;
}
