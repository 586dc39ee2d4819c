import path from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from './lib/paths';
import { DEVELOPMENT_DATA_KEY, parseDataKey } from './lib/secret-box';
import { DEMO_WEBHOOK_SECRET, randomWebhookSecret } from './services/payments/webhook-signature';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(v)));

const url = z
  .string()
  .trim()
  .min(1)
  .optional()
  .or(z.literal('').transform(() => undefined));

/**
 * Catalogue reads at once while no write is in flight: under half the database pool (10), so a
 * flood of them leaves connections for checkout, sign-in and the admin; while writes are in flight
 * reads go one at a time (lib/admission.ts, bench/checkout-load.mjs, issue 12).
 */
export const DEFAULT_BROWSE_CONCURRENCY = 4;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Address to listen on; unset means every interface. */
  HOST: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined)),
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
  /** New shopper accounts per client address an hour (sign-up rate limit). */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** Server rendering of the storefront's public pages (on unless SSR=0). */
  SSR: flag,
  /** How long a request waits for its server render before the browser renders the page. */
  SSR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  /** The payment provider checkout pays through and whose webhooks are accepted (ADR 009). */
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** HMAC secret of the provider's webhooks; at least 16 characters. */
  PAYMENT_WEBHOOK_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 16, 'must be at least 16 characters'),
  /** AES-256-GCM key of the values kept encrypted at rest (lib/secret-box.ts): 32 bytes, base64 or hex. */
  DATA_ENCRYPTION_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || parseDataKey(v) !== null, 'must be 32 bytes written as base64 (44 characters) or 64 hex digits'),
  /** How long a client may take to send a request's headers, and the whole request (slow clients). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  /** Catalogue reads (listing, search, product pages) served at once per process; the rest wait (lib/admission.ts). */
  BROWSE_CONCURRENCY: z.coerce.number().int().min(1).max(1000).optional(),
  /** Catalogue reads that may wait at once; beyond it they get 503 with Retry-After. */
  BROWSE_QUEUE: z.coerce.number().int().min(0).max(100_000).optional(),
  /** For the benches: a file that gets the process's memory figures (a JSON line each MEMORY_SAMPLE_MS). */
  MEMORY_SAMPLE_FILE: z.string().trim().min(1).optional(),
  MEMORY_SAMPLE_MS: z.coerce.number().int().min(10).max(60_000).optional(),
  /** How often pg-boss checks the job schedules, 1–45 s (tests shorten it; a schedule fires once whatever it is). */
  JOBS_CRON_CHECK_SECONDS: z.coerce.number().int().min(1).max(45).optional(),
  /** Lets a staff member run a job "as of" a later time (a test clock for journeys); never in production. */
  TEST_CLOCK: flag,
  /** The carrier adapter shipments are tracked through (api/src/carriers/, ADR 025). */
  CARRIER_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  /** The sandbox carrier's pace: seconds between two tracking events of a parcel (default 3 hours). */
  CARRIER_SANDBOX_STEP_SECONDS: z.coerce.number().int().min(1).max(604_800).optional(),
  /** Whether the scheduled tracking job pulls from the carrier (on unless 0; refresh works either way). */
  CARRIER_TRACKING_JOB: flag,
  /** Where address search (도로명주소 검색) looks: the bundled offline list (api/src/address-search/). */
  ADDRESS_SEARCH_PROVIDER: z.enum(['offline']).default('offline'),
});

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string | undefined;
  databaseUrl: string | undefined;
  pgliteDir: string;
  demoMode: boolean;
  logLevel: string;
  remotes: { storefront?: string; catalogAdmin?: string; opsAdmin?: string; systemAdmin?: string };
  staticRoot: string;
  cookieSecure: boolean;
  trustProxy: boolean;
  seed: boolean;
  signupLimitPerHour: number;
  ssr: boolean;
  ssrTimeoutMs: number;
  payments: {
    provider: 'sandbox';
    webhookSecret: string;
    /** `demo`: the well-known sandbox secret (demo mode only); `random`: made up at this start, so no sender knows it. */
    webhookSecretSource: 'env' | 'demo' | 'random';
  };
  /**
   * Key of the values encrypted at rest (lib/secret-box.ts). `development`: the public development
   * key, allowed outside production or in demo mode (the server warns at start).
   */
  dataEncryption: { key: Buffer; source: 'env' | 'development' };
  /** Node's `headersTimeout` and `requestTimeout` (api/src/http-server.ts); headers <= request. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** Catalogue reads run at once per process (lib/admission.ts). */
  browseConcurrency: number;
  browseQueue: number;
  /** Where the memory sampler writes, and how often (memory-samples.ts); null: off. */
  memorySamples: { file: string; everyMs: number } | null;
  /** Background jobs (api/src/jobs/, ADR 013). */
  jobs: {
    cronCheckSeconds: number;
    /** TEST_CLOCK=1: 지금 실행 may pass `asOf`, the time the job takes as now (e2e journeys that span days). */
    testClock: boolean;
  };
  /** Shipment tracking (api/src/carriers/). */
  carriers: { provider: 'sandbox'; sandboxStepSeconds: number; trackingJob: boolean };
  /** The address search provider (ADDRESS_SEARCH_PROVIDER); absent means the offline list. */
  addressSearch?: { provider: 'offline' };
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
  if (e.TEST_CLOCK && e.NODE_ENV === 'production') {
    throw new Error('Invalid environment:\n  - TEST_CLOCK: a test clock is refused when NODE_ENV=production');
  }
  const root = e.STATIC_ROOT ? path.resolve(e.STATIC_ROOT) : findRepoRoot();
  // Demo mode publishes accounts and a shared password, so it is on by default only for a first
  // run on the embedded database; a server database or production needs an explicit DEMO_MODE=1.
  const demoMode = e.DEMO_MODE ?? (e.NODE_ENV !== 'production' && e.DATABASE_URL === undefined);
  // Production with real data refuses to start without its own key: the development key is public.
  if (!e.DATA_ENCRYPTION_KEY && e.NODE_ENV === 'production' && !demoMode) {
    throw new Error(
      'Invalid environment:\n  - DATA_ENCRYPTION_KEY: required in production outside demo mode (32 bytes, e.g. `openssl rand -base64 32`)',
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
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
    signupLimitPerHour: e.SIGNUP_LIMIT_PER_HOUR ?? 10,
    ssr: e.SSR ?? true,
    ssrTimeoutMs: e.SSR_TIMEOUT_MS ?? 3000,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      webhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? (demoMode ? DEMO_WEBHOOK_SECRET : randomWebhookSecret()),
      webhookSecretSource: e.PAYMENT_WEBHOOK_SECRET ? 'env' : demoMode ? 'demo' : 'random',
    },
    dataEncryption: e.DATA_ENCRYPTION_KEY
      ? { key: parseDataKey(e.DATA_ENCRYPTION_KEY)!, source: 'env' }
      : { key: DEVELOPMENT_DATA_KEY, source: 'development' },
    headersTimeoutMs,
    requestTimeoutMs,
    browseConcurrency: e.BROWSE_CONCURRENCY ?? DEFAULT_BROWSE_CONCURRENCY,
    browseQueue: e.BROWSE_QUEUE ?? 512,
    memorySamples: e.MEMORY_SAMPLE_FILE ? { file: e.MEMORY_SAMPLE_FILE, everyMs: e.MEMORY_SAMPLE_MS ?? 500 } : null,
    jobs: { cronCheckSeconds: e.JOBS_CRON_CHECK_SECONDS ?? 30, testClock: e.TEST_CLOCK ?? false },
    carriers: {
      provider: e.CARRIER_PROVIDER,
      sandboxStepSeconds: e.CARRIER_SANDBOX_STEP_SECONDS ?? 3 * 3600,
      trackingJob: e.CARRIER_TRACKING_JOB ?? true,
    },
    addressSearch: { provider: e.ADDRESS_SEARCH_PROVIDER },
  };
}
