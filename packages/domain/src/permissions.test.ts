import { hasPermission, permissionScope, ROLES, PERMISSIONS, PERMISSION_CATEGORIES } from './permissions';

const grantsOf = (code: string) => ROLES.find((r) => r.code === code)!.grants;

describe('permission matching', () => {
  it('* grants everything', () => {
    expect(hasPermission(['*'], 'settings.roles.update')).toBe(true);
  });
  it('a wildcard grants everything under its prefix only', () => {
    expect(hasPermission(['catalog.*'], 'catalog.brands.read')).toBe(true);
    expect(hasPermission(['catalog.*'], 'customers.list.read')).toBe(false);
    expect(hasPermission(['catalog.*'], 'catalogx.brands.read')).toBe(false);
  });
  it('a resource grant covers its actions', () => {
    expect(hasPermission(['content.qna'], 'content.qna.reply')).toBe(true);
    expect(hasPermission(['content.qna'], 'content.reviews.read')).toBe(false);
    expect(hasPermission(['content.qna'], 'content.qnax.read')).toBe(false);
  });
  it('an area-level action covers that action on every resource of the area', () => {
    expect(hasPermission(['orders.read'], 'orders.returns.read')).toBe(true);
    expect(hasPermission(['orders.read'], 'orders.returns.update')).toBe(false);
    expect(hasPermission(['orders.read'], 'sellers.list.read')).toBe(false);
  });
  it('.own grants are limited to the own brand', () => {
    expect(permissionScope(['catalog.products.own'], 'catalog.products.read')).toBe('own');
    expect(permissionScope(['catalog.products.own'], 'catalog.brands.read')).toBeNull();
    expect(permissionScope(['orders.own'], 'orders.list.read')).toBe('own');
    expect(permissionScope(['orders.own', 'orders.read'], 'orders.list.read')).toBe('all');
  });
});

describe('the demo roles of the catalogue spec', () => {
  it.each([
    ['SUPER_ADMIN', 'settings.roles.read', true],
    ['OPS_MANAGER', 'catalog.brands.read', true],
    ['OPS_MANAGER', 'customers.list.read', false],
    ['CS_AGENT', 'customers.list.read', true],
    ['CS_AGENT', 'content.qna.read', true],
    ['CS_AGENT', 'content.notices.read', false],
    ['CONTENT_EDITOR', 'marketing.banners.read', true],
    ['CONTENT_EDITOR', 'marketing.coupons.read', false],
    ['FINANCE', 'sellers.settlements.read', true],
    ['FINANCE', 'sellers.list.read', false],
    ['FINANCE', 'settings.taxes.read', true],
    ['SELLER_ADMIN', 'catalog.products.read', true],
    ['SELLER_ADMIN', 'catalog.brands.read', false],
  ])('%s on %s -> %s', (role, permission, expected) => {
    expect(hasPermission(grantsOf(role), permission)).toBe(expected);
  });

  it('has the six demo roles and the five named roles of the system spec', () => {
    expect(ROLES.map((r) => r.code)).toEqual(
      expect.arrayContaining([
        'SUPER_ADMIN',
        'OPS_MANAGER',
        'CS_AGENT',
        'CONTENT_EDITOR',
        'FINANCE',
        'SELLER_ADMIN',
        'super_admin',
        'operations_admin',
        'cs_admin',
        'content_admin',
        'finance_admin',
      ]),
    );
  });

  it('lists permissions in the eight categories of the system spec', () => {
    expect(Object.keys(PERMISSION_CATEGORIES)).toHaveLength(8);
    expect(new Set(PERMISSIONS.map((p) => p.category)).size).toBe(8);
  });
});
