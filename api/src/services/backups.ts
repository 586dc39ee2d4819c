import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import {
  BACKUP_KEEP_DEFAULT,
  BACKUP_MESSAGES,
  type Backup,
  type BackupKind,
  type BackupSettings,
  type RestoreResult,
  type UpdateBackupSettings,
} from '@market/domain/backups';
import type { Db } from '../db/client';
import type { AdminActor } from '../lib/admin-actor';
import { AppError } from '../lib/errors';
import { isoText, isUuid, queryRows } from '../lib/sql';

/**
 * 백업과 복원 (issue 16 screen 5, ADR 030), without pg_dump: a gzipped file of JSON lines.
 *
 *   ["header", {format, version, type, migration, createdAt}]
 *   ["table", name, [columns]]         then one line per row: row_to_json text of those columns
 *   ["end", name, rows, checksum]
 *   ["manifest", {…header, tables: [{name, rows, checksum}]}]
 *   ["signature", hmac-sha256 hex of every byte above]
 *
 * A row's JSON is kept as the text PostgreSQL wrote (never parsed in JS, so numbers and bytea —
 * written as `\x…` hex — keep every digit) and loaded back with jsonb_populate_recordset. A table's
 * checksum is the sum of the first 60 bits of each row line's MD5, so it does not depend on row
 * order and the database computes the same figure after a restore (checked before commit).
 * The HMAC key is derived from DATA_ENCRYPTION_KEY: a file altered, made elsewhere or not ours is
 * refused before anything is written. Files live in `backup_chunks` (1 MB parts).
 */

export const BACKUP_FORMAT = 'stylehub-backup';
export const BACKUP_FORMAT_VERSION = 1;
const CHUNK_BYTES = 1024 * 1024;
/** Rows read per query while dumping, and rows (or bytes) sent per insert while restoring. */
const DUMP_BATCH = 1000;
const LOAD_BATCH_ROWS = 1000;
const LOAD_BATCH_BYTES = 4 * 1024 * 1024;
/** A line longer than this (a media row is at most ~2×10 MB of hex) is not one of ours. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;
/** An uploaded backup file's limit (the upload body limit). */
export const BACKUP_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

/**
 * Never in a backup and never touched by a restore: the append-only logs (audit_logs,
 * personal_data_access), the backups themselves, and per-process state that must outlive a
 * restore (sessions — the operator stays signed in —, sign-in counters, idempotency keys), and
 * one-time password links (a restore must not bring a used link back to life; ADR 034).
 */
export const BACKUP_EXCLUDED_TABLES = [
  'audit_logs',
  'personal_data_access',
  'backups',
  'backup_chunks',
  'backup_settings',
  'sessions',
  'rate_limits',
  'login_lockouts',
  'idempotency_keys',
  'customer_password_links',
  // Derived from orders by triggers (ADR 043): a restore's writes to orders bring them along.
  'order_status_counts',
  'order_status_count_deltas',
] as const;
/** Uploaded images: only in a full backup. */
export const BACKUP_MEDIA_TABLES = ['media_uploads'] as const;
/** The settings screens' tables (api/src/db/schema/settings.ts). */
export const BACKUP_SETTINGS_TABLES = [
  'shop_settings',
  'payment_settings',
  'shipping_settings',
  'shipping_methods',
  'shipping_zones',
  'carriers',
  'tax_settings',
  'tax_rules',
  'tax_reports',
] as const;

interface TableInfo {
  name: string;
  columns: string[];
  primaryKey: string[];
}

export interface ManifestTable {
  name: string;
  rows: number;
  checksum: string;
}

interface Header {
  format: string;
  version: number;
  type: BackupKind;
  migration: string;
  createdAt: string;
}

interface Manifest extends Header {
  tables: ManifestTable[];
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);
const identList = (names: string[]) => sql.raw(names.map((n) => `"${n.replace(/"/g, '""')}"`).join(', '));

/** The HMAC key of backup files, derived from the data key (never the data key itself). */
export function backupSigningKey(dataKey: Buffer): Buffer {
  return createHmac('sha256', dataKey).update('stylehub backup signing v1').digest();
}

