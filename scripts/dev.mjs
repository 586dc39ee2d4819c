// `npm run dev`: the API with reload on :3000 and the shell's dev server on :3001.
// Remotes are served from their last production build unless you start one with
// `pnpm --filter @market/<remote> dev` and point MF_<REMOTE>_URL at it (see README).
import path from 'node:path';
import { ROOT, buildApps, ensureInstalled, pnpmCommand, staleApps } from './lib.mjs';
import { spawn } from 'node:child_process';

await ensureInstalled();
await buildApps(staleApps().filter((a) => a !== 'shell'));
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, STATIC_ROOT: ROOT },
  }),
  (() => {
    const [cmd, args] = pnpmCommand(['--filter', '@market/shell', 'dev']);
    return spawn(cmd, args, { cwd: ROOT, stdio: 'inherit' });
  })(),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
