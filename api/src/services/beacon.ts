import { sql } from 'drizzle-orm';
import { PROMOTION_COST_PER_CLICK } from '@market/domain/admin-promotions';
import { tallyBeacon, type BeaconEvent } from '@market/domain/beacon';
import type { Db } from '../db/client';
import { queryRows } from '../lib/sql';

/**
 * The storefront's batched beacon (`POST /api/beacon`): impressions and clicks of live banners and
 * promotions, counted in one statement per batch. A click is on something seen: when its
 * impression has not arrived (a batch still in flight, a lost beacon) the impressions are raised
 * to the clicks, so `clicks <= impressions` (the tables' check) holds and no click is lost. Ids of
 * unknown, inactive or ended items count nothing. Each click on a promotion charges its ad spend
 * PROMOTION_COST_PER_CLICK won, up to its budget.
 */
export async function recordBeacon(db: Db, events: readonly BeaconEvent[]): Promise<number> {
  const tally = tallyBeacon(events);
  if (tally.length === 0) return 0;
  const values = sql.join(
    tally.map((t) => sql`(${t.kind}, ${t.id}::uuid, ${t.impressions}::int, ${t.clicks}::int)`),
    sql`, `,
  );
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with v(kind, id, imp, clk) as (values ${values}),
    bu as (
      update banners b set clicks = b.clicks + v.clk, impressions = greatest(b.impressions + v.imp, b.clicks + v.clk)
      from v where v.kind = 'banner' and b.id = v.id and b.status = 'active' and b.starts_at <= now() and b.ends_at > now()
      returning b.id
    ),
    pc as (
      select p.id, v.imp, v.clk
      from promotions p join v on v.kind = 'promotion' and v.id = p.id
      where p.status = 'active' and p.starts_at <= now() and p.ends_at > now()
    ),
    pu as (
      update promotions p set clicks = p.clicks + pc.clk, impressions = greatest(p.impressions + pc.imp, p.clicks + pc.clk),
        spent = greatest(p.spent, least(p.budget, p.spent + pc.clk * ${PROMOTION_COST_PER_CLICK}::bigint))
      from pc where p.id = pc.id returning p.id
    ),
    d as (
      insert into promotion_daily_stats (promotion_id, day, impressions, clicks)
      select pc.id, (now() at time zone 'Asia/Seoul')::date, pc.imp, pc.clk from pc
      on conflict (promotion_id, day) do update set impressions = promotion_daily_stats.impressions + excluded.impressions,
        clicks = promotion_daily_stats.clicks + excluded.clicks
      returning 1
    )
    select ((select count(*) from bu) + (select count(*) from pu))::int as n`,
  );
  return Number(row?.n ?? 0);
}

/** Batches one address may send per minute (a page view sends a few; the e2e server shares one address). */
export const BEACON_BATCHES_PER_MINUTE = 240;

/** A fixed-window counter per client address, kept in memory (anonymous traffic, nothing to store). */
export class BeaconLimiter {
  private windows = new Map<string, { start: number; count: number }>();
  constructor(
    private readonly limit = BEACON_BATCHES_PER_MINUTE,
    private readonly windowMs = 60_000,
  ) {}

  /** True when `key` may send one more batch now. */
  take(key: string, now = Date.now()): boolean {
    const w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.sweep(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    w.count += 1;
    return w.count <= this.limit;
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k);
  }
}
