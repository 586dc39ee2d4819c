import { readJson } from './test-app';
import { freePort, startServer, stopServer, waitForHealth, type ServerProcess } from './server-process';
import { describeOnPostgres } from './postgres-suite';
import { createTestDatabase, type TestDatabase } from './test-db';

/**
 * Sessions and rate-limit counters live in the database: two processes behave as one. PGlite
 * cannot be shared by two processes, so this needs a PostgreSQL server: skipped visibly without
 * one on a laptop, a failure in CI.
 */

const post = (base: string, p: string, body: unknown, cookie?: string) =>
  fetch(`${base}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

describeOnPostgres('two API processes on one PostgreSQL database', () => {
  let db: TestDatabase | undefined;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;

  beforeAll(async () => {
    // Migrations and seed run in both processes at once: advisory locks must make that safe.
    db = await createTestDatabase({ seed: false });
    const [pa, pb] = [await freePort(), await freePort()];
    a = startServer(db.url!, pa);
    b = startServer(db.url!, pb);
    // Both processes migrate and seed one empty database at once; on a loaded two-core machine
    // that takes minutes, not seconds.
    await Promise.all([waitForHealth(a, 170_000), waitForHealth(b, 170_000)]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a && stopServer(a.proc), b && stopServer(b.proc)]);
    await db?.drop();
  });

  it('a staff session made on one process is recognised on the other, and logout ends it on both', async () => {
    const login = await post(a!.base, '/api/admin/auth/login', { email: 'super@stylehub.kr', password: 'demo1234!' });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const me = await fetch(`${b!.base}/api/admin/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await readJson(me)).staff.email).toBe('super@stylehub.kr');
    expect((await fetch(`${b!.base}/api/admin/brands?limit=1`, { headers: { cookie } })).status).toBe(200);

    expect((await post(b!.base, '/api/admin/auth/logout', {}, cookie)).status).toBe(204);
    expect((await fetch(`${a!.base}/api/admin/auth/me`, { headers: { cookie } })).status).toBe(401);
  });

  it('a shopper session and failed sign-in counters are shared', async () => {
    const login = await post(b!.base, '/api/auth/login', { email: 'buyer@stylehub.kr', password: 'demo1234!' });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    expect((await fetch(`${a!.base}/api/auth/me`, { headers: { cookie } })).status).toBe(200);

    for (let i = 0; i < 5; i++) {
      const target = i % 2 === 0 ? a! : b!;
      expect((await post(target.base, '/api/admin/auth/login', { email: 'ops@stylehub.kr', password: 'wrong' })).status).toBe(401);
    }
    expect((await post(a!.base, '/api/admin/auth/login', { email: 'ops@stylehub.kr', password: 'wrong' })).status).toBe(429);
    expect((await post(b!.base, '/api/admin/auth/login', { email: 'ops@stylehub.kr', password: 'wrong' })).status).toBe(429);
  });

  it('both processes seeded the database exactly once', async () => {
    const res = await fetch(`${a!.base}/api/brands?limit=1`);
    expect((await readJson(res)).total).toBe(149);
    const demo = await readJson(fetch(`${b!.base}/api/admin/auth/demo-accounts`));
    expect(demo.accounts).toHaveLength(6);
  });
});
