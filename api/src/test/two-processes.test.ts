import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { findRepoRoot } from '../lib/paths';
import { readJson } from './test-app';
import { describeOnPostgres } from './postgres-suite';
import { createTestDatabase, type TestDatabase } from './test-db';

/**
 * Sessions and rate-limit counters live in the database: two processes behave as one. PGlite
 * cannot be shared by two processes, so this needs a PostgreSQL server: skipped visibly without
 * one on a laptop, a failure in CI.
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, proc: ChildProcess, output: () => string): Promise<void> {
  // Both processes migrate and seed one empty database at once; on a loaded two-core machine
  // that takes minutes, not seconds.
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

function startServer(url: string, port: number) {
  let out = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(findRepoRoot(), 'api'),
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), SEED: '1', DEMO_MODE: '1', NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  return { proc, base: `http://127.0.0.1:${port}`, output: () => out };
}

function stop(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
    proc.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    proc.kill('SIGTERM');
  });
}

const post = (base: string, p: string, body: unknown, cookie?: string) =>
  fetch(`${base}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });

describeOnPostgres('two API processes on one PostgreSQL database', () => {
  let db: TestDatabase | undefined;
  let a: ReturnType<typeof startServer> | undefined;
  let b: ReturnType<typeof startServer> | undefined;

  beforeAll(async () => {
    // Migrations and seed run in both processes at once: advisory locks must make that safe.
    db = await createTestDatabase({ seed: false });
    const [pa, pb] = [await freePort(), await freePort()];
    a = startServer(db.url!, pa);
    b = startServer(db.url!, pb);
    await Promise.all([waitForHealth(a.base, a.proc, a.output), waitForHealth(b.base, b.proc, b.output)]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a && stop(a.proc), b && stop(b.proc)]);
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
