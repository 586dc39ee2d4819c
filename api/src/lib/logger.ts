import pino, { type DestinationStream, type Logger } from 'pino';
import type { Env } from '../env';

const REDACTED = '[redacted]';

/** Keys whose values never reach the log, at any of the first levels of a log object. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'password_hash',
  'token',
  'sessionToken',
  'accessToken',
  'refreshToken',
  'secret',
  'cookie',
  'authorization',
  'parameters',
  'params',
];

/** pino `redact` paths: the secret keys at the top and one or two levels down, plus request and response headers. */
export const REDACT_PATHS = [
  ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["set-cookie"]',
];

/** drizzle's "Failed query: … params: …" message: the SQL text stays, its parameters go. */
function scrubMessage(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`).replace(/\$argon2[\w$=,+/.-]*/g, REDACTED);
}

/** Database error fields that name the table and constraint but never carry values (`detail` and `where` do). */
const SAFE_ERROR_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema_name',
  'table_name',
  'column_name',
  'constraint_name',
  'schema',
  'table',
  'column',
  'constraint',
  'status',
];

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError;
  [key: string]: unknown;
}

/**
 * The `err` serializer: type, message, stack and the value-free fields of PostgreSQL errors
 * (postgres.js and PGlite) along the cause chain. Parameters, `detail` (which quotes the failing
 * row), `query` values and anything else an error carries are left out.
 */
export function serializeError(err: unknown, depth = 0): SerializedError | unknown {
  if (!(err instanceof Error)) return err;
  const out: SerializedError = { type: err.constructor?.name ?? 'Error', message: scrubMessage(err.message) };
  if (err.stack) out.stack = scrubMessage(err.stack);
  for (const key of SAFE_ERROR_FIELDS) {
    const value = (err as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  const cause = (err as { cause?: unknown }).cause;
  if (cause !== undefined && depth < 4) out.cause = serializeError(cause, depth + 1) as SerializedError;
  return out;
}

/**
 * JSON logs in production; pretty, human-readable lines in development when pino-pretty is installed.
 * Passwords, hashes, cookies, tokens and SQL parameters are redacted (issue 12, hole 6).
 */
export function createLogger(env: Pick<Env, 'nodeEnv' | 'logLevel'>, destination?: DestinationStream): Logger {
  const pretty = !destination && env.nodeEnv === 'development' && process.stdout.isTTY;
  const options = {
    level: env.logLevel,
    base: undefined,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeError },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * `logger.child(bindings)`, made on first use. Each request gets a child logger carrying its
 * request id, but most requests never log through it, and a child costs its bindings' pass
 * through the redaction (issue 18, 4a): the child is made when a handler first logs.
 */
export function lazyChild(logger: Logger, bindings: Record<string, unknown>): Logger {
  let child: Logger | undefined;
  const real = () => (child ??= logger.child(bindings));
  return new Proxy({} as Logger, {
    get(_target, key) {
      const target = real();
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
    set(_target, key, value) {
      return Reflect.set(real(), key, value);
    },
    has(_target, key) {
      return Reflect.has(real(), key);
    },
  });
}

/** The fields of the request line, and nothing else: none of them is a secret (SECRET_KEYS). */
export interface RequestLine {
  reqId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

/**
 * The per-request access line (`request`), written by a child of `logger` without the redaction
 * pass: its fields are fixed (RequestLine) and none is a redacted key, so the line is the same as
 * through the redacting logger, at a fraction of the cost (the redaction clones and walks every
 * field of every line, issue 18, 4a). Level and destination are the logger's.
 */
export function requestLineLogger(logger: Logger): (line: RequestLine) => void {
  const plain = logger.child({}, { redact: [] });
  return (line) => plain.info({ reqId: line.reqId, method: line.method, path: line.path, status: line.status, ms: line.ms }, 'request');
}
