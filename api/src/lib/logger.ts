import pino, { type Logger } from 'pino';
import type { Env } from '../env';

/** JSON logs in production; pretty, human-readable lines in development when pino-pretty is installed. */
export function createLogger(env: Env): Logger {
  const pretty = env.nodeEnv === 'development' && process.stdout.isTTY;
  return pino({
    level: env.logLevel,
    base: undefined,
    redact: { paths: ['req.headers.cookie', 'password', '*.password'], remove: true },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  });
}
