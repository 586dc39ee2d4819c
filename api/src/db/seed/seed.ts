import { count, eq, inArray, sql } from 'drizzle-orm';
import { ROLES } from '@market/domain/permissions';
import { DEFAULT_SEARCH_SYNONYMS, synonymKey } from '@market/domain/search-synonyms';
import { bankAccountContext, developmentSecretBox, type SecretBox } from '../../lib/secret-box';
import { sealPlainPaymentSecrets } from '../../services/admin-settings-payment';
import { carrierKeyContext } from '../../services/admin-settings-shipping';
import { hashPassword } from '../../services/password';
import type { Db } from '../client';
import { brands, categories, productOptions, products, searchSynonyms, sellers } from '../schema/catalog';
import { announcements, events, faqs, qnas, reviews } from '../schema/content';
import { brandFollows, cartItems, searchLog, wishlistItems } from '../schema/engagement';
import { customers, roles, sessions, staffAccounts, staffRoles } from '../schema/identity';
import { banners, couponRedemptions, coupons, customerCoupons, promotions } from '../schema/marketing';
import { orderLines, orders, payments, pointsLedger, refunds, returnLines, returns, shipmentEvents, shipments } from '../schema/orders';
import {
  carriers,
  paymentSettings,
  shippingMethods,
  shippingSettings,
  shippingZones,
  shopSettings,
  taxRules,
  taxSettings,
} from '../schema/settings';
import { settlementLines, settlements } from '../schema/settlements';
import { auditLogs, backups, maintenanceTasks } from '../schema/system';
import { insertRows, type Executor } from './bulk';
import { DEMO_PASSWORD, DEMO_SHOPPERS, DEMO_STAFF } from './data';
import { generateSeed, SEED_SCALES, type SeedScaleName } from './generate';
import { seedId } from './random';
import { generateTaxReports, refreshStatistics } from './statistics';
import { settingsRows, systemHistoryRows, taxRuleRows } from './system-rows';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const SEED_LOCK = 724_002;

export interface SeedResult {
  seeded: boolean;
  demoAccounts: 'created' | 'present' | 'removed' | 'none';
}

export interface SeedOptions {
  demoMode: boolean;
  /** The reference time of the generated history (default: now). The same value gives the same rows. */
  now?: Date;
  /** `demo` (default) or `small` (the PGlite test fallback). */
  scale?: SeedScaleName;
  /** Seals the sellers' bank accounts, payment and carrier keys (lib/secret-box.ts); the development key when left out. */
  secretBox?: SecretBox;
}

