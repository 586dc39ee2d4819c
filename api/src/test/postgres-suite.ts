import { spawnSync } from 'node:child_process';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/** What a suite that needs a PostgreSQL server does: run, skip visibly (local), or fail (CI). */
export type PostgresSuiteMode = 'run' | 'skip' | 'fail';

/** `CI=true` (or any value but `0`/`false`) as set by CI services and `.ci/run`. */
export function isCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const ci = env.CI?.trim().toLowerCase();
  return Boolean(ci) && ci !== '0' && ci !== 'false';
}

export function postgresSuiteMode(serverFound: boolean, ci: boolean): PostgresSuiteMode {
  if (serverFound) return 'run';
  return ci ? 'fail' : 'skip';
}

/**
 * Whether the PostgreSQL server the API tests use (DATABASE_URL, else 127.0.0.1:5432) answers,
 * decided synchronously (jest's describe cannot wait) by a child process running postgres.js.
 */
export function probePostgresSync(env: NodeJS.ProcessEnv = process.env): { url: string } | { reason: string } {
  if (env.TEST_DB === 'pglite') return { reason: 'TEST_DB=pglite forces the embedded database' };
  const url = env.DATABASE_URL || LOCAL_SERVER;
  const script = `const postgres = require(${JSON.stringify(require.resolve('postgres'))});
    const sql = postgres(process.argv[1], { max: 1, connect_timeout: 3, onnotice: () => undefined });
    sql\`select 1\`.then(() => sql.end({ timeout: 1 }).then(() => process.exit(0)), () => process.exit(1));`;
  const probe = spawnSync(process.execPath, ['-e', script, url], { timeout: 10_000, stdio: 'ignore' });
  if (probe.status === 0) return { url };
  return { reason: `no PostgreSQL server reachable at ${new URL(url).host}` };
}

let probed: ReturnType<typeof probePostgresSync> | undefined;

/**
 * `describe` for a suite that needs real concurrency on a PostgreSQL server. Without one it is
 * skipped visibly on a developer's machine, and in CI it fails: a green run never means "not run".
 */
export function describeOnPostgres(name: string, body: () => void): void {
  probed ??= probePostgresSync();
  const mode = postgresSuiteMode('url' in probed, isCi());
  if (mode === 'run') {
    describe(name, body);
  } else if (mode === 'skip') {
    describe.skip(`${name} (skipped: ${'reason' in probed ? probed.reason : ''})`, body);
  } else {
    const reason = 'reason' in probed ? probed.reason : '';
    describe(name, () => {
      it('runs on a PostgreSQL server in CI', () => {
        throw new Error(
          `${reason}: in CI this suite must run against PostgreSQL (start the server or set DATABASE_URL), not pass without testing`,
        );
      });
    });
  }
}
