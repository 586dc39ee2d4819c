#!/usr/bin/env node
// The large seed (issue 3: 100,000 products, 1,000,000 orders) on a PostgreSQL server, timed.
// Creates a fresh database on the server, runs `api/src/db/seed/cli.ts --scale=large` into it
// (per-phase timings are printed by the seed), optionally checks the invariants on the result,
// and drops the database unless --keep.
//
//   node bench/seed-large.mjs                          # server postgres://postgres@127.0.0.1:5432, database market_large_bench
//   node bench/seed-large.mjs --check --keep           # also run invariants.test.ts against it, keep it afterwards
//   node bench/seed-large.mjs --now=2026-03-15T03:00:00Z --orders=200000   # any cli.ts option is passed through
//
// Environment: PG_SERVER (server URL, any database), LARGE_DB (database name to create; dropped first if present).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const postgres = createRequire(path.join(root, 'api/package.json'))('postgres');
const args = process.argv.slice(2);
const keep = args.includes('--keep');
const check = args.includes('--check');
const passThrough = args.filter((a) => a !== '--keep' && a !== '--check');
const server = process.env.PG_SERVER || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = process.env.LARGE_DB || 'market_large_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`LARGE_DB: not a plain database name: ${name}`);
const url = new URL(server);
url.pathname = `/${name}`;
const databaseUrl = url.toString();

const admin = postgres(server, { max: 1, onnotice: () => undefined });
const run = (cmd, cmdArgs, opts) =>
  new Promise((resolve, reject) => {
    const child = spawn(cmd, cmdArgs, { stdio: 'inherit', ...opts });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${cmdArgs.join(' ')}: exit ${code}`))));
  });
const timings = [];
const timed = async (label, fn) => {
  const t0 = performance.now();
  await fn();
  timings.push([label, (performance.now() - t0) / 1000]);
};

try {
  const [{ version }] = await admin`select version()`;
  console.log(`server: ${version}`);
  await timed('create database', async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
  });
  await timed('migrate + seed --scale=large (cli.ts)', () =>
    run(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/db/seed/cli.ts', '--scale=large', ...passThrough], {
      cwd: path.join(root, 'api'),
      env: { ...process.env, DATABASE_URL: databaseUrl },
    }),
  );
  const [{ size }] = await admin`select pg_size_pretty(pg_database_size(${name})) as size`;
  console.log(`database ${name}: ${size}`);
  if (check) {
    await timed('invariants (invariants.test.ts, LARGE_DATABASE_URL mode)', () =>
      run(
        process.execPath,
        [path.join(root, 'node_modules/jest/bin/jest.js'), '-c', 'api/jest.config.cjs', 'api/src/db/seed/invariants.test.ts'],
        {
          cwd: root,
          env: { ...process.env, LARGE_DATABASE_URL: databaseUrl },
        },
      ),
    );
  }
} finally {
  if (!keep) await admin.unsafe(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await admin.end();
  console.log('\nwall clock:');
  for (const [label, s] of timings) console.log(`  ${s.toFixed(1).padStart(8)} s  ${label}`);
  console.log(keep ? `kept: ${databaseUrl}` : `dropped ${name}`);
}
