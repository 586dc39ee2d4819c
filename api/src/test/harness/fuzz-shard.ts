import { createTestApp, type TestApp } from '../test-app';
import { CASES_PER_OPERATION, FUZZ_SEED, fuzzOperations, summarize } from './fuzz';
import { readOperations } from './openapi-operations';
import { appendFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { createLogger } from '../../lib/logger';

/** Shards of the fuzzing run, so jest's two workers share the operations (FUZZ_SHARDS files). */
export const FUZZ_SHARDS = 3;

/** One jest file's share: operations i with i % FUZZ_SHARDS === shard. */
export function describeFuzzShard(shard: number): void {
  describe(`fuzzing every operation of /api/openapi.json (shard ${shard + 1} of ${FUZZ_SHARDS})`, () => {
    let t: TestApp;
    const serverErrors: string[] = [];
    beforeAll(async () => {
      // The server's own error lines, so a 5xx comes with its cause (redacted like production logs).
      const sink = new Writable({
        write(chunk, _enc, done) {
          const line = String(chunk);
          if (line.includes('"level":50')) serverErrors.push(line);
          done();
        },
      });
      t = await createTestApp({ logger: createLogger({ nodeEnv: 'production', logLevel: 'error' }, sink) });
    });
    afterAll(() => t.close());

    it(`${CASES_PER_OPERATION} cases per operation: 0 answers of 5xx, 0 bodies with a stack trace or SQL, errors in the one shape`, async () => {
      const all = await readOperations(t.app);
      expect(all.length).toBeGreaterThanOrEqual(60);
      // FUZZ_ONLY (a regular expression on `METHOD /path`) narrows a run to some operations while debugging.
      const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;
      const mine = all.filter((op, i) => i % FUZZ_SHARDS === shard && (!only || only.test(op.key)));
      const report = await fuzzOperations(t, mine, { cases: CASES_PER_OPERATION, seed: FUZZ_SEED, serverErrors });
      process.stderr.write(`${summarize(`shard ${shard + 1}/${FUZZ_SHARDS}`, report)}\n`);
      if (process.env.FUZZ_REPORT)
        appendFileSync(process.env.FUZZ_REPORT, `${JSON.stringify({ shard, ...report, failures: report.failures.slice(0, 50) })}\n`);
      if (!only) expect(report.operations).toBeGreaterThan(0);
      expect(report.cases).toBeGreaterThanOrEqual(report.operations * CASES_PER_OPERATION * 0.95);
      expect(report.failures.slice(0, 20)).toEqual([]);
      expect({ fiveHundreds: report.fiveHundreds, leaks: report.leaks, badShape: report.badShape }).toEqual({
        fiveHundreds: 0,
        leaks: 0,
        badShape: 0,
      });
    }, 600_000);
  });
}
