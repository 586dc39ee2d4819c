// Proves that the typed client ties the UIs to the API (ADR 019): a route path or a response field
// changed on the API side fails the UI's typecheck. Runs TypeScript over the UI modules that call
// the API, reading the API from source with one file patched in memory (nothing on disk changes),
// and expects each patch to produce its error while the unpatched tree gives none.
// `node scripts/check-typed-client.mjs`; also run by api/src/test/typed-client.test.ts under jest.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ts = createRequire(import.meta.url)('typescript');

/** Each case: a patch of one API file, the UI file that must fail, and the error it must give. */
export const CASES = [
  {
    name: 'a renamed route path',
    file: 'api/src/routes/admin-returns/admin-returns.routes.ts',
    from: "path: '/returns/{id}/status'",
    to: "path: '/returns/{id}/state'",
    failing: 'mf-ops-admin/src/features/returns/api/update-return-status.ts',
    error: /Property 'status' does not exist/,
  },
  {
    name: 'a renamed response field',
    file: 'api/src/routes/admin-returns/admin-returns.routes.ts',
    from: '.extend({ summary: AdminReturnSummarySchema })',
    to: '.extend({ totals: AdminReturnSummarySchema })',
    failing: 'mf-ops-admin/src/features/returns/pages/returns-page.tsx',
    error: /Property 'summary' does not exist/,
  },
  {
    name: "a storefront route's path",
    file: 'api/src/routes/orders/orders.routes.ts',
    from: "path: '/orders/{id}/cancel'",
    to: "path: '/orders/{id}/cancellation'",
    failing: 'mf-storefront/src/features/orders/api/order-actions.ts',
    error: /Property 'cancel' does not exist/,
  },
];

/** A UI project's options, but the API read from source (no project reference to api/.types). */
function uiOptions() {
  const configPath = path.join(ROOT, 'mf-ops-admin', 'tsconfig.json');
  const fail = (d) => {
    throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  };
  return ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: fail }).options;
}

/** Error messages TypeScript gives for `files`, with `patches` applied in memory. */
function diagnose(files, patches, oldProgram) {
  const options = uiOptions();
  const host = ts.createCompilerHost(options, true);
  const texts = new Map();
  for (const p of patches) {
    const file = path.join(ROOT, p.file);
    const original = texts.get(file) ?? ts.sys.readFile(file);
    if (!original?.includes(p.from)) throw new Error(`${p.file} no longer contains ${p.from}: update scripts/check-typed-client.mjs`);
    texts.set(file, original.replace(p.from, p.to));
  }
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const text = texts.get(path.resolve(fileName));
    return text !== undefined
      ? ts.createSourceFile(fileName, text, languageVersion, true)
      : getSourceFile.call(host, fileName, languageVersion, ...rest);
  };
  const program = ts.createProgram({ rootNames: files.map((f) => path.join(ROOT, f)), options, host, oldProgram });
  const messages = [];
  for (const f of files) {
    const sf = program.getSourceFile(path.join(ROOT, f));
    for (const d of [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)]) {
      messages.push(`${f}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    }
  }
  return { messages, program };
}

/**
 * Checks the UI files of every case twice: as they are (no error allowed), then with every patch
 * applied (each case's error expected in its file). Returns the failures; empty when the client holds.
 */
export function checkTypedClient(log = () => {}) {
  const failures = [];
  const files = [...new Set(CASES.map((c) => c.failing))];
  let started = Date.now();
  const clean = diagnose(files, []);
  log(`unpatched: ${clean.messages.length} errors (${Date.now() - started} ms)`);
  if (clean.messages.length) failures.push(`the unpatched tree has errors:\n${clean.messages.join('\n')}`);
  started = Date.now();
  const { messages } = diagnose(files, CASES, clean.program);
  log(`patched: ${messages.length} errors (${Date.now() - started} ms)`);
  for (const c of CASES) {
    const hit = messages.find((m) => m.startsWith(`${c.failing}: `) && c.error.test(m));
    log(`${c.name}: ${hit ? hit.split('\n')[0].slice(0, 140) : 'NO ERROR'}`);
    if (!hit)
      failures.push(`${c.name} (${c.file}) did not fail ${c.failing} with ${c.error}; got:\n${messages.join('\n') || '(no errors)'}`);
  }
  return failures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const failures = checkTypedClient((m) => console.log(`[typed-client] ${m}`));
  for (const f of failures) console.error(f);
  process.exit(failures.length ? 1 : 0);
}
