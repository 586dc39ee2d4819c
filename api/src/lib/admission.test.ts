import { AdmissionGate, isBrowseRequest } from './admission';
import { createTestApp, json, readJson, type TestApp } from '../test/test-app';

const tick = () => new Promise((r) => setImmediate(r));

describe('AdmissionGate', () => {
  it('runs up to the limit at once and lets the rest in oldest first', async () => {
    const gate = new AdmissionGate(2, 1, 10, 10_000);
    expect(await gate.enter()).toBe(true);
    expect(await gate.enter()).toBe(true);
    const order: number[] = [];
    const third = gate.enter().then((ok) => order.push(3) && ok);
    const fourth = gate.enter().then((ok) => order.push(4) && ok);
    await tick();
    expect(order).toEqual([]);
    expect(gate.queued).toBe(2);
    gate.release();
    await tick();
    expect(order).toEqual([3]);
    expect(gate.active).toBe(2);
    gate.release();
    expect(await third).toBe(true);
    expect(await fourth).toBe(true);
    expect(order).toEqual([3, 4]);
    gate.release();
    gate.release();
    expect(gate.active).toBe(0);
  });

  it('keeps to the lower limit while a write is in flight, and lets the waiters in when it ends', async () => {
    const gate = new AdmissionGate(3, 1, 10, 10_000);
    gate.writeStarted();
    expect(await gate.enter()).toBe(true);
    let second = false;
    void gate.enter().then((ok) => (second = ok));
    await tick();
    expect(second).toBe(false);
    gate.writeEnded();
    await tick();
    expect(second).toBe(true);
    expect(gate.active).toBe(2);
  });

  it('turns a read away when the queue is full, and one that waited too long', async () => {
    let now = 0;
    const gate = new AdmissionGate(1, 1, 1, 1_000, () => now);
    expect(await gate.enter()).toBe(true);
    const late = gate.enter();
    expect(await gate.enter()).toBe(false); // the queue holds one
    now = 2_000;
    expect(await gate.enter()).toBe(false); // the late one still holds the queue's one place
    gate.release();
    expect(await late).toBe(false);
    expect(gate.active).toBe(0);
  });

  it('knows the catalogue reads from the rest', () => {
    expect(isBrowseRequest('GET', '/api/products')).toBe(true);
    expect(isBrowseRequest('GET', '/api/products/abc/related')).toBe(true);
    expect(isBrowseRequest('GET', '/api/search/suggest')).toBe(true);
    expect(isBrowseRequest('HEAD', '/api/brands')).toBe(true);
    expect(isBrowseRequest('GET', '/api/banners')).toBe(true);
    expect(isBrowseRequest('GET', '/api/products/abc/questions')).toBe(true);
    expect(isBrowseRequest('POST', '/api/products')).toBe(false);
    expect(isBrowseRequest('GET', '/api/productsx')).toBe(false);
    expect(isBrowseRequest('GET', '/api/cart')).toBe(false);
    expect(isBrowseRequest('GET', '/api/me')).toBe(false);
    expect(isBrowseRequest('GET', '/api/admin/products')).toBe(false);
    expect(isBrowseRequest('GET', '/api/orders')).toBe(false);
  });
});

describe('the browse gate in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BROWSE_CONCURRENCY: '1', BROWSE_QUEUE: '5' } });
  });
  afterAll(() => t.close());

  it('answers a flood beyond its queue with a Korean 503 and Retry-After, and never holds back a write', async () => {
    // 20 listing requests at once: one runs, 5 wait, the other 14 are turned away at once.
    const flood = Array.from({ length: 20 }, () => t.app.request('/api/products?limit=1'));
    // A write meanwhile is not queued behind them (it answers its own 422, not 503).
    const write = await t.app.request('/api/auth/signup', json({}));
    expect(write.status).toBe(422);
    const answers = await Promise.all(flood);
    const busy = answers.filter((r) => r.status === 503);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(6);
    expect(busy).toHaveLength(14);
    expect(busy[0]!.headers.get('retry-after')).toBe('1');
    expect(await readJson(busy[0]!)).toEqual({ error: { code: 'BUSY', message: '접속자가 많아 잠시 후 다시 시도해주세요.' } });
    // Once the flood is over, the next read is served.
    expect((await t.app.request('/api/products?limit=1')).status).toBe(200);
  });
});
