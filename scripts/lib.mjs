// Helpers for the root scripts: run pnpm without a global install, keep the install fresh,
// and find Chromium. Only Node.js is assumed on the machine.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, readdirSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager.split('@')[1];

/**
 * Node flags of the API server process (ADR 044). The V8 heap limit: left to its default (a
 * quarter of the RAM, 4 GB on a 16 GB host) V8 lets the old generation grow to four times the live
 * heap between full collections; under 2 GB it allows about twice. A long .xlsx download promotes
 * its database rows steadily, so the first one on a fresh server grew RSS by 200 MB with the
 * default and by about 60 MB with this. An operator's own --max-old-space-size in NODE_OPTIONS wins.
 */
export function apiNodeArgs(env = process.env) {
  return /--max-old-space-size/.test(env.NODE_OPTIONS ?? '') ? [] : ['--max-old-space-size=1536'];
}

export function log(message) {
  console.log(`\u001b[36m[market]\u001b[0m ${message}`);
}

/** Runs a command in the repository, inheriting output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(cmd, args, opts) {
  const code = await run(cmd, args, opts);
  if (code !== 0) {
    console.error(`\n[market] "${cmd} ${args.join(' ')}" exited with ${code}`);
    process.exit(code);
  }
}

function pnpmOnPath() {
  const res = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return res.status === 0 && res.stdout.trim() === PNPM_VERSION;
}

/** pnpm at the pinned version: the one on the PATH if it matches, otherwise through npx. */
export function pnpmCommand(args) {
  return pnpmOnPath() ? ['pnpm', args] : ['npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args]];
}

export function pnpm(args, opts) {
  const [cmd, full] = pnpmCommand(args);
  return runOrExit(cmd, full, opts);
}

/** Installs from the lockfile when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.pnpm', 'lock.yaml');
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('installing dependencies (pnpm install --frozen-lockfile)');
  await pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
}

export const APPS = ['shell', 'mf-storefront', 'mf-catalog-admin', 'mf-ops-admin', 'mf-system-admin'];

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'dist-server') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Apps whose dist is missing or older than their sources or the shared packages. */
export function staleApps() {
  const shared = Math.max(newestMtime(path.join(ROOT, 'packages')), statSync(path.join(ROOT, 'pnpm-lock.yaml')).mtimeMs);
  return APPS.filter((app) => {
    const stamp = path.join(ROOT, app, 'dist', 'mf-manifest.json');
    if (!existsSync(stamp)) return true;
    const built = statSync(stamp).mtimeMs;
    return Math.max(shared, newestMtime(path.join(ROOT, app))) > built;
  });
}

export async function buildApps(apps = APPS) {
  for (const app of apps) {
    log(`building ${app}`);
    const webpackCli = path.join(ROOT, app, 'node_modules/webpack/bin/webpack.js');
    const cwd = path.join(ROOT, app);
    // The server bundle first: the browser build's manifest is the "built" stamp (staleApps).
    if (existsSync(path.join(cwd, 'webpack.server.cjs'))) {
      await runOrExit(
        process.execPath,
        ['--no-deprecation', webpackCli, '--mode', 'production', '--stats', 'errors-warnings', '-c', 'webpack.server.cjs'],
        { cwd },
      );
    }
    await runOrExit(process.execPath, ['--no-deprecation', webpackCli, '--mode', 'production', '--stats', 'errors-warnings'], { cwd });
    // webpack leaves a file whose content did not change unwritten (compareBeforeEmit), so the
    // stamp's time would stay that of an older build and staleApps() would rebuild the app on
    // every start after a change elsewhere in packages/.
    const stamp = path.join(cwd, 'dist', 'mf-manifest.json');
    const now = new Date();
    if (existsSync(stamp)) utimesSync(stamp, now, now);
    if (app === 'shell') checkHostProvidesFacades();
  }
}

/**
 * Production remotes bring no copy of the facades (HOST_ONLY, `import: false`) and fail to start
 * if the shell does not provide one; federation provides only what the shell imports
 * (shell/src/federation/host-facades.ts). A missing one fails the build, not a page at runtime.
 */
export function checkHostProvidesFacades() {
  const { HOST_ONLY } = createRequire(import.meta.url)('../packages/webpack-config/src/shared.cjs');
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'shell/dist/mf-manifest.json'), 'utf8'));
  const provided = new Set(manifest.shared.map((s) => s.name));
  const missing = HOST_ONLY.filter((name) => !provided.has(name));
  if (missing.length) {
    console.error(`\n[market] the shell does not provide ${missing.join(', ')}: import it in shell/src/federation/host-facades.ts`);
    process.exit(1);
  }
}

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  for (const dir of (process.env.PATH || '').split(':')) {
    for (const name of ['chromium', 'chromium-browser']) {
      const full = path.join(dir, name);
      if (existsSync(full)) return full;
    }
  }
  return null;
}
