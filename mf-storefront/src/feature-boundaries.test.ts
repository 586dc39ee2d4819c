/**
 * The boundary lint must keep matching (issue 13: the first rule was spelled for paths that never
 * occur and passed for months). ESLint runs in a child process with the workspace's own config on
 * small files placed in real folders: a feature importing another feature, shared code importing a
 * feature, and a two-file import cycle must each be reported; the allowed directions must not be.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(__dirname, '../..');

interface Case {
  name: string;
  /** Where the linted file pretends to be (it is linted as text; nothing is written there). */
  file: string;
  /** Absolute path of the module it imports. */
  imports: string;
}

interface Outcome {
  name: string;
  rules: string[];
}

function firstSource(dir: string): string {
  for (const entry of readdirSync(dir).sort()) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      const found = firstSource(full);
      if (found) return found;
    } else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) return full;
  }
  return '';
}

function features(remote: string): string[] {
  const dir = path.join(ROOT, remote, 'src/features');
  return readdirSync(dir)
    .filter((name) => statSync(path.join(dir, name)).isDirectory())
    .sort();
}

const remotes = readdirSync(ROOT).filter((dir) => dir.startsWith('mf-') && features(dir).length >= 2);
const fixture = (remote: string, folder: string) => path.join(ROOT, remote, 'src', folder, '__boundary-fixture__.ts');

const cases: Case[] = remotes.flatMap((remote) => {
  const [a, b] = features(remote) as [string, string];
  const featureFile = firstSource(path.join(ROOT, remote, 'src/features', b));
  const ownFile = firstSource(path.join(ROOT, remote, 'src/features', a));
  return [
    { name: `${remote}: feature ${a} imports feature ${b}`, file: fixture(remote, `features/${a}`), imports: featureFile },
    { name: `${remote}: feature ${a} imports itself`, file: fixture(remote, `features/${a}`), imports: ownFile },
    { name: `${remote}: shared components import feature ${b}`, file: fixture(remote, 'components'), imports: featureFile },
  ];
});
const sharedLib = firstSource(path.join(ROOT, 'mf-storefront/src/lib'));
cases.push({
  name: 'mf-storefront: feature products imports src/lib',
  file: fixture('mf-storefront', 'features/products'),
  imports: sharedLib,
});

/** Lints every case (and a real two-file cycle, written and removed again) in one ESLint run. */
function lintCases(): Outcome[] {
  const script = `
    import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
    import path from 'node:path';
    const { ESLint } = await import(${JSON.stringify(pathToFileURL(require.resolve('eslint')).href)});
    const cases = JSON.parse(process.env.BOUNDARY_CASES);
    const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT)} });
    const out = [];
    for (const c of cases) {
      let spec = path.relative(path.dirname(c.file), c.imports).replace(/\\.tsx?$/, '');
      if (!spec.startsWith('.')) spec = './' + spec;
      const [result] = await eslint.lintText("import * as m from '" + spec + "';\\nexport const used = m;\\n", { filePath: c.file });
      out.push({ name: c.name, rules: result.messages.map((m) => m.ruleId ?? m.message) });
    }
    const dir = path.join(${JSON.stringify(ROOT)}, 'mf-storefront/src/lib', '__cycle-fixture-' + process.pid);
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b';\\nexport const a = (): unknown => b;\\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a';\\nexport const b = (): unknown => a;\\n");
      const [result] = await eslint.lintFiles([path.join(dir, 'a.ts')]);
      out.push({ name: 'cycle', rules: result.messages.map((m) => m.ruleId ?? m.message) });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, BOUNDARY_CASES: JSON.stringify(cases) },
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as Outcome[];
}

describe('feature boundary lint', () => {
  let outcomes: Outcome[];
  const rulesOf = (name: string) => outcomes.find((o) => o.name === name)?.rules;

  beforeAll(() => {
    outcomes = lintCases();
  }, 120_000);

  it('covers the storefront and at least one admin remote, with real files to import', () => {
    expect(remotes).toContain('mf-storefront');
    expect(remotes.length).toBeGreaterThanOrEqual(2);
    for (const c of cases) expect(c.imports).not.toBe('');
  });

  it.each(remotes)('%s: a feature importing another feature is an error', (remote) => {
    const [a, b] = features(remote) as [string, string];
    expect(rulesOf(`${remote}: feature ${a} imports feature ${b}`)).toEqual(['import-x/no-restricted-paths']);
  });

  it.each(remotes)('%s: shared code importing a feature is an error', (remote) => {
    const [, b] = features(remote);
    expect(rulesOf(`${remote}: shared components import feature ${b}`)).toEqual(['import-x/no-restricted-paths']);
  });

  it.each(remotes)('%s: a feature importing its own files is allowed', (remote) => {
    const [a] = features(remote);
    expect(rulesOf(`${remote}: feature ${a} imports itself`)).toEqual([]);
  });

  it('a feature importing shared code is allowed', () => {
    expect(rulesOf('mf-storefront: feature products imports src/lib')).toEqual([]);
  });

  it('an import cycle is an error', () => {
    expect(rulesOf('cycle')).toEqual(['import-x/no-cycle']);
  });
});