/** Which migrations the database has run: `<count>:<last migration's timestamp>`. */
export async function currentMigration(db: Db): Promise<string> {
  const [row] = await queryRows<{ n: number; last: string | null }>(
    db,
    sql`select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  return `${Number(row?.n ?? 0)}:${row?.last ?? '0'}`;
}

/** The application tables of the public schema, with their columns (generated ones left out) and primary key. */
export async function applicationTables(db: Db): Promise<Map<string, TableInfo>> {
  const rows = await queryRows<{ name: string; columns: string[]; pk: string[] | null }>(
    db,
    sql`select c.relname as name,
        array(select a.attname::text from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
              order by a.attnum) as columns,
        (select array(select a.attname::text from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
                      join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum order by k.ord)
           from pg_index i where i.indrelid = c.oid and i.indisprimary) as pk
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
  );
  const out = new Map<string, TableInfo>();
  for (const r of rows) out.set(r.name, { name: r.name, columns: r.columns, primaryKey: r.pk ?? [] });
  return out;
}

/** Tables in an order where every table comes after the tables it references (self references ignored). */
async function dependencyOrder(db: Db, names: string[]): Promise<string[]> {
  const edges = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select ch.relname as child, pa.relname as parent from pg_constraint k
      join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
      join pg_namespace n on n.oid = ch.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`,
  );
  const set = new Set(names);
  const parents = new Map<string, Set<string>>(names.map((n) => [n, new Set<string>()]));
  for (const e of edges) if (set.has(e.child) && set.has(e.parent) && e.child !== e.parent) parents.get(e.child)!.add(e.parent);
  const out: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (n: string) => {
    if (state.get(n) === 'done' || state.get(n) === 'visiting') return; // a cycle: left to the end-of-statement checks
    state.set(n, 'visiting');
    for (const p of [...parents.get(n)!].sort()) visit(p);
    state.set(n, 'done');
    out.push(n);
  };
  for (const n of [...names].sort()) visit(n);
  return out;
}

/** The tables a backup of this type holds. */
export function tablesOfType(all: Map<string, TableInfo>, type: BackupKind): string[] {
  const excluded = new Set<string>(BACKUP_EXCLUDED_TABLES);
  if (type === 'settings') return BACKUP_SETTINGS_TABLES.filter((t) => all.has(t));
  if (type === 'database') for (const t of BACKUP_MEDIA_TABLES) excluded.add(t);
  return [...all.keys()].filter((t) => !excluded.has(t));
}

/** First 60 bits of the MD5 of a row line, as the SQL check computes it. */
const rowHash = (line: string) => BigInt(`0x${createHash('md5').update(line, 'utf8').digest('hex').slice(0, 15)}`);

/** The SQL of one row's JSON line, over the given columns in that order. */
const rowJson = (table: string, columns: string[]) =>
  sql`row_to_json(s)::text as j from ${ident(table)} t cross join lateral (select ${sql.raw(columns.map((c) => `t."${c.replace(/"/g, '""')}"`).join(', '))}) s`;

/** Row count and checksum of tables as the database holds them now (after a restore, equal to the file's). */
export async function tableChecksums(db: Db, tables: { name: string; columns: string[] }[]): Promise<ManifestTable[]> {
  const out: ManifestTable[] = [];
  for (const t of tables) {
    const [row] = await queryRows<{ n: number; sum: string }>(
      db,
      sql`select count(*)::int as n, coalesce(sum(('x' || substr(md5(j), 1, 15))::bit(60)::bigint), 0)::text as sum
        from (select ${rowJson(t.name, t.columns)}) x(j)`,
    );
    out.push({ name: t.name, rows: Number(row!.n), checksum: String(row!.sum) });
  }
  return out;
}

/** Gzip output collected in memory (compressed), with the HMAC and size of what went in. */
class BackupWriter {
  private readonly gzip = createGzip({ level: 6 });
  private readonly parts: Buffer[] = [];
  private readonly hmac;
  private readonly done: Promise<void>;
  constructor(key: Buffer) {
    this.hmac = createHmac('sha256', key);
    this.gzip.on('data', (b: Buffer) => this.parts.push(b));
    this.done = new Promise((resolve, reject) => {
      this.gzip.on('end', resolve);
      this.gzip.on('error', reject);
    });
  }
  line(text: string) {
    const data = `${text}\n`;
    this.hmac.update(data, 'utf8');
    this.gzip.write(data, 'utf8');
  }
  async finish(): Promise<Buffer> {
    const signature = this.hmac.digest('hex');
    this.gzip.end(`${JSON.stringify(['signature', signature])}\n`, 'utf8');
    await this.done;
    return Buffer.concat(this.parts);
  }
}

/** Writes the backup file of these tables (one consistent snapshot). */
export async function dumpDatabase(db: Db, key: Buffer, type: BackupKind): Promise<{ file: Buffer; manifest: Manifest }> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local timezone to 'UTC'`);
      const all = await applicationTables(tx);
      const names = await dependencyOrder(tx, tablesOfType(all, type));
      const header: Header = {
        format: BACKUP_FORMAT,
        version: BACKUP_FORMAT_VERSION,
        type,
        migration: await currentMigration(tx),
        createdAt: new Date().toISOString(),
      };
      const writer = new BackupWriter(key);
      writer.line(JSON.stringify(['header', header]));
      const tables: ManifestTable[] = [];
      for (const name of names) {
        const info = all.get(name)!;
        writer.line(JSON.stringify(['table', name, info.columns]));
        let last = '(0,0)';
        let rows = 0;
        let sum = 0n;
        for (;;) {
          const batch = await queryRows<{ k: string; j: string }>(
            tx,
            sql`select t.ctid::text as k, ${rowJson(name, info.columns)} where t.ctid > ${last}::tid order by t.ctid limit ${DUMP_BATCH}`,
          );
          for (const r of batch) {
            writer.line(r.j);
            sum += rowHash(r.j);
          }
          rows += batch.length;
          if (batch.length < DUMP_BATCH) break;
          last = batch[batch.length - 1]!.k;
        }
        const entry = { name, rows, checksum: sum.toString() };
        tables.push(entry);
        writer.line(JSON.stringify(['end', name, rows, entry.checksum]));
      }
      const manifest: Manifest = { ...header, tables };
      writer.line(JSON.stringify(['manifest', manifest]));
      return { file: await writer.finish(), manifest };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The lines of a gzipped file, one at a time (the file is never unpacked whole). */
