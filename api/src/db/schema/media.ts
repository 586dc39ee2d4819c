import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';

/** What an upload belongs to (the screens that accept images). */
export const UPLOAD_KINDS = ['product', 'banner'] as const;

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/**
 * Images staff upload (product photos, banners), re-encoded to WebP by the server (ADR 026). They
 * live in the database, not on one server's disk, so every API process serves them (DESIGN 2.3);
 * an S3-compatible bucket can replace this table behind `services/uploads.ts`.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: UPLOAD_KINDS }).notNull(),
    contentType: text('content_type').notNull().default('image/webp'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** sha-256 of the stored bytes, hex: the ETag. */
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    check('media_uploads_kind_check', oneOf(t.kind, UPLOAD_KINDS)),
    check('media_uploads_size_check', sql`${t.byteSize} > 0 and ${t.width} > 0 and ${t.height} > 0`),
    index('media_uploads_created_idx').on(t.createdAt),
  ],
);
