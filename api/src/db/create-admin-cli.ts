import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { CreateStaffSchema } from '@market/domain/admin-roles';
import { StaffPasswordSchema } from '@market/domain/auth';
import { ROLES } from '@market/domain/permissions';
import { loadEnv } from '../env';
import { migrationsFolder } from '../lib/paths';
import { writeSystemAudit } from '../services/audit';
import { hashPassword } from '../services/password';
import { createDb } from './client';
import { runMigrations } from './migrate';
import { roles, staffAccounts, staffRoles } from './schema/identity';

/**
 * `npm run admin:create -- --email a@b.kr --name 관리자 --role SUPER_ADMIN`: the first staff account
 * of a production database (demo accounts exist only in demo mode). The password is asked on the
 * terminal without echo, twice; when stdin is not a terminal its first line is the password (scripts,
 * the test). Migrates first; a role of the built-in list that is missing is created from its
 * definition. Exit 0 on success, 1 when refused (e-mail taken, weak password), 2 on bad usage.
 */

const USAGE = '사용법: npm run admin:create -- --email <이메일> --name <이름> [--role SUPER_ADMIN]';

function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const inline = args.find((a) => a.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/** One line typed on the terminal with nothing echoed. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stderr.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('취소되었습니다.'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** The first line of a piped stdin. */
function firstLine(): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin });
    let done = false;
    rl.once('line', (line) => {
      done = true;
      rl.close();
      resolve(line);
    });
    rl.once('close', () => {
      if (!done) resolve('');
    });
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLine();
  const first = await askHidden('비밀번호 (12자 이상): ');
  const second = await askHidden('비밀번호 확인: ');
  if (first !== second) fail('비밀번호가 일치하지 않습니다.');
  return first;
}

const email = option('email');
const name = option('name');
const roleCode = option('role') ?? 'SUPER_ADMIN';
if (!email || !name) fail(USAGE, 2);
const fields = CreateStaffSchema.pick({ email: true, name: true }).safeParse({ email, name });
if (!fields.success) fail(fields.error.issues[0]?.message ?? USAGE, 2);

const password = await readPassword();
const checked = StaffPasswordSchema.safeParse(password);
if (!checked.success) fail(checked.error.issues[0]?.message ?? '비밀번호를 확인해주세요.');

const env = loadEnv();
const database = await createDb({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir });
try {
  await runMigrations(database, migrationsFolder(env.staticRoot));
  const passwordHash = await hashPassword(checked.data);
  const { db } = database;
  const outcome = await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.email, fields.data.email));
    if (taken) return 'taken' as const;
    let [role] = await tx.select({ id: roles.id, brandScoped: roles.brandScoped }).from(roles).where(eq(roles.code, roleCode));
    if (!role) {
      const def = ROLES.find((r) => r.code === roleCode);
      if (!def) return 'no-role' as const;
      [role] = await tx
        .insert(roles)
        .values({ code: def.code, name: def.name, description: def.description, grants: def.grants, brandScoped: def.brandScoped ?? false })
        .returning({ id: roles.id, brandScoped: roles.brandScoped });
    }
    if (!role || role.brandScoped) return 'no-role' as const;
    const [staff] = await tx
      .insert(staffAccounts)
      .values({ email: fields.data.email, name: fields.data.name, passwordHash, status: 'active' })
      .returning({ id: staffAccounts.id });
    await tx.insert(staffRoles).values({ staffId: staff!.id, roleId: role.id });
    await writeSystemAudit(
      tx,
      { email: 'cli', name: '관리자 생성 명령' },
      {
        action: 'settings.staff.create',
        resource: 'staff',
        resourceId: staff!.id,
        resourceName: fields.data.email,
        after: { email: fields.data.email, name: fields.data.name, role: roleCode, enabled: true },
        severity: 'HIGH',
      },
    );
    return 'created' as const;
  });
  if (outcome === 'taken') fail('이미 등록된 관리자 이메일입니다.');
  if (outcome === 'no-role') fail(`역할 '${roleCode}'을(를) 찾을 수 없거나 브랜드 전용 역할입니다.`);
  process.stdout.write(`관리자 계정을 만들었습니다: ${fields.data.email} (${roleCode})\n`);
} finally {
  await database.close();
}
