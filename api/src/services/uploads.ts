import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { mediaUploads, type UPLOAD_KINDS } from '../db/schema/media';
import { AppError } from '../lib/errors';

/**
 * Staff image uploads (ADR 026): the type is read from the bytes, never from the file name or the
 * browser's claim; anything sharp cannot decode as a raster image is refused; what is kept is a
 * re-encoding (WebP, metadata such as GPS stripped, resized), so a polyglot file or an SVG with a
 * script never reaches a shopper.
 */

export const UPLOAD_MESSAGES = {
  notImage: '이미지 파일(JPEG, PNG, WebP, GIF, AVIF)만 올릴 수 있습니다.',
  tooLarge: '이미지는 10MB 이하, 8000×8000 픽셀 이하만 올릴 수 있습니다.',
} as const;

/** Raster formats sharp reports that we accept (SVG is refused: it can carry script). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
const MAX_PIXELS = 8000 * 8000;

export interface StoredImage {
  id: string;
  url: string;
  width: number;
  height: number;
}

export function uploadUrl(id: string): string {
  return `/media/uploads/${id}.webp`;
}

/** Decodes, checks and re-encodes an image to WebP at most `maxWidth` wide. Throws a Korean 4xx. */
export async function toWebp(bytes: Uint8Array, maxWidth: number): Promise<{ data: Buffer; width: number; height: number }> {
  if (bytes.byteLength === 0) throw new AppError('VALIDATION', UPLOAD_MESSAGES.notImage);
  if (bytes.byteLength > UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata());
  } catch {
    throw new AppError('VALIDATION', UPLOAD_MESSAGES.notImage);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('VALIDATION', UPLOAD_MESSAGES.notImage);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    const pixels = error instanceof Error && /pixel limit/i.test(error.message);
    throw new AppError(pixels ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION', pixels ? UPLOAD_MESSAGES.tooLarge : UPLOAD_MESSAGES.notImage);
  }
}

/** Stores one uploaded image (re-encoded) and answers where it is served. */
export async function storeImage(
  db: Db,
  bytes: Uint8Array,
  options: { kind: (typeof UPLOAD_KINDS)[number]; maxWidth?: number; createdBy?: string },
): Promise<StoredImage> {
  const image = await toWebp(bytes, options.maxWidth ?? 1600);
  const [row] = await db
    .insert(mediaUploads)
    .values({
      kind: options.kind,
      width: image.width,
      height: image.height,
      byteSize: image.data.byteLength,
      sha256: createHash('sha256').update(image.data).digest('hex'),
      bytes: image.data,
      createdBy: options.createdBy ?? null,
    })
    .returning({ id: mediaUploads.id });
  return { id: row!.id, url: uploadUrl(row!.id), width: image.width, height: image.height };
}

/** The stored bytes of an upload, or null. */
export async function findUpload(db: Db, id: string): Promise<{ bytes: Buffer; contentType: string; sha256: string } | null> {
  const [row] = await db
    .select({ bytes: mediaUploads.bytes, contentType: mediaUploads.contentType, sha256: mediaUploads.sha256 })
    .from(mediaUploads)
    .where(eq(mediaUploads.id, id));
  // PGlite answers bytea as a Uint8Array, postgres.js as a Buffer.
  return row ? { ...row, bytes: Buffer.from(row.bytes) } : null;
}
