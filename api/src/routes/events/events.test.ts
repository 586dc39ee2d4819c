import { sql } from 'drizzle-orm';
import type { EventItem } from '@market/domain/product';
import { queryRows } from '../../lib/sql';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';

describe('events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/events answers published events only (scheduled and active, not ended), running first, with the storefront type', async () => {
    const { status, body } = await getJson<{ items: EventItem[]; total: number }>(t, '/api/events?limit=100');
    expect(status).toBe(200);
    const [published] = await queryRows<{ n: number }>(
      t.db.database.db,
      sql`select count(*)::int as n from events where status in ('scheduled', 'active') and ends_at > now()`,
    );
    expect(body.total).toBe(published!.n);
    expect(body.total).toBeGreaterThan(0);
    const now = new Date().toISOString();
    expect(
      body.items.every((e) => e.isActive === (e.status === 'active') && e.endDate > now && ['sale', 'promotion', 'brand'].includes(e.type)),
    ).toBe(true);
    expect(body.items.some((e) => e.status === 'scheduled')).toBe(true);
    const running = body.items.filter((e) => e.isActive);
    expect(body.items.slice(0, running.length)).toEqual(running);
    for (const group of [running, body.items.filter((e) => !e.isActive)]) {
      const starts = group.map((e) => e.startDate);
      expect(starts).toEqual([...starts].sort().reverse());
    }
  });

  it('GET /api/events?type= filters by the tabs sale, promotion and brand', async () => {
    let sum = 0;
    for (const type of ['sale', 'promotion', 'brand']) {
      const { status, body } = await getJson<{ items: EventItem[]; total: number }>(t, `/api/events?type=${type}&limit=100`);
      expect(status).toBe(200);
      expect(body.items.every((e) => e.type === type)).toBe(true);
      if (type === 'brand') expect(body.items.every((e) => e.kind === 'brand_event')).toBe(true);
      sum += body.total;
    }
    expect(sum).toBe((await getJson(t, '/api/events')).body.total);
    const bad = await getJson(t, '/api/events?type=lottery');
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.type).toBe('이벤트 유형이 올바르지 않습니다.');
    expect((await getJson(t, '/api/events?page=2')).body.items).toEqual([]);
  });
});
