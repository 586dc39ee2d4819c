import { sql } from 'drizzle-orm';
import {
  AdminLegalDocumentsSchema,
  CurrentLegalVersionsSchema,
  FIRST_LEGAL_VERSION_IDS,
  LEGAL_MESSAGES,
  LegalDocumentSchema,
  MyConsentsSchema,
} from '@market/domain/legal';
import { PublicShopSettingsSchema, SEEDED_BUSINESS_INFO } from '@market/domain/shop-settings';
import { SHOP_SETTINGS_MESSAGES } from '@market/domain/settings-shop';
import { queryRows } from '../../lib/sql';
import { invalidateShopSettings } from '../../services/settings-cache';
import { startAdminTest } from '../../test/admin-fixtures';
import { signUpShopper } from '../../test/shopper';
import { call, idemKey, lineOf, orderBody, pickOption, type OptionRow } from '../../test/buying-fixtures';
import type { TestApp } from '../../test/test-app';

jest.setTimeout(120_000);

const GUEST = { name: '이비회', phone: '010-2222-3333', email: 'guest.legal@example.com', password: 'abcd12' };

describe('이용약관·개인정보처리방침 (/api/legal, /api/admin/settings/legal) and consent evidence', () => {
  let t: TestApp;
  let superAdmin: string, ops: string;
  let opt: OptionRow;
  const q = <T = any>(query: ReturnType<typeof sql>) => queryRows<T>(t.db.database.db, query);
  const consentsOf = (column: 'customer_id' | 'order_id', id: string) =>
    q<{ kind: string; version_id: string | null; granted: boolean; context: string; agreed_at: string; ip_hash: string | null }>(
      sql`select kind, version_id, granted, context, agreed_at, ip_hash from legal_consents where ${sql.raw(column)} = ${id}::uuid order by kind`,
    );
  const signup = (email: string, extra: Record<string, unknown> = {}) =>
    call(t, 'POST', '/api/auth/signup', {
      body: { email, password: 'secret12', name: '약관회원', agreeToMarketing: true, agreements: FIRST_LEGAL_VERSION_IDS, ...extra },
      headers: { 'user-agent': 'jest-legal' },
    });

  beforeAll(async () => {
    ({
      t,
      cookies: [superAdmin, ops],
    } = await startAdminTest(['SUPER_ADMIN', 'OPS_MANAGER']));
    opt = await pickOption(t, { stock: 10, nth: 170, maxPrice: 40_000, minPrice: 10_000 });
  }, 240_000);
  afterAll(() => t.close());

  it('GET /api/legal and /api/legal/{kind} answer the seeded first versions without a session', async () => {
    const current = await call(t, 'GET', '/api/legal');
    expect(current.status).toBe(200);
    const c = CurrentLegalVersionsSchema.parse(current.body);
    expect({ termsVersionId: c.terms.id, privacyVersionId: c.privacy.id }).toEqual(FIRST_LEGAL_VERSION_IDS);
    for (const kind of ['terms', 'privacy'] as const) {
      const res = await call(t, 'GET', `/api/legal/${kind}`);
      expect(res.status).toBe(200);
      const doc = LegalDocumentSchema.parse(res.body);
      expect(doc.current).toMatchObject({ kind, version: 1, effectiveDate: '2026-01-01' });
      expect(doc.current.body).toContain(kind === 'terms' ? '제1조 (목적)' : '개인정보 보호책임자');
      expect(doc.versions).toHaveLength(1);
    }
    expect((await call(t, 'GET', '/api/legal/cookies')).status).toBe(422);
  });

  it('GET /api/shop-settings carries the footer business info, and follows a save of the shop settings', async () => {
    const before = PublicShopSettingsSchema.parse((await call(t, 'GET', '/api/shop-settings')).body);
    expect(before.business).toEqual(SEEDED_BUSINESS_INFO);
    const bad = await call(t, 'PUT', '/api/admin/settings/shop', { cookie: superAdmin, body: { mailOrderNumber: '신고번호' } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.mailOrderNumber).toBe(SHOP_SETTINGS_MESSAGES.mailOrderNumber);
    const saved = await call(t, 'PUT', '/api/admin/settings/shop', {
      cookie: superAdmin,
      body: { mailOrderNumber: '2026-서울강남-00777', hostingProvider: '한빛클라우드(주)', companyName: '(주)스타일허브코리아' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.changed.sort()).toEqual(['companyName', 'hostingProvider', 'mailOrderNumber']);
    const after = PublicShopSettingsSchema.parse((await call(t, 'GET', '/api/shop-settings')).body);
    expect(after.business).toEqual({
      ...SEEDED_BUSINESS_INFO,
      mailOrderNumber: '2026-서울강남-00777',
      hostingProvider: '한빛클라우드(주)',
      companyName: '(주)스타일허브코리아',
    });
    const [audit] = await q<{ details: any }>(
      sql`select details from audit_logs where resource = 'shop_settings' order by occurred_at desc limit 1`,
    );
    expect(audit!.details.changes.mailOrderNumber).toEqual({ before: SEEDED_BUSINESS_INFO.mailOrderNumber, after: '2026-서울강남-00777' });
  });

  it('POST /api/auth/signup records the versions agreed to and the marketing choice, with the time; refuses none or unknown', async () => {
    const none = await signup('legal.none@example.com', { agreements: undefined });
    expect(none.status).toBe(422);
    expect(none.body.error.fields.agreements).toBe(LEGAL_MESSAGES.termsRequired);
    const noPrivacy = await signup('legal.noprivacy@example.com', {
      agreements: { termsVersionId: FIRST_LEGAL_VERSION_IDS.termsVersionId },
    });
    expect(noPrivacy.status).toBe(422);
    expect(noPrivacy.body.error.fields['agreements.privacyVersionId']).toBe(LEGAL_MESSAGES.privacyRequired);
    const unknown = await signup('legal.unknown@example.com', {
      agreements: { ...FIRST_LEGAL_VERSION_IDS, privacyVersionId: FIRST_LEGAL_VERSION_IDS.termsVersionId },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields['agreements.privacyVersionId']).toBe(LEGAL_MESSAGES.versionUnknown);
    expect(await q(sql`select id from customers where email like 'legal.%@example.com'`)).toEqual([]);

    const started = Date.now();
    const ok = await signup('legal.ok@example.com');
    expect(ok.status).toBe(201);
    const rows = await consentsOf('customer_id', ok.body.user.id);
    expect(rows.map((r) => [r.kind, r.version_id, r.granted, r.context])).toEqual([
      ['marketing', null, true, 'signup'],
      ['privacy', FIRST_LEGAL_VERSION_IDS.privacyVersionId, true, 'signup'],
      ['terms', FIRST_LEGAL_VERSION_IDS.termsVersionId, true, 'signup'],
    ]);
    for (const r of rows) {
      expect(new Date(r.agreed_at).getTime()).toBeGreaterThanOrEqual(started - 1000);
      expect(r.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    }
    const declined = await signup('legal.declined@example.com', { agreeToMarketing: false });
    expect((await consentsOf('customer_id', declined.body.user.id)).find((r) => r.kind === 'marketing')).toMatchObject({ granted: false });
  });

  it('POST /api/orders and /api/guest/orders write consent rows tied to the order (guest: no customer)', async () => {
    const { cookie } = await signUpShopper(t, '약관구매자');
    const missing = await call(t, 'POST', '/api/orders', {
      cookie,
      body: orderBody([lineOf(opt, 1)], { agreements: undefined }),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields.agreements).toBe(LEGAL_MESSAGES.termsRequired);
    const placed = await call(t, 'POST', '/api/orders', {
      cookie,
      body: orderBody([lineOf(opt, 1)]),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(placed.status).toBe(201);
    const memberRows = await consentsOf('order_id', placed.body.id);
    expect(memberRows.map((r) => [r.kind, r.version_id, r.context])).toEqual([
      ['privacy', FIRST_LEGAL_VERSION_IDS.privacyVersionId, 'checkout'],
      ['terms', FIRST_LEGAL_VERSION_IDS.termsVersionId, 'checkout'],
    ]);

    // The shopper sees their own evidence: the signup's and the order's rows.
    expect((await call(t, 'GET', '/api/legal/consents')).status).toBe(401);
    const mine = MyConsentsSchema.parse((await call(t, 'GET', '/api/legal/consents', { cookie })).body);
    expect(mine.items.filter((i) => i.orderId === placed.body.id).map((i) => [i.kind, i.context, i.version?.version])).toEqual([
      ['privacy', 'checkout', 1],
      ['terms', 'checkout', 1],
    ]);
    expect(
      mine.items
        .filter((i) => i.context === 'signup')
        .map((i) => i.kind)
        .sort(),
    ).toEqual(['marketing', 'privacy', 'terms']);

    await t.db.database.db.execute(sql`update shop_settings set allow_guest_checkout = true`);
    invalidateShopSettings(t.db.database.db);
    const guest = await call(t, 'POST', '/api/guest/orders', {
      body: orderBody([lineOf(opt, 1)], { guest: GUEST }),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(guest.status).toBe(201);
    const guestRows = await q<{ kind: string; customer_id: string | null; context: string }>(
      sql`select kind, customer_id, context from legal_consents where order_id = ${guest.body.id}::uuid order by kind`,
    );
    expect(guestRows).toEqual([
      { kind: 'privacy', customer_id: null, context: 'guest_checkout' },
      { kind: 'terms', customer_id: null, context: 'guest_checkout' },
    ]);
  });

  it('POST /api/admin/settings/legal/{kind}: refused without the settings permission, validated, published with an audit row', async () => {
    const body = { title: '스타일허브 이용약관 (개정)', body: '## 제1조 (목적)\n개정된 약관입니다.', effectiveDate: '2026-12-01' };
    expect((await call(t, 'POST', '/api/admin/settings/legal/terms', { cookie: ops, body })).status).toBe(403);
    expect((await call(t, 'GET', '/api/admin/settings/legal', { cookie: ops })).status).toBe(403);
    expect((await call(t, 'POST', '/api/admin/settings/legal/terms', { body })).status).toBe(401);
    const bad = await call(t, 'POST', '/api/admin/settings/legal/terms', {
      cookie: superAdmin,
      body: { title: ' ', body: '', effectiveDate: '2026-13-40' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toEqual({
      title: LEGAL_MESSAGES.title,
      body: LEGAL_MESSAGES.body,
      effectiveDate: LEGAL_MESSAGES.effectiveDate,
    });
    expect((await q(sql`select id from legal_document_versions where kind = 'terms'`)).length).toBe(1);

    const published = await call(t, 'POST', '/api/admin/settings/legal/terms', { cookie: superAdmin, body });
    expect(published.status).toBe(201);
    expect(published.body.title).toBe(LEGAL_MESSAGES.published('이용약관', 2));
    expect(published.body.item).toMatchObject({ kind: 'terms', version: 2, title: body.title, effectiveDate: '2026-12-01' });
    const [audit] = await q<{ action: string; resource_id: string; resource_name: string }>(
      sql`select action, resource_id, resource_name from audit_logs where resource = 'legal_document_versions' order by occurred_at desc limit 1`,
    );
    expect(audit).toEqual({ action: 'settings.legal.publish', resource_id: published.body.item.id, resource_name: '이용약관 제2판' });

    const list = AdminLegalDocumentsSchema.parse((await call(t, 'GET', '/api/admin/settings/legal', { cookie: superAdmin })).body);
    expect(list.terms.map((v) => [v.version, v.current, v.publishedBy])).toEqual([
      [2, true, expect.any(String)],
      [1, false, '시스템'],
    ]);
    expect(list.terms[0]!.publishedBy).not.toBe('시스템');
    expect(list.privacy).toHaveLength(1);

    const doc = LegalDocumentSchema.parse((await call(t, 'GET', '/api/legal/terms')).body);
    expect(doc.current.id).toBe(published.body.item.id);
    expect(doc.versions.map((v) => v.version)).toEqual([2, 1]);
    const old = await call(t, 'GET', `/api/legal/terms/versions/${FIRST_LEGAL_VERSION_IDS.termsVersionId}`);
    expect(old.status).toBe(200);
    expect(old.body.body).toContain('제8조 (분쟁해결)');
    expect((await call(t, 'GET', `/api/legal/privacy/versions/${FIRST_LEGAL_VERSION_IDS.termsVersionId}`)).status).toBe(404);
  });

  it('a version replaced in between (stale) is refused with 409 asking to re-read, at signup and checkout alike', async () => {
    // The previous test published 이용약관 제2판: the first version is stale now.
    const stale = await signup('legal.stale@example.com');
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(LEGAL_MESSAGES.stale('이용약관'));
    expect(stale.body.error.fields['agreements.termsVersionId']).toBe(LEGAL_MESSAGES.stale('이용약관'));
    expect(await q(sql`select id from customers where email = 'legal.stale@example.com'`)).toEqual([]);

    const guest = await call(t, 'POST', '/api/guest/orders', {
      body: orderBody([lineOf(opt, 1)], { guest: GUEST }),
      headers: { 'idempotency-key': idemKey() },
    });
    expect(guest.status).toBe(409);
    expect(guest.body.error.message).toBe(LEGAL_MESSAGES.stale('이용약관'));

    const current = CurrentLegalVersionsSchema.parse((await call(t, 'GET', '/api/legal')).body);
    const agreements = { termsVersionId: current.terms.id, privacyVersionId: current.privacy.id };
    const fresh = await signup('legal.fresh@example.com', { agreements });
    expect(fresh.status).toBe(201);
    expect((await consentsOf('customer_id', fresh.body.user.id)).find((r) => r.kind === 'terms')!.version_id).toBe(current.terms.id);
  });
});
