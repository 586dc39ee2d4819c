import { Writable } from 'node:stream';
import { count, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { FORBIDDEN_CHARACTER_MESSAGE } from '@market/domain/text-safety';
import { createApp } from '../app';
import { customers } from '../db/schema/identity';
import { lineOf, orderBody, pickOption, idemKey, type OptionRow } from '../test/buying-fixtures';
import { signUpShopper } from '../test/shopper';
import { createTestApp, DEMO_STAFF_EMAILS, freshIp, loginStaff, readJson, type TestApp } from '../test/test-app';
import { createLogger } from './logger';
import { FIRST_LEGAL_VERSION_IDS } from '@market/domain/legal';

const NUL = '\u0000';

describe('control characters in request text (issue 12, hole 6)', () => {
  let t: TestApp;
  let shopper: { id: string; email: string; cookie: string };
  let staff: string;
  let option: OptionRow;
  beforeAll(async () => {
    t = await createTestApp();
    shopper = await signUpShopper(t);
    staff = await loginStaff(t, DEMO_STAFF_EMAILS.SUPER_ADMIN);
    option = await pickOption(t, { stock: 50 });
  });
  afterAll(() => t.close());

  const customerCount = async () => (await t.db.database.db.select({ n: count() }).from(customers))[0]!.n;

  const send = (method: string, path: string, body: unknown, cookie?: string) =>
    t.app.request(path, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': freshIp(),
        'idempotency-key': idemKey(),
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });

  it('POST /api/auth/signup with a NUL in name answers 422 on the field and writes nothing', async () => {
    const before = await customerCount();
    const email = 'nul.name@example.com';
    const res = await send('POST', '/api/auth/signup', { email, password: 'secret12', name: `김${NUL}철수` });
    expect(res.status).toBe(422);
    expect(await readJson(res)).toEqual({
      error: { code: 'VALIDATION', message: FORBIDDEN_CHARACTER_MESSAGE, fields: { name: FORBIDDEN_CHARACTER_MESSAGE } },
    });
    expect(await customerCount()).toBe(before);
    expect(await t.db.database.db.select().from(customers).where(eq(customers.email, email))).toEqual([]);
  });

  // Field × endpoint pairs reached with otherwise valid bodies, as the shopper or staff would send them.
  const pairs: [string, string, string, () => unknown, 'anon' | 'shopper' | 'staff', string][] = [
    ['POST', '/api/auth/signup', 'name', () => ({ email: 'a1@example.com', password: 'secret12', name: `a${NUL}` }), 'anon', 'name'],
    ['POST', '/api/auth/signup', 'email', () => ({ email: `a${NUL}@example.com`, password: 'secret12', name: '이름' }), 'anon', 'email'],
    [
      'POST',
      '/api/auth/signup',
      'password',
      () => ({ email: 'a2@example.com', password: `secret${NUL}12`, name: '이름' }),
      'anon',
      'password',
    ],
    [
      'POST',
      '/api/auth/signup',
      'phone',
      () => ({ email: 'a3@example.com', password: 'secret12', name: '이름', phone: `010${NUL}` }),
      'anon',
      'phone',
    ],
    ['POST', '/api/auth/login', 'email', () => ({ email: `b${NUL}@example.com`, password: 'secret12' }), 'anon', 'email'],
    ['POST', '/api/auth/login', 'password', () => ({ email: 'buyer@stylehub.kr', password: `x${NUL}` }), 'anon', 'password'],
    ['POST', '/api/admin/auth/login', 'email', () => ({ email: `super${NUL}@stylehub.kr`, password: 'demo1234!' }), 'anon', 'email'],
    ['PATCH', '/api/auth/me', 'name', () => ({ name: `새${NUL}이름` }), 'shopper', 'name'],
    [
      'POST',
      '/api/cart/items',
      'selectedColor',
      () => ({ ...lineOf(option), selectedColor: `${option.color}${NUL}` }),
      'shopper',
      'selectedColor',
    ],
    ['POST', '/api/cart/items', 'productId', () => ({ ...lineOf(option), productId: `${option.productId}${NUL}` }), 'shopper', 'productId'],
    [
      'POST',
      '/api/cart/merge',
      'items.0.selectedSize',
      () => ({ items: [{ ...lineOf(option), selectedSize: `${NUL}` }] }),
      'shopper',
      'items.0.selectedSize',
    ],
    ['POST', '/api/wishlist/merge', 'productIds.0', () => ({ productIds: [`${option.productId}${NUL}`] }), 'shopper', 'productIds.0'],
    ['POST', '/api/coupons/validate', 'code', () => ({ code: `WELCOME${NUL}`, items: [lineOf(option)] }), 'shopper', 'code'],
    [
      'POST',
      '/api/inquiries',
      'content',
      () => ({ category: 'order', title: '문의', content: `내용${NUL}입니다 열 글자 이상` }),
      'shopper',
      'content',
    ],
    [
      'POST',
      '/api/orders',
      'shippingAddress.name',
      () => orderBody([lineOf(option)], { shippingAddress: { ...orderBody([]).shippingAddress, name: `김${NUL}` } }),
      'shopper',
      'shippingAddress.name',
    ],
    [
      'POST',
      '/api/orders',
      'shippingAddress.deliveryMemo',
      () => orderBody([lineOf(option)], { shippingAddress: { ...orderBody([]).shippingAddress, deliveryMemo: `\u0007벨` } }),
      'shopper',
      'shippingAddress.deliveryMemo',
    ],
    ['POST', '/api/orders', 'couponCode', () => orderBody([lineOf(option)], { couponCode: `\u001b[31m` }), 'shopper', 'couponCode'],
    [
      'POST',
      '/api/orders',
      'items.0.selectedColor',
      () => orderBody([{ ...lineOf(option), selectedColor: '\ud800' }]),
      'shopper',
      'items.0.selectedColor',
    ],
    [
      'PUT',
      '/api/admin/reviews/00000000-0000-0000-0000-000000000000/reply',
      'adminReply',
      () => ({ adminReply: `답변${NUL}` }),
      'staff',
      'adminReply',
    ],
    [
      'PUT',
      '/api/admin/qna/00000000-0000-0000-0000-000000000000/reply',
      'adminReply',
      () => ({ adminReply: `답변\u007f` }),
      'staff',
      'adminReply',
    ],
    [
      'POST',
      '/api/auth/signup',
      'a key',
      () => ({ email: 'a4@example.com', password: 'secret12', name: '이름', [`x${NUL}`]: 1 }),
      'anon',
      'x?',
    ],
  ];

  it.each(pairs)('%s %s with a control character in %s answers 422 naming the field', async (method, path, _label, body, who, field) => {
    const cookie = who === 'shopper' ? shopper.cookie : who === 'staff' ? staff : undefined;
    const res = await send(method, path, body(), cookie);
    const payload = await readJson(res);
    expect(`${res.status} ${payload.error?.code}`).toBe('422 VALIDATION');
    expect(payload.error.fields).toEqual({ [field]: FORBIDDEN_CHARACTER_MESSAGE });
  });

  it('tab, newline, carriage return, emoji, Hangul and combining marks still pass', async () => {
    const res = await send('PATCH', '/api/auth/me', { name: '김\t철수 👩‍👩‍👧 e\u0301' }, shopper.cookie);
    expect(res.status).toBe(200);
  });

  it('GET /api/products with a control character in the query string answers 422 on that parameter', async () => {
    const res = await t.app.request(`/api/products?q=${encodeURIComponent('셔츠\u0001')}`);
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.fields).toEqual({ q: FORBIDDEN_CHARACTER_MESSAGE });
    const suggest = await t.app.request(`/api/search/suggest?q=${encodeURIComponent('\u001f')}`);
    expect(suggest.status).toBe(422);
  });

  it('malformed JSON still answers 400 (the check leaves it to the validator)', async () => {
    const res = await t.app.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "a',
    });
    expect(res.status).toBe(400);
  });

  it('a PostgreSQL invalid-text error that slips past validation maps to 422, never 500', async () => {
    const app = createApp({ db: t.db.database, env: t.env, logger: pino({ level: 'silent' }) });
    // A query the central check cannot see (text built on the server) reaching PostgreSQL with a NUL.
    app.post('/api/test/nul-to-db', async (c) =>
      c.json(await c.var.database.db.execute(sql`select ${'a' + String.fromCharCode(0) + 'b'}::text as v`)),
    );
    const res = await app.request('/api/test/nul-to-db', { method: 'POST' });
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.code).toBe('VALIDATION');
  });

  it('the log of a failed write holds no e-mail, password hash, SQL parameters or cookies', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger({ ...t.env, logLevel: 'info', nodeEnv: 'production' }, stream);
    const app = createApp({ db: t.db.database, env: t.env, logger });
    // Forces the signup's insert to fail inside PostgreSQL, whose error carries the whole row.
    await t.db.database.db.execute(sql.raw(`alter table customers add constraint test_boom check (name <> '폭탄')`));
    try {
      const email = 'leak.check@example.com';
      const res = await app.request('/api/auth/signup', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': freshIp(),
          cookie: 'sid=secret-session-token',
          authorization: 'Bearer secret-bearer',
        },
        body: JSON.stringify({ email, password: 'Sup3rSecretPw!', name: '폭탄', agreements: FIRST_LEGAL_VERSION_IDS }),
      });
      expect(res.status).toBe(500);
      const log = lines.join('');
      if (process.env.SHOW_LOG) process.stderr.write(log);
      expect(log).toContain('unhandled error');
      expect(log).not.toContain(email);
      expect(log).not.toContain('$argon2');
      expect(log).not.toContain('Sup3rSecretPw!');
      expect(log).not.toMatch(/params: (?!\[redacted\])|parameters"/);
      expect(log).not.toContain('secret-session-token');
      expect(log).not.toContain('secret-bearer');
    } finally {
      await t.db.database.db.execute(sql.raw('alter table customers drop constraint test_boom'));
    }
  });
});
