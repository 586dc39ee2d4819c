import type { Context } from 'hono';
import { AppError } from './errors';

/**
 * The few routes that take files (multipart/form-data) instead of JSON: they get a larger body
 * limit than the 1 MB of every other route, and only they may send a body that is not JSON.
 */
const UPLOAD_PATHS = [
  /^\/api\/admin\/products\/[^/]+\/images$/,
  /^\/api\/admin\/banners\/[^/]+\/image$/,
  /^\/api\/admin\/products\/import$/,
  /^\/api\/admin\/tools\/backups\/restore$/,
  /^\/api\/admin\/tools\/imports$/,
];

/** One request of files: ten product photos of up to 10 MB each would be too much to buffer. */
export const UPLOAD_BODY_LIMIT_BYTES = 25 * 1024 * 1024;

export function isUploadPath(path: string): boolean {
  return UPLOAD_PATHS.some((pattern) => pattern.test(path));
}

export const MULTIPART_MESSAGES = {
  notMultipart: '파일은 multipart/form-data 형식으로 보내주세요.',
  missing: '파일을 선택해주세요.',
  tooMany: (max: number) => `파일은 한 번에 ${max}개까지 올릴 수 있습니다.`,
} as const;

export interface UploadedFile {
  name: string;
  /** What the browser claimed; never trusted for the type (the bytes decide). */
  type: string;
  bytes: Uint8Array;
}

/** The files sent under `field` (at least one, at most `maxFiles`), read into memory. */
export async function readUploadedFiles(c: Context, field: string, maxFiles = 1): Promise<UploadedFile[]> {
  if (!/^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MULTIPART_MESSAGES.notMultipart);
  }
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    throw new AppError('BAD_REQUEST', MULTIPART_MESSAGES.notMultipart);
  }
  const value = Object.hasOwn(body, field) ? body[field] : undefined;
  const files = (Array.isArray(value) ? value : [value]).filter((v): v is File => typeof File !== 'undefined' && v instanceof File);
  if (files.length === 0) throw new AppError('VALIDATION', MULTIPART_MESSAGES.missing, { [field]: MULTIPART_MESSAGES.missing });
  if (files.length > maxFiles)
    throw new AppError('VALIDATION', MULTIPART_MESSAGES.tooMany(maxFiles), { [field]: MULTIPART_MESSAGES.tooMany(maxFiles) });
  return Promise.all(files.map(async (file) => ({ name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) })));
}
