import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, tz, updatedAt } from './columns';
import { staffAccounts } from './identity';

export const AUDIT_SEVERITIES = ['INFO', 'LOW', 'MEDIUM', 'HIGH'] as const;
export const AUDIT_STATUSES = ['SUCCESS', 'FAILED', 'WARNING'] as const;
/** Service, backup and maintenance status values (spec 002 section 4). */
export const JOB_STATUSES = ['running', 'stopped', 'completed', 'pending', 'failed', 'healthy'] as const;
/** full: every table incl. uploaded media bytes; database: every table but media; settings: the settings tables (ADR 030). */
export const BACKUP_TYPES = ['full', 'database', 'settings'] as const;

/** Stored answers of idempotent writes (checkout and friends, later issues). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    /** Who the key belongs to, e.g. `customer:<id>:place-order`. */
    scope: text('scope').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** Written by every admin change: who, when, what, before and after. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: tz('occurred_at').notNull().defaultNow(),
    /** Null once the staff account is gone; email and name are kept as written. */
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    userName: text('user_name').notNull(),
    /** Dotted, e.g. `orders.status.update`. */
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    resourceName: text('resource_name'),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    before: jsonb('before'),
    after: jsonb('after'),
    status: text('status', { enum: AUDIT_STATUSES }).notNull().default('SUCCESS'),
    severity: text('severity', { enum: AUDIT_SEVERITIES }).notNull().default('INFO'),
    ip: text('ip'),
  },
  (t) => [
    check('audit_logs_status_check', oneOf(t.status, AUDIT_STATUSES)),
    check('audit_logs_severity_check', oneOf(t.severity, AUDIT_SEVERITIES)),
    index('audit_logs_occurred_idx').on(t.occurredAt),
    index('audit_logs_staff_idx').on(t.staffId, t.occurredAt),
    index('audit_logs_action_idx').on(t.action, t.occurredAt),
    index('audit_logs_resource_idx').on(t.resource, t.resourceId),
    index('audit_logs_severity_idx').on(t.severity, t.occurredAt),
  ],
);

export const PERSONAL_DATA_PURPOSES = ['reveal', 'export'] as const;

/**
 * 개인정보 열람 기록: every time staff see a shopper's unmasked name, phone or address (a reveal
 * on a screen) or download a file holding them, with the reason they gave. Kept apart from the
 * audit log because the privacy officer reviews it on its own (개인정보의 안전성 확보조치 기준).
 */
export const personalDataAccess = pgTable(
  'personal_data_access',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: tz('occurred_at').notNull().defaultNow(),
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    staffName: text('staff_name').notNull(),
    ip: text('ip'),
    purpose: text('purpose', { enum: PERSONAL_DATA_PURPOSES }).notNull(),
    /** What was read, e.g. `order`, `orders` (an export), `customer`. */
    resource: text('resource').notNull(),
    resourceId: text('resource_id'),
    fields: text('fields').array().notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [
    check('personal_data_access_purpose_check', oneOf(t.purpose, PERSONAL_DATA_PURPOSES)),
    index('personal_data_access_occurred_idx').on(t.occurredAt),
    index('personal_data_access_staff_idx').on(t.staffId, t.occurredAt),
    index('personal_data_access_resource_idx').on(t.resource, t.resourceId),
  ],
);

export const backups = pgTable(
  'backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type', { enum: BACKUP_TYPES }).notNull().default('full'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    durationMs: integer('duration_ms').notNull().default(0),
    /** Where the dump lives: `db:backup_chunks` (ADR 030), or a legacy file name. */
    location: text('location'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    completedAt: tz('completed_at'),
    /** Tables and row counts of the file (its manifest), and the migration it was taken at. */
    tables: jsonb('tables'),
    migration: text('migration'),
    /** SHA-256 of the stored (gzipped) file, hex. */
    sha256: text('sha256'),
    /** Why it failed, in Korean. */
    message: text('message'),
    /** `upload` for a file uploaded to restore from. */
    source: text('source').notNull().default('backup'),
    /** Taken by the 자동 백업 schedule: only these are pruned by the retention setting (manual ones are kept). */
    automatic: boolean('automatic').notNull().default(false),
    /** The pg-boss job that was sent to take it (null when it ran in the request's process). */
    jobId: text('job_id'),
    /** When a worker took the row up: a `running` row without it is still waiting for one. */
    claimedAt: tz('claimed_at'),
  },
  (t) => [
    check('backups_type_check', oneOf(t.type, BACKUP_TYPES)),
    check('backups_status_check', oneOf(t.status, JOB_STATUSES)),
    check('backups_numbers_check', sql`${t.sizeBytes} >= 0 and ${t.durationMs} >= 0`),
    index('backups_created_idx').on(t.createdAt),
  ],
);