async function* linesOf(file: Buffer): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const source = Readable.from([file]).pipe(gunzip);
  let rest = '';
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      rest += decoder.decode(chunk, { stream: true });
      let at = rest.indexOf('\n');
      while (at >= 0) {
        yield rest.slice(0, at);
        rest = rest.slice(at + 1);
        at = rest.indexOf('\n');
      }
      if (rest.length > MAX_LINE_BYTES) throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.notOurs);
    }
    rest += decoder.decode();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.unreadable);
  }
  if (rest) yield rest;
}

const isGzip = (file: Buffer) => file.length > 18 && file[0] === 0x1f && file[1] === 0x8b;

function parseControl(line: string): unknown[] | null {
  if (!line.startsWith('[')) return null;
  try {
    const value: unknown = JSON.parse(line);
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Pass one over a file: ours (header), not altered (HMAC over every line before the signature),
 * whole (every table's rows and checksum as its end line and the manifest say), made at this
 * database's migration. Refusals are 4xx with a Korean message; nothing is written.
 */
export async function verifyBackupFile(db: Db, key: Buffer, file: Buffer): Promise<{ manifest: Manifest; columns: Map<string, string[]> }> {
  if (!isGzip(file)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', BACKUP_MESSAGES.unreadable);
  const hmac = createHmac('sha256', key);
  let header: Header | null = null;
  let manifest: Manifest | null = null;
  let signature: string | null = null;
  const columns = new Map<string, string[]>();
  const seen: ManifestTable[] = [];
  let current: { name: string; rows: number; sum: bigint } | null = null;
  let first = true;
  for await (const line of linesOf(file)) {
    if (signature !== null) throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.tampered);
    if (first) {
      first = false;
      const h = parseControl(line);
      const body = h?.[0] === 'header' ? (h[1] as Partial<Header> | undefined) : undefined;
      if (!body || body.format !== BACKUP_FORMAT) throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.notOurs);
      if (body.version !== BACKUP_FORMAT_VERSION) throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.otherMigration);
      header = body as Header;
      hmac.update(`${line}\n`, 'utf8');
      continue;
    }
    if (line.startsWith('{')) {
      if (!current) throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.tampered);
      current.rows += 1;
      current.sum += rowHash(line);
      hmac.update(`${line}\n`, 'utf8');
      continue;
    }
    const control = parseControl(line);
    if (!control) throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.tampered);
    if (control[0] === 'signature') {
      signature = typeof control[1] === 'string' ? control[1] : '';
      continue;
    }
    hmac.update(`${line}\n`, 'utf8');
    if (control[0] === 'table' && typeof control[1] === 'string' && Array.isArray(control[2]) && !current) {
      current = { name: control[1], rows: 0, sum: 0n };
      columns.set(control[1], control[2].map(String));
    } else if (control[0] === 'end' && current && control[1] === current.name) {
      seen.push({ name: current.name, rows: current.rows, checksum: current.sum.toString() });
      if (control[2] !== current.rows || control[3] !== current.sum.toString()) throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.tampered);
      current = null;
    } else if (control[0] === 'manifest' && !current) {
      manifest = control[1] as Manifest;
    } else {
      throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.tampered);
    }
  }
  const expected = hmac.digest();
  const given = Buffer.from(signature ?? '', 'hex');
  if (!header || !manifest || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.tampered);
  }
  if (JSON.stringify(manifest.tables) !== JSON.stringify(seen) || manifest.migration !== header.migration) {
    throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.tampered);
  }
  if (manifest.migration !== (await currentMigration(db))) throw new AppError('CONFLICT', BACKUP_MESSAGES.otherMigration);
  return { manifest, columns };
}

