import { sql } from 'drizzle-orm';
import pino from 'pino';
import { queryRows } from '../lib/sql';
import { createTestApp, type TestApp } from '../test/test-app';
import { runJob } from './jobs';
import { purgeExpiredSignInsJob } from './purge-expired-sign-ins';
import { purgeIdempotencyKeysJob } from './purge-idempotency-keys';

const silent = pino({ level: 'silent' });

describe('purge jobs: expired sessions, ended sign-in counters, old idempotency keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const run = (job: typeof purgeExpiredSignInsJob) => runJob(job, { db: t.db.database.db, logger: silent, now: new Date() });

  it('auth.purge-expired deletes sessions past their idle or absolute expiry, ended windows and idle lockouts, and nothing live; a second run deletes nothing', async () => {
    const [staff] = await q<{ id: string }>(sql`select id from staff_accounts limit 1`);
    const [customer] = await q<{ id: string }>(sql`select id from customers limit 1`);
    await q(sql`insert into sessions (id, kind, subject_id, expires_at, absolute_expires_at) values
      ('purge-idle', 'customer', ${customer!.id}, now() - interval '1 second', now() + interval '1 day'),
      ('purge-absolute', 'staff', ${staff!.id}, now() + interval '1 hour', now() - interval '1 second'),
      ('purge-live', 'staff', ${staff!.id}, now() + interval '1 hour', now() + interval '2 hours')`);
    await q(sql`insert into rate_limits (key, window_start, count) values
      ('purge:old', now() - interval '2 hours', 3), ('purge:current', now() - interval '5 minutes', 3)`);
    await q(sql`insert into login_lockouts (key, failures, lockouts, locked_until, updated_at) values
      ('purge:idle', 2, 1, null, now() - interval '25 hours'),
      ('purge:lock-ended', 5, 2, now() - interval '24 hours', now() - interval '25 hours'),
      ('purge:still-locked', 5, 9, now() + interval '10 minutes', now() - interval '25 hours'),
      ('purge:recent', 3, 0, null, now() - interval '1 hour')`);

    const first = await run(purgeExpiredSignInsJob);
    expect(first).toMatchObject({
      sessions: expect.any(Number),
      windows: expect.any(Number),
      lockouts: expect.any(Number),
      passwordLinks: expect.any(Number),
    });
    expect((await q<{ id: string }>(sql`select id from sessions where id like 'purge-%' order by id`)).map((r) => r.id)).toEqual([
      'purge-live',
    ]);
    expect((await q<{ key: string }>(sql`select key from rate_limits where key like 'purge:%'`)).map((r) => r.key)).toEqual([
      'purge:current',
    ]);
    expect((await q<{ key: string }>(sql`select key from login_lockouts where key like 'purge:%' order by key`)).map((r) => r.key)).toEqual(
      ['purge:recent', 'purge:still-locked'],
    );
    expect(await run(purgeExpiredSignInsJob)).toEqual({ sessions: 0, windows: 0, lockouts: 0, passwordLinks: 0 });
  });

  it('auth.purge-expired deletes password-set links used, revoked or expired more than 30 days ago, and keeps live and recently ended ones', async () => {
    const [one, two] = await q<{ id: string }>(sql`select id from customers order by id limit 2`);
    // Each link as issued: valid 72 hours from its creation, ended by use, revocation or expiry.
    const link = (customerId: string, hash: string, createdDays: number, ended: { used?: number; revoked?: number }) =>
      sql`(${customerId}::uuid, ${hash}, now() + ${`${createdDays} days`}::interval,
        now() + ${`${createdDays + 3} days`}::interval,
        now() + ${ended.used === undefined ? null : `${ended.used} days`}::interval,
        now() + ${ended.revoked === undefined ? null : `${ended.revoked} days`}::interval)`;
    // One live link at most per customer (a partial unique index): the expired one is another customer's.
    await q(sql`insert into customer_password_links (customer_id, token_hash, created_at, expires_at, used_at, revoked_at) values
      ${link(one!.id, 'purge-link-used-old', -42, { used: -41 })},
      ${link(one!.id, 'purge-link-revoked-old', -35, { revoked: -34 })},
      ${link(two!.id, 'purge-link-expired-old', -34, {})},
      ${link(one!.id, 'purge-link-used-recent', -30, { used: -29 })},
      ${link(one!.id, 'purge-link-revoked-recent', -29, { revoked: -28 })},
      ${link(one!.id, 'purge-link-live', 0, {})}`);
    const before = (await q<{ n: number }>(sql`select count(*)::int as n from customer_password_links`))[0]!.n;
    const outcome = (await run(purgeExpiredSignInsJob)) as { passwordLinks: number };
    expect(outcome.passwordLinks).toBe(3);
    expect((await q<{ n: number }>(sql`select count(*)::int as n from customer_password_links`))[0]!.n).toBe(before - 3);
    expect(
      (
        await q<{ h: string }>(sql`select token_hash as h from customer_password_links where token_hash like 'purge-link-%' order by 1`)
      ).map((r) => r.h),
    ).toEqual(['purge-link-live', 'purge-link-revoked-recent', 'purge-link-used-recent']);
    expect(((await run(purgeExpiredSignInsJob)) as { passwordLinks: number }).passwordLinks).toBe(0);
  });

  it('idempotency.purge-expired deletes keys older than 24 hours and keeps newer ones (their answers still replay)', async () => {
    await q(sql`insert into idempotency_keys (scope, key, response, created_at) values
      ('purge-test', 'old-key-1', '{}'::jsonb, now() - interval '25 hours'),
      ('purge-test', 'fresh-key', '{}'::jsonb, now() - interval '23 hours')`);
    const outcome = await run(purgeIdempotencyKeysJob);
    expect((outcome as { keys: number }).keys).toBeGreaterThanOrEqual(1);
    expect((await q<{ key: string }>(sql`select key from idempotency_keys where scope = 'purge-test'`)).map((r) => r.key)).toEqual([
      'fresh-key',
    ]);
    expect(await run(purgeIdempotencyKeysJob)).toEqual({ keys: 0 });
  });
});