/** One row: how many automatic backups the 자동 백업 job keeps (ADR 030). */
export const backupSettings = pgTable(
  'backup_settings',
  {
    id: boolean('id').primaryKey().default(true),
    keepAutomatic: integer('keep_automatic').notNull().default(7),
    updatedBy: text('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [check('backup_settings_one_row', sql`${t.id}`), check('backup_settings_keep_check', sql`${t.keepAutomatic} between 1 and 365`)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** The bytes of a backup file, in parts of at most 1 MB, so every API process reaches them (DESIGN 2.3, ADR 030). */
export const backupChunks = pgTable(
  'backup_chunks',
  {
    backupId: uuid('backup_id')
      .notNull()
      .references(() => backups.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.backupId, t.seq] })],
);

export const maintenanceTasks = pgTable(
  'maintenance_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the task runs, e.g. `vacuum_analyze`, `cleanup_logs`. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Cron expression (Asia/Seoul). */
    schedule: text('schedule').notNull(),
    lastRunAt: tz('last_run_at'),
    nextRunAt: tz('next_run_at'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    durationMs: integer('duration_ms').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('maintenance_tasks_status_check', oneOf(t.status, JOB_STATUSES)),
    check('maintenance_tasks_duration_check', sql`${t.durationMs} >= 0`),
  ],
);

/** Topics of outbox messages (api/src/workflows/outbox.ts): what a dispatcher delivers after commit. */
export const OUTBOX_TOPICS = ['order.placed', 'order.cancelled', 'payment.refund', 'return.completed'] as const;

/**
 * Side effects that leave the database (messages to the shopper, refund requests to the payment
 * provider), written in the transaction of the change that causes them and delivered after
 * commit by the outbox job (jobs/outbox-dispatch.ts): a rolled-back change sends nothing, a
 * committed one is sent at least once.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    topic: text('topic', { enum: OUTBOX_TOPICS }).notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
    /** Not delivered before this (retries back off). */
    availableAt: tz('available_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: tz('delivered_at'),
    lastError: text('last_error'),
  },
  (t) => [
    check('outbox_topic_check', oneOf(t.topic, OUTBOX_TOPICS)),
    index('outbox_pending_idx')
      .on(t.availableAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

export const PRODUCT_IMPORT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;

/**
 * 상품 일괄 등록 (issue 15, ADR 027): one uploaded CSV / .xlsx file that passed validation, its
 * products as resolved (`payload`, dropped once written), and the job's progress. The products
 * job (`products.import`) writes a queued row's products in one transaction and completes the row
 * in the same transaction; `updated_at` is its heartbeat (a running row gone quiet is picked again).
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status', { enum: PRODUCT_IMPORT_STATUSES }).notNull().default('queued'),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    totalRows: integer('total_rows').notNull(),
    productCount: integer('product_count').notNull(),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    /** Row errors `[{ row, column, message }]` (an import is queued only without any; kept for a failed write). */
    errors: jsonb('errors')
      .notNull()
      .default(sql`'[]'::jsonb`),
    message: text('message'),
    /** The products to write (brand, category, fields, options); null once written or failed. */
    payload: jsonb('payload'),
    /** The brand a brand-scoped importer (SELLER_ADMIN) is limited to. */
    brandId: uuid('brand_id'),
    createdBy: uuid('created_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdByEmail: text('created_by_email').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdByIp: text('created_by_ip'),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    startedAt: tz('started_at'),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    check('product_imports_status_check', oneOf(t.status, PRODUCT_IMPORT_STATUSES)),
    check('product_imports_counts_check', sql`${t.totalRows} >= 0 and ${t.processed} >= 0 and ${t.created} >= 0`),
    index('product_imports_status_idx').on(t.status, t.createdAt),
    index('product_imports_created_by_idx').on(t.createdBy, t.createdAt),
  ],
);

export const DATA_IMPORT_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;

/**
 * 고객 가져오기 (issue 16 screen 5): a validated file's customers (`payload`, dropped once written)
 * and the job's progress; `customers.import` writes a queued row in one transaction.
 */
export const dataImports = pgTable(
  'data_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    status: text('status', { enum: DATA_IMPORT_STATUSES }).notNull().default('queued'),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    totalRows: integer('total_rows').notNull(),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    message: text('message'),
    payload: jsonb('payload'),
    createdBy: uuid('created_by').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdByEmail: text('created_by_email').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdByIp: text('created_by_ip'),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    finishedAt: tz('finished_at'),
  },
  (t) => [
    check('data_imports_status_check', oneOf(t.status, DATA_IMPORT_STATUSES)),
    check('data_imports_kind_check', sql`${t.kind} in ('customers')`),
    check('data_imports_counts_check', sql`${t.totalRows} >= 0 and ${t.processed} >= 0 and ${t.created} >= 0`),
    index('data_imports_status_idx').on(t.status, t.createdAt),
  ],
);
