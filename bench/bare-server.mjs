// The baseline of api-ratios.mjs: a bare Hono handler (hono + @hono/node-server, the API's own
// versions) that answers each captured request path by replaying the SQL our API ran for it
// (capture-sql.mjs), one statement after the other, through postgres.js, and returns the rows
// as JSON. No validation, no query building, no mapping: what is left is HTTP, the driver and
// the database.
//
//   DATABASE_URL=... PORT=... POOL=10 node bench/bare-server.mjs <capture.json>
import { readFileSync } from 'node:fs';
import { importFromApi } from './api-deps.mjs';

const { Hono } = await importFromApi('hono');
const { serve } = await importFromApi('@hono/node-server');
const { default: postgres } = await importFromApi('postgres');

const [captureFile] = process.argv.slice(2);
const capture = JSON.parse(readFileSync(captureFile, 'utf8'));
const sql = postgres(process.env.DATABASE_URL, { max: Number(process.env.POOL ?? 10), onnotice: () => undefined });

const app = new Hono();
app.get('*', async (c) => {
  const url = new URL(c.req.url);
  const entry = capture[url.pathname + url.search];
  if (!entry) return c.json({ error: 'not captured' }, 404);
  const results = [];
  // drizzle's db.execute(): client.unsafe(query, params, { prepare: false }).
  for (const s of entry.statements) results.push(await sql.unsafe(s.query, s.params, { prepare: false }));
  return c.json({ results }, entry.status);
});

const seen = new Set();
app.onError((err, c) => {
  if (!seen.has(err.message)) {
    seen.add(err.message);
    console.error(`bare server: ${err.message}`);
  }
  return c.json({ error: err.message }, 500);
});

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0) }, (info) => {
  process.send?.({ ready: true, port: info.port });
  console.log(`bare server on ${info.port}`);
});
const stop = () => server.close(() => sql.end({ timeout: 5 }).finally(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
