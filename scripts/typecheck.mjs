// `npm run typecheck`: tsc over every workspace (each has its own tsconfig.json). The API goes
// first and in build mode: it emits the declarations (api/.types) that the UIs' typed client
// reads through their project reference (ADR 019), so a changed route or response field fails the
// UIs here. Its build is incremental; the UI projects are checked with --noEmit.
import path from 'node:path';
import { ROOT, ensureInstalled, log, run } from './lib.mjs';

await ensureInstalled();
const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const projects = ['packages', 'shell', 'mf-storefront', 'mf-catalog-admin', 'mf-ops-admin', 'mf-system-admin'];
let failed = 0;
log('tsc -b api');
if ((await run(process.execPath, [tsc, '-b', path.join(ROOT, 'api', 'tsconfig.json')])) !== 0) failed++;
for (const p of projects) {
  log(`tsc ${p}`);
  const code = await run(process.execPath, [tsc, '--noEmit', '-p', path.join(ROOT, p, 'tsconfig.json')]);
  if (code !== 0) failed++;
}
process.exit(failed ? 1 : 0);