/** Pass two, in one transaction: the file's tables become what the file holds (or nothing changes). */
async function loadFile(
  db: Db,
  actor: AdminActor,
  file: Buffer,
  manifest: Manifest,
  fileColumns: Map<string, string[]>,
  only: string[] | undefined,
  audit: { resourceId: string | null; resourceName: string },
): Promise<RestoreResult> {
  const started = Date.now();
  const chosen = only?.length ? only : manifest.tables.map((t) => t.name);
  const unknown = chosen.filter((t) => !fileColumns.has(t));
  if (unknown.length) {
    throw new AppError('VALIDATION', `${BACKUP_MESSAGES.unknownTables}: ${unknown.join(', ').slice(0, 200)}`, {
      tables: BACKUP_MESSAGES.unknownTables,
    });
  }
  const wanted = new Set(chosen);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`set local timezone to 'UTC'`);
      const all = await applicationTables(tx);
      const excluded = new Set<string>(BACKUP_EXCLUDED_TABLES);
      for (const name of wanted) {
        const info = all.get(name);
        const cols = fileColumns.get(name)!;
        // Same migration, so the same columns; a file naming others is not one of ours.
        if (!info || excluded.has(name) || cols.length !== info.columns.length || cols.some((c, i) => c !== info.columns[i])) {
          throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.tampered);
        }
      }
      const staging = new Map<string, string>();
      [...wanted].forEach((name, i) => staging.set(name, `_restore_${i}`));
      for (const [name, temp] of staging) {
        await tx.execute(sql`create temp table ${ident(temp)} (like ${ident(name)}) on commit drop`);
      }
      // Stage every row (no constraints on the copies, so the order inside the file does not matter).
      let current: string | null = null;
      let batch: string[] = [];
      let batchBytes = 0;
      const flush = async () => {
        if (!current || !batch.length) return;
        const temp = ident(staging.get(current)!);
        await tx.execute(sql`insert into ${temp} select * from jsonb_populate_recordset(null::${temp}, ${`[${batch.join(',')}]`}::jsonb)`);
        batch = [];
        batchBytes = 0;
      };
      for await (const line of linesOf(file)) {
        if (line.startsWith('{')) {
          if (current === null) continue;
          batch.push(line);
          batchBytes += line.length;
          if (batch.length >= LOAD_BATCH_ROWS || batchBytes >= LOAD_BATCH_BYTES) await flush();
          continue;
        }
        const control = parseControl(line);
        if (control?.[0] === 'table') current = wanted.has(String(control[1])) ? String(control[1]) : null;
        else if (control?.[0] === 'end') {
          await flush();
          current = null;
        }
      }
      const order = await dependencyOrder(tx, [...wanted]);
      // Rows the file does not hold go first (children before parents), so a unique value they hold is free for the file's rows.
      for (const name of [...order].reverse()) {
        const info = all.get(name)!;
        const temp = ident(staging.get(name)!);
        if (!info.primaryKey.length) {
          await tx.execute(sql`delete from ${ident(name)}`);
          continue;
        }
        const match = sql.raw(info.primaryKey.map((c) => `r."${c}" = t."${c}"`).join(' and '));
        await tx.execute(sql`delete from ${ident(name)} t where not exists (select 1 from ${temp} r where ${match})`);
      }
      // Then the file's rows, parents before children, each table in one statement (a self reference is checked at its end).
      for (const name of order) {
        const info = all.get(name)!;
        const temp = ident(staging.get(name)!);
        const cols = identList(info.columns);
        if (!info.primaryKey.length) {
          await tx.execute(sql`insert into ${ident(name)} (${cols}) overriding system value select ${cols} from ${temp}`);
          continue;
        }
        const rest = info.columns.filter((c) => !info.primaryKey.includes(c));
        const onConflict = rest.length
          ? sql`do update set ${sql.raw(rest.map((c) => `"${c}" = excluded."${c}"`).join(', '))}
              where (${sql.raw(rest.map((c) => `t."${c}"`).join(', '))}) is distinct from (${sql.raw(rest.map((c) => `excluded."${c}"`).join(', '))})`
          : sql`do nothing`;
        await tx.execute(
          sql`insert into ${ident(name)} as t (${cols}) overriding system value select ${cols} from ${temp} on conflict (${identList(info.primaryKey)}) ${onConflict}`,
        );
      }
      // Sequences (serial and identity columns) continue after the restored rows.
      const sequences = await queryRows<{ tbl: string; col: string; seq: string }>(
        tx,
        sql`select c.relname as tbl, a.attname as col, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
          from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
          where n.nspname = 'public' and c.relname = any(${`{${[...wanted].join(',')}}`}::text[])
            and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`,
      );
      for (const s of sequences) {
        await tx.execute(sql`select setval(${s.seq}, coalesce((select max(${ident(s.col)}) from ${ident(s.tbl)}), 0) + 1, false)`);
      }
      // The tables now hold exactly the file's rows: the same counts and checksums, or nothing is kept.
      const restored = await tableChecksums(
        tx,
        order.map((name) => ({ name, columns: fileColumns.get(name)! })),
      );
      const expected = new Map(manifest.tables.map((t) => [t.name, t]));
      for (const t of restored) {
        const want = expected.get(t.name)!;
        if (want.rows !== t.rows || want.checksum !== t.checksum) throw new AppError('CONFLICT', BACKUP_MESSAGES.conflict);
      }
      const rows = restored.reduce((n, t) => n + t.rows, 0);
      await actor.audit(tx, {
        action: 'tools.backups.restore',
        resource: 'backup',
        resourceId: audit.resourceId,
        resourceName: audit.resourceName,
        details: {
          type: manifest.type,
          migration: manifest.migration,
          createdAt: manifest.createdAt,
          tables: restored.map((t) => `${t.name}:${t.rows}`),
        },
        severity: 'HIGH',
      });
      return { backupId: audit.resourceId, tables: restored, rows, durationMs: Date.now() - started };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    // A row of a table left out of the restore (or of the logs) still points at a row the file does not have, a value is taken, ...
    if (code && /^23/.test(code)) throw new AppError('CONFLICT', BACKUP_MESSAGES.conflict);
    throw error;
  }
}

