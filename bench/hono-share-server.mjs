// Issue 18 item 4a, the baselines of hono-share.mjs: one fixed JSON body (FIXED_JSON below) served
//   MODE=node  by a bare node:http server (writeHead + end, nothing else);
//   MODE=hono  by a bare Hono app (the API's hono and @hono/node-server, no middleware).
// Our app serves the same body through its whole stack (hono-share-app.ts).
//
//   MODE=node|hono PORT=... node bench/hono-share-server.mjs
import http from 'node:http';
import { importFromApi } from './api-deps.mjs';
import { FIXED_JSON } from './hono-share-body.mjs';

const port = Number(process.env.PORT ?? 0);
const body = JSON.stringify(FIXED_JSON);
let server;
if (process.env.MODE === 'hono') {
  const { Hono } = await importFromApi('hono');
  const { serve } = await importFromApi('@hono/node-server');
  const app = new Hono();
  app.get('/api/bench/fixed', (c) => c.json(FIXED_JSON));
  server = serve({ fetch: app.fetch, port });
} else {
  server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  });
  server.listen(port);
}
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
