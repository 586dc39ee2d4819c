import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { findRepoRoot } from '../lib/paths';
import { isCi, postgresSuiteMode, probePostgresSync } from './postgres-suite';

/** Issue 12, hole 10: suites that need PostgreSQL never report green without having run. */

const SUITES = ['api/src/routes/orders/orders.reliability.test.ts', 'api/src/test/two-processes.test.ts'];
const NO_SERVER = 'postgres://postgres@127.0.0.1:1/nothing_listens_here';

function runJest(env: Record<string, string | undefined>) {
  const root = findRepoRoot();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, TZ: 'UTC', ...env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete childEnv[k];
  delete childEnv.JEST_WORKER_ID;
  const res = spawnSync(process.execPath, [path.join(root, 'node_modules/jest/bin/jest.js'), '--colors=false', ...SUITES], {
    cwd: root,
    env: childEnv,
    encoding: 'utf8',
    timeout: 170_000,
  });
  return { status: res.status, output: `${res.stdout}${res.stderr}` };
}

describe('suites that need a PostgreSQL server', () => {
  it('run with a server, fail in CI without one, skip visibly on a laptop without one', () => {
    expect(postgresSuiteMode(true, true)).toBe('run');
    expect(postgresSuiteMode(true, false)).toBe('run');
    expect(postgresSuiteMode(false, true)).toBe('fail');
    expect(postgresSuiteMode(false, false)).toBe('skip');
  });

  it('CI is read as CI services set it', () => {
    expect(isCi({ CI: 'true' })).toBe(true);
    expect(isCi({ CI: '1' })).toBe(true);
    expect(isCi({ CI: 'false' })).toBe(false);
    expect(isCi({ CI: '0' })).toBe(false);
    expect(isCi({})).toBe(false);
  });

  it('the probe finds no server where none listens, and says where it looked', () => {
    expect(probePostgresSync({ DATABASE_URL: NO_SERVER })).toEqual({ reason: 'no PostgreSQL server reachable at 127.0.0.1:1' });
    expect(probePostgresSync({ TEST_DB: 'pglite' })).toEqual({ reason: 'TEST_DB=pglite forces the embedded database' });
  });

  it('with CI=true and no server, orders.reliability.test.ts and two-processes.test.ts fail instead of passing', () => {
    const { status, output } = runJest({ CI: 'true', DATABASE_URL: NO_SERVER, TEST_DB: undefined });
    expect(status).not.toBe(0);
    expect(output).toMatch(/Tests:\s+2 failed, 2 total/);
    expect(output).toContain('in CI this suite must run against PostgreSQL');
  }, 180_000);

  it('without CI and without a server they are reported as skipped, never as passed', () => {
    const { status, output } = runJest({ CI: undefined, DATABASE_URL: NO_SERVER, TEST_DB: undefined });
    expect(status).toBe(0);
    expect(output).toMatch(/Tests:\s+\d+ skipped, \d+ total/);
    expect(output).not.toMatch(/\d+ passed/);
  }, 180_000);
});