interface BackupRow {
  id: string;
  name: string;
  type: BackupKind;
  status: string;
  size_bytes: number;
  duration_ms: number;
  created_by: string | null;
  created_at: string;
  completed_at: string | null;
  migration: string | null;
  tables: ManifestTable[] | null;
  message: string | null;
  has_file: boolean;
  automatic: boolean;
  job_id: string | null;
}

const backupColumns = sql`b.id, b.name, b.type, b.status, b.size_bytes, b.duration_ms, b.created_by, b.migration, b.tables, b.message, b.automatic, b.job_id,
  ${isoText(sql`b.created_at`)} as created_at, ${isoText(sql`b.completed_at`)} as completed_at,
  exists (select 1 from backup_chunks k where k.backup_id = b.id) as has_file`;

function toBackup(r: BackupRow): Backup {
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    status: r.status,
    sizeBytes: Number(r.size_bytes),
    durationMs: Number(r.duration_ms),
    createdBy: r.created_by,
    createdAt: r.created_at,
    completedAt: r.completed_at,
    migration: r.migration,
    tables: Array.isArray(r.tables) ? r.tables : [],
    message: r.message,
    hasFile: Boolean(r.has_file),
    automatic: Boolean(r.automatic),
    jobId: r.job_id,
  };
}

/** `GET /tools/backups`: the newest 100 backups. */
export async function listBackups(db: Db): Promise<Backup[]> {
  const rows = await queryRows<BackupRow>(db, sql`select ${backupColumns} from backups b order by b.created_at desc, b.id desc limit 100`);
  return rows.map(toBackup);
}

