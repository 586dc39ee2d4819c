import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { AUTH_MESSAGES } from '@market/domain/auth';
import { findRepoRoot } from '../lib/paths';
import { queryRows } from '../lib/sql';
import { verifyPassword } from '../services/password';
import { findPostgresServer } from '../test/test-db';
import { createDb, type Database } from './client';

jest.setTimeout(300_000);

const root = findRepoRoot();
const CLI = path.join(root, 'api/src/db/create-admin-cli.ts');
const TSX = path.join(root, 'node_modules/tsx/dist/cli.mjs');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run admin:create` on an empty database (a fresh one on the PostgreSQL server, else a
 * PGlite folder): the password goes in through piped stdin, as the command reads it when stdin is
 * not a terminal.
 */
describe('admin:create (first staff account of a production database)', () => {
  let env: Record<string, string>;
  let open: () => Promise<Database>;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const server = await findPostgresServer();
    if (server) {
      const name = `admin_create_${process.pid}_${Date.now()}`;
      const admin = postgres(server, { max: 1, onnotice: () => undefined });
      await admin.unsafe(`create database ${name}`);
      const url = new URL(server);
      url.pathname = `/${name}`;
      env = { DATABASE_URL: url.toString() };
      open = () => createDb({ databaseUrl: url.toString(), pgliteDir: '' });
      cleanup = async () => {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      };
    } else {
      const dir = mkdtempSync(path.join(tmpdir(), 'admin-create-'));
      env = { DATABASE_URL: '', PGLITE_DIR: dir };
      open = () => createDb({ databaseUrl: undefined, pgliteDir: dir });
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(() => cleanup());

  function run(args: string[], stdin: string): Promise<Run> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [TSX, CLI, ...args], {
        cwd: path.join(root, 'api'),
        env: { ...process.env, ...env, DEMO_MODE: '0' },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(stdin);
    });
  }

  it('creates a SUPER_ADMIN with an argon2id hash from the piped password; refuses a short password, bad usage and a taken e-mail', async () => {
    const short = await run(['--email', 'first@shop.kr', '--name', '관리자', '--role', 'SUPER_ADMIN'], 'short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain(AUTH_MESSAGES.staffPasswordTooShort);
    const usage = await run(['--name', '관리자'], 'long-enough-password\n');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('사용법');

    const ok = await run(['--email', 'First@Shop.kr', '--name', '관리자', '--role', 'SUPER_ADMIN'], 'long-enough-password\n');
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('first@shop.kr');

    const database = await open();
    try {
      const rows = await queryRows<{ email: string; name: string; status: string; password_hash: string; code: string; grants: string[] }>(
        database.db,
        sql`select s.email, s.name, s.status, s.password_hash, r.code, r.grants from staff_accounts s
            join staff_roles sr on sr.staff_id = s.id join roles r on r.id = sr.role_id`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'first@shop.kr', name: '관리자', status: 'active', code: 'SUPER_ADMIN', grants: ['*'] });
      expect(rows[0]!.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(await verifyPassword(rows[0]!.password_hash, 'long-enough-password')).toBe(true);
      const audit = await queryRows<{ action: string; user_email: string }>(database.db, sql`select action, user_email from audit_logs`);
      expect(audit).toEqual([{ action: 'settings.staff.create', user_email: 'cli' }]);
    } finally {
      await database.close();
    }

    const again = await run(['--email', 'first@shop.kr', '--name', '다른 이름'], 'another-long-password\n');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('이미 등록된 관리자 이메일입니다.');
  });
});
