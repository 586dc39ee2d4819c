/** Delays before the 2nd and 3rd attempts: two retries with backoff, then give up. */
export const RETRY_DELAYS_MS = [400, 1200] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` up to `delays.length + 1` times, waiting between attempts; `beforeRetry` runs
 * before each retry (the loader re-registers the remote there). Rejects with the last error.
 */
export async function withRetry<T>(
  attempt: (n: number) => Promise<T>,
  options: { delays?: readonly number[]; beforeRetry?: (n: number, error: unknown) => void; sleep?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  const delays = options.delays ?? RETRY_DELAYS_MS;
  const sleep = options.sleep ?? wait;
  for (let n = 0; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      if (n >= delays.length) throw error;
      await sleep(delays[n]!);
      options.beforeRetry?.(n + 1, error);
    }
  }
}