async function getBackupRow(db: Db, id: string): Promise<BackupRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', BACKUP_MESSAGES.notFound);
  const [row] = await queryRows<BackupRow>(db, sql`select ${backupColumns} from backups b where b.id = ${id}::uuid`);
  if (!row) throw new AppError('NOT_FOUND', BACKUP_MESSAGES.notFound);
  return row;
}

/** A backup's file name: `backup-<type>-<yyyymmdd-hhmmss>` (UTC). */
function backupName(type: BackupKind, at: Date): string {
  return `backup-${type}-${at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}`;
}

/** `POST /tools/backups`: records the backup as `running` (audited); a worker takes it (runPendingBackups). */
export async function queueBackup(db: Db, actor: AdminActor, type: BackupKind): Promise<Backup> {
  const id = randomUUID();
  const name = backupName(type, new Date());
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into backups (id, name, type, status, created_by, location) values (${id}::uuid, ${name}, ${type}, 'running', ${actor.staffEmail}, 'db:backup_chunks')`,
    );
    await actor.audit(tx, {
      action: 'tools.backups.create',
      resource: 'backup',
      resourceId: id,
      resourceName: name,
      details: { type },
      severity: 'MEDIUM',
    });
  });
  return toBackup(await getBackupRow(db, id));
}

/** Notes on a queued backup which pg-boss job was sent to take it. */
export async function setBackupJobId(db: Db, id: string, jobId: string): Promise<void> {
  await db.execute(sql`update backups set job_id = ${jobId} where id = ${id}::uuid`);
}

/** A claimed backup still `running` after this long was taken by a process that died. */
const STALE_AFTER = sql`interval '2 hours'`;
const MESSAGE_MAX = 300;

/** Why a backup failed, in Korean with the cause (the staff reading it may fix it: space, a table, …). */
function failureMessage(error: unknown): string {
  // drizzle wraps the database's error in one that quotes the query and its (binary) parameters.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const reason = cause instanceof Error ? cause.message : String(cause);
  // eslint-disable-next-line no-control-regex -- a text column refuses NUL; other control bytes are noise.
  return `${BACKUP_MESSAGES.failed} ${reason.replace(/[\u0000-\u001f]+/g, ' ')}`.slice(0, MESSAGE_MAX);
}

/**
 * Dumps and stores one claimed `running` row: `completed` with size, duration, manifest and
 * SHA-256, or `failed` with the reason (the error is not rethrown: a retry would find nothing to do).
 */
async function takeBackup(db: Db, key: Buffer, id: string, type: BackupKind): Promise<boolean> {
  const started = Date.now();
  try {
    const { file, manifest } = await dumpDatabase(db, key, type);
    const sha256 = createHash('sha256').update(file).digest('hex');
    await db.transaction(async (tx) => {
      // A retry on top of a run that died while storing starts from no parts.
      await tx.execute(sql`delete from backup_chunks where backup_id = ${id}::uuid`);
      for (let seq = 0, at = 0; at < file.length; seq += 1, at += CHUNK_BYTES) {
        await tx.execute(
          sql`insert into backup_chunks (backup_id, seq, bytes) values (${id}::uuid, ${seq}, ${file.subarray(at, at + CHUNK_BYTES)})`,
        );
      }
      await tx.execute(sql`update backups set status = 'completed', size_bytes = ${file.length}, duration_ms = ${Date.now() - started},
        completed_at = now(), migration = ${manifest.migration}, tables = ${JSON.stringify(manifest.tables)}::jsonb, sha256 = ${sha256}, message = null
        where id = ${id}::uuid`);
    });
    return true;
  } catch (error) {
    await db.execute(sql`update backups set status = 'failed', message = ${failureMessage(error)}, duration_ms = ${Date.now() - started}
      where id = ${id}::uuid`);
    return false;
  }
}

/**
 * The work of the `backups.create` job: takes every queued backup, oldest first, one at a time.
 * A row is claimed (`claimed_at`, `for update skip locked`) so two processes never take the same
 * one; a claimed row left `running` by a process that died is marked failed.
 */
export async function runPendingBackups(db: Db, key: Buffer): Promise<{ completed: number; failed: number }> {
  const done = { completed: 0, failed: 0 };
  const stale = await queryRows<{ id: string }>(
    db,
    sql`update backups set status = 'failed', message = ${`${BACKUP_MESSAGES.failed} 작업이 중단되었습니다.`}
      where status = 'running' and claimed_at < now() - ${STALE_AFTER} returning id`,
  );
  done.failed += stale.length;
  for (;;) {
    const [row] = await queryRows<{ id: string; type: BackupKind }>(
      db,
      sql`update backups set claimed_at = now()
        where id = (select id from backups where status = 'running' and claimed_at is null and source = 'backup'
          order by created_at, id limit 1 for update skip locked)
        returning id, type`,
    );
    if (!row) return done;
    if (await takeBackup(db, key, row.id, row.type)) done.completed += 1;
    else done.failed += 1;
  }
}

/** The type the 자동 백업 schedule takes: every table but the image bytes (those stay in 전체 backups taken by hand). */
export const AUTOMATIC_BACKUP_TYPE: BackupKind = 'database';

/**
 * The work of the `backups.auto` job (자동 백업): takes a backup marked automatic, then deletes the
 * automatic backups beyond the newest `keep_automatic` completed ones. Manual backups are never deleted.
 */
export async function takeAutomaticBackup(db: Db, key: Buffer, now: Date): Promise<{ completed: number; failed: number; deleted: number }> {
  const id = randomUUID();
  const name = backupName(AUTOMATIC_BACKUP_TYPE, now);
  await db.execute(sql`insert into backups (id, name, type, status, created_by, location, automatic, claimed_at)
    values (${id}::uuid, ${name}, ${AUTOMATIC_BACKUP_TYPE}, 'running', 'system', 'db:backup_chunks', true, now())`);
  const ok = await takeBackup(db, key, id, AUTOMATIC_BACKUP_TYPE);
  // A failed run deletes nothing: the backups kept so far stay until one succeeds.
  const deleted = ok ? await pruneAutomaticBackups(db) : 0;
  return { completed: ok ? 1 : 0, failed: ok ? 0 : 1, deleted };
}

/**
 * Retention: keeps the newest `keep_automatic` completed automatic backups and deletes the
 * automatic ones (completed or failed) older than the oldest kept; nothing while fewer are kept.
 */
export async function pruneAutomaticBackups(db: Db): Promise<number> {
  const { keepAutomatic } = await getBackupSettings(db);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with kept as (
        select id, created_at from backups where automatic and status = 'completed' order by created_at desc, id desc limit ${keepAutomatic}
      )
      delete from backups b
      where b.automatic and b.status <> 'running' and b.id not in (select id from kept)
        and (select count(*) from kept) >= ${keepAutomatic}
        and b.created_at <= (select min(created_at) from kept)
      returning b.id`,
  );
  return rows.length;
}

