// One list of shared singletons for the shell and every remote (DESIGN 2.1).
// The trailing-slash entries share subpaths such as react/jsx-runtime and react-dom/client;
// without them React runs twice. Chakra and the router are not listed: they are shared through
// the tree-shaken facades @market/ui/chakra and @market/ui/router (docs/decisions/005).
// Only what holds state is shared (DESIGN 2.1, docs/decisions/007): a shared module costs every
// app an entry in its federation tables, a chunk of its own and a round of version checks and
// async loading at start-up. So @market/domain, @market/contract and the UI kit's stateless
// pieces (price, states, image-with-fallback ...) are bundled by each app that uses them,
// tree-shaken; of the UI kit only the facades, the toaster (its store), the announcer (its live regions' listeners) and the colour mode (its
// context) are shared. Emotion and next-themes are reached only through those shared modules,
// so they are bundled inside them and never loaded twice.
const fs = require('node:fs');
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'swr',
  'swr/',
  'valtio',
  'valtio/',
  '@market/session/',
  '@market/api-client/',
  '@market/ui/toaster',
  '@market/ui/announcer',
  '@market/ui/color-mode',
];
const STRICT = new Set(['react', 'react/', 'react-dom', 'react-dom/']);
/**
 * Facades whose module identity matters (React contexts inside Chakra and the router): a remote
 * built for production never brings its own copy and always takes the shell's. Two copies of
 * Chakra's internals would mean two contexts, and a dialog that cannot find the theme.
 */
const HOST_ONLY = [
  '@market/ui/chakra',
  '@market/ui/chakra-interactive',
  '@market/ui/chakra-overlay',
  '@market/ui/chakra-form-controls',
  '@market/ui/chakra-more',
  '@market/ui/chakra-select',
  '@market/ui/router',
];

function readPackageJson(appDir, name) {
  for (let dir = appDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
    if (path.dirname(dir) === dir) throw new Error(`${name}/package.json not found from ${appDir}`);
  }
}

/** Reads the version the app itself depends on, so requiredVersion is never a guess. */
function requiredVersion(appDir, name) {
  // '@market/ui/toaster' is a module of the package '@market/ui'; 'swr/' the prefix of 'swr'.
  const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.replace(/\/.*$/, '');
  const pkg = require(path.join(appDir, 'package.json'));
  const all = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies };
  const spec = all[base];
  if (!spec) return false;
  if (spec.startsWith('workspace:')) {
    // Workspace packages carry a real semver in their own package.json. Read it from disk: their
    // `exports` ("./*" -> "./src/*.ts") do not expose package.json to require.resolve.
    return `^${readPackageJson(appDir, base).version}`;
  }
  return spec;
}

/** @param {{ hostOnly?: boolean }} [opts] hostOnly: take the facades from the host, bundle no fallback. */
function sharedConfig(appDir, opts = {}) {
  const shared = {};
  for (const name of HOST_ONLY) {
    shared[name] = {
      singleton: true,
      requiredVersion: requiredVersion(appDir, '@market/ui/'),
      ...(opts.hostOnly ? { import: false } : {}),
    };
  }
  for (const name of SINGLETONS) {
    const version = requiredVersion(appDir, name);
    shared[name] = {
      singleton: true,
      requiredVersion: version,
      strictVersion: STRICT.has(name),
    };
  }
  return shared;
}

module.exports = { sharedConfig, SINGLETONS, HOST_ONLY };
