// Marks each top-level `const` initializer of a module as pure (ADR 039): `const X = <init>`
// becomes `const X = /*#__PURE__*/ (() => (<init>))()`. The domain package defines its zod
// schemas at the top level beside the constants and labels the pages use; a call such as
// `z.object(...)` may have side effects as far as webpack knows, so a page that imports one label
// from a module would also get every schema of it and zod itself (~25 KB gzip). Marked pure, an
// unused schema is dropped by webpack's inner graph and zod is not bundled unless something used
// needs it. Only for modules whose top-level code has no side effects the app relies on.
const path = require('node:path');
const { ReplaceSource, SourceMapSource, RawSource } = require('webpack').sources;

const acorn = require(require.resolve('acorn', { paths: [path.dirname(require.resolve('webpack/package.json'))] }));

/** Initializers webpack already treats as pure, or that cannot be wrapped. */
const KEEP = new Set(['Literal', 'Identifier', 'ArrowFunctionExpression', 'FunctionExpression', 'ClassExpression']);

function isPlainTemplate(node) {
  return node.type === 'TemplateLiteral' && node.expressions.length === 0;
}

/** @this {import('webpack').LoaderContext<{}>} */
module.exports = function pureTopLevelLoader(code, map) {
  let ast;
  try {
    ast = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  } catch (error) {
    this.callback(error);
    return;
  }
  const name = this.resourcePath;
  const source = map
    ? new ReplaceSource(new SourceMapSource(code, name, typeof map === 'string' ? JSON.parse(map) : map))
    : new ReplaceSource(new RawSource(code));
  let changed = false;
  for (const statement of ast.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!declaration || declaration.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const { init } of declaration.declarations) {
      if (!init || KEEP.has(init.type) || isPlainTemplate(init)) continue;
      source.insert(init.start, '/*#__PURE__*/ (() => (');
      source.insert(init.end, '))()');
      changed = true;
    }
  }
  if (!changed) {
    this.callback(null, code, map);
    return;
  }
  const result = source.sourceAndMap();
  this.callback(null, result.source, result.map ?? undefined);
};
