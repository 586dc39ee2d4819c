import { sql } from 'drizzle-orm';
import { queryRows } from '../lib/sql';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { enqueue } from '../workflows/outbox';
import pino from 'pino';
import { dispatchOutbox, OUTBOX_KEEP_DAYS, retryDelaySeconds, runOutboxDispatch, type OutboxHandlers } from './outbox-dispatch';

describe('outbox dispatch', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ seed: false });
  });
  afterAll(() => t.drop());
  beforeEach(() => t.database.db.execute(sql`delete from outbox`));

  const delivered: string[] = [];
  const handlers = (fail = new Set<string>()): OutboxHandlers => {
    const record = async (p: { orderId: string }) => {
      if (fail.has(p.orderId)) throw new Error(`down for ${p.orderId}`);
      delivered.push(p.orderId);
    };
    return { 'order.placed': record, 'order.cancelled': record, 'payment.refund': record, 'return.completed': async () => undefined };
  };
  const placed = (orderId: string) =>
    enqueue(t.database.db, 'order.placed', {
      orderId,
      orderNumber: `ORD${orderId}`,
      customerId: orderId,
      total: 1000,
      paymentMethod: 'card',
    });

  it('delivers due messages once, oldest first, and marks them delivered', async () => {
    delivered.length = 0;
    for (const id of ['a', 'b', 'c']) await placed(id);
    expect(await dispatchOutbox(t.database.db, handlers())).toEqual({ delivered: 3, failed: 0 });
    expect(delivered).toEqual(['a', 'b', 'c']);
    expect(await dispatchOutbox(t.database.db, handlers())).toEqual({ delivered: 0, failed: 0 });
    expect(delivered).toEqual(['a', 'b', 'c']);
  });

  it('a failing delivery is counted, keeps its error and waits for its back-off; the others go through', async () => {
    delivered.length = 0;
    await placed('bad');
    await placed('good');
    expect(await dispatchOutbox(t.database.db, handlers(new Set(['bad'])))).toEqual({ delivered: 1, failed: 1 });
    const [row] = await queryRows<{ attempts: number; last_error: string; waits: boolean; delivered: boolean }>(
      t.database.db,
      sql`select attempts, last_error, available_at > now() + interval '20 seconds' as waits, delivered_at is not null as delivered from outbox where payload->>'orderId' = 'bad'`,
    );
    expect(row).toEqual({ attempts: 1, last_error: 'down for bad', waits: true, delivered: false });
    // Not due yet: the next run leaves it alone.
    expect(await dispatchOutbox(t.database.db, handlers())).toEqual({ delivered: 0, failed: 0 });
    expect(retryDelaySeconds(1)).toBe(30);
    expect(retryDelaySeconds(20)).toBe(3600);
  });

  it('two dispatchers at once deliver each message exactly once', async () => {
    delivered.length = 0;
    for (let i = 0; i < 20; i++) await placed(`m${i}`);
    const [x, y] = await Promise.all([
      dispatchOutbox(t.database.db, handlers(), { batch: 3 }),
      dispatchOutbox(t.database.db, handlers(), { batch: 3 }),
    ]);
    expect(x.delivered + y.delivered).toBe(20);
    expect([...delivered].sort()).toEqual(Array.from({ length: 20 }, (_, i) => `m${i}`).sort());
  });

  it(`the job run delivers what is due and deletes delivered messages older than ${OUTBOX_KEEP_DAYS} days`, async () => {
    await placed('old');
    await t.database.db.execute(sql`update outbox set delivered_at = now() - make_interval(days => ${OUTBOX_KEEP_DAYS + 1})`);
    await placed('new');
    expect(await runOutboxDispatch(t.database.db, pino({ level: 'silent' }))).toEqual({ delivered: 1, failed: 0 });
    expect(
      await queryRows(t.database.db, sql`select payload->>'orderId' as id, delivered_at is not null as delivered from outbox`),
    ).toEqual([{ id: 'new', delivered: true }]);
  });
});
