import { withRetry } from './retry';
import { classifyRemoteError } from './failures';

describe('withRetry', () => {
  const sleeps: number[] = [];
  const sleep = async (ms: number) => {
    sleeps.push(ms);
  };
  beforeEach(() => {
    sleeps.length = 0;
  });

  it('returns the first success', async () => {
    const fn = jest.fn().mockRejectedValueOnce(new Error('a')).mockResolvedValueOnce('ok');
    const beforeRetry = jest.fn();
    await expect(withRetry(fn, { delays: [10, 20], sleep, beforeRetry })).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(2);
    expect(beforeRetry).toHaveBeenCalledTimes(1);
    expect(sleeps).toEqual([10]);
  });

  it('gives up after the bounded retries with the last error', async () => {
    let n = 0;
    const fn = jest.fn(async () => {
      throw new Error(`fail ${++n}`);
    });
    await expect(withRetry(fn, { delays: [10, 20], sleep })).rejects.toThrow('fail 3');
    expect(fn).toHaveBeenCalledTimes(3);
    expect(sleeps).toEqual([10, 20]);
  });
});

describe('classifyRemoteError', () => {
  it('tells the failure modes apart', () => {
    expect(classifyRemoteError(new TypeError('Failed to fetch'), 'afterResolve')).toBe('network');
    expect(classifyRemoteError(Object.assign(new Error('x'), { name: 'ScriptNetworkError' }), 'onLoad')).toBe('network');
    expect(classifyRemoteError(new SyntaxError('Unexpected token < in JSON'), 'afterResolve')).toBe('manifest');
    expect(classifyRemoteError(new Error('is not a valid federation manifest'), 'afterResolve')).toBe('manifest');
    expect(classifyRemoteError(new Error('ScriptExecutionError: Unexpected token <'), 'onLoad')).toBe('script');
    expect(classifyRemoteError(new Error('[ Federation Runtime ]: RUNTIME-001 Failed to get remoteEntry exports'), 'onLoad')).toBe(
      'script',
    );
    expect(classifyRemoteError(new Error('boom'), 'onLoad')).toBe('unknown');
  });
});
