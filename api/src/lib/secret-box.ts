import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encryption at rest of the few values the database must hold but never show (ADR "encryption at
 * rest": sellers' bank account numbers). AES-256-GCM with node:crypto: a random 96-bit IV per
 * value, the 128-bit tag checked on open, and a context string (table, column and row id) bound
 * as additional data, so a sealed value copied onto another row or column does not open.
 *
 * A sealed value is text: `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts). The key id
 * (8 hex of the key's SHA-256) says which key sealed it, so a value sealed under another key is
 * refused with that reason rather than as "corrupt", and a later key rotation knows what to
 * re-seal.
 *
 * The key is DATA_ENCRYPTION_KEY (32 bytes, base64 or 64 hex digits; `openssl rand -base64 32`).
 * Without it, env.ts refuses to start in production outside demo mode; anywhere else (demo mode,
 * the embedded database, development and tests) the development key below is used, which is
 * public (it is in this file) and protects nothing: the server warns at start.
 */

export const DATA_KEY_BYTES = 32;
const IV_BYTES = 12;
const VERSION = 'v1';

/** The public development key: SHA-256 of a fixed phrase. Not a secret. */
export const DEVELOPMENT_DATA_KEY = createHash('sha256').update('stylehub development data key (public, not a secret)').digest();

/** The key written as base64 (44 characters) or hex (64 digits); null when it is neither or not 32 bytes. */
export function parseDataKey(text: string): Buffer | null {
  const t = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(t)
    ? Buffer.from(t, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(t)
      ? Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      : null;
  return bytes && bytes.length === DATA_KEY_BYTES ? bytes : null;
}

export class SecretBoxError extends Error {
  constructor(
    message: string,
    readonly reason: 'format' | 'key' | 'tampered',
  ) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

export interface SecretBox {
  /** 8 hex digits naming the key (not the key). */
  readonly keyId: string;
  readonly source: 'env' | 'development';
  /** Seals `plain` for the place `context` names (e.g. `sellers.bank_account:<id>`). */
  seal(plain: string, context: string): string;
  /** Opens a value sealed for `context`; throws SecretBoxError when it was sealed elsewhere, under another key or altered. */
  open(sealed: string, context: string): string;
}

const b64 = (b: Buffer) => b.toString('base64url');

export function createSecretBox(key: Buffer, source: 'env' | 'development'): SecretBox {
  if (key.length !== DATA_KEY_BYTES) throw new RangeError(`the data key must be ${DATA_KEY_BYTES} bytes`);
  const keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  return {
    keyId,
    source,
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, keyId, b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.');
    },
    open(sealed, context) {
      const parts = sealed.split('.');
      if (parts.length !== 5 || parts[0] !== VERSION) throw new SecretBoxError('not a sealed value', 'format');
      const [, kid, iv, tag, body] = parts as [string, string, string, string, string];
      if (kid !== keyId) throw new SecretBoxError(`sealed under key ${kid}, this server has key ${keyId}`, 'key');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('the sealed value does not open here (altered, or sealed for another row)', 'tampered');
      }
    },
  };
}

const boxes = new Map<string, SecretBox>();

/** The box of a key (one per key, reused). */
export function secretBoxFor(key: Buffer, source: 'env' | 'development'): SecretBox {
  const id = `${source}:${key.toString('hex')}`;
  let box = boxes.get(id);
  if (!box) {
    box = createSecretBox(key, source);
    boxes.set(id, box);
  }
  return box;
}

/** The development box (seeds and tests run without DATA_ENCRYPTION_KEY). */
export function developmentSecretBox(): SecretBox {
  return secretBoxFor(DEVELOPMENT_DATA_KEY, 'development');
}

/** The context string of a seller's bank account. */
export function bankAccountContext(sellerId: string): string {
  return `sellers.bank_account:${sellerId}`;
}
