// `npm run check:shared` (or `node scripts/check-shared-versions.mjs [dir ...]`): the shared-version
// skew gate (issue 12). Reads the built federation stats (mf-stats.json, else mf-manifest.json) of
// the shell and each remote and fails, with a readable list, when a shared singleton's provided
// versions cannot satisfy another app's requiredVersion. Under a singleton the first version
// loaded is the one every app gets ('loaded-first'), so every version that any app provides must
// satisfy every app's requirement. Run it after a build, and before deploying a remote alone
// against the shell and remotes that are live (give their dist folders as arguments).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APP_DIRS = ['shell', 'mf-storefront', 'mf-catalog-admin', 'mf-ops-admin', 'mf-system-admin'].map((d) => path.join(ROOT, d, 'dist'));

/** One app's shared entries from its build folder: stats when present (they say `import: false`). */
export function readBuild(dir) {
  for (const file of ['mf-stats.json', 'mf-manifest.json']) {
    const full = path.join(dir, file);
    if (!existsSync(full)) continue;
    const data = JSON.parse(readFileSync(full, 'utf8'));
    return { app: data.name ?? path.basename(path.dirname(dir)), file: full, shared: Array.isArray(data.shared) ? data.shared : [] };
  }
  return null;
}

/**
 * The problems between these builds, one readable line each. An entry is checked unless its
 * build says `singleton: false` (the manifest leaves the flag off for modules shared by a
 * prefix such as `react-dom/`, which are singletons in our config). An app provides the version
 * it bundled unless its entry says `import: false` (it takes the module from the host).
 */
export function findSkew(builds) {
  const modules = new Map();
  for (const build of builds) {
    for (const entry of build.shared) {
      if (entry.singleton === false || !entry.name) continue;
      const m = modules.get(entry.name) ?? { providers: [], requirers: [] };
      if (entry.import !== false && entry.version) m.providers.push({ app: build.app, version: entry.version });
      if (typeof entry.requiredVersion === 'string' && entry.requiredVersion)
        m.requirers.push({ app: build.app, range: entry.requiredVersion });
      modules.set(entry.name, m);
    }
  }
  const problems = [];
  for (const [name, { providers, requirers }] of [...modules].sort(([a], [b]) => a.localeCompare(b))) {
    if (providers.length === 0) {
      problems.push(
        `${name}: required by ${requirers.map((r) => `${r.app} (${r.range})`).join(', ') || 'an app'} but no build provides it`,
      );
      continue;
    }
    for (const { app, range } of requirers) {
      if (!semver.validRange(range)) {
        problems.push(`${name}: ${app} requires "${range}", which is not a semver range`);
        continue;
      }
      for (const p of providers) {
        if (!semver.valid(p.version) || !semver.satisfies(p.version, range, { includePrerelease: true })) {
          problems.push(`${name}: ${p.app} provides ${p.version}, but ${app} requires ${range}`);
        }
      }
    }
  }
  return problems;
}

async function main() {
  const dirs = process.argv.slice(2).length ? process.argv.slice(2).map((d) => path.resolve(d)) : APP_DIRS;
  const builds = [];
  const missing = [];
  for (const dir of dirs) {
    const build = readBuild(dir);
    if (build) builds.push(build);
    else missing.push(path.relative(process.cwd(), dir) || dir);
  }
  if (missing.length) {
    console.error(`[check:shared] no mf-stats.json or mf-manifest.json in: ${missing.join(', ')} (build first: npm run build)`);
    process.exit(1);
  }
  const problems = findSkew(builds);
  const names = new Set(builds.flatMap((b) => b.shared.map((s) => s.name)));
  if (problems.length) {
    console.error(`[check:shared] shared singletons whose versions cannot satisfy each other (${problems.length}):`);
    for (const line of problems) console.error(`  - ${line}`);
    process.exit(1);
  }
  console.log(`[check:shared] ${names.size} shared modules consistent across ${builds.map((b) => b.app).join(', ')}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
