import { appendFileSync } from 'node:fs';

/**
 * Appends `process.memoryUsage()` (resident size, V8 heap, external and array buffers, in bytes)
 * with the time to `file` as one JSON line every `everyMs`, so a bench can tell which of them grew
 * during a download (bench/api-server.mjs reads it); RSS alone does not say whether the V8 heap or
 * buffers outside it took the memory.
 */
export function startMemorySamples({ file, everyMs }: { file: string; everyMs: number }): () => void {
  const sample = () => appendFileSync(file, `${JSON.stringify({ t: Date.now(), ...process.memoryUsage() })}\n`);
  sample();
  const timer = setInterval(sample, everyMs);
  // Never what keeps the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