/**
 * Idempotent seed: base data once (skipped when roles exist), then the demo accounts when in demo
 * mode, or their removal when not. Runs under a transaction advisory lock so processes starting
 * together do not seed twice.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  // Hash before taking the lock: argon2 is slow and the hash is only needed if accounts are missing.
  const demoHash = options.demoMode ? await hashPassword(DEMO_PASSWORD) : null;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [row] = await tx.select({ n: count() }).from(roles);
    const seeded = (row?.n ?? 0) === 0;
    if (seeded) await seedBase(tx, now, options.scale ?? 'demo', options.secretBox ?? developmentSecretBox());
    const demoAccounts = demoHash ? await ensureDemoAccounts(tx, demoHash, now) : await removeDemoAccounts(tx, now);
    return { seeded, demoAccounts };
  });
}

/** The whole demo data set, inserted in foreign-key order with set-based batches. */
async function seedBase(tx: Tx, now: Date, scale: SeedScaleName, box: SecretBox): Promise<void> {
  const g = generateSeed(now, SEED_SCALES[scale]);
  const s = settingsRows();
  const history = systemHistoryRows(now.getTime());
  const db = timed(tx as unknown as Executor);
  await insertRows(
    db,
    roles,
    ROLES.map((r) => ({
      id: seedId('role', r.code),
      code: r.code,
      name: r.name,
      description: r.description,
      grants: [...r.grants],
      brandScoped: r.brandScoped ?? false,
    })),
  );
  await insertRows(db, shopSettings, s.shopSettings);
  await insertRows(db, paymentSettings, s.paymentSettings);
  // The payment keys are sealed at rest like the bank accounts (ADR 023).
  await sealPlainPaymentSecrets(tx, box);
  await insertRows(db, shippingSettings, s.shippingSettings);
  await insertRows(db, taxSettings, s.taxSettings);
  await insertRows(db, shippingMethods, s.shippingMethods);
  await insertRows(db, shippingZones, s.shippingZones);
  // Carrier API keys are sealed at rest like the payment keys (ADR 032), never written plain.
  await insertRows(
    db,
    carriers,
    s.carriers.map((c) => ({ ...c, apiKey: c.apiKey ? box.seal(c.apiKey, carrierKeyContext(c.id)) : '' })),
  );
  // Parents before children: a category row references its parent.
  await insertRows(
    db,
    categories,
    g.categories.filter((c) => c.parentId === null),
  );
  await insertRows(
    db,
    categories,
    g.categories.filter((c) => c.parentId !== null),
  );
  const categoryIds = Object.fromEntries(g.categories.map((c) => [c.slug as string, c.id as string]));
  await insertRows(db, taxRules, taxRuleRows(categoryIds, now.getTime()));
  await insertRows(
    db,
    sellers,
    g.sellers.map((r) => ({ ...r, bankAccountEncrypted: box.seal(r.bankAccountNumber as string, bankAccountContext(r.id as string)) })),
  );
  await insertRows(db, brands, g.brands);
  await insertRows(db, products, g.products);
  await insertRows(db, productOptions, g.productOptions);
  await insertRows(db, customers, g.customers);
  await insertRows(db, coupons, g.coupons);
  await insertRows(db, orders, g.orders);
  await insertRows(db, settlements, g.settlements);
  await insertRows(db, settlementLines, g.settlementLines);
  await insertRows(db, orderLines, g.orderLines);
  await insertRows(db, payments, g.payments);
  await insertRows(db, returns, g.returns);
  await insertRows(db, returnLines, g.returnLines);
  await insertRows(db, refunds, g.refunds);
  await insertRows(db, shipments, g.shipments);
  await insertRows(db, shipmentEvents, g.shipmentEvents);
  await insertRows(db, pointsLedger, g.pointsLedger);
  await insertRows(db, couponRedemptions, g.couponRedemptions);
  await insertRows(db, customerCoupons, g.customerCoupons);
  await insertRows(db, reviews, g.reviews);
  await insertRows(db, qnas, g.qnas);
  await insertRows(db, brandFollows, g.brandFollows);
  await insertRows(db, wishlistItems, g.wishlistItems);
  await insertRows(db, cartItems, g.cartItems);
  await insertRows(db, searchLog, g.searchLog);
  await insertRows(
    db,
    searchSynonyms,
    DEFAULT_SEARCH_SYNONYMS.map(([term, synonyms, bidirectional]) => ({
      id: seedId('search-synonym', term),
      term: synonymKey(term),
      synonyms: synonyms.map(synonymKey),
      bidirectional,
    })),
  );
  await insertRows(db, promotions, g.promotions);
  await insertRows(db, banners, g.banners);
  await insertRows(db, announcements, g.announcements);
  await insertRows(db, faqs, g.faqs);
  await insertRows(db, events, g.events);
  await insertRows(db, auditLogs, history.auditLogs);
  await insertRows(db, backups, history.backups);
  await insertRows(db, maintenanceTasks, history.maintenanceTasks);
  await refreshStatistics(db, now);
  await generateTaxReports(db, now);
}

