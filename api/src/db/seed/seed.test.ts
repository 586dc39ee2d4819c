import { count } from 'drizzle-orm';
import { ROLES } from '@market/domain/permissions';
import { brands, categories } from '../schema/catalog';
import { customers, roles, staffAccounts } from '../schema/identity';
import { carriers } from '../schema/settings';
import { developmentSecretBox } from '../../lib/secret-box';
import { carrierKeyContext } from '../../services/admin-settings-shipping';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { seedDatabase } from './seed';

describe('seed', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ demoMode: true });
  });
  afterAll(() => t.drop());

  const n = async (table: typeof brands | typeof roles | typeof customers | typeof staffAccounts | typeof categories) =>
    (await t.database.db.select({ n: count() }).from(table))[0]!.n;

  it('seeds the roles, categories, brands, customers and demo accounts', async () => {
    const codes = (await t.database.db.select({ code: roles.code }).from(roles)).map((r) => r.code).sort();
    expect(codes).toEqual(ROLES.map((r) => r.code).sort());
    expect(await n(brands)).toBe(160);
    expect(await n(customers)).toBe(822);
    expect(await n(staffAccounts)).toBe(6);
    const top = await t.database.db.select({ name: categories.name }).from(categories);
    expect(top.map((c) => c.name)).toEqual(
      expect.arrayContaining(['아우터', '상의', '하의', '원피스', '신발', '가방', '액세서리', '스포츠', '뷰티', '라이프']),
    );
  });

  it('holds no plain carrier API key: each seeded key is sealed for its row and opens to the sandbox key', async () => {
    const rows = await t.database.db.select({ id: carriers.id, apiKey: carriers.apiKey }).from(carriers);
    expect(rows.length).toBeGreaterThan(0);
    const box = developmentSecretBox();
    for (const r of rows) {
      expect(r.apiKey).toMatch(/^v1\./);
      expect(r.apiKey).not.toContain('sandbox-');
      expect(box.open(r.apiKey, carrierKeyContext(r.id))).toMatch(/^sandbox-/);
    }
  });

  it('is idempotent', async () => {
    const result = await seedDatabase(t.database.db, { demoMode: true });
    expect(result).toEqual({ seeded: false, demoAccounts: 'present' });
    expect(await n(brands)).toBe(160);
    expect(await n(customers)).toBe(822);
  });

  it('removes the demo accounts when started outside demo mode', async () => {
    expect(await seedDatabase(t.database.db, { demoMode: false })).toEqual({ seeded: false, demoAccounts: 'removed' });
    expect(await n(staffAccounts)).toBe(0);
    expect(await n(customers)).toBe(820);
    expect(await seedDatabase(t.database.db, { demoMode: true })).toEqual({ seeded: false, demoAccounts: 'created' });
    expect(await n(staffAccounts)).toBe(6);
  });
});
