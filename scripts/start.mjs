// `npm start`: install, build, migrate, seed and serve the whole product on one port
// (PORT, default 3000). The database is embedded PGlite in .data/ unless DATABASE_URL is set.
import path from 'node:path';
import { ROOT, apiNodeArgs, buildApps, ensureInstalled, log, run, staleApps } from './lib.mjs';

await ensureInstalled();
await buildApps(staleApps());
log(
  `starting on http://localhost:${process.env.PORT || 3000} (${process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite in .data/'})`,
);
const code = await run(process.execPath, [...apiNodeArgs(), '--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
  env: { STATIC_ROOT: ROOT },
});
process.exit(code);
