import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { formatPhone, isValidEmail, isValidMobilePhone } from '@market/domain/contact';
import { CUSTOMER_GRADE_LABELS, CUSTOMER_GRADES, CUSTOMER_STATUS_LABELS, CUSTOMER_STATUSES } from '@market/domain/customer';
import {
  CUSTOMER_IMPORT_COLUMNS,
  DATA_IMPORT_MAX_BYTES,
  DATA_IMPORT_MAX_ROWS,
  DATA_IMPORT_MESSAGES,
  dataImportFormatOf,
  type CustomerImportColumnKey,
  type DataImportFormat,
  type DataImportJob,
  type DataImportKind,
  type DataImportPreview,
} from '@market/domain/data-import';
import {
  PRODUCT_IMPORT_FORBIDDEN_HEADERS,
  PRODUCT_IMPORT_MAX_ERRORS,
  PRODUCT_IMPORT_MESSAGES,
  PRODUCT_IMPORT_PREVIEW_ROWS,
  type ProductImportRowError,
} from '@market/domain/product-import';
import type { Db } from '../db/client';
import { auditLogs } from '../db/schema/system';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import { isoText, isUuid, queryRows } from '../lib/sql';
import { cleanFileName, getImportJob, queueValidated, validateSheet, type ImportFile } from './product-import';
import { decodeCsv, readSheet, type Sheet } from './product-import-file';

/**
 * 데이터 가져오기 (issue 16 screen 5). Files are read as the product import reads them (ADR 027:
 * size, magic bytes, zip-bomb check, rows as arrays, formulas never evaluated), plus .json: an
 * array of objects whose keys are the column headers; a `__proto__`, `constructor` or
 * `prototype` key anywhere refuses the file. Products then go through the product import's
 * validation and job; customers are validated here and written by `customers.import`.
 *
 * Imported customers have no password (`password_hash` null): they cannot sign in, and sign-up
 * with their e-mail is refused as taken, until a password-setting flow exists (notes/backups.md).
 */

const FORBIDDEN = new Set<string>(PRODUCT_IMPORT_FORBIDDEN_HEADERS);

/** A .json file as a sheet: the keys of its objects (in first-seen order) are the header. */
export function readJson(bytes: Uint8Array): Sheet {
  const text = decodeCsv(bytes).trim();
  let value: unknown;
  let forbidden = false;
  try {
    value = JSON.parse(text, function reviver(this: unknown, key: string, v: unknown) {
      if (FORBIDDEN.has(key)) forbidden = true;
      return v;
    });
  } catch {
    throw new AppError('BAD_REQUEST', DATA_IMPORT_MESSAGES.json);
  }
  if (forbidden) throw new AppError('BAD_REQUEST', DATA_IMPORT_MESSAGES.forbiddenKey);
  if (!Array.isArray(value)) throw new AppError('BAD_REQUEST', DATA_IMPORT_MESSAGES.json);
  if (value.length > DATA_IMPORT_MAX_ROWS) throw new AppError('BAD_REQUEST', PRODUCT_IMPORT_MESSAGES.tooManyRows);
  if (!value.length) throw new AppError('BAD_REQUEST', PRODUCT_IMPORT_MESSAGES.empty);
  const header: string[] = [];
  const index = new Map<string, number>();
  for (const item of value) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) throw new AppError('BAD_REQUEST', DATA_IMPORT_MESSAGES.json);
    for (const key of Object.keys(item)) {
      if (!index.has(key)) {
        if (header.length >= 100) throw new AppError('BAD_REQUEST', PRODUCT_IMPORT_MESSAGES.columns);
        index.set(key, header.length);
        header.push(key);
      }
    }
  }
  const rows = value.map((item: Record<string, unknown>, i) => {
    const cells = header.map(() => '');
    for (const [key, v] of Object.entries(item)) {
      cells[index.get(key)!] = v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
    }
    // Item n of the array is "row n + 1", as if the keys were a header row.
    return { row: i + 2, cells };
  });
  return { header, rows };
}

