// Imports a package as the API itself resolves it (api/node_modules, ESM entry), so the bench
// uses the very versions and module instances the API runs: hono, @hono/node-server, postgres,
// drizzle-orm.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireFromApi = createRequire(path.join(root, 'api/package.json'));

function esmTarget(entry) {
  if (typeof entry === 'string') return entry;
  if (!entry || typeof entry !== 'object') return null;
  for (const condition of ['import', 'node', 'default']) {
    const found = esmTarget(entry[condition]);
    if (found) return found;
  }
  return null;
}

/** `import(name + subpath)` resolved from api/, preferring the ESM ("import") export. */
export async function importFromApi(name, subpath = '.') {
  // Not require.resolve(`${name}/package.json`): some packages do not export it.
  const pkgFile = requireFromApi.resolve
    .paths(name)
    .map((dir) => path.join(dir, name, 'package.json'))
    .find((f) => existsSync(f));
  if (!pkgFile) throw new Error(`${name}: not found from api/`);
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  const exportsField = pkg.exports;
  let target = null;
  if (exportsField && typeof exportsField === 'object' && Object.keys(exportsField).some((k) => k.startsWith('.')))
    target = esmTarget(exportsField[subpath]);
  else if (subpath === '.') target = esmTarget(exportsField);
  if (!target) target = subpath === '.' ? (pkg.module ?? pkg.main ?? 'index.js') : `${subpath}/index.js`;
  return import(pathToFileURL(path.join(path.dirname(pkgFile), target)).href);
}
