/// <reference types="node" />
import path from 'node:path';

/** The loaders that keep zod and unused icons off the storefront's first pages (ADR 039). */
const pureTopLevel = require('./pure-top-level-loader.cjs') as LoaderFn;
const iconImports = require('./icon-imports-loader.cjs') as LoaderFn;
const iconModule = require('./icon-module-loader.cjs') as LoaderFn;

type LoaderFn = (this: Record<string, unknown>, code: string, map?: unknown) => string | undefined;

/** Runs a loader with the few parts of webpack's loader context it uses; resolves with its output. */
function run(loader: LoaderFn, code: string, context: Record<string, unknown> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const callback = (error: Error | null, out: string) => (error ? reject(error) : resolve(out));
    const returned = loader.call(
      {
        resourcePath: '/x/packages/domain/src/a.ts',
        context: '/x',
        callback,
        async: () => callback,
        getResolve: () => async (_dir: string, request: string) => `/nm/${request}/index.mjs`,
        ...context,
      },
      code,
    );
    if (typeof returned === 'string') resolve(returned);
  });
}

describe('pure-top-level-loader', () => {
  it('wraps each top-level const initializer that is a call or an object in a pure IIFE', async () => {
    const out = await run(
      pureTopLevel,
      [
        "import { z } from 'zod';",
        'export const LIMIT = 5;',
        "export const LABELS = { a: 'A' };",
        'export const Schema = z.object({ a: z.string() }).strict();',
        'const local = z.string();',
        'export function f() { return z.number(); }',
        'let later = z.string();',
      ].join('\n'),
    );
    expect(out).toContain('export const LIMIT = 5;');
    expect(out).toContain("export const LABELS = /*#__PURE__*/ (() => ({ a: 'A' }))();");
    expect(out).toContain('export const Schema = /*#__PURE__*/ (() => (z.object({ a: z.string() }).strict()))();');
    expect(out).toContain('const local = /*#__PURE__*/ (() => (z.string()))();');
    // Functions are already pure; `let` may be reassigned: both untouched.
    expect(out).toContain('export function f() { return z.number(); }');
    expect(out).toContain('let later = z.string();');
  });

  it('keeps the module as it was when nothing needs wrapping', async () => {
    const code = "export const A = 1;\nexport const B = 'b';\nexport const C = () => 1;";
    expect(await run(pureTopLevel, code)).toBe(code);
  });

  it('changes what a module evaluates to in no way', async () => {
    const out = await run(pureTopLevel, 'const base = { a: 1 };\nconst more = Object.assign({}, base, { b: 2 });\nexport default more;');
    const body = out.replace('export default more;', 'return more;');
    expect(new Function(body)()).toEqual({ a: 1, b: 2 });
  });
});

describe('icon loaders', () => {
  it('gives each imported icon its own module of the set, on the line it was on', async () => {
    const out = await run(
      iconImports,
      "import { Box } from '@market/ui/chakra';\nimport { LuHouse, LuStore as Shop } from 'react-icons/lu';\nexport const x = 1;",
    );
    const lines = out.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      'import { LuHouse } from "/nm/react-icons/lu/index.mjs?LuHouse"; import { LuStore as Shop } from "/nm/react-icons/lu/index.mjs?LuStore";',
    );
  });

  it('cuts a set down to the asked icon', async () => {
    const set = [
      '// THIS FILE IS AUTO GENERATED',
      "import { GenIcon } from '../lib/index.mjs';",
      'export function LuA (props) {',
      '  return GenIcon({"tag":"svg","child":[]})(props);',
      '};',
      'export function LuB (props) {',
      '  return GenIcon({"tag":"svg","child":[1]})(props);',
      '};',
    ].join('\n');
    const out = await run(iconModule, set, { resourceQuery: '?LuB', resourcePath: path.join('/nm/react-icons/lu/index.mjs') });
    const genIcon = JSON.stringify(path.join(__dirname, '../../ui/src/gen-icon.ts'));
    expect(out).toBe(
      `import { GenIcon } from ${genIcon};\nexport function LuB (props) {\n  return GenIcon({"tag":"svg","child":[1]})(props);\n};\n`,
    );
  });
});
