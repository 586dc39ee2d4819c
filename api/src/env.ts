import path from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from './lib/paths';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(v)));

const url = z.string().trim().min(1).optional().or(z.literal('').transform(() => undefined));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), 'must start with postgres:// or postgresql://'),
  PGLITE_DIR: z.string().trim().optional(),
  DEMO_MODE: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  MF_STOREFRONT_URL: url,
  MF_CATALOG_ADMIN_URL: url,
  MF_OPS_ADMIN_URL: url,
  MF_SYSTEM_ADMIN_URL: url,
  STATIC_ROOT: z.string().trim().optional(),
  COOKIE_SECURE: flag,
  /** Honour X-Forwarded-For for the client address (only behind a proxy you control). */
  TRUST_PROXY: flag,
  SEED: flag,
  /** Server rendering of the storefront's public pages (on unless SSR=0). */
  SSR: flag,
  /** How long a request waits for its server render before the browser renders the page. */
  SSR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  /** How long a client may take to send a request's headers, and the whole request (slow clients). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
});

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  databaseUrl: string | undefined;
  pgliteDir: string;
  demoMode: boolean;
  logLevel: string;
  remotes: { storefront?: string; catalogAdmin?: string; opsAdmin?: string; systemAdmin?: string };
  staticRoot: string;
  cookieSecure: boolean;
  trustProxy: boolean;
  seed: boolean;
  ssr: boolean;
  ssrTimeoutMs: number;
  /** Node's `headersTimeout` and `requestTimeout` (api/src/http-server.ts); headers <= request. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
}

/** Parses and validates the environment; throws one readable error listing every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const requestTimeoutMs = e.REQUEST_TIMEOUT_MS ?? 30_000;
  const headersTimeoutMs = e.HEADERS_TIMEOUT_MS ?? Math.min(30_000, requestTimeoutMs);
  // Node refuses a headers timeout longer than the request timeout.
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new Error(`Invalid environment:\n  - HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS (${requestTimeoutMs})`);
  }
  const root = e.STATIC_ROOT ? path.resolve(e.STATIC_ROOT) : findRepoRoot();
  // Demo accounts are on for local runs; production needs an explicit DEMO_MODE=1.
  const demoMode = e.NODE_ENV === 'production' ? e.DEMO_MODE === true : e.DEMO_MODE !== false;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: e.PGLITE_DIR ? path.resolve(e.PGLITE_DIR) : path.join(root, '.data', 'pglite'),
    demoMode,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    remotes: {
      storefront: e.MF_STOREFRONT_URL,
      catalogAdmin: e.MF_CATALOG_ADMIN_URL,
      opsAdmin: e.MF_OPS_ADMIN_URL,
      systemAdmin: e.MF_SYSTEM_ADMIN_URL,
    },
    staticRoot: root,
    cookieSecure: e.COOKIE_SECURE ?? false,
    trustProxy: e.TRUST_PROXY ?? false,
    seed: e.SEED ?? true,
    ssr: e.SSR ?? true,
    ssrTimeoutMs: e.SSR_TIMEOUT_MS ?? 3000,
    headersTimeoutMs,
    requestTimeoutMs,
  };
}
