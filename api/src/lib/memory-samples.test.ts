import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEnv } from '../env';
import { startMemorySamples } from './memory-samples';

describe('memory samples (bench aid)', () => {
  it('appends process.memoryUsage() with the time as one JSON line per period, until stopped', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'memory-samples-'));
    const file = path.join(dir, 'samples.jsonl');
    try {
      const stop = startMemorySamples({ file, everyMs: 10 });
      await new Promise((r) => setTimeout(r, 100));
      stop();
      const lines = readFileSync(file, 'utf8').trim().split('\n');
      await new Promise((r) => setTimeout(r, 50));
      expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(lines.length);
      expect(lines.length).toBeGreaterThanOrEqual(2);
      const sample = JSON.parse(lines[0]!) as Record<string, number>;
      for (const key of ['t', 'rss', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers']) expect(sample[key]).toBeGreaterThanOrEqual(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is off unless MEMORY_SAMPLE_FILE is set; MEMORY_SAMPLE_MS defaults to 500', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).memorySamples).toBeNull();
    expect(loadEnv({ NODE_ENV: 'test', MEMORY_SAMPLE_FILE: '/tmp/m.jsonl' }).memorySamples).toEqual({ file: '/tmp/m.jsonl', everyMs: 500 });
  });
});