/** SEED_TIMING=1 prints each statement's duration (to find the slow ones). */
function timed(db: Executor): Executor {
  if (!process.env.SEED_TIMING) return db;
  return {
    async execute(query) {
      const t0 = performance.now();
      const r = await db.execute(query);
      const text = (query as unknown as { queryChunks: { value?: string[] }[] }).queryChunks
        .map((c) => c.value?.join('') ?? '?')
        .join('')
        .replace(/\s+/g, ' ')
        .slice(0, 90);
      process.stderr.write(`${Math.round(performance.now() - t0)}ms ${text}\n`);
      return r;
    },
  };
}

async function ensureDemoAccounts(tx: Tx, passwordHash: string, now: Date): Promise<SeedResult['demoAccounts']> {
  const staffEmails = DEMO_STAFF.map((s) => s.email);
  const existing = await tx.select({ email: staffAccounts.email }).from(staffAccounts).where(inArray(staffAccounts.email, staffEmails));
  const existingShoppers = await tx
    .select({ email: customers.email })
    .from(customers)
    .where(
      inArray(
        customers.email,
        DEMO_SHOPPERS.map((s) => s.email),
      ),
    );
  if (existing.length === DEMO_STAFF.length && existingShoppers.length === DEMO_SHOPPERS.length) return 'present';

  const roleRows = await tx.select({ id: roles.id, code: roles.code }).from(roles);
  const roleId = new Map(roleRows.map((r) => [r.code, r.id]));
  // The seller demo manages the first seeded brand (the oldest; it has products and orders).
  const [firstBrand] = await tx.select({ id: brands.id }).from(brands).orderBy(brands.createdAt, brands.id).limit(1);
  const have = new Set(existing.map((e) => e.email));
  for (const s of DEMO_STAFF) {
    if (have.has(s.email)) continue;
    const [staff] = await tx
      .insert(staffAccounts)
      .values({ email: s.email, name: s.name, passwordHash, isDemo: true })
      .returning({ id: staffAccounts.id });
    await tx.insert(staffRoles).values({
      staffId: staff!.id,
      roleId: roleId.get(s.role)!,
      brandId: s.role === 'SELLER_ADMIN' ? (firstBrand?.id ?? null) : null,
    });
  }
  const haveShoppers = new Set(existingShoppers.map((e) => e.email));
  const missing = DEMO_SHOPPERS.filter((s) => !haveShoppers.has(s.email));
  if (missing.length) {
    // New accounts: no order history yet, so their statistics start at zero; the welcome coupon is issued.
    const created = await tx
      .insert(customers)
      .values(
        missing.map((s) => ({
          email: s.email,
          name: s.name,
          phone: s.phone,
          role: s.role,
          grade: s.grade,
          passwordHash,
          isDemo: true,
          createdAt: now,
        })),
      )
      .returning({ id: customers.id });
    const [welcome] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.isSignupBenefit, true)).limit(1);
    if (welcome) await tx.insert(customerCoupons).values(created.map((c) => ({ customerId: c.id, couponId: welcome.id, issuedAt: now })));
  }
  return 'created';
}

/** Outside demo mode no demo account may exist, even if an earlier demo run created them. */
async function removeDemoAccounts(tx: Tx, now: Date): Promise<SeedResult['demoAccounts']> {
  const staff = await tx.delete(staffAccounts).where(eq(staffAccounts.isDemo, true)).returning({ id: staffAccounts.id });
  const shoppers = await tx.delete(customers).where(eq(customers.isDemo, true)).returning({ id: customers.id });
  if (staff.length)
    await tx.delete(sessions).where(
      inArray(
        sessions.subjectId,
        staff.map((s) => s.id),
      ),
    );
  if (shoppers.length) {
    await tx.delete(sessions).where(
      inArray(
        sessions.subjectId,
        shoppers.map((s) => s.id),
      ),
    );
    // Their follows are gone with them; orders and reviews stay (anonymised), so refresh the counts.
    await refreshStatistics(tx as unknown as Executor, now);
  }
  return staff.length || shoppers.length ? 'removed' : 'none';
}
