// `npm run typecheck`: tsc --noEmit over every workspace (each has its own tsconfig.json).
import path from 'node:path';
import { ROOT, ensureInstalled, log, run } from './lib.mjs';

await ensureInstalled();
const projects = ['packages', 'api', 'shell', 'mf-storefront', 'mf-catalog-admin', 'mf-ops-admin', 'mf-system-admin'];
let failed = 0;
for (const p of projects) {
  log(`tsc ${p}`);
  const code = await run(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', path.join(ROOT, p, 'tsconfig.json')]);
  if (code !== 0) failed++;
}
process.exit(failed ? 1 : 0);
