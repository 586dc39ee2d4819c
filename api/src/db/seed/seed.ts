import { count, eq, inArray, sql } from 'drizzle-orm';
import { formatPhone } from '@market/domain/contact';
import { ROLES } from '@market/domain/permissions';
import { hashPassword } from '../../services/password';
import type { Db } from '../client';
import { brands, categories } from '../schema/catalog';
import { customers, roles, sessions, staffAccounts, staffRoles } from '../schema/identity';
import { BRANDS, CATEGORIES, DEMO_PASSWORD, DEMO_SHOPPERS, DEMO_STAFF, GIVEN_NAMES, SURNAMES } from './data';
import { createRandom } from './random';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const SEED_LOCK = 724_002;
const DAY = 86_400_000;

export interface SeedResult {
  seeded: boolean;
  demoAccounts: 'created' | 'present' | 'removed' | 'none';
}

/**
 * Idempotent seed: base data once (skipped when roles exist), then the demo accounts when in demo
 * mode, or their removal when not. Runs under a transaction advisory lock so processes starting
 * together do not seed twice.
 */
export async function seedDatabase(db: Db, options: { demoMode: boolean; now?: Date }): Promise<SeedResult> {
  const now = options.now ?? new Date();
  // Hash before taking the lock: argon2 is slow and the hash is only needed if accounts are missing.
  const demoHash = options.demoMode ? await hashPassword(DEMO_PASSWORD) : null;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [row] = await tx.select({ n: count() }).from(roles);
    const seeded = (row?.n ?? 0) === 0;
    if (seeded) await seedBase(tx, now);
    const demoAccounts = demoHash ? await ensureDemoAccounts(tx, demoHash) : await removeDemoAccounts(tx);
    return { seeded, demoAccounts };
  });
}

async function seedBase(tx: Tx, now: Date): Promise<void> {
  const rnd = createRandom(20_260_101);
  await tx
    .insert(roles)
    .values(ROLES.map((r) => ({ code: r.code, name: r.name, description: r.description, grants: [...r.grants], brandScoped: r.brandScoped ?? false })))
    .onConflictDoNothing();

  const topIds = new Map<string, string>();
  for (const [i, c] of CATEGORIES.entries()) {
    const [top] = await tx.insert(categories).values({ slug: c.slug, name: c.name, displayOrder: i + 1 }).returning({ id: categories.id });
    topIds.set(c.slug, top!.id);
    await tx.insert(categories).values(c.children.map((child, j) => ({ ...child, parentId: top!.id, displayOrder: j + 1 })));
  }

  await tx.insert(brands).values(
    BRANDS.map((b, i) => ({
      slug: b.slug,
      name: b.name,
      nameEn: b.nameEn,
      description: b.description,
      website: `https://${b.slug.replace(/-/g, '')}.example.kr`,
      contactEmail: `partner@${b.slug.replace(/-/g, '')}.example.kr`,
      categoryId: topIds.get(b.category) ?? null,
      status: b.status,
      followers: b.status === 'active' ? rnd.int(800, 48_000) : rnd.int(0, 500),
      productCount: b.status === 'active' ? rnd.int(12, 180) : rnd.int(0, 10),
      monthlyRevenue: b.status === 'active' ? rnd.int(50, 4_000) * 100_000 : 0,
      averageRating: b.status === 'active' ? rnd.int(35, 49) / 10 : 0,
      // Older brands first; the first brand (the seller demo's) is the oldest.
      createdAt: new Date(now.getTime() - (BRANDS.length - i) * 23 * DAY),
    })),
  );

  const grades = ['vip', 'gold', 'gold', 'silver', 'silver', 'silver', 'bronze', 'bronze', 'bronze', 'bronze'] as const;
  const statuses = ['active', 'active', 'active', 'active', 'active', 'active', 'active', 'active', 'active', 'active', 'inactive', 'inactive', 'suspended'] as const;
  const rows = Array.from({ length: 60 }, (_, i) => {
    const [sur, surRom] = SURNAMES[i % SURNAMES.length]!;
    const [given, givenRom] = GIVEN_NAMES[(i * 7 + 3) % GIVEN_NAMES.length]!;
    const grade = grades[i % grades.length]!;
    const orders = { vip: rnd.int(25, 60), gold: rnd.int(10, 24), silver: rnd.int(3, 9), bronze: rnd.int(0, 2) }[grade];
    const spent = orders * rnd.int(40, 160) * 1_000;
    const joinedDaysAgo = i < 4 ? i * 3 : rnd.int(10, 720);
    return {
      email: `${givenRom}.${surRom}${i + 1}@example.com`,
      passwordHash: null,
      name: `${sur}${given}`,
      phone: formatPhone(`010${rnd.int(1000, 9999)}${rnd.int(1000, 9999)}`),
      grade,
      status: statuses[(i * 5) % statuses.length]!,
      points: Math.floor(spent * 0.01),
      loginCount: orders * rnd.int(2, 6),
      totalOrders: orders,
      totalSpent: spent,
      reviewCount: Math.floor(orders / 3),
      qnaCount: rnd.int(0, 4),
      refundCount: orders > 5 ? rnd.int(0, 2) : 0,
      lastOrderAt: orders > 0 ? new Date(now.getTime() - rnd.int(0, Math.min(joinedDaysAgo, 200)) * DAY) : null,
      createdAt: new Date(now.getTime() - joinedDaysAgo * DAY),
    };
  });
  await tx.insert(customers).values(rows);
}

async function ensureDemoAccounts(tx: Tx, passwordHash: string): Promise<SeedResult['demoAccounts']> {
  const staffEmails = DEMO_STAFF.map((s) => s.email);
  const existing = await tx.select({ email: staffAccounts.email }).from(staffAccounts).where(inArray(staffAccounts.email, staffEmails));
  const existingShoppers = await tx
    .select({ email: customers.email })
    .from(customers)
    .where(inArray(customers.email, DEMO_SHOPPERS.map((s) => s.email)));
  if (existing.length === DEMO_STAFF.length && existingShoppers.length === DEMO_SHOPPERS.length) return 'present';

  const roleRows = await tx.select({ id: roles.id, code: roles.code }).from(roles);
  const roleId = new Map(roleRows.map((r) => [r.code, r.id]));
  // The seller demo manages the first seeded brand.
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
    await tx.insert(customers).values(
      missing.map((s) => ({
        email: s.email,
        name: s.name,
        phone: s.phone,
        role: s.role,
        grade: s.grade,
        passwordHash,
        isDemo: true,
        totalOrders: 12,
        totalSpent: 864_000,
        points: 8_640,
        lastOrderAt: new Date(),
      })),
    );
  }
  return 'created';
}

/** Outside demo mode no demo account may exist, even if an earlier demo run created them. */
async function removeDemoAccounts(tx: Tx): Promise<SeedResult['demoAccounts']> {
  const staff = await tx.delete(staffAccounts).where(eq(staffAccounts.isDemo, true)).returning({ id: staffAccounts.id });
  const shoppers = await tx.delete(customers).where(eq(customers.isDemo, true)).returning({ id: customers.id });
  if (staff.length) await tx.delete(sessions).where(inArray(sessions.subjectId, staff.map((s) => s.id)));
  if (shoppers.length) await tx.delete(sessions).where(inArray(sessions.subjectId, shoppers.map((s) => s.id)));
  return staff.length || shoppers.length ? 'removed' : 'none';
}
