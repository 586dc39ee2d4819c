import { loadEnv } from './env';
import { DEVELOPMENT_DATA_KEY } from './lib/secret-box';

const KEY = 'q83vEjRWeJC0yt7yNFZ4kKvN7xI0VniQq83vEjRWeJA=';

describe('loadEnv demo mode', () => {
  it('is on by default only for a first run on the embedded database', () => {
    expect(loadEnv({}).demoMode).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development' }).demoMode).toBe(true);
  });

  it('is off when DATABASE_URL is set or NODE_ENV=production, unless DEMO_MODE=1', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://db/market' }).demoMode).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: KEY }).demoMode).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/market', DATA_ENCRYPTION_KEY: KEY }).demoMode).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', DEMO_MODE: '1' }).demoMode).toBe(true);
    expect(loadEnv({ DATABASE_URL: 'postgres://db/market', DEMO_MODE: 'on' }).demoMode).toBe(true);
  });

  it('DEMO_MODE=0 turns it off on the embedded database too', () => {
    expect(loadEnv({ DEMO_MODE: '0' }).demoMode).toBe(false);
  });
});

describe('loadEnv DATA_ENCRYPTION_KEY', () => {
  it('takes 32 bytes as base64 or hex', () => {
    expect(loadEnv({ DATA_ENCRYPTION_KEY: KEY }).dataEncryption).toEqual({ key: Buffer.from(KEY, 'base64'), source: 'env' });
    expect(loadEnv({ DATA_ENCRYPTION_KEY: 'ab'.repeat(32) }).dataEncryption.key).toEqual(Buffer.alloc(32, 0xab));
  });

  it('refuses a key of another length', () => {
    expect(() => loadEnv({ DATA_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(/DATA_ENCRYPTION_KEY: must be 32 bytes/);
  });

  it('uses the public development key outside production and in demo mode', () => {
    expect(loadEnv({}).dataEncryption).toEqual({ key: DEVELOPMENT_DATA_KEY, source: 'development' });
    expect(loadEnv({ DATABASE_URL: 'postgres://db/market' }).dataEncryption.source).toBe('development');
    expect(loadEnv({ NODE_ENV: 'production', DEMO_MODE: '1' }).dataEncryption.source).toBe('development');
  });

  it('refuses to start in production with real data and no key', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/market' })).toThrow(
      /DATA_ENCRYPTION_KEY: required in production outside demo mode/,
    );
  });
});

describe('TEST_CLOCK', () => {
  it('is off by default, on when asked for, and refused in production', () => {
    expect(loadEnv({}).jobs.testClock).toBe(false);
    expect(loadEnv({ TEST_CLOCK: '1' }).jobs.testClock).toBe(true);
    expect(() => loadEnv({ NODE_ENV: 'production', TEST_CLOCK: '1' })).toThrow(/TEST_CLOCK/);
  });
});
