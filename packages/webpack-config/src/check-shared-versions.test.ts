/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The skew gate as CI runs it: `node scripts/check-shared-versions.mjs <dist> ...` on fixture builds. */
const SCRIPT = path.resolve(__dirname, '../../../scripts/check-shared-versions.mjs');

interface SharedEntry {
  name: string;
  version: string;
  requiredVersion: string | false;
  singleton?: boolean;
  import?: false;
}

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'skew-gate-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A build folder holding an mf-stats.json (or only an mf-manifest.json) with these shared entries. */
function build(dir: string, name: string, shared: SharedEntry[], file = 'mf-stats.json'): string {
  const dist = path.join(root, dir, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, file), JSON.stringify({ id: name, name, metaData: {}, shared, remotes: [], exposes: [] }));
  return dist;
}

function gate(...dirs: string[]): { code: number; out: string } {
  try {
    const out = execFileSync(process.execPath, [SCRIPT, ...dirs], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { code: 0, out };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, out: `${e.stdout}${e.stderr}` };
  }
}

const react = (version: string, requiredVersion: string): SharedEntry => ({ name: 'react', version, requiredVersion, singleton: true });
// Shared by the prefix `react-dom/`: the manifest leaves `singleton` off.
const reactDomClient = (version: string): SharedEntry => ({ name: 'react-dom/client', version, requiredVersion: `^${version}` });
const uiRouter = (hostOnly: boolean): SharedEntry => ({
  name: '@market/ui/router',
  version: '0.1.0',
  requiredVersion: '^0.1.0',
  singleton: true,
  ...(hostOnly ? { import: false as const } : {}),
});

describe('scripts/check-shared-versions.mjs', () => {
  it('passes on consistent builds of a shell and two remotes', () => {
    const shell = build('ok/shell', 'shell', [react('19.3.1', '19.3.1'), reactDomClient('19.3.1'), uiRouter(false)]);
    const store = build(
      'ok/store',
      'mf_storefront',
      [react('19.3.1', '19.3.1'), reactDomClient('19.3.1'), uiRouter(true)],
      'mf-manifest.json',
    );
    const admin = build('ok/admin', 'mf_ops_admin', [
      react('19.3.1', '19.3.1'),
      { name: 'swr', version: '2.5.1', requiredVersion: '^2.4.0', singleton: true },
    ]);
    const result = gate(shell, store, admin);
    expect(result.out).toContain('consistent across shell, mf_storefront, mf_ops_admin');
    expect(result.code).toBe(0);
  });

  it('fails with a readable list when a remote was built against another React', () => {
    const shell = build('skew/shell', 'shell', [react('19.3.1', '19.3.1'), reactDomClient('19.3.1'), uiRouter(false)]);
    const store = build('skew/store', 'mf_storefront', [react('19.4.0', '19.4.0'), reactDomClient('20.0.0'), uiRouter(true)]);
    const result = gate(shell, store);
    expect(result.code).toBe(1);
    expect(result.out).toContain('react: shell provides 19.3.1, but mf_storefront requires 19.4.0');
    expect(result.out).toContain('react: mf_storefront provides 19.4.0, but shell requires 19.3.1');
    expect(result.out).toContain('react-dom/client: mf_storefront provides 20.0.0, but shell requires ^19.3.1');
    expect(result.out).not.toContain('@market/ui/router');
  });

  it('fails when a host-only module is provided by no build', () => {
    const shell = build('orphan/shell', 'shell', [react('19.3.1', '19.3.1')]);
    const store = build('orphan/store', 'mf_storefront', [react('19.3.1', '19.3.1'), uiRouter(true)]);
    const result = gate(shell, store);
    expect(result.code).toBe(1);
    expect(result.out).toContain('@market/ui/router: required by mf_storefront (^0.1.0) but no build provides it');
  });

  it('leaves a module its builds share as non-singleton alone', () => {
    const a = build('multi/a', 'shell', [{ name: 'lodash', version: '4.17.21', requiredVersion: '^4.17.0', singleton: false }]);
    const b = build('multi/b', 'mf_storefront', [{ name: 'lodash', version: '3.10.1', requiredVersion: '^3.10.0', singleton: false }]);
    expect(gate(a, b).code).toBe(0);
  });

  it('fails when a build folder has no manifest', () => {
    const empty = path.join(root, 'empty/dist');
    mkdirSync(empty, { recursive: true });
    const result = gate(empty);
    expect(result.code).toBe(1);
    expect(result.out).toContain('no mf-stats.json or mf-manifest.json');
  });
});