/** Size and type first (413 / 415), then the sheet. */
export async function readDataFile(file: ImportFile): Promise<{ format: DataImportFormat; sheet: Sheet }> {
  if (file.bytes.length > DATA_IMPORT_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', PRODUCT_IMPORT_MESSAGES.tooLarge);
  if (!file.bytes.length) throw new AppError('BAD_REQUEST', PRODUCT_IMPORT_MESSAGES.empty);
  const format = dataImportFormatOf(file.name, file.bytes.subarray(0, 4));
  if (!format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', DATA_IMPORT_MESSAGES.fileType);
  const buf = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  return { format, sheet: format === 'json' ? readJson(buf) : await readSheet(format, buf) };
}

type Key = CustomerImportColumnKey;
const HEADER_OF = Object.fromEntries(CUSTOMER_IMPORT_COLUMNS.map((c) => [c.key, c.header])) as Record<Key, string>;
const norm = (h: string) => h.replace(/\s+/g, '').toLowerCase();
const LOOKUP = new Map<string, Key>();
for (const c of CUSTOMER_IMPORT_COLUMNS) for (const n of [c.header, c.key, ...c.aliases]) LOOKUP.set(norm(n), c.key);

function mapCustomerColumns(header: string[]): Map<Key, number> {
  const map = new Map<Key, number>();
  const unknown: string[] = [];
  const problems: string[] = [];
  header.forEach((raw, i) => {
    const name = raw.trim();
    if (!name) return;
    if (FORBIDDEN.has(name.toLowerCase())) problems.push(`${PRODUCT_IMPORT_MESSAGES.forbiddenHeader}: ${name}`);
    const key = LOOKUP.get(norm(name));
    if (!key) unknown.push(name.slice(0, 40));
    else if (map.has(key)) problems.push(`${PRODUCT_IMPORT_MESSAGES.duplicateColumns}: ${name}`);
    else map.set(key, i);
  });
  if (unknown.length) problems.push(`${PRODUCT_IMPORT_MESSAGES.unknownColumns}: ${unknown.join(', ')}`);
  const missing = CUSTOMER_IMPORT_COLUMNS.filter((c) => c.required && !map.has(c.key)).map((c) => c.header);
  if (missing.length) problems.push(`${PRODUCT_IMPORT_MESSAGES.missingColumns}: ${missing.join(', ')}`);
  if (problems.length) throw new AppError('BAD_REQUEST', `${PRODUCT_IMPORT_MESSAGES.columns} ${problems.join(' · ')}`);
  return map;
}

const byLabel = <T extends string>(values: readonly T[], labels: Record<T, string>, extra: Record<string, T> = {}) => {
  const m = new Map<string, T>();
  for (const v of values) {
    m.set(v, v);
    m.set(labels[v].toLowerCase(), v);
  }
  for (const [k, v] of Object.entries(extra)) m.set(k, v);
  return (text: string) => m.get(text.trim().toLowerCase());
};
const gradeOf = byLabel(CUSTOMER_GRADES, CUSTOMER_GRADE_LABELS);
const statusOf = byLabel(CUSTOMER_STATUSES, CUSTOMER_STATUS_LABELS, { 비활성: 'inactive' });
const GENDERS: Record<string, 'male' | 'female' | 'other'> = {
  male: 'male',
  m: 'male',
  남: 'male',
  남성: 'male',
  female: 'female',
  f: 'female',
  여: 'female',
  여성: 'female',
  other: 'other',
  기타: 'other',
};

export interface CustomerRecord {
  row: number;
  name: string;
  email: string;
  phone: string | null;
  grade: string;
  status: string;
  birthday: string | null;
  gender: string | null;
  address: string | null;
}

function validBirthday(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text && d.getTime() < Date.now() && d.getUTCFullYear() >= 1900;
}

interface Validated {
  records: CustomerRecord[];
  errors: ProductImportRowError[];
  columns: string[];
  preview: DataImportPreview['rows'];
}

/** Every row of a customers sheet: its fields, and e-mails unique in the file and new to the shop. */
export async function validateCustomers(db: Db, sheet: Sheet): Promise<Validated> {
  const columns = mapCustomerColumns(sheet.header);
  if (!sheet.rows.length) throw new AppError('BAD_REQUEST', PRODUCT_IMPORT_MESSAGES.empty);
  const errors: ProductImportRowError[] = [];
  const err = (row: number, key: Key, message: string) => errors.push({ row, column: HEADER_OF[key], message });
  const cell = (cells: string[], key: Key) => {
    const i = columns.get(key);
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };
  const records: CustomerRecord[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells } of sheet.rows) {
    const before = errors.length;
    const name = cell(cells, 'name');
    if (!name || name.length > 50) err(row, 'name', DATA_IMPORT_MESSAGES.name);
    const email = cell(cells, 'email').toLowerCase();
    if (!email || email.length > 254 || !isValidEmail(email)) err(row, 'email', DATA_IMPORT_MESSAGES.email);
    else if (firstRowOf.has(email)) err(row, 'email', DATA_IMPORT_MESSAGES.emailInFile(firstRowOf.get(email)!));
    else firstRowOf.set(email, row);
    const phoneText = cell(cells, 'phone');
    if (phoneText && !isValidMobilePhone(phoneText)) err(row, 'phone', DATA_IMPORT_MESSAGES.phone);
    const gradeText = cell(cells, 'grade');
    const grade = gradeText ? gradeOf(gradeText) : 'bronze';
    if (!grade) err(row, 'grade', DATA_IMPORT_MESSAGES.grade);
    const statusText = cell(cells, 'status');
    const status = statusText ? statusOf(statusText) : 'active';
    if (!status) err(row, 'status', DATA_IMPORT_MESSAGES.status);
    const birthday = cell(cells, 'birthday');
    if (birthday && !validBirthday(birthday)) err(row, 'birthday', DATA_IMPORT_MESSAGES.birthday);
    const genderText = cell(cells, 'gender');
    const gender = genderText ? GENDERS[genderText.toLowerCase()] : null;
    if (genderText && !gender) err(row, 'gender', DATA_IMPORT_MESSAGES.gender);
    const address = cell(cells, 'address');
    if (address.length > 200) err(row, 'address', DATA_IMPORT_MESSAGES.address);
    if (errors.length === before) {
      records.push({
        row,
        name,
        email,
        phone: phoneText ? formatPhone(phoneText) : null,
        grade: grade!,
        status: status!,
        birthday: birthday || null,
        gender: gender ?? null,
        address: address || null,
      });
    }
  }
  // E-mails already in the shop (one query for the whole file).
  const emails = [...firstRowOf.keys()];
  if (emails.length) {
    const taken = await queryRows<{ email: string }>(
      db,
      sql`select email from customers where email in (select value from jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))`,
    );
    for (const t of taken) err(firstRowOf.get(t.email)!, 'email', DATA_IMPORT_MESSAGES.emailTaken);
  }
  const order = new Map(CUSTOMER_IMPORT_COLUMNS.map((c, i) => [c.header as string, i]));
  errors.sort((a, b) => a.row - b.row || (order.get(a.column ?? '') ?? 99) - (order.get(b.column ?? '') ?? 99));
  const shown = CUSTOMER_IMPORT_COLUMNS.filter((c) => columns.has(c.key));
  return {
    records: errors.length ? [] : records,
    errors,
    columns: shown.map((c) => c.header),
    preview: sheet.rows.slice(0, PRODUCT_IMPORT_PREVIEW_ROWS).map(({ row, cells }) => {
      const out: Record<string, string> = {};
      for (const c of shown) out[c.header] = cell(cells, c.key).slice(0, 200);
      return { row, cells: out };
    }),
  };
}

/** A file with refused rows: 422 carrying the preview. */
export class DataImportRefused extends Error {
  constructor(readonly preview: DataImportPreview) {
    super(DATA_IMPORT_MESSAGES.hasErrors);
  }
}

interface Prepared {
  preview: DataImportPreview;
  queue: () => Promise<DataImportJob>;
}

async function prepare(db: Db, actor: AdminActor, kind: DataImportKind, file: ImportFile): Promise<Prepared> {
  const { format, sheet } = await readDataFile(file);
  const fileName = cleanFileName(file.name);
  if (kind === 'products') {
    const validated = await validateSheet(db, sheet, format === 'json' ? 'csv' : format, actor.brandId);
    const preview: DataImportPreview = {
      kind,
      fileName,
      format,
      totalRows: validated.totalRows,
      recordCount: validated.productCount,
      errorCount: validated.errorCount,
      errors: validated.errors,
      columns: validated.columns,
      rows: validated.preview,
    };
    return {
      preview,
      queue: async () => {
        const job = await queueValidated(db, actor, fileName, format, validated);
        return { ...toJob('products', job), totalRows: job.totalRows };
      },
    };
  }
  const v = await validateCustomers(db, sheet);
  const preview: DataImportPreview = {
    kind,
    fileName,
    format,
    totalRows: sheet.rows.length,
    recordCount: v.errors.length ? sheet.rows.length : v.records.length,
    errorCount: v.errors.length,
    errors: v.errors.slice(0, PRODUCT_IMPORT_MAX_ERRORS),
    columns: v.columns,
    rows: v.preview,
  };
  return {
    preview,
    queue: async () => {
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into data_imports (id, kind, status, file_name, format, total_rows, payload, created_by, created_by_email, created_by_name, created_by_ip)
          values (${id}::uuid, 'customers', 'queued', ${fileName}, ${format}, ${v.records.length}, ${JSON.stringify(v.records)}::jsonb,
            ${actor.staffId}::uuid, ${actor.staffEmail}, ${actor.staffName}, ${actor.ip})`);
        await actor.audit(tx, {
          action: 'tools.imports.create',
          resource: 'data_import',
          resourceId: id,
          resourceName: fileName,
          details: { phase: 'queued', kind, rows: v.records.length, format },
          severity: 'MEDIUM',
        });
      });
      return getDataImportJob(db, actor, id);
    },
  };
}

/** `POST /tools/imports?kind=…&dryRun=1`: what the file would import (writes nothing). */
export async function previewDataImport(db: Db, actor: AdminActor, kind: DataImportKind, file: ImportFile): Promise<DataImportPreview> {
  return (await prepare(db, actor, kind, file)).preview;
}

/** `POST /tools/imports?kind=…`: queues the import when no row is refused (else 422 with every row error). */
export async function queueDataImport(
  db: Db,
  actor: AdminActor,
  kind: DataImportKind,
  file: ImportFile,
): Promise<{ job: DataImportJob; preview: DataImportPreview }> {
  const prepared = await prepare(db, actor, kind, file);
  if (prepared.preview.errorCount) throw new DataImportRefused(prepared.preview);
  return { job: await prepared.queue(), preview: prepared.preview };
}

function toJob(
  kind: DataImportKind,
  j: {
    id: string;
    status: DataImportJob['status'];
    fileName: string;
    totalRows: number;
    processed: number;
    created: number;
    message: string | null;
    createdAt: string;
    finishedAt: string | null;
  },
): DataImportJob {
  return {
    id: j.id,
    kind,
    status: j.status,
    fileName: j.fileName,
    totalRows: j.totalRows,
    processed: j.processed,
    created: j.created,
    message: j.message,
    createdAt: j.createdAt,
    finishedAt: j.finishedAt,
  };
}

/** `GET /tools/imports/{id}`: a customers import, or a products import (product_imports). */
export async function getDataImportJob(db: Db, actor: AdminActor, id: string): Promise<DataImportJob> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', DATA_IMPORT_MESSAGES.jobNotFound);
  const [row] = await queryRows<{
    id: string;
    status: DataImportJob['status'];
    file_name: string;
    total_rows: number;
    processed: number;
    created: number;
    message: string | null;
    created_at: string;
    finished_at: string | null;
  }>(
    db,
    sql`select id, status, file_name, total_rows, processed, created, message,
      ${isoText(sql`created_at`)} as created_at, ${isoText(sql`finished_at`)} as finished_at from data_imports where id = ${id}::uuid`,
  );
  if (row) {
    return toJob('customers', {
      id: row.id,
      status: row.status,
      fileName: row.file_name,
      totalRows: Number(row.total_rows),
      processed: Number(row.processed),
      created: Number(row.created),
      message: row.message,
      createdAt: row.created_at,
      finishedAt: row.finished_at,
    });
  }
  try {
    return toJob('products', await getImportJob(db, actor, id));
  } catch {
    throw new AppError('NOT_FOUND', DATA_IMPORT_MESSAGES.jobNotFound);
  }
}

const CHUNK = 500;
const STALE_AFTER = sql`interval '5 minutes'`;

function isEmbedded(db: Db): boolean {
  const client = (db as unknown as { $client?: { exec?: unknown; transaction?: unknown } }).$client;
  return typeof client?.exec === 'function' && typeof client?.transaction === 'function';
}

/** The work of `customers.import`: writes queued customer imports, each in one transaction. */
export async function runQueuedDataImports(db: Db): Promise<{ imports: number; customers: number; failed: number }> {
  await db.execute(sql`update data_imports set status = 'queued', processed = 0, updated_at = now()
    where status = 'running' and updated_at < now() - ${STALE_AFTER}`);
  const done = { imports: 0, customers: 0, failed: 0 };
  for (;;) {
    const [job] = await queryRows<{
      id: string;
      file_name: string;
      payload: CustomerRecord[] | null;
      created_by: string | null;
      created_by_email: string;
      created_by_name: string;
      created_by_ip: string | null;
    }>(
      db,
      sql`update data_imports set status = 'running', processed = 0, updated_at = now()
        where id = (select id from data_imports where status = 'queued' order by created_at limit 1 for update skip locked)
        returning id, file_name, payload, created_by, created_by_email, created_by_name, created_by_ip`,
    );
    if (!job) return done;
    const records = job.payload ?? [];
    const embedded = isEmbedded(db);
    try {
      await db.transaction(async (tx) => {
        for (let start = 0; start < records.length; start += CHUNK) {
          const chunk = records.slice(start, start + CHUNK);
          const inserted = await queryRows<{ n: number }>(
            tx,
            sql`with ins as (insert into customers (email, password_hash, name, phone, grade, status, birthday, gender, address)
              select x.email, null, x.name, x.phone, x.grade, x.status, x.birthday::date, x.gender, x.address
              from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(email text, name text, phone text, grade text, status text, birthday text, gender text, address text)
              on conflict (email) do nothing returning 1) select count(*)::int as n from ins`,
          );
          // An e-mail taken since the preview: the whole import stops (all or nothing).
          if (Number(inserted[0]?.n) !== chunk.length) throw new AppError('CONFLICT', DATA_IMPORT_MESSAGES.emailTaken);
          if (!embedded) {
            await db.execute(
              sql`update data_imports set processed = ${start + chunk.length}, updated_at = now() where id = ${job.id}::uuid`,
            );
          }
        }
        await tx.insert(auditLogs).values({
          staffId: job.created_by,
          userEmail: job.created_by_email,
          userName: job.created_by_name,
          action: 'tools.imports.create',
          resource: 'data_import',
          resourceId: job.id,
          resourceName: job.file_name,
          details: { phase: 'completed', kind: 'customers', customers: records.length },
          severity: 'MEDIUM',
          ip: job.created_by_ip,
        });
        await tx.execute(sql`update data_imports set status = 'completed', processed = total_rows, created = ${records.length},
          payload = null, message = null, finished_at = now(), updated_at = now() where id = ${job.id}::uuid`);
      });
      done.imports += 1;
      done.customers += records.length;
    } catch (error) {
      done.failed += 1;
      const reason = error instanceof AppError ? `${DATA_IMPORT_MESSAGES.failed} ${error.message}` : DATA_IMPORT_MESSAGES.failed;
      await db.execute(sql`update data_imports set status = 'failed', message = ${reason}, payload = null, finished_at = now(), updated_at = now()
        where id = ${job.id}::uuid`);
    }
  }
}
