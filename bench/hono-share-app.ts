// Issue 18 item 4a: our real app (api/src/app.ts: request id, security headers, the request log,
// the maintenance gate, body limit, cross-origin check, JSON-only bodies, NUL and forbidden
// character checks, then the router with every route and the static/SPA fallback) serving one
// fixed JSON at GET /api/bench/fixed, through api/src/http-server.ts as server.ts serves it.
//
// The API has no route that answers fixed JSON without the database (/api/health runs a query),
// so this bench adds one, here only: it is registered on the health router before createApp
// mounts it, so it sits where /api/health sits and passes every middleware /api/health passes
// (it is not exempt from the maintenance gate, which reads its 5-second settings cache).
//
//   DATABASE_URL=... PORT=... NODE_ENV=production LOG_LEVEL=info node node_modules/tsx/dist/cli.mjs bench/hono-share-app.ts
import { createApp } from '../api/src/app';
import { createDb } from '../api/src/db/client';
import { loadEnv } from '../api/src/env';
import { startHttpServer } from '../api/src/http-server';
import { createLogger } from '../api/src/lib/logger';
import { healthRouter } from '../api/src/routes/health/health.index';
// @ts-expect-error plain ESM module of the bench
import { FIXED_JSON } from './hono-share-body.mjs';

const env = loadEnv();
const logger = createLogger(env);
const database = await createDb({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir });
healthRouter.get('/bench/fixed', (c) => c.json(FIXED_JSON));
const app = createApp({ db: database, env, logger });
const server = startHttpServer(app.fetch, env, { port: env.port, hostname: '127.0.0.1' });
const stop = () => server.close(() => database.close().finally(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
