import { Writable } from 'node:stream';
import { createLogger, lazyChild, requestLineLogger } from './logger';

function capture(logLevel: 'info' | 'warn' = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger({ nodeEnv: 'production', logLevel }, stream), text: () => lines.join('') };
}

describe('log redaction (issue 12, hole 6)', () => {
  it('passwords, hashes, tokens, cookies and Set-Cookie never reach the log', () => {
    const { logger, text } = capture();
    logger.info(
      {
        password: 'pw-top',
        body: { newPassword: 'pw-nested', user: { passwordHash: '$argon2id$v=19$m=1$abc$def' } },
        token: 'tok-1',
        session: { token: 'tok-2' },
        req: { headers: { cookie: 'sid=cookie-1', authorization: 'Bearer auth-1' } },
        res: { headers: { 'set-cookie': 'admin_sid=cookie-2' } },
      },
      'x',
    );
    const log = text();
    for (const secret of ['pw-top', 'pw-nested', '$argon2id', 'tok-1', 'tok-2', 'cookie-1', 'auth-1', 'cookie-2'])
      expect(log).not.toContain(secret);
    expect(log).toContain('[redacted]');
  });

  it('an error keeps its message and code but loses SQL parameters, detail and quoted values (postgres.js and PGlite shapes)', () => {
    const { logger, text } = capture();
    const pg = Object.assign(new Error('duplicate key value violates unique constraint "customers_email_key"'), {
      code: '23505',
      detail: 'Key (email)=(who@example.com) already exists.',
      parameters: ['who@example.com', '$argon2id$v=19$secret'],
      query: 'insert into customers (email, password_hash) values ($1, $2)',
    });
    const pglite = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      params: ['who@example.com'],
      detail: 'who@example.com',
    });
    const drizzle = new Error('Failed query: insert into customers (email) values ($1)\nparams: who@example.com,$argon2id$v=19$secret', {
      cause: pg,
    });
    logger.error({ err: drizzle }, 'unhandled error');
    logger.error({ err: pglite }, 'unhandled error');
    const log = text();
    expect(log).not.toContain('who@example.com');
    expect(log).not.toContain('$argon2id');
    expect(log).toContain('23505');
    expect(log).toContain('22021');
    expect(log).toContain('customers_email_key');
  });
});

describe('the per-request loggers (issue 18, 4a)', () => {
  const withoutTime = (line: string) => line.replace(/"time":\d+,/, '');

  it('the request line is the line the redacting child logger wrote', () => {
    const a = capture();
    a.logger.child({ reqId: 'r-1' }).info({ method: 'GET', path: '/api/products', status: 200, ms: 3 }, 'request');
    const b = capture();
    requestLineLogger(b.logger)({ reqId: 'r-1', method: 'GET', path: '/api/products', status: 200, ms: 3 });
    expect(withoutTime(b.text())).toBe(withoutTime(a.text()));
    expect(JSON.parse(b.text())).toMatchObject({
      level: 30,
      reqId: 'r-1',
      method: 'GET',
      path: '/api/products',
      status: 200,
      ms: 3,
      msg: 'request',
    });
  });

  it('the request line follows the level of its logger', () => {
    const quiet = capture('warn');
    requestLineLogger(quiet.logger)({ reqId: 'r', method: 'GET', path: '/', status: 200, ms: 1 });
    expect(quiet.text()).toBe('');
    const loud = capture('info');
    requestLineLogger(loud.logger)({ reqId: 'r', method: 'GET', path: '/', status: 200, ms: 1 });
    expect(loud.text()).toContain('"msg":"request"');
  });

  it('a lazy child is made on first use, binds the request id and still redacts', () => {
    const { logger, text } = capture();
    const child = jest.spyOn(logger, 'child');
    const log = lazyChild(logger, { reqId: 'r-2' });
    expect(child).not.toHaveBeenCalled();
    log.warn({ password: 'pw-secret', note: 'kept' }, 'something');
    log.error({ token: 'tok-secret' }, 'again');
    expect(child).toHaveBeenCalledTimes(1);
    const lines = text()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toMatchObject([
      { level: 40, reqId: 'r-2', password: '[redacted]', note: 'kept', msg: 'something' },
      { level: 50, reqId: 'r-2', token: '[redacted]', msg: 'again' },
    ]);
    expect(text()).not.toContain('secret');
    expect(log.level).toBe('info');
    expect(log.isLevelEnabled('debug')).toBe(false);
  });
});
