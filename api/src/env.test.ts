import { loadEnv } from './env';

describe('loadEnv demo mode', () => {
  it('is on by default only for a first run on the embedded database', () => {
    expect(loadEnv({}).demoMode).toBe(true);
    expect(loadEnv({ NODE_ENV: 'development' }).demoMode).toBe(true);
  });

  it('is off when DATABASE_URL is set or NODE_ENV=production, unless DEMO_MODE=1', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://db/market' }).demoMode).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production' }).demoMode).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/market' }).demoMode).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', DEMO_MODE: '1' }).demoMode).toBe(true);
    expect(loadEnv({ DATABASE_URL: 'postgres://db/market', DEMO_MODE: 'on' }).demoMode).toBe(true);
  });

  it('DEMO_MODE=0 turns it off on the embedded database too', () => {
    expect(loadEnv({ DEMO_MODE: '0' }).demoMode).toBe(false);
  });
});

describe('TEST_CLOCK', () => {
  it('is off by default, on when asked for, and refused in production', () => {
    expect(loadEnv({}).jobs.testClock).toBe(false);
    expect(loadEnv({ TEST_CLOCK: '1' }).jobs.testClock).toBe(true);
    expect(() => loadEnv({ NODE_ENV: 'production', TEST_CLOCK: '1' })).toThrow(/TEST_CLOCK/);
  });
});
