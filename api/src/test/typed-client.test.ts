import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '../../..');

// The UIs call the API through a client typed from AppType (ADR 019). This runs TypeScript over
// the UI modules that call it, from the API's source, unpatched and then with a route path and a
// response field renamed in memory: the unpatched tree must pass, each rename must fail its caller.
describe('typed API client', () => {
  it('fails the UI typecheck on a renamed route path or response field, and passes unchanged', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts/check-typed-client.mjs')], {
      cwd: ROOT,
    }).catch((e: { stdout?: string; stderr?: string }) => {
      throw new Error(`check-typed-client failed:\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
    });
    expect(stdout).toMatch(/unpatched: 0 errors/);
    expect(stdout).toMatch(
      /a renamed route path: mf-ops-admin\/src\/features\/returns\/api\/update-return-status\.ts: Property 'status' does not exist/,
    );
    expect(stdout).toMatch(
      /a renamed response field: mf-ops-admin\/src\/features\/returns\/pages\/returns-page\.tsx: Property 'summary' does not exist/,
    );
    expect(stdout).toMatch(
      /a storefront route's path: mf-storefront\/src\/features\/orders\/api\/order-actions\.ts: Property 'cancel' does not exist/,
    );
  }, 240_000);
});
