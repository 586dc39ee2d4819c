// `node scripts/pnpm.mjs <args>`: pnpm at the pinned version, without a global install.
import { ensureInstalled, pnpm } from './lib.mjs';

const args = process.argv.slice(2);
if (args[0] !== 'install') await ensureInstalled();
await pnpm(args);
