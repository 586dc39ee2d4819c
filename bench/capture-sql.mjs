// Captures the SQL our API runs for each request (helper of api-ratios.mjs; runs under tsx).
//
//   node node_modules/tsx/dist/cli.mjs bench/capture-sql.mjs <database-url> <out.json> <path> [<path> ...]
//
// Builds the real app (api/src/app.ts) in this process on a postgres.js client with the `debug`
// hook, sends each path twice, one request at a time, through app.request(), and writes, for the
// second request (the steady state: whatever the first one cached is cached),
// { [path]: { status, bytes, statements: [{ query, params, types }] } } in the order postgres.js
// sent them. The hook sees the statement text and the serialized parameters exactly as they go
// on the wire; bare-server.mjs replays them with sql.unsafe(query, params, { prepare: false }),
// which is how drizzle's db.execute() sends them.
import { writeFileSync } from 'node:fs';
import { createApp } from '../api/src/app.ts';
import { schema } from '../api/src/db/client.ts';
import { loadEnv } from '../api/src/env.ts';
import { importFromApi } from './api-deps.mjs';

const { drizzle } = await importFromApi('drizzle-orm', './postgres-js');
const { default: postgres } = await importFromApi('postgres');
const { default: pino } = await importFromApi('pino');

const [databaseUrl, out, ...paths] = process.argv.slice(2);
if (!databaseUrl || !out || !paths.length) throw new Error('usage: capture-sql.mjs <database-url> <out.json> <path>...');

let current = null;
const client = postgres(databaseUrl, {
  max: 10,
  onnotice: () => undefined,
  debug: (_connection, query, params, types) => current?.push({ query, params: [...params], types: [...types] }),
});
const db = drizzle(client, { schema });
// Production outside demo mode needs DATA_ENCRYPTION_KEY: passed through when set, else demo mode
// (the bench databases are demo-seeded; nothing captured here depends on it).
const keyed = process.env.DATA_ENCRYPTION_KEY
  ? { DATA_ENCRYPTION_KEY: process.env.DATA_ENCRYPTION_KEY }
  : { DEMO_MODE: process.env.DEMO_MODE ?? '1' };
const env = { ...loadEnv({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, SEED: '0', ...keyed }), logLevel: 'silent' };
const app = createApp({ db: { db, driver: 'postgres', sql: client, close: () => client.end() }, env, logger: pino({ level: 'silent' }) });

const result = {};
try {
  for (const path of paths) {
    await (await app.request(path)).arrayBuffer();
    current = [];
    const res = await app.request(path);
    const body = await res.arrayBuffer();
    result[path] = { status: res.status, bytes: body.byteLength, statements: current };
    current = null;
    if (res.status !== 200) console.error(`capture: ${path} answered ${res.status}: ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
  }
} finally {
  await client.end({ timeout: 5 });
}
writeFileSync(out, JSON.stringify(result, null, 1));
console.log(
  `capture: ${paths.length} requests, ${Object.values(result).reduce((n, r) => n + r.statements.length, 0)} statements -> ${out}`,
);
