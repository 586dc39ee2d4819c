import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import type { Executor } from './bulk';
import { BULK_TABLES, largePhases, type LargeCounts } from './large.sql';
import { seedDatabase } from './seed';
import { generateTaxReports, refreshStatistics } from './statistics';

/**
 * `--scale=large`: the demo seed first (settings, roles, categories, coupons, content, the demo
 * accounts and the demo's own catalog and orders), then a set-based bulk load on a PostgreSQL
 * server up to the target totals (default 1,000 brands, 100,000 products, 100,000 customers,
 * 1,000,000 orders), then the same statistics and tax reports as the demo seed.
 *
 * Deterministic: the same `now` gives the same rows (ids included). The bulk load runs in one
 * transaction on one connection: plain (non-constraint) indexes of the written tables are dropped
 * first and rebuilt at the end, and, where the role may, foreign-key triggers are skipped
 * (session_replication_role = replica); CHECK, NOT NULL and unique constraints are always enforced,
 * and the invariant checks (invariants.test.ts, LARGE_DATABASE_URL mode) verify the foreign keys.
 */

export const LARGE_TARGETS: LargeCounts = { brands: 1_000, products: 100_000, customers: 100_000, orders: 1_000_000 };

export interface LargeSeedOptions {
  now: Date;
  demoMode: boolean;
  /** Totals to reach (demo rows included); defaults to LARGE_TARGETS. */
  targets?: Partial<LargeCounts>;
  log?: (line: string) => void;
}

export interface LargeSeedReport {
  status: 'seeded' | 'already seeded';
  phases: { name: string; ms: number }[];
  totalMs: number;
  rowCounts: Record<string, number>;
  foreignKeyTriggers: 'skipped' | 'checked';
}

const LARGE_LOCK = 724_004;
const COUNTED = [
  'brands',
  'sellers',
  'products',
  'product_options',
  'customers',
  'orders',
  'order_lines',
  'payments',
  'refunds',
  'coupon_redemptions',
  'shipments',
  'shipment_events',
  'returns',
  'return_lines',
  'points_ledger',
  'settlements',
  'settlement_lines',
  'reviews',
  'qnas',
  'brand_follows',
  'wishlist_items',
  'cart_items',
  'search_log',
  'customer_coupons',
  'tax_reports',
];

export async function seedLarge(database: Database, options: LargeSeedOptions): Promise<LargeSeedReport> {
  if (database.driver !== 'postgres' || !database.sql) throw new Error('--scale=large needs a PostgreSQL server: set DATABASE_URL');
  const log = options.log ?? (() => undefined);
  const targets = { ...LARGE_TARGETS, ...options.targets };
  const phases: LargeSeedReport['phases'] = [];
  const started = performance.now();
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const t0 = performance.now();
    const result = await run();
    const ms = Math.round(performance.now() - t0);
    phases.push({ name, ms });
    log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
    return result;
  };

  await step('demo seed (settings, accounts, demo catalog and orders)', () =>
    seedDatabase(database.db, { demoMode: options.demoMode, now: options.now, scale: 'demo' }),
  );

  const client = await database.sql.reserve();
  let status: LargeSeedReport['status'] = 'seeded';
  try {
    const count = async (table: string, where = '') =>
      Number((await client.unsafe(`select count(*)::bigint as n from ${table} ${where}`))[0]!.n);
    // Skipping foreign-key triggers needs superuser; without it they run as usual (slower).
    const fkTriggers: LargeSeedReport['foreignKeyTriggers'] = await client.unsafe(`set session_replication_role = replica`).then(
      () => 'skipped' as const,
      () => 'checked' as const,
    );
    await client.unsafe(
      `set synchronous_commit = off; set work_mem = '256MB'; set maintenance_work_mem = '1GB'; set max_parallel_maintenance_workers = 2`,
    );
    await client.unsafe('begin');
    try {
      await client.unsafe(`select pg_advisory_xact_lock(${LARGE_LOCK})`);
      const have = {
        brands: await count('brands'),
        products: await count('products'),
        customers: await count('customers', 'where not is_demo'),
        orders: await count('orders'),
      };
      if (have.products >= targets.products || have.orders >= targets.orders) {
        status = 'already seeded';
        await client.unsafe('rollback');
      } else {
        const add = {
          brands: Math.max(0, targets.brands - have.brands),
          products: targets.products - have.products,
          customers: Math.max(1, targets.customers - have.customers),
          orders: targets.orders - have.orders,
        };
        log(`adding ${add.brands} brands, ${add.products} products, ${add.customers} customers, ${add.orders} orders`);
        const indexes = await step('drop plain indexes of the bulk tables', async () => {
          const rows = await client.unsafe<{ name: string; def: string }[]>(
            `select i.indexname as name, i.indexdef as def from pg_indexes i
             where i.schemaname = 'public' and i.tablename = any($1)
               and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)
             order by i.tablename, i.indexname`,
            [[...BULK_TABLES]],
          );
          for (const r of rows) await client.unsafe(`drop index public.${quoteIdent(r.name)}`);
          return rows;
        });
        for (const phase of largePhases({ ...add, nowMs: options.now.getTime() })) {
          await step(phase.name, async () => {
            try {
              if (process.env.SEED_TIMING) {
                // One statement at a time, each timed (to find the slow ones).
                for (const statement of phase.sql.split(/;\n/).filter((x) => x.trim())) {
                  const t0 = performance.now();
                  await client.unsafe(statement);
                  process.stderr.write(
                    `    ${Math.round(performance.now() - t0)}ms ${statement.replace(/\s+/g, ' ').trim().slice(0, 100)}\n`,
                  );
                }
              } else await client.unsafe(phase.sql);
            } catch (e) {
              const pos = Number((e as { position?: string }).position ?? 0);
              const near = pos ? `\n  near: ${phase.sql.slice(Math.max(0, pos - 200), pos + 100).replace(/\s+/g, ' ')}` : '';
              throw new Error(`large seed phase "${phase.name}": ${(e as Error).message}${near}`, { cause: e });
            }
          });
        }
        await step(`rebuild ${indexes.length} indexes`, async () => {
          for (const r of indexes) await client.unsafe(r.def);
        });
        await step('analyze', () => client.unsafe(BULK_TABLES.map((t) => `analyze public.${t};`).join('\n')));
        // statistics.ts on this connection (inside the transaction): drizzle SQL rendered and sent as is.
        const dialect = new PgDialect();
        const db: Executor = {
          execute: (query) => {
            const { sql: text, params } = dialect.sqlToQuery(query);
            return client.unsafe(text, params as never[]);
          },
        };
        await step('refresh statistics (statistics.ts)', () => refreshStatistics(db, options.now));
        await step('tax reports (statistics.ts)', async () => {
          await db.execute(sql`delete from tax_reports where type = 'monthly'`);
          await generateTaxReports(db, options.now);
        });
        await client.unsafe('drop schema seed_large cascade; set search_path to default');
        await step('commit', () => client.unsafe('commit'));
      }
    } catch (e) {
      await client.unsafe('rollback').catch(() => undefined);
      throw e;
    }
    if (status === 'seeded') {
      await step('vacuum analyze', async () => {
        for (const t of BULK_TABLES) await client.unsafe(`vacuum (analyze) public.${t}`);
      });
    }
    const rowCounts: Record<string, number> = {};
    for (const table of COUNTED) rowCounts[table] = await count(table);
    return { status, phases, totalMs: Math.round(performance.now() - started), rowCounts, foreignKeyTriggers: fkTriggers };
  } finally {
    await client.unsafe('reset all').catch(() => undefined);
    client.release();
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
