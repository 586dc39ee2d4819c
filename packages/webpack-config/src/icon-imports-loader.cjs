// Gives each react-icons icon its own module (ADR 039): `import { LuA, LuB as B } from
// 'react-icons/lu'` becomes one import per icon from the set's resolved file with the icon's name
// as query (`…/lu/index.mjs?LuA`). A set such as `react-icons/lu` is one module of every icon;
// webpack tree-shakes a module by what the whole app uses, so every page would load every icon
// any page draws (4 KB gzip). A module per icon, shaken down to that icon, goes to the chunk that
// draws it. (The package's `exports` refuse a query on the bare specifier, hence the resolved path.)
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])(react-icons\/[a-z0-9]+)\2;?/g;

module.exports = function iconImportsLoader(code, map) {
  if (!code.includes('react-icons/')) return this.callback(null, code, map);
  const done = this.async();
  const resolve = this.getResolve({ dependencyType: 'esm' });
  const sets = [...new Set([...code.matchAll(IMPORT)].map((m) => m[3]))];
  Promise.all(sets.map((set) => resolve(this.context, set).then((file) => [set, file])))
    .then((entries) => {
      const files = new Map(entries);
      const out = code.replace(IMPORT, (whole, names, _quote, set) => {
        const specifiers = names
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        // Every import on the line it was on, so that swc's source map still holds.
        return specifiers.map((s) => `import { ${s} } from ${JSON.stringify(`${files.get(set)}?${s.split(/\s+as\s+/)[0]}`)};`).join(' ');
      });
      done(null, out, map);
    })
    .catch(done);
};