/** `GET /tools/backups/settings`: the retention of automatic backups. */
export async function getBackupSettings(db: Db): Promise<BackupSettings> {
  const [row] = await queryRows<{ keep_automatic: number; updated_by: string | null; updated_at: string | null }>(
    db,
    sql`select keep_automatic, updated_by, ${isoText(sql`updated_at`)} as updated_at from backup_settings where id`,
  );
  return row
    ? { keepAutomatic: Number(row.keep_automatic), updatedBy: row.updated_by, updatedAt: row.updated_at }
    : { keepAutomatic: BACKUP_KEEP_DEFAULT, updatedBy: null, updatedAt: null };
}

/** `PUT /tools/backups/settings` (audited). The next 자동 백업 applies it. */
export async function updateBackupSettings(db: Db, actor: AdminActor, input: UpdateBackupSettings): Promise<BackupSettings> {
  const before = await getBackupSettings(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into backup_settings (id, keep_automatic, updated_by, updated_at) values (true, ${input.keepAutomatic}, ${actor.staffEmail}, now())
      on conflict (id) do update set keep_automatic = excluded.keep_automatic, updated_by = excluded.updated_by, updated_at = now()`);
    await actor.audit(tx, {
      action: 'tools.backups.settings',
      resource: 'backup_settings',
      resourceId: null,
      resourceName: '자동 백업 보관 개수',
      details: { before: { keepAutomatic: before.keepAutomatic }, after: { keepAutomatic: input.keepAutomatic } },
      severity: 'MEDIUM',
    });
  });
  return getBackupSettings(db);
}

/** The stored file of a completed backup. */
export async function backupFile(db: Db, id: string): Promise<{ name: string; file: Buffer }> {
  const row = await getBackupRow(db, id);
  if (row.status !== 'completed' || !row.has_file) throw new AppError('CONFLICT', BACKUP_MESSAGES.notReady);
  const parts = await queryRows<{ bytes: Buffer | Uint8Array | string }>(
    db,
    sql`select bytes from backup_chunks where backup_id = ${id}::uuid order by seq`,
  );
  const buffers = parts.map((p) => (typeof p.bytes === 'string' ? Buffer.from(p.bytes.replace(/^\\x/, ''), 'hex') : Buffer.from(p.bytes)));
  return { name: `${row.name}.stylehub-backup.gz`, file: Buffer.concat(buffers) };
}

/** `POST /tools/backups/{id}/restore`. */
export async function restoreBackup(db: Db, actor: AdminActor, key: Buffer, id: string, tables?: string[]): Promise<RestoreResult> {
  const { name, file } = await backupFile(db, id);
  const { manifest, columns } = await verifyBackupFile(db, key, file);
  return loadFile(db, actor, file, manifest, columns, tables, { resourceId: id, resourceName: name });
}

/** `POST /tools/backups/restore`: restores from an uploaded backup file (ours, unaltered, same migration). */
export async function restoreUploaded(
  db: Db,
  actor: AdminActor,
  key: Buffer,
  upload: { name: string; bytes: Uint8Array },
  tables?: string[],
): Promise<RestoreResult> {
  if (upload.bytes.length > BACKUP_UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', BACKUP_MESSAGES.tooLarge);
  const file = Buffer.from(upload.bytes.buffer, upload.bytes.byteOffset, upload.bytes.byteLength);
  const { manifest, columns } = await verifyBackupFile(db, key, file);
  return loadFile(db, actor, file, manifest, columns, tables, {
    resourceId: null,
    resourceName: upload.name.split(/[\\/]/).pop()?.slice(0, 120) || 'upload',
  });
}
